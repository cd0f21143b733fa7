/** Fallback where requestIdleCallback is missing (Safari): a moment after the first paint. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `run` once the browser is first idle (at the latest after 5 s), for work that nothing on
 * screen waits for; answers a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
