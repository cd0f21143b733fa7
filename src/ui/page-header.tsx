import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/**
 * A screen's title row: its visible title (the h2 under PageMain's h1) on the left, what the
 * screen offers as a whole (add, back, a linked screen) on the right, wrapping under the title
 * when the row is too narrow for both. One component, so every screen's title sits alike.
 */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={2}>{title}</Title>
      {children}
    </Group>
  );
}
