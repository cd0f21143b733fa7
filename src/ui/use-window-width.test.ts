// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWindowWidth } from './use-window-width';

describe('the window’s width', () => {
  it('is the real width on the first draw, and follows a resize', () => {
    window.innerWidth = 768;
    const widths: number[] = [];
    const { result } = renderHook(() => {
      const width = useWindowWidth();
      widths.push(width);
      return width;
    });
    // No draw with a made-up width first: a tablet's header folds its links from the first paint.
    expect(widths).toEqual([768]);
    act(() => {
      window.innerWidth = 1366;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(1366);
  });
});
