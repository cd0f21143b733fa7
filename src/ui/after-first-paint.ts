import { useEffect, useState } from 'react';

/** Fallback where requestIdleCallback is missing (Safari): a moment after the first paint. */
const IDLE_FALLBACK_MS = 1500;

/**
 * False until the browser is first idle after the screen painted: for work nothing on screen
 * waits for (a background refresh, code a widget needs only once it is used).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setReady(true), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}
