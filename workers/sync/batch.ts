/**
 * The batch side of a run (src/domain/sync/contract.ts): which queued changes go together in one
 * request, sending them, and reading the server's answers one change at a time, as if each had
 * been sent alone.
 */
import { kindOf, readReply } from '@/api/envelope';
import type { Mutation, PortalDb } from '@/db/db';
import { orderScopeOf, readQueued } from '@/db/queued-kinds';
import { BATCH_LIMITS, SYNC_PATHS, SyncBatchResultSchema, type BatchAnswer } from '@/domain/sync/contract';
import type { RunOutcomes } from './outcomes';
import { attemptOf, type Transport } from './transport';
import type { Acknowledged, NotApplied, ReplayScope, Stop, SyncOptions } from './types';

const utf8 = new TextEncoder();

/**
 * A change of a batch: its body as the JSON it is sent as, and which later changes cannot be
 * sent before its answer (its kind's dependsOn, on the payload read once).
 */
export type Ready = { m: Mutation; json: string; blocks: ((later: Mutation) => boolean) | null };

/** Why a batch stopped the run, and at which change. */
export type BatchStop = Stop & { at: Mutation };

function inScope(m: Mutation, scope: ReplayScope | undefined): boolean {
  if (!scope) return true;
  if (scope.kinds && !scope.kinds.includes(m.kind)) return false;
  return scope.orderScope === undefined || orderScopeOf(m) === scope.orderScope;
}

/**
 * The run's next changes after `after`, read once: the first, and the ones that may go in one
 * batch with it, in order, up to BATCH_LIMITS. The batch ends before a failed change (unless
 * the run retries them), one this version cannot read, or one that needs an earlier one's
 * answer. It is empty when the first must go alone (or the engine sends every change alone).
 */
export async function nextChanges(
  db: PortalDb,
  batching: SyncOptions['batch'],
  run: { after: number; userId: number; scope: ReplayScope | undefined; includeFailed: boolean },
): Promise<{ head?: Mutation; batch: Ready[] }> {
  const caps = batching === false ? { changes: 1 } : (batching ?? {});
  const limit = Math.min(caps.changes ?? BATCH_LIMITS.changes, BATCH_LIMITS.changes);
  const maxBytes = Math.min(caps.bytes ?? BATCH_LIMITS.bytes, BATCH_LIMITS.bytes);
  const candidates = await db.outbox
    .where('seq')
    .above(run.after)
    .filter((m) => m.userId === run.userId && inScope(m, run.scope))
    .limit(limit)
    .toArray();
  const head = candidates[0];
  const batch: Ready[] = [];
  if (!head || batching === false) return { head, batch };
  let bytes = 0;
  for (const m of candidates) {
    if (m.state === 'failed' && !run.includeFailed) break;
    if (batch.some((r) => r.blocks?.(m))) break;
    const { kind, payload } = readQueued(m);
    if (payload === null) break;
    const json = JSON.stringify((await kind!.send?.(db, payload)) ?? payload);
    const size = utf8.encode(json).length;
    if (bytes + size > maxBytes) break;
    bytes += size;
    const dependsOn = kind!.dependsOn;
    batch.push({ m, json, blocks: dependsOn ? (later) => dependsOn(payload, later) : null });
  }
  return { head, batch };
}

/**
 * Posts a batch: the server's answers, one per change it got to, or why the batch as a whole was
 * not applied. 'refused': an older server without the batch path, so its first change goes alone.
 */
async function postBatch(
  transport: Transport,
  batch: Ready[],
  token: string,
): Promise<{ answers: BatchAnswer[]; message: string } | { notApplied: NotApplied } | 'refused'> {
  const body = `{"changes":[${batch.map(({ m, json }) => `{"id":${JSON.stringify(m.id)},"path":${JSON.stringify(m.path)},"body":${json}}`).join(',')}]}`;
  const res = await transport.post(SYNC_PATHS.batch, { headers: transport.headers(token), body });
  if (!(res instanceof Response)) return { notApplied: res };
  const reply = await readReply(res);
  if (reply.kind === 'rejected') return 'refused';
  if (reply.kind !== 'ok') return { notApplied: attemptOf(reply.kind, reply.message, null) as NotApplied };
  const parsed = SyncBatchResultSchema.safeParse(reply.envelope!.result);
  // Not heard in a form this version reads: kept, as one change alone would be.
  if (!parsed.success) return { notApplied: { kind: 'keep', reason: 'offline', message: 'unreadable batch answer' } };
  return { answers: parsed.data.answers, message: reply.message };
}

/**
 * Reads a batch's answers in order, each by the rules of a change sent alone, up to the first
 * not applied: the acknowledged ones, and the stop (the not-applied change, recorded).
 */
async function collectAnswers(batch: Ready[], answers: BatchAnswer[], outcomes: RunOutcomes): Promise<{ done: Acknowledged[]; stop: BatchStop | null }> {
  const done: Acknowledged[] = [];
  for (let i = 0; i < batch.length && i < answers.length; i += 1) {
    const { m } = batch[i]!;
    const a = answers[i]!;
    // An answer for another change is no answer for this one.
    if (a.id !== m.id) break;
    const attempt = attemptOf(kindOf(a.errcode, a.status), a.message || `errcode ${a.errcode}`, a.result);
    if (attempt.kind !== 'ok') return { done, stop: { ...(await outcomes.keepOrFail(m, attempt)), at: m } };
    done.push({ m, result: attempt.result });
  }
  return { done, stop: null };
}

/**
 * Sends a batch and records each answer. Returns how many were acknowledged and, when the run
 * must stop, why and at which change; 'alone' when the server refused the batch as a whole and
 * its first change is to be sent alone (left pending, as every change of the batch).
 */
export async function replayBatch(
  db: PortalDb,
  transport: Transport,
  outcomes: RunOutcomes,
  batch: Ready[],
  token: string,
): Promise<{ sent: number; stop: BatchStop | null } | 'alone'> {
  const seqs = batch.map(({ m }) => m.seq!);
  await db.outbox
    .where('seq')
    .anyOf(seqs)
    .modify((m) => {
      m.state = 'sending';
      m.attempts += 1;
    });
  const pendingAgain = (from: number) => db.outbox.where('seq').anyOf(seqs.slice(from)).modify({ state: 'pending' });
  const head = batch[0]!.m;
  const sent = await postBatch(transport, batch, token);
  if (sent === 'refused' || 'notApplied' in sent) {
    await pendingAgain(0);
    if (sent === 'refused') return 'alone';
    // Not heard, or told to retry or to sign in: kept, as one change alone would be.
    return { sent: 0, stop: { ...(await outcomes.keepOrFail(head, sent.notApplied)), at: head } };
  }
  const { done, stop } = await collectAnswers(batch, sent.answers, outcomes);
  await outcomes.acknowledge(done);
  // Not answered (after the stop, or left out by the server): pending again, in their places.
  const answered = done.length + (stop ? 1 : 0);
  if (answered < batch.length) await pendingAgain(answered);
  // The server answered, but not every change: the run stops there, to be tried again later.
  if (!stop && answered < batch.length) return { sent: done.length, stop: { stopped: 'server', message: sent.message, answered: true, at: batch[answered]!.m } };
  return { sent: done.length, stop };
}
