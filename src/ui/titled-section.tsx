import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TitledSectionProps = {
  title: ReactNode;
  /** A control at the title's right (an "add category" picker, a switch), on the title's line. */
  action?: ReactNode;
  /**
   * 3: a section of a page (the page's own title is level 2); 4: a section of a sheet or dialog
   * that is itself a section of the page, drawn one size smaller.
   */
  order?: 3 | 4;
  testId?: string;
  children?: ReactNode;
};

const TITLE_SIZE = { 3: 'h4', 4: 'h5' } as const;

/**
 * One bordered block of a form or a detail page, under its heading: the order screens are built
 * of these (basics, fabric, measurement, techniques ...), so they all look and read alike.
 */
export function TitledSection({ title, action, order = 3, testId, children }: TitledSectionProps) {
  // Nothing under the heading yet (a record still being read): no gap under it either, so the
  // box is no taller than its heading.
  const gap = children == null ? undefined : 'sm';
  const heading = (
    <Title order={order} size={TITLE_SIZE[order]} mb={action ? undefined : gap}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      {action ? (
        <Group justify="space-between" mb={gap}>
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
