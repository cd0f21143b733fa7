import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu, type MantineColor } from '@mantine/core';
import { useFoldedTable } from './data-table';
import { DotsIcon } from './icons';

export type RowAction = {
  key: string;
  label: string;
  onClick: () => void;
  color?: MantineColor;
  /** Cancel and delete stand out as a light button in the row; in the menu, their colour says it. */
  variant?: 'subtle' | 'light';
  loading?: boolean;
  testId?: string;
};

type RowActionsProps = {
  actions: readonly RowAction[];
  /** The menu button's accessible name (the actions column's header). */
  label: string;
  /** Dialogs the actions open, kept mounted beside them whichever way the actions are shown. */
  children?: ReactNode;
  /** The buttons' size in a row with room; a dense table's are extra small. */
  size?: 'compact-sm' | 'compact-xs';
};

const MENU_ITEM_STYLE = { minHeight: 44 };

/**
 * A table row's actions: buttons in the row where the table has room, and one 44 px menu button
 * where it is folded for a tablet, so that the row's actions never push the table past the screen.
 */
export function RowActions({ actions, label, children, size = 'compact-sm' }: RowActionsProps) {
  const folded = useFoldedTable();
  if (folded)
    return (
      <>
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" size={44} aria-label={label} data-testid="row-actions-menu">
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((a) => (
              <Menu.Item key={a.key} color={a.color} onClick={a.onClick} disabled={a.loading} style={MENU_ITEM_STYLE} data-testid={a.testId}>
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {children}
      </>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((a) => (
        <Button key={a.key} size={size} variant={a.variant ?? 'subtle'} color={a.color} loading={a.loading} onClick={a.onClick} data-testid={a.testId}>
          {a.label}
        </Button>
      ))}
      {children}
    </Group>
  );
}
