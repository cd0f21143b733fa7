// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdleAfter } from './when-idle';

describe('useWhenIdleAfter', () => {
  // An idle callback the test fires itself, as the browser does once the main thread has nothing to do.
  let idle: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    idle = [];
    // happy-dom has no idle callbacks: given to its window for the test.
    Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run), cancelIdleCallback: () => undefined });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('asks for idle time only once the content is shown and painted, and runs once', () => {
    const run = vi.fn();
    const { rerender } = renderHook(({ shown }) => useWhenIdleAfter(shown, run), { initialProps: { shown: false } });
    vi.advanceTimersByTime(5000);
    // While the content is being read, the browser's idle time is not taken.
    expect(idle).toHaveLength(0);

    rerender({ shown: true });
    // Not between the commit and the frame that paints it.
    expect(idle).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]!();
    expect(run).toHaveBeenCalledTimes(1);

    rerender({ shown: false });
    rerender({ shown: true });
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
  });

  it('asks for nothing once the screen has gone before the frame', () => {
    const run = vi.fn();
    const { rerender, unmount } = renderHook(({ shown }) => useWhenIdleAfter(shown, run), { initialProps: { shown: false } });
    rerender({ shown: true });
    unmount();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(idle).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
  });
});
