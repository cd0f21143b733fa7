import { useEffect, useEffectEvent, useRef } from 'react';

/** Fallback where requestIdleCallback is missing (Safari): a moment after the first paint. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `run` once the browser is first idle (at the latest after 5 s), for work that nothing on
 * screen waits for; answers a function that cancels it. Work behind content a screen reads first
 * waits for that content instead (`useWhenIdleAfter`).
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `run` once, when the browser is first idle after the content `shown` says is committed has
 * been painted: for what a screen loads behind content it reads first. The browser is idle also while
 * that content is being read (waiting on IndexedDB or the network), and between its commit and the
 * next frame: work begun then runs before the content is on screen.
 */
export function useWhenIdleAfter(shown: boolean, run: () => void): void {
  const runNow = useEffectEvent(run);
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return undefined;
    let cancelIdle: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame that paints the content, then a task after it. Not ./after-paint.ts: the shell's
    // chunk holds this hook, and a task's early view, which waits for a paint with that, must come
    // without the shell (tests/e2e/first-download.test.ts).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        cancelIdle = whenIdle(() => {
          done.current = true;
          runNow();
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [shown]);
}
