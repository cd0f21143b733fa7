import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

/** One titled block of a customer detail page, with its actions on the right. */
export function DetailSection({ title, actions, children, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">{title}</Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
