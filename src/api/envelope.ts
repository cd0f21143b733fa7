/**
 * Reading a reply to an API call, the one way the HTTP client, the sync worker and the file
 * download do it. Only the server's own envelope counts as an answer: no reply, a gateway's
 * 502/503/504 (the proxy in front says the server is down) or a body that is not the envelope (a
 * captive portal's page) means the server was not heard, so nothing was decided and the call may
 * be sent again.
 */
import { ERRCODE, isRetryableStatus } from '@/domain/shared/errcodes';
import { isUpstreamDown } from './reachability';

export type Envelope<T = unknown> = { errcode: number; message: string; result: T };

/**
 * - ok: errcode 0 (or one the caller accepts);
 * - sign-in: the token is missing or expired (40007);
 * - retry: the server answered but failed or asked to slow down (5xx, 429);
 * - rejected: the server refused this input or action (any other 4xx errcode);
 * - no-answer: the server was not heard.
 */
export type ReplyKind = 'ok' | 'sign-in' | 'retry' | 'rejected' | 'no-answer';

export type Reply<T = unknown> = { kind: ReplyKind; status: number; message: string; envelope: Envelope<T> | null };

export async function readReply<T>(response: Response, acceptCodes: readonly number[] = []): Promise<Reply<T>> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  if (isUpstreamDown(response.status)) return { kind: 'no-answer', status: response.status, message: fallback, envelope: null };
  let body: Envelope<T> | null = null;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    // Not JSON (a proxy's HTML page, a captive portal, an empty reply): handled below.
  }
  if (typeof body?.errcode !== 'number') return { kind: 'no-answer', status: response.status, message: fallback, envelope: null };
  const message = typeof body.message === 'string' && body.message ? body.message : `errcode ${body.errcode}`;
  return { kind: kindOf(body.errcode, response.status, acceptCodes), status: response.status, message, envelope: body };
}

/** What an envelope with this errcode, sent with this HTTP status, means (also one answer of a sync batch). */
export function kindOf(errcode: number, status: number, acceptCodes: readonly number[] = []): ReplyKind {
  if (errcode === ERRCODE.ok || acceptCodes.includes(errcode)) return 'ok';
  if (errcode === ERRCODE.tokenInvalid) return 'sign-in';
  return isRetryableStatus(status) ? 'retry' : 'rejected';
}
