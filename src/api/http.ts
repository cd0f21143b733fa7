/**
 * The HTTP client: X-Token and Accept-Language on every call, the `{errcode, message, result}`
 * envelope unwrapped, failures turned into `ApiError`. errcode 40007 clears the session and
 * notifies the shell, which sends the user to /login (spec 1 §4). Whether a request got the
 * server's answer (a valid envelope, not a gateway's 502/503/504) is reported to the
 * reachability store, which tells the app it is offline.
 */
import ky, { type KyInstance } from 'ky';
import { ApiError, ERRCODE_TOKEN_INVALID } from './api-error';
import { isUpstreamDown, reportReachable } from './reachability';

export type Envelope<T> = { errcode: number; message: string; result: T };

type HttpConfig = {
  getToken: () => string | null;
  getLanguage: () => string;
  onUnauthorized: () => void;
  baseUrl?: string;
};

let config: HttpConfig = {
  getToken: () => null,
  getLanguage: () => 'zh',
  onUnauthorized: () => {},
};

let client: KyInstance = build();

function build(): KyInstance {
  return ky.create({
    prefix: '/order_admin',
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    timeout: 30_000,
    retry: 0,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = config.getToken();
          if (token) request.headers.set('X-Token', token);
          request.headers.set('Accept-Language', config.getLanguage());
        },
      ],
    },
  });
}

export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...config, ...next };
  client = build();
}

type CallOptions = {
  /** Envelope codes other than 0 that still carry a usable result (login's 10007). */
  acceptCodes?: number[];
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** This call's time limit (default 30 s); running out counts as no answer. */
  timeoutMs?: number;
};

async function send<T>(method: 'get' | 'post', path: string, init: { searchParams?: Record<string, unknown>; json?: unknown; body?: FormData }, opts: CallOptions = {}): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await client(path.replace(/^\//, ''), {
      method,
      ...(init.searchParams ? { searchParams: toSearchParams(init.searchParams) } : {}),
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.body ? { body: init.body } : {}),
      ...(opts.idempotencyKey ? { headers: { 'Idempotency-Key': opts.idempotencyKey } } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.timeoutMs !== undefined ? { timeout: opts.timeoutMs } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    reportReachable(false);
    throw new ApiError('network', 0, err instanceof Error ? err.message : String(err), 0);
  }
  // A gateway saying the server behind it is down: the server did not answer.
  if (isUpstreamDown(response.status)) {
    reportReachable(false);
    throw new ApiError('network', 0, response.statusText || `HTTP ${response.status}`, response.status);
  }
  let body: Envelope<T> | null = null;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    // A proxy's HTML error page, a captive portal or an empty reply (below).
  }
  if (typeof body?.errcode !== 'number') {
    // Not the server's envelope: nothing was decided and the server was not heard, so it is
    // worth retrying and does not count as reachable.
    reportReachable(false);
    throw new ApiError('network', 0, response.statusText || `HTTP ${response.status}`, response.status);
  }
  reportReachable(true);
  if (body.errcode === 0 || opts.acceptCodes?.includes(body.errcode)) return body;
  if (body.errcode === ERRCODE_TOKEN_INVALID) {
    config.onUnauthorized();
    throw new ApiError('unauthorized', body.errcode, body.message, response.status, body.result);
  }
  const kind = response.status >= 500 || response.status === 429 ? 'server' : 'rejected';
  throw new ApiError(kind, body.errcode, body.message, response.status, body.result);
}

function toSearchParams(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return out;
}

export async function apiGet<T>(path: string, searchParams?: Record<string, unknown>, opts?: CallOptions): Promise<T> {
  return (await send<T>('get', path, { ...(searchParams ? { searchParams } : {}) }, opts)).result;
}

export async function apiPost<T>(path: string, json: unknown = {}, opts?: CallOptions): Promise<T> {
  return (await send<T>('post', path, { json }, opts)).result;
}

/** For calls whose envelope code matters to the caller (login). */
export function apiPostEnvelope<T>(path: string, json: unknown, opts?: CallOptions): Promise<Envelope<T>> {
  return send<T>('post', path, { json }, opts);
}

export async function apiUpload<T>(path: string, form: FormData, opts?: CallOptions): Promise<T> {
  return (await send<T>('post', path, { body: form }, opts)).result;
}
