import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label with the red star of a required field (spec 2 §2.2). */
export function Required({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Text component="span" size="sm" fw={500} id={id}>
      <Text component="span" c="red" mr={2}>
        *
      </Text>
      {children}
    </Text>
  );
}
