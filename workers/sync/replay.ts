/**
 * The replay loop: a run reads the next changes afresh after each step (so a change added during
 * the run is sent in it), sends them in a batch or alone, and stops at the first not applied.
 * Runs inside the runner lock (runner-lock.ts), so nobody else is sending meanwhile.
 */
import type { Mutation, PortalDb } from '@/db/db';
import { orderScopeOf } from '@/db/queued-kinds';
import { nextChanges, replayBatch } from './batch';
import { createRunOutcomes, type RunOutcomes } from './outcomes';
import type { Transport } from './transport';
import type { ReplayOutcome, ReplayScope, Stop, SyncOptions } from './types';

export type ReplayContext = {
  db: PortalDb;
  transport: Transport;
  batching: SyncOptions['batch'];
  renewLease: () => Promise<void>;
};

/** Runs inside the lock: nobody is sending, so 'sending' means a dead runner's mutation. */
export async function recoverStale(db: PortalDb): Promise<void> {
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
}

async function session(db: PortalDb): Promise<{ token: string; userId: number } | null> {
  const s = await db.session.get('current');
  return s?.token && s.userId ? { token: s.token, userId: s.userId } : null;
}

/** Sends one mutation alone, on its own path, and records the outcome; returns the stop reason, or null to go on. */
async function replayMutation(ctx: ReplayContext, outcomes: RunOutcomes, m: Mutation, token: string): Promise<Stop | null> {
  await ctx.db.outbox.update(m.seq!, { state: 'sending', attempts: m.attempts + 1 });
  const attempt = await ctx.transport.sendAlone(m, token);
  if (attempt.kind === 'ok') {
    await outcomes.acknowledge([{ m, result: attempt.result }]);
    return null;
  }
  return outcomes.keepOrFail(m, attempt);
}

/** Sends every queued change of the user (in `scope`) in order, until the queue is empty or a change is not applied. */
export async function replayQueue(ctx: ReplayContext, includeFailed: boolean, scope?: ReplayScope): Promise<ReplayOutcome> {
  const outcomes = createRunOutcomes(ctx.db);
  return outcomes.withConflicts(await sendAll(ctx, outcomes, includeFailed, scope));
}

async function sendAll(ctx: ReplayContext, outcomes: RunOutcomes, includeFailed: boolean, scope?: ReplayScope): Promise<ReplayOutcome> {
  await recoverStale(ctx.db);
  const s = await session(ctx.db);
  if (!s) return { sent: 0, stopped: 'sign-in' };
  let sent = 0;
  let after = 0;
  // After a sent change the server has answered; before any, the run has no news of it.
  const heard = () => (sent > 0 ? { answered: true } : {});
  for (;;) {
    await ctx.renewLease();
    const { head: m, batch } = await nextChanges(ctx.db, ctx.batching, { after, userId: s.userId, scope, includeFailed });
    if (!m) return { sent, ...heard() };
    // A failed head blocks the queue (order matters) until the user retries or discards it.
    if (m.state === 'failed' && !includeFailed) return { sent, ...heard(), stopped: 'failed', mutationId: m.id, message: m.error ?? '' };
    const out = batch.length === 0 ? 'alone' : await replayBatch(ctx.db, ctx.transport, outcomes, batch, s.token);
    if (out === 'alone') {
      const stop = await replayMutation(ctx, outcomes, m, s.token);
      // Not answered: the change stays queued in its place and nothing after it is tried.
      if (stop) return { sent, ...stop, mutationId: m.id };
      sent += 1;
      after = m.seq!;
      continue;
    }
    sent += out.sent;
    if (out.stop) {
      const { at, ...stop } = out.stop;
      return { sent, ...stop, mutationId: at.id };
    }
    // Without a stop, every change of the batch was acknowledged.
    after = batch[out.sent - 1]!.m.seq!;
  }
}

/** Sends one change alone, once the earlier changes of its order scope are gone. */
export async function replayChange(ctx: ReplayContext, id: string): Promise<ReplayOutcome> {
  const outcomes = createRunOutcomes(ctx.db);
  return outcomes.withConflicts(await sendOne(ctx, outcomes, id));
}

async function sendOne(ctx: ReplayContext, outcomes: RunOutcomes, id: string): Promise<ReplayOutcome> {
  const { db } = ctx;
  await recoverStale(db);
  const s = await session(db);
  if (!s) return { sent: 0, stopped: 'sign-in' };
  const m = await db.outbox.where('id').equals(id).first();
  if (!m || m.userId !== s.userId) return { sent: 0 };
  const scope = orderScopeOf(m);
  if (scope !== null) {
    const earlier = await db.outbox
      .where('seq')
      .below(m.seq!)
      .filter((x) => x.userId === s.userId && orderScopeOf(x) === scope)
      .count();
    if (earlier > 0) return { sent: 0, stopped: 'order', mutationId: m.id, earlier };
  }
  const stop = await replayMutation(ctx, outcomes, m, s.token);
  return stop ? { sent: 0, ...stop, mutationId: m.id } : { sent: 1, answered: true };
}
