import type { ReactNode } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** A titled block of the order detail screen. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" mb="lg">
      <Title order={3} size="h4">{title}</Title>
      {children}
    </Stack>
  );
}

/** Label: value pairs in a grid; an empty value shows as a dash. */
export function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
      {rows.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}:
          </Text>
          <Text size="sm">{value === '' || value === null || value === undefined ? '—' : value}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
