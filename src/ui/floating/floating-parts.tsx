/** Mantine's Menu and Tooltip behind ./deferred.tsx: this module, and floating-ui with it, is not in the first download; it loads from the first render on. */
import { Menu, Tooltip } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState } from 'react';
import type { DeferredMenuProps, DeferredTooltipProps } from './props';

/**
 * Drawn when its trigger was clicked: it replaces that trigger and opens at once. It mounts closed,
 * focuses its own trigger, then opens, so the menu gives the focus back to the trigger when it
 * closes (Mantine keeps the element focused as it opened; the clicked one is gone by then).
 */
export function EntryMenu({ trigger, entries, position }: DeferredMenuProps) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position={position} shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(trigger, { ref: target } as object)}</Menu.Target>
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
