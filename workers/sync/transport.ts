/**
 * The sync engine's HTTP side: a POST to the API with the user's token and language, and an answer
 * read into what it means for its change. The batch and the lone send read answers by this one set
 * of rules, so a change's fate does not depend on how it travelled.
 */
import { readReply, type kindOf } from '@/api/envelope';
import type { Mutation, PortalDb } from '@/db/db';
import { readQueued } from '@/db/queued-kinds';
import type { Attempt, NotApplied, SyncOptions } from './types';

const MAX_ERROR_LENGTH = 500;

/** The error kept with a change this version cannot read (the cache viewer says it in the user's words). */
const UNREADABLE = 'unreadable: queued by an older version of the app';

/** What an answer means for its change, by the rules at the top of sync.api.ts. */
export function attemptOf(kind: ReturnType<typeof kindOf>, message: string, result: unknown): Attempt {
  switch (kind) {
    case 'ok':
      return { kind: 'ok', result };
    case 'sign-in':
      return { kind: 'sign-in', message };
    case 'retry':
      return { kind: 'keep', reason: 'server', message };
    case 'no-answer':
      return { kind: 'keep', reason: 'offline', message };
    case 'rejected':
      return { kind: 'failed', message: message.slice(0, MAX_ERROR_LENGTH) };
  }
}

export type Transport = ReturnType<typeof createTransport>;

export function createTransport(db: PortalDb, options: SyncOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? 30_000;

  function headers(token: string, extra: Record<string, string> = {}): Record<string, string> {
    return { 'content-type': 'application/json', 'x-token': token, 'accept-language': options.language?.() ?? 'zh', ...extra };
  }

  /** The response, or 'offline' when none came (network error or timeout). */
  async function post(path: string, init: { headers: Record<string, string>; body: string }): Promise<Response | NotApplied> {
    try {
      return await doFetch(`${options.baseUrl}/order_admin${path}`, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      return { kind: 'keep', reason: 'offline', message: err instanceof Error ? err.message : String(err) };
    }
  }

  /** The body a change is sent with (its kind may rewrite it), or null when this version cannot read it. */
  async function bodyOf(m: Mutation): Promise<unknown> {
    const { kind, payload } = readQueued(m);
    if (payload === null) return null;
    return (await kind!.send?.(db, payload)) ?? payload;
  }

  /** Sends one change alone, on its own path, with its id as Idempotency-Key. */
  async function sendAlone(m: Mutation, token: string): Promise<Attempt> {
    const body = await bodyOf(m);
    // A change this version cannot read is never sent blind: it waits for the user.
    if (body === null) return { kind: 'failed', message: UNREADABLE, unreadable: true };
    const res = await post(m.path, { headers: headers(token, { 'idempotency-key': m.id }), body: JSON.stringify(body) });
    if (!(res instanceof Response)) return res;
    const reply = await readReply(res);
    return attemptOf(reply.kind, reply.message, reply.envelope?.result);
  }

  return { timeoutMs, headers, post, sendAlone };
}
