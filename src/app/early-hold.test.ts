import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_HOLD_MS, EARLY_WAIT_MS, earlyHold } from './early-hold';

/** Whether `p` has settled once the timers have run `ms` further. */
async function settledAfter(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a deep link's screen, waiting for its early view", () => {
  it('is drawn as soon as the view says it draws nothing', async () => {
    const early = earlyHold();
    const drawn = early.drawn();
    expect(await settledAfter(drawn, 50)).toBe(false);
    early.hold();
    expect(await settledAfter(drawn, 0)).toBe(true);
  });

  it("waits for the paint of what the view drew, though its code came first, and no longer than EARLY_HOLD_MS for it", async () => {
    const early = earlyHold();
    const drawn = early.drawn();
    let paint!: () => void;
    early.hold(new Promise((resolve) => (paint = resolve)));
    expect(await settledAfter(drawn, 10)).toBe(false);
    paint();
    expect(await settledAfter(drawn, 0)).toBe(true);

    const unpainted = earlyHold();
    const later = unpainted.drawn();
    unpainted.hold(new Promise(() => undefined));
    expect(await settledAfter(later, EARLY_HOLD_MS - 1)).toBe(false);
    expect(await settledAfter(later, 1)).toBe(true);
  });

  it('is drawn after EARLY_WAIT_MS when the view has not said (its page is slow to come)', async () => {
    const early = earlyHold();
    const drawn = early.drawn();
    expect(await settledAfter(drawn, EARLY_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(drawn, 1)).toBe(true);
  });
});
