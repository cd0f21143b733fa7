/**
 * The HTTP client counts the server as reachable only once it parsed the server's envelope: no
 * reply, a gateway's 502/503/504 (even with a JSON body) or a page that is not the envelope (a
 * captive portal) leave the app offline, and are errors of kind 'network' (worth retrying).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { apiGet, configureHttp } from '@/api/http';
import { isServerReachable, reportReachable } from '@/api/reachability';

const envelope = (errcode = 0, status = 200) =>
  new Response(JSON.stringify({ errcode, message: errcode ? 'no' : 'ok', result: { ok: true } }), { status, headers: { 'content-type': 'application/json' } });

function answerWith(make: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(async () => make()));
}

async function kindOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (err) {
    return err instanceof ApiError ? err.kind : String(err);
  }
}

describe('reachability from the HTTP client', () => {
  beforeAll(() => configureHttp({ baseUrl: 'http://portal.test' }));
  afterEach(() => vi.unstubAllGlobals());

  it('is reachable after the server envelope, an error envelope included', async () => {
    reportReachable(false);
    answerWith(() => envelope());
    expect(await kindOf(apiGet('/index/ping'))).toBe('ok');
    expect(isServerReachable()).toBe(true);
    reportReachable(false);
    answerWith(() => envelope(40004, 404));
    expect(await kindOf(apiGet('/index/ping'))).toBe('rejected');
    expect(isServerReachable()).toBe(true);
  });

  it.each([
    ['502 page', () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['503 with a JSON envelope', () => envelope(50000, 503)],
    ['504', () => new Response('Gateway Timeout', { status: 504 })],
    ['captive portal 200 page', () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['JSON that is not the envelope', () => new Response('{"hello":1}', { status: 200, headers: { 'content-type': 'application/json' } })],
    [
      'no reply',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('is unreachable after a %s', async (_name, make) => {
    reportReachable(true);
    answerWith(make);
    expect(await kindOf(apiGet('/index/ping'))).toBe('network');
    expect(isServerReachable()).toBe(false);
  });
});
