/**
 * Whether the server answered the last request. `navigator.onLine` only knows whether a network
 * interface is up: on a tablet with one bar of signal, behind a dead Wi-Fi, or after a reload
 * under emulated offline, it says "online" while every request fails. So the HTTP client reports
 * each outcome here (no answer -> unreachable, any answer -> reachable), and the app's notion of
 * being online (src/sync/network.ts) is both together.
 */
let reachable = true;
const listeners = new Set<() => void>();

export function reportReachable(answered: boolean): void {
  if (answered === reachable) return;
  reachable = answered;
  for (const l of listeners) l();
}

export function isServerReachable(): boolean {
  return reachable;
}

export function subscribeReachability(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}
