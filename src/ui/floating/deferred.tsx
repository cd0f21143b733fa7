/**
 * A menu and a tooltip for the first screen after sign-in (the header, home). Their trigger paints
 * with the screen; Mantine's Menu and Tooltip, with floating-ui (~35 KB gzip of /home's first
 * download), start loading with that first render. Other screens load after the shell and use
 * Mantine's directly.
 *
 * A menu stays its trigger until it is clicked, and is then Mantine's, open: each Menu drawn is a
 * Popover whose floating-ui layout effects draw it again at once, a task of 45-65 ms at 4x CPU
 * on /home when the two header menus took over as their code arrived (docs/speed.md). The tooltip
 * takes over as its code arrives: swapped when the pointer or the keyboard reaches it, its button
 * would be replaced under them, and the focus lost.
 *
 * Not at idle: on a busy page the browser is first idle late, and the triggers were swapped under
 * the user's hands (the browser tests saw dropdown clicks elsewhere on the page get lost).
 */
import { cloneElement, lazy, Suspense, useEffect, useState } from 'react';
import type { DeferredMenuProps, DeferredTooltipProps } from './props';

const loadParts = () => import('./floating-parts');
const EntryMenu = lazy(() => loadParts().then((m) => ({ default: m.EntryMenu })));
const LabelTooltip = lazy(() => loadParts().then((m) => ({ default: m.LabelTooltip })));

export function DeferredMenu(props: DeferredMenuProps) {
  const [clicked, setClicked] = useState(false);
  // Asked for once drawn, so a click finds the menu's code here.
  useEffect(() => void loadParts().catch(() => undefined), []);
  const waiting = cloneElement(props.trigger, { onClick: () => setClicked(true), 'aria-haspopup': 'menu', 'aria-expanded': false } as object);
  if (!clicked) return waiting;
  // A click before the menu's code is here opens the menu as soon as it is.
  return (
    <Suspense fallback={waiting}>
      <EntryMenu {...props} />
    </Suspense>
  );
}

export function DeferredTooltip(props: DeferredTooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <LabelTooltip {...props} />
    </Suspense>
  );
}
