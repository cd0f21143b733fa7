// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWidthSteps, widthSteps, windowAtLeast } from './width-steps';

/** happy-dom's own resize: it answers media queries from its viewport, and tells of the resize. */
function resizeTo(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
}

describe('the window’s width steps', () => {
  it('are counted on the first draw, and follow a resize across a step', () => {
    resizeTo(768);
    const steps = widthSteps([700, 1000, 1300]);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const reached = useWidthSteps(steps);
      seen.push(reached);
      return reached;
    });
    // No draw with a made-up width first: a tablet's header folds its links from the first paint.
    expect(seen).toEqual([1]);
    act(() => resizeTo(1366));
    expect(result.current).toBe(3);
    act(() => resizeTo(1000));
    expect(result.current).toBe(2);
  });

  it('tell whether the window is at least a width', () => {
    resizeTo(1199);
    expect(windowAtLeast(1200)).toBe(false);
    resizeTo(1200);
    expect(windowAtLeast(1200)).toBe(true);
  });
});
