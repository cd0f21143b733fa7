/**
 * Whether the server answered the last request. `navigator.onLine` only knows whether a network
 * interface is up: on a tablet with one bar of signal, behind a dead Wi-Fi, or after a reload
 * under emulated offline, it says "online" while every request fails. So the HTTP client reports
 * each outcome here, and the app's notion of being online (src/sync/network.ts) is both together.
 *
 * Only the server's own answer counts: a reply is "reachable" once a valid API envelope was parsed
 * from it. No reply, a body that is not the envelope (a captive portal's page), or a gateway's
 * 502/503/504 (the proxy in front says the server is down) is "unreachable".
 */

/** HTTP statuses a proxy or gateway answers when the server behind it is down or did not answer. */
export const UPSTREAM_DOWN_STATUSES: readonly number[] = [502, 503, 504];

export function isUpstreamDown(status: number): boolean {
  return UPSTREAM_DOWN_STATUSES.includes(status);
}

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
