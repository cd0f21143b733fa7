/**
 * How many of some window widths the window reaches, answered by media queries: read as the
 * component first draws and again when the window crosses one of them.
 *
 * Not Mantine's useViewportSize: it answers 0 on the first draw and the real width from an effect,
 * so the header drew all its links for a wide screen and drew again to fold them. Mantine's
 * useMediaQuery (with `getInitialValueInEffect: false`, as the data table uses it) answers one
 * query: the header asks how many of eight widths it reaches, which would be eight of them, each
 * its own state and effect, called in a loop.
 * Not `window.innerWidth` either: reading it lays the page out if anything changed since the last
 * frame, and React reads a store once more in its commit (to see that it did not change while it
 * drew), after the commit has changed the page. /home's first layout then ran inside the commit's
 * task, 16-22 ms at full speed in Lighthouse's trace, instead of in the frame after it. A media
 * query's answer needs no layout.
 */
import { useSyncExternalStore } from 'react';

export type WidthSteps = {
  subscribe(changed: () => void): () => void;
  /** How many of the widths the window's width is at least. */
  reached(): number;
};

/** Widths in CSS pixels; made once per set (a module's constant), since React keeps its subscription. */
export function widthSteps(widths: readonly number[]): WidthSteps {
  let queries: MediaQueryList[] | undefined;
  const lists = () => (queries ??= widths.map((w) => window.matchMedia(`(min-width: ${w}px)`)));
  return {
    subscribe(changed) {
      const watched = lists();
      for (const q of watched) q.addEventListener('change', changed);
      return () => {
        for (const q of watched) q.removeEventListener('change', changed);
      };
    },
    reached: () => lists().filter((q) => q.matches).length,
  };
}

export function useWidthSteps(steps: WidthSteps): number {
  return useSyncExternalStore(steps.subscribe, steps.reached, steps.reached);
}

/** Whether the window is at least this wide now, without laying the page out (see above). */
export function windowAtLeast(width: number): boolean {
  return window.matchMedia(`(min-width: ${width}px)`).matches;
}
