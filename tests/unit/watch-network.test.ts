/**
 * The reachability probe (src/sync/network.ts) with fake timers: while the server is unreachable
 * it pings after 3 s, 5 s and then every 10 s; each ping gives up after PROBE_TIMEOUT_MS (a link
 * that holds the request open does not stall the probe for the 30 s of a normal call); the
 * server's answer ends the probing; the browser's 'online' event pings at once; stopping it stops.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/api/http';
import { isServerReachable, reportReachable } from '@/api/reachability';
import { PROBE_TIMEOUT_MS, watchNetwork } from '@/sync/network';

type Mode = 'hang' | 'answer' | 'refuse';

let mode: Mode = 'hang';
let pings = 0;

/** A fetch that answers with the envelope, fails at once, or holds the request until it is aborted. */
function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  pings += 1;
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  if (mode === 'refuse') return Promise.reject(new TypeError('Failed to fetch'));
  if (mode === 'answer') return Promise.resolve(new Response(JSON.stringify({ errcode: 0, message: 'ok', result: { ok: true } }), { headers: { 'content-type': 'application/json' } }));
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
}

describe('watchNetwork', () => {
  let stop: () => void = () => {};
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
    configureHttp({ baseUrl: 'http://portal.test' });
    mode = 'hang';
    pings = 0;
    reportReachable(true);
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pings after 3 s, 5 s, then every 10 s, each ping given up after the short time limit, until the server answers', async () => {
    stop = watchNetwork();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pings).toBe(0); // reachable: nothing to ask

    reportReachable(false);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(pings).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings).toBe(1);
    // The link holds the request: it is given up after the probe's own limit, not 30 s.
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(isServerReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pings).toBe(2);
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS + 10_000);
    expect(pings).toBe(3);

    // The server answers the next ping: reachable, and the probing stops.
    mode = 'answer';
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS + 10_000);
    expect(pings).toBe(4);
    expect(isServerReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pings).toBe(4);
  });

  it('pings at once when the browser reports the network back, one ping at a time', async () => {
    stop = watchNetwork();
    mode = 'refuse';
    reportReachable(false);
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pings).toBe(1);

    mode = 'hang';
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pings).toBe(2); // the second event finds a ping in flight
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS + 3_000);
    expect(pings).toBe(3);
  });

  it('stops probing when stopped', async () => {
    stop = watchNetwork();
    mode = 'refuse';
    reportReachable(false);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pings).toBe(0);
  });
});
