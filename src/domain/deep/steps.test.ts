import { describe, expect, it } from 'vitest';
import { canOpenDeepStep, deepStepIndex, deepStepStates, firstIncompleteStep } from './steps';

describe('deep customization step gate', () => {
  it('opens the first step always', () => {
    expect(canOpenDeepStep(0, [])).toBe(true);
  });

  it('opens a step only when every earlier step is complete', () => {
    expect(canOpenDeepStep(2, [true, true])).toBe(true);
    expect(canOpenDeepStep(2, [true, false])).toBe(false);
    expect(canOpenDeepStep(4, [true, true, true, false])).toBe(false);
  });

  it('maps path segments to step indexes, unknown ones to the first step', () => {
    expect(deepStepIndex('')).toBe(0);
    expect(deepStepIndex('deepCusMeasure')).toBe(3);
    expect(deepStepIndex('elsewhere')).toBe(0);
  });

  it('draws steps up to the current as active and later completed ones as completed', () => {
    expect(deepStepStates(1, [true, true, true, false, false])).toEqual(['active', 'active', 'completed', 'todo', 'todo']);
  });

  it('sends a deep link to the first step not complete yet', () => {
    expect(firstIncompleteStep([])).toBe(0);
    expect(firstIncompleteStep([true, true, false])).toBe(2);
    expect(firstIncompleteStep([true, true, true, true, true])).toBe(4);
  });
});
