import { Group, Paper, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

type ActionBarProps = {
  children: ReactNode;
  /** Where the actions stand: at the end, or spread with a total at the start. */
  justify?: GroupProps['justify'];
  /** Off while there is nothing to act on (a bar over an empty form would cover its hint). */
  sticky?: boolean;
};

/**
 * A long form's save bar: it stays at the bottom of the window while the form scrolls under it,
 * so its save (add to cart, submit) is reachable on a tablet without scrolling to the form's end.
 * Above the page's own layers, below dropdowns and toasts.
 */
export function ActionBar({ children, justify = 'flex-end', sticky = true }: ActionBarProps) {
  return (
    <Paper withBorder p="sm" radius="md" pos={sticky ? 'sticky' : undefined} bottom={0} style={{ zIndex: 2 }}>
      <Group justify={justify}>{children}</Group>
    </Paper>
  );
}
