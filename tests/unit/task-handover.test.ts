import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskHandover } from '@/features/measuring/api/task-handover';

describe("a task's handover from its preparation to its screen", () => {
  afterEach(() => vi.useRealTimers());

  it('hands the value over once, only for its user and task, and not once stale', () => {
    vi.useFakeTimers();
    const handover = taskHandover<string>(1000);
    handover.put(1, 7, 'read');
    expect(handover.holds(1, 7)).toBe(true);
    expect(handover.take(2, 7)).toBeNull();
    expect(handover.take(1, 8)).toBeNull();
    expect(handover.take(1, 7)).toBe('read');
    expect(handover.take(1, 7)).toBeNull();
    handover.put(1, 7, 'late');
    vi.setSystemTime(Date.now() + 1000);
    expect(handover.holds(1, 7)).toBe(false);
    expect(handover.take(1, 7)).toBeNull();
  });

  it('shows a waiting value without taking it', () => {
    const handover = taskHandover<string>(1000);
    handover.put(1, 7, 'page');
    expect(handover.peek(1, 8)).toBeNull();
    expect(handover.peek(2, 7)).toBeNull();
    expect(handover.peek(null, 7)).toBeNull();
    expect(handover.peek(1, 7)).toBe('page');
    expect(handover.take(1, 7)).toBe('page');
    expect(handover.peek(1, 7)).toBeNull();
  });

  it('lets an untaken value go after its time, and keeps a newer one', () => {
    vi.useFakeTimers();
    const handover = taskHandover<object>(1000);
    const first = { task: 7 };
    handover.put(1, 7, first);
    vi.advanceTimersByTime(600);
    handover.put(1, 8, { task: 8 });
    // The first value's timer fires at 1000 ms: the newer one (put at 600 ms) stays.
    vi.advanceTimersByTime(500);
    expect(handover.take(1, 8)).toEqual({ task: 8 });
    handover.put(1, 9, { task: 9 });
    vi.advanceTimersByTime(1000);
    // Its own timer has let it go: nothing is held, however the clock is read.
    vi.setSystemTime(0);
    expect(handover.holds(1, 9)).toBe(false);
  });
});
