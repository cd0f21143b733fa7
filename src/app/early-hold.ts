/**
 * What a deep link's first screen waits for when its route has an early view (./route-kinds.tsx):
 * the view's word (`hold`) that it draws nothing, or the paint of what it drew (at most
 * EARLY_HOLD_MS), and never longer than EARLY_WAIT_MS after the screen's code has come (`drawn`).
 *
 * Drawn in the same task as the view's data, the screen's first render (~50 ms) came before the
 * view was ever painted. Drawn as soon as its code had come, when that came first (the page's
 * answer waits behind the code's evaluation), the screen drew a large task's first rows ~100 ms
 * after the view would have (docs/speed.md). The wait is bounded: a page slow to come leaves the
 * screen to show its own loading.
 */
export const EARLY_HOLD_MS = 100;
export const EARLY_WAIT_MS = 300;

export type EarlyHold = {
  /** The view's word, called once: with the paint of what it drew, or with nothing. */
  hold: (until?: Promise<void>) => void;
  /** Settles when the screen may be drawn; asked for once its code has come. */
  drawn: () => Promise<void>;
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function earlyHold(): EarlyHold {
  let release: (until: Promise<void>) => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    hold: (until = Promise.resolve()) => release(Promise.race([until, delay(EARLY_HOLD_MS)])),
    drawn: () => Promise.race([held, delay(EARLY_WAIT_MS)]),
  };
}
