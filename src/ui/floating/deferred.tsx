/**
 * A menu and a tooltip for the first screen after sign-in (the header, home). Their trigger paints
 * with the screen; Mantine's Menu and Tooltip, with floating-ui (~35 KB gzip of /home's first
 * download), start loading with that first render and take over when they arrive; a click made
 * before opens the menu then. Other screens load after the shell and use Mantine's
 * directly.
 *
 * Not at idle: on a busy page the browser is first idle late, and the triggers were swapped under
 * the user's hands (the browser tests saw dropdown clicks elsewhere on the page get lost).
 */
import { cloneElement, lazy, Suspense, useState } from 'react';
import type { DeferredMenuProps, DeferredTooltipProps } from './props';

const loadParts = () => import('./floating-parts');
const EntryMenu = lazy(() => loadParts().then((m) => ({ default: m.EntryMenu })));
const LabelTooltip = lazy(() => loadParts().then((m) => ({ default: m.LabelTooltip })));


export function DeferredMenu(props: DeferredMenuProps) {
  // A click before the menu's code is here opens the menu as soon as it is.
  const [clicked, setClicked] = useState(false);
  const waiting = cloneElement(props.trigger, { onClick: () => setClicked(true), 'aria-haspopup': 'menu', 'aria-expanded': false } as object);
  return (
    <Suspense fallback={waiting}>
      <EntryMenu {...props} defaultOpened={clicked} />
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
