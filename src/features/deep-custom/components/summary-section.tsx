import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the order summary. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A labelled value of the summary; an empty one shows as a dash. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text size="sm">
      <Text component="span" c="dimmed">
        {label}:{' '}
      </Text>
      {value || '—'}
    </Text>
  );
}
