import { describe, expect, it } from 'vitest';
import { taskIdOf } from './task-address';

describe("a measuring detail's task number, from its address", () => {
  it('reads a positive whole number', () => {
    expect(taskIdOf('7')).toBe(7);
    expect(taskIdOf(' 42 ')).toBe(42);
  });

  it('names no task (0) for none, a word, a negative, a fraction, zero or a number past the safe range', () => {
    for (const raw of [null, '', 'abc', '-1', '1.5', '0', '1e3', '9007199254740993', '12abc']) expect(taskIdOf(raw)).toBe(0);
  });
});
