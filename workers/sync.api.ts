/**
 * The sync engine (DESIGN §6): replays the outbox in `seq` order, exactly once, with the mutation
 * id as Idempotency-Key. Runs in the sync worker (sync.worker.ts) and equally on the main thread
 * or in tests, since it only needs a Dexie database and `fetch`.
 *
 * Rules, per answer:
 * - errcode 0: the mutation leaves the outbox and the answer is written to the mirror (one transaction);
 * - no answer from the server (network error, timeout, a gateway's 502/503/504, or a body that is
 *   not the JSON envelope): the mutation stays as it was, in its place, and the run stops with
 *   `answered: false` ('offline');
 * - the server's envelope with a 5xx or 429: it stays and the run stops ('server', "retry later");
 * - 40007: it stays, and the run stops asking the user to sign in again;
 * - any other errcode: it is marked failed with the server's message, and the run stops.
 *
 * One runner at a time across tabs: `navigator.locks` when present, else a lease row in Dexie
 * (with expiry, so a crashed tab cannot block the others for ever), plus an in-context queue.
 * The run reads the next mutation afresh after each one, so a mutation added during a run is sent
 * in the same run. Holding the lock, a run knows that no one else is sending: a mutation still
 * marked 'sending' was left by a runner that died mid-send (a closed tab) and is pending again.
 *
 * Submitting one change alone waits for the earlier changes of its order scope (QueuedKind.scope in src/db/outbox.ts), so
 * a measurement of a person added offline never reaches the server before the add.
 *
 * The parts live in workers/sync/: the HTTP side and the reading of an answer (transport.ts), what
 * a run records per change (outcomes.ts), the batches (batch.ts), the replay loop (replay.ts) and
 * the runner lock (runner-lock.ts). This file wires them into the API the worker exposes.
 *
 * A run sends its changes in batches (src/domain/sync/contract.ts): up to BATCH_LIMITS in one
 * request, which the server applies in order, each with its own Idempotency-Key and transaction,
 * stopping at the first not applied. Every answer is read by the rules above, as if its change had
 * been sent alone, and the acknowledged ones leave the outbox in one transaction with their
 * effects. A batch ends before a change whose body needs an earlier change's answer
 * (QueuedKind.dependsOn: a measurement of a person added offline needs the person's server id),
 * and a change too large for a batch is sent alone on its own path.
 */
import type { PortalDb } from '@/db/db';
import { dependentsOf, orderScopeOf, queuedKind } from '@/db/queued-kinds';
import { recoverStale, replayChange, replayQueue, type ReplayContext } from './sync/replay';
import { createRunnerLock } from './sync/runner-lock';
import { createTransport } from './sync/transport';
import type { LockManagerLike, ReplayScope, SyncOptions } from './sync/types';

export type { LockManagerLike, ReplayOutcome, ReplayScope, SyncOptions, SyncStopReason } from './sync/types';

/**
 * Deletes a change (after the user confirmed); its local effect goes with it, and so do the later
 * changes that cannot be sent without it (queued-kinds.dependentsOf). Returns how many changes
 * left the outbox.
 */
function discardChange(db: PortalDb, id: string): Promise<number> {
  return db.transaction('rw', db.tables, async (tx) => {
    const m = await db.outbox.where('id').equals(id).first();
    if (!m) return 0;
    const gone = [m, ...(await dependentsOf(db, m))];
    await db.outbox.bulkDelete(gone.map((x) => x.seq!));
    // Effects run once everything is gone, so a rebuilt mirror leaves out all of them; an
    // effect shared by changes of one order scope runs once for them (QueuedKind.onDiscard).
    const ran = new Map<unknown, Set<string | null>>();
    for (const x of gone) {
      const effect = queuedKind(x.kind)?.onDiscard;
      if (!effect) continue;
      const scopes = ran.get(effect) ?? new Set<string | null>();
      const scope = orderScopeOf(x);
      if (scope !== null && scopes.has(scope)) continue;
      scopes.add(scope);
      ran.set(effect, scopes);
      await effect(db, x, tx);
    }
    return gone.length;
  });
}

export type SyncApi = ReturnType<typeof createSyncApi>;

export function createSyncApi(db: PortalDb, options: SyncOptions) {
  const transport = createTransport(db, options);
  const locks: LockManagerLike | null =
    options.locks === undefined ? ((globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null) : options.locks;
  const { exclusive, renewLease } = createRunnerLock(db, locks, options.leaseMs ?? transport.timeoutMs + 15_000);
  const ctx: ReplayContext = { db, transport, batching: options.batch, renewLease };

  return {
    /** Submit all: every queued mutation in order, retrying a failed head; stops at the first failure. */
    replayAll: () => exclusive(() => replayQueue(ctx, true)),
    /** Automatic replay (network back): sends pending ones; a failed head waits for the user. */
    replayPending: () => exclusive(() => replayQueue(ctx, false)),
    /** Sends what is pending of one feature or task, in order (a change queued online, sent at once). */
    replayScope: (scope: ReplayScope) => exclusive(() => replayQueue(ctx, false, scope)),
    /** Submit one mutation from the cache viewer. */
    replayOne: (id: string) => exclusive(() => replayChange(ctx, id)),
    /** Delete from the cache viewer (after the user confirmed); see discardChange. */
    discard: (id: string): Promise<number> => exclusive(() => discardChange(db, id)),
    /** Marks changes a dead runner left 'sending' as pending again (at start-up, for the cache viewer). */
    recover: () => exclusive(() => recoverStale(db)),
  };
}
