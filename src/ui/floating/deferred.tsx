/**
 * A menu and a tooltip for the first screen after sign-in (the header, home). Their trigger paints
 * with the screen; Mantine's Menu and Tooltip, with floating-ui (~35 KB gzip of /home's first
 * download), load once the browser is idle after the first paint, or at once when a trigger is
 * clicked before that (issue 17). Other screens load after the shell and use Mantine's directly.
 */
import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import type { FloatingPosition, MantineColor } from '@mantine/core';
import { useAfterFirstPaint } from '../after-first-paint';

const loadParts = () => import('./floating-parts');
const EntryMenu = lazy(() => loadParts().then((m) => ({ default: m.EntryMenu })));
const LabelTooltip = lazy(() => loadParts().then((m) => ({ default: m.LabelTooltip })));

export type MenuEntry = { key: string; label: ReactNode; onSelect: () => void; color?: MantineColor };
export type DeferredMenuProps = { trigger: ReactElement<{ onClick?: () => void }>; entries: MenuEntry[]; position: FloatingPosition };
export type DeferredTooltipProps = { label: ReactNode; children: ReactElement };

export function DeferredMenu(props: DeferredMenuProps) {
  const idle = useAfterFirstPaint();
  // A click before the menu's code is here opens the menu as soon as it is.
  const [clicked, setClicked] = useState(false);
  const waiting = cloneElement(props.trigger, { onClick: () => setClicked(true), 'aria-haspopup': 'menu', 'aria-expanded': false } as object);
  if (!idle && !clicked) return waiting;
  return (
    <Suspense fallback={waiting}>
      <EntryMenu {...props} defaultOpened={clicked} />
    </Suspense>
  );
}

export function DeferredTooltip(props: DeferredTooltipProps) {
  const idle = useAfterFirstPaint();
  if (!idle) return props.children;
  return (
    <Suspense fallback={props.children}>
      <LabelTooltip {...props} />
    </Suspense>
  );
}
