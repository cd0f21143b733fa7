/** Mantine's Menu and Tooltip behind ./deferred.tsx: this module, and floating-ui with it, is not in the first download; it loads from the first render on. */
import { Menu, Tooltip } from '@mantine/core';
import type { DeferredMenuProps, DeferredTooltipProps } from './props';

export function EntryMenu({ trigger, entries, position, defaultOpened }: DeferredMenuProps & { defaultOpened: boolean }) {
  return (
    <Menu position={position} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => (
          <Menu.Item key={entry.key} color={entry.color} onClick={entry.onSelect}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function LabelTooltip({ label, children }: DeferredTooltipProps) {
  return <Tooltip label={label}>{children}</Tooltip>;
}
