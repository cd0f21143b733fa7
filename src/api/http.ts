/**
 * The HTTP client: X-Token and Accept-Language on every call, the `{errcode, message, result}`
 * envelope unwrapped, failures turned into `ApiError`. errcode 40007 clears the session and
 * notifies the shell, which sends the user to /login (spec 1 §4). Whether a request got the
 * server's answer (a valid envelope, not a gateway's 502/503/504) is reported to the
 * reachability store, which tells the app it is offline.
 */
import { ApiError, replyError } from './api-error';
import { readReply, type Envelope } from './envelope';
import { reportReachable } from './reachability';
import type { AnswerOf, Endpoint, InputOf } from '@/domain/shared/endpoint';

export type { Envelope };


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

export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...config, ...next };
}

/** A signal that aborts when either does, with that one's reason (AbortSignal.any where the browser has it). */
function either(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) both.abort(s.reason);
    else s.addEventListener('abort', () => both.abort(s.reason), { once: true });
  }
  return both.signal;
}

export type CallOptions = {
  /** Envelope codes other than 0 that still carry a usable result (login's 10007). */
  acceptCodes?: number[];
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** This call's time limit (default 30 s); running out counts as no answer. */
  timeoutMs?: number;
};

/**
 * One request to the API, with the browser's fetch: the session's token and the reader's language
 * on it, a JSON body or a form, and a time limit. (The app used ky for this; none of what ky adds
 * was in use, and it was 8 KB gzip of every first screen.)
 */
async function send<T>(method: 'get' | 'post', path: string, init: { searchParams?: Record<string, unknown>; json?: unknown; body?: FormData }, opts: CallOptions = {}): Promise<Envelope<T>> {
  const url = new URL(`/order_admin/${path.replace(/^\//, '')}`, config.baseUrl ?? globalThis.location.origin);
  for (const [k, v] of Object.entries(toSearchParams(init.searchParams ?? {}))) url.searchParams.set(k, v);
  const headers = new Headers({ 'Accept-Language': config.getLanguage() });
  const token = config.getToken();
  if (token) headers.set('X-Token', token);
  if (opts.idempotencyKey) headers.set('Idempotency-Key', opts.idempotencyKey);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  // Running out of time aborts with a TimeoutError: no answer, unlike the caller's own abort.
  // (A timer rather than AbortSignal.timeout, which fake timers in tests cannot move.)
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new DOMException('The server did not answer in time', 'TimeoutError')), opts.timeoutMs ?? 30_000);
  const timeout = limit.signal;
  let response: Response;
  try {
    response = await fetch(
      new Request(url, {
        method: method.toUpperCase(),
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        signal: opts.signal ? either(opts.signal, timeout) : timeout,
      }),
    );
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    reportReachable(false);
    throw new ApiError('network', 0, err instanceof Error ? err.message : String(err), 0);
  } finally {
    clearTimeout(timer);
  }
  const reply = await readReply<T>(response, opts.acceptCodes);
  reportReachable(reply.kind !== 'no-answer');
  if (reply.kind === 'ok') return reply.envelope!;
  if (reply.kind === 'sign-in') config.onUnauthorized();
  throw replyError(reply);
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

/**
 * Checks an endpoint's answer against its contract. Set only by the tests (their setup files), so
 * an answer that drifts from the contract fails them; the app itself holds no schema for it, and
 * its build leaves the check out (vitest runs in mode "test").
 */
type AnswerCheck = (e: Endpoint, result: unknown) => void | Promise<void>;
let checkAnswer: AnswerCheck | null = null;

export function checkAnswersWith(check: AnswerCheck | null): void {
  checkAnswer = check;
}

/**
 * Calls an endpoint value (src/domain/shared/endpoint.ts): a GET sends `input` as its query, a POST
 * as its JSON body; the answer's type is the endpoint's.
 */
export async function call<E extends Endpoint>(e: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  return (await callEnvelope(e, ...args)).result;
}

/**
 * Calls an endpoint value and answers its whole envelope, for callers to whom its code or message
 * matters (login's 10007, a change's message shown as it is).
 */
export function callEnvelope<E extends Endpoint>(e: E, ...[input, opts]: CallArgs<E>): Promise<Envelope<AnswerOf<E>>> {
  const get = e.method === 'GET';
  return answered(e, send(get ? 'get' : 'post', e.path, get ? { searchParams: input as Record<string, unknown> | undefined } : { json: input ?? {} }, opts));
}

/** Posts a multipart body (an upload) to an endpoint value; its body schema reads the form's parts. */
export async function upload<E extends Endpoint>(e: E, form: FormData, opts?: CallOptions): Promise<AnswerOf<E>> {
  return (await answered(e, send('post', e.path, { body: form }, opts))).result;
}

async function answered<E extends Endpoint>(e: E, reply: Promise<Envelope<unknown>>): Promise<Envelope<AnswerOf<E>>> {
  const envelope = await reply;
  if (import.meta.env.MODE === 'test') await checkAnswer?.(e, envelope.result);
  return envelope as Envelope<AnswerOf<E>>;
}

/** An endpoint that takes no input may be called without it. */
type CallArgs<E extends Endpoint> = undefined extends InputOf<E> ? [input?: InputOf<E>, opts?: CallOptions] : [input: InputOf<E>, opts?: CallOptions];
