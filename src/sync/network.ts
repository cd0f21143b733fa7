/**
 * Whether the app is online: the browser has a network AND the server answered the last request
 * (src/api/reachability.ts). Offline is a normal state, not an error.
 *
 * While the server is unreachable, nothing else would find out that it came back (queries pause
 * offline), so `watchNetwork` asks it with a ping, after 3 s, 5 s and then every 10 s, and at once
 * when the browser reports the network back or the app comes back into view. Each ping gives up
 * after a few seconds (a one-bar link can hold a request far longer than the 30 s of a normal
 * call), so a dead link does not stretch the probe's rhythm, and one ping runs at a time.
 */
import { useSyncExternalStore } from 'react';
import { ping } from '@/api/auth';
import { isServerReachable, reportReachable, subscribeReachability } from '@/api/reachability';

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

export function isOnline(): boolean {
  return browserOnline() && isServerReachable();
}

export function subscribeNetwork(cb: () => void): () => void {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  const stopReachability = subscribeReachability(cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
    stopReachability();
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeNetwork, isOnline, () => true);
}

/**
 * For a user's explicit "send now": when the last request failed, ask the server instead of
 * refusing on stale news.
 */
export async function checkOnline(): Promise<boolean> {
  if (!browserOnline()) return false;
  if (isServerReachable()) return true;
  await ping(PROBE_TIMEOUT_MS).catch(() => undefined);
  return isServerReachable();
}

// Offline fetches fail at once, so a ping every 10 s costs nothing while it lasts.
export const PROBE_DELAYS_MS = [3_000, 5_000, 10_000];
/** A ping's time limit: the ping endpoint answers at once, so a slower one counts as no answer. */
export const PROBE_TIMEOUT_MS = 5_000;

/** Starts the reachability probe; the shell calls it once. Returns a function that stops it. */
export function watchNetwork(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let probing = false;
  let stopped = false;

  const probe = async () => {
    timer = undefined;
    if (probing) return; // the ping in flight schedules the next one
    probing = true;
    // A failed or timed-out ping reports itself unreachable through the HTTP client; the server's answer, reachable.
    await ping(PROBE_TIMEOUT_MS).catch(() => undefined);
    probing = false;
    if (!stopped) schedule();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (isServerReachable()) {
      attempt = 0;
      return;
    }
    if (!browserOnline() || probing) return; // the 'online' event restarts the probe; a ping in flight reschedules
    timer = setTimeout(() => void probe(), PROBE_DELAYS_MS[Math.min(attempt++, PROBE_DELAYS_MS.length - 1)]);
  };
  const onBrowserOnline = () => {
    attempt = 0;
    clearTimeout(timer);
    void probe();
  };
  // The interface went down: nothing will answer until a request proves otherwise.
  const onBrowserOffline = () => reportReachable(false);

  const onVisible = () => {
    if (document.visibilityState === 'visible' && !isServerReachable() && browserOnline()) onBrowserOnline();
  };

  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', onBrowserOffline);
  document.addEventListener('visibilitychange', onVisible);
  const stopReachability = subscribeReachability(schedule);
  if (!browserOnline()) reportReachable(false);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', onBrowserOffline);
    document.removeEventListener('visibilitychange', onVisible);
    stopReachability();
  };
}
