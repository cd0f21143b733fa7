import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on after the task it was called in, once every microtask queued meanwhile has run', async () => {
    let chained = 0;
    const chain = (): void => {
      if (++chained < 100) void Promise.resolve().then(chain);
    };
    const yielded = yieldToBrowser().then(() => chained);
    void Promise.resolve().then(chain);
    expect(await yielded).toBe(100);
  });

  it("takes the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledOnce();
  });
});
