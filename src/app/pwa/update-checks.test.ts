import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_EVERY_MS, scheduleUpdateChecks } from './update-checks';

/** A page whose visibility the test sets, with the visibilitychange event a browser sends. */
function fakePage() {
  const target = new EventTarget();
  const page = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { page: page as unknown as Document, show };
}

describe('update checks of an app left open', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks each hour while online, and skips the hours spent offline', () => {
    const check = vi.fn(() => Promise.resolve());
    let online = true;
    const { page } = fakePage();
    const stop = scheduleUpdateChecks(check, { page, online: () => online, now: Date.now });
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    online = false;
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(1);
    online = true;
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(3 * UPDATE_CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks when the screen shows again after an hour out of sight, not at every glance', () => {
    const check = vi.fn(() => Promise.reject(new Error('server restarting')));
    const { page, show } = fakePage();
    // The clock moves without the timers: a tablet asleep runs none.
    let now = 0;
    scheduleUpdateChecks(check, { page, online: () => true, now: () => now });
    show('hidden');
    now = 10 * 60 * 1000;
    show('visible');
    expect(check).not.toHaveBeenCalled();
    show('hidden');
    now = 2 * UPDATE_CHECK_EVERY_MS;
    show('visible');
    expect(check).toHaveBeenCalledTimes(1);
    show('hidden');
    show('visible');
    expect(check).toHaveBeenCalledTimes(1);
  });
});
