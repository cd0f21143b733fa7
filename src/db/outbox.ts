/**
 * The outbox (DESIGN §4, §6): a queued write is applied to the local mirror and appended as a
 * mutation in ONE Dexie transaction, so the screen and the queue never disagree, even if the tab
 * dies between the two. A mutation leaves the outbox only when the server acknowledged it
 * (errcode 0) or the user discarded it in the cache viewer.
 *
 * Local effects are registered per kind (`registerLocalEffect`) rather than passed as closures,
 * so that a mirror refresh from the server can re-apply the effects of mutations still queued.
 */
import type { Transaction } from 'dexie';
import type { Mutation, PortalDb } from './db';

export type LocalEffect = (db: PortalDb, payload: unknown, tx: Transaction) => Promise<void>;

const localEffects = new Map<string, LocalEffect>();

/** A feature declares how its queued kind changes the mirror (run inside the enqueue transaction). */
export function registerLocalEffect(kind: string, effect: LocalEffect): void {
  localEffects.set(kind, effect);
}

export function localEffectFor(kind: string): LocalEffect | undefined {
  return localEffects.get(kind);
}

export type NewMutation = {
  userId: number;
  kind: string;
  path: string;
  payload: unknown;
  /** Shown in the cache viewer, in the words of the screen that queued it. */
  summary: string;
};

/** Channel name other tabs and the sync worker listen on to learn that the outbox grew. */
export const OUTBOX_CHANNEL = 'mtm-outbox';

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const ch = new BroadcastChannel(OUTBOX_CHANNEL);
  ch.postMessage({ type: 'enqueued' });
  ch.close();
}

/**
 * Applies the kind's local effect and appends the mutation, atomically. `prepare` may rewrite the
 * payload inside the transaction first (e.g. to allocate a local id). Returns the stored mutation.
 */
export async function enqueue(
  db: PortalDb,
  m: NewMutation,
  prepare?: (tx: Transaction, payload: unknown) => Promise<unknown>,
): Promise<Mutation> {
  const stored = await db.transaction('rw', db.tables, async (tx) => {
    const payload = prepare ? await prepare(tx, m.payload) : m.payload;
    await localEffects.get(m.kind)?.(db, payload, tx);
    const row: Mutation = {
      id: crypto.randomUUID(),
      userId: m.userId,
      kind: m.kind,
      method: 'POST',
      path: m.path,
      payload,
      summary: m.summary,
      createdAt: Date.now(),
      state: 'pending',
      error: null,
      attempts: 0,
    };
    row.seq = await db.outbox.add(row);
    return row;
  });
  announce();
  return stored;
}

/** Re-applies the local effects of the user's queued mutations, in order (after a mirror refresh). */
export async function reapplyQueued(db: PortalDb, userId: number, tx: Transaction, only?: (m: Mutation) => boolean): Promise<void> {
  const queued = await db.outbox.where('userId').equals(userId).sortBy('seq');
  for (const m of queued) {
    if (only && !only(m)) continue;
    await localEffects.get(m.kind)?.(db, m.payload, tx);
  }
}

export function listOutbox(db: PortalDb, userId: number): Promise<Mutation[]> {
  return db.outbox.where('userId').equals(userId).sortBy('seq');
}

export async function outboxCounts(db: PortalDb, userId: number): Promise<{ pending: number; failed: number }> {
  const all = await db.outbox.where('userId').equals(userId).toArray();
  return { pending: all.filter((m) => m.state !== 'failed').length, failed: all.filter((m) => m.state === 'failed').length };
}
