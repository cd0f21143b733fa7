import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnCorrectionStep, roundTo01, snapToCorrectionStep } from './rounding';

describe('rounding', () => {
  it.each([
    [1.25, 1.3],
    [1.24, 1.2],
    [1.15, 1.2],
    [-1.25, -1.3],
    [11.2, 11.2],
    [0.04, 0],
    [-0.04, 0],
  ])('rounds grading results to 0.1: %d -> %d', (input, expected) => {
    expect(roundTo01(input)).toBe(expected);
  });

  it.each([
    [0.2, 0],
    [0.25, 0.5],
    [0.74, 0.5],
    [0.75, 1],
    [-1.3, -1.5],
    [2, 2],
  ])('snaps corrections to 0.5 steps: %d -> %d', (input, expected) => {
    expect(snapToCorrectionStep(input)).toBe(expected);
  });

  it('tells values on the 0.5 grid from values off it', () => {
    expect([0, 0.5, -1.5, 12].every(isOnCorrectionStep)).toBe(true);
    expect([0.1, 0.25, -0.3].some(isOnCorrectionStep)).toBe(false);
  });

  it('always lands on the grid and never moves a value by more than half a step', () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 500, noNaN: true }), (x) => {
        const r = roundTo01(x);
        const s = snapToCorrectionStep(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(s - x)).toBeLessThanOrEqual(0.25 + 1e-9);
        expect(isOnCorrectionStep(s)).toBe(true);
        expect(Number.isInteger(Math.round(r * 10)) && Math.abs(r * 10 - Math.round(r * 10)) < 1e-9).toBe(true);
      }),
    );
  });
});
