/**
 * The outbox (DESIGN §4, §6): a queued write is applied to the local mirror and appended as a
 * mutation in ONE Dexie transaction, so the screen and the queue never disagree, even if the tab
 * dies between the two. A mutation leaves the outbox only when the server acknowledged it
 * (errcode 0) or the user discarded it in the cache viewer.
 *
 * Each kind of queued change is one typed definition (`defineQueuedKind`): its endpoint, the schema
 * of its payload (from its module's contract), and what it does to the mirrors when it is queued,
 * sent, answered or discarded. The engine's explicit list of kinds is in ./queued-kinds.ts. A
 * payload read back from IndexedDB is checked with its schema before any of that runs: a change
 * stored by an older version that no longer parses is never sent blind (see readPayload).
 */
import type { Transaction } from 'dexie';
import type { z } from 'zod';
import type { AnswerOf, Endpoint } from '@/domain/shared/endpoint';
import type { Mutation, PortalDb } from './db';

/**
 * `P` is the stored payload (checked with `schema` when read back); `A` the server's answer to it,
 * read off the endpoint the change replays as (the engine does not check the server's own answers).
 */
export type QueuedKind<P, A = unknown> = KindBase<P, A> & Replayed<P>;

/** The API call a change replays as: its endpoint value (a function when it depends on the payload). */
type Replayed<P> = { endpoint: Endpoint | ((payload: P) => Endpoint) };

type KindBase<P, A> = {
  /** The name stored with each change, e.g. "measuring.save_measurement". */
  kind: string;
  /** What a stored payload must be; its output is what the effects below receive. */
  schema: z.ZodType<P>;
  /**
   * Changes of one scope depend on each other (a measurement of a person added offline needs the
   * add first), so one of them is sent alone only when no earlier one of its scope waits. No
   * scope (or null) means no such bond.
   */
  scope?: (payload: P) => string | null;
  /** Applied to the mirror when queued, and again after a mirror refresh while still queued. */
  applyLocal?: (db: PortalDb, payload: P, tx: Transaction) => Promise<void>;
  /** Rewrites the body just before it is sent (e.g. a local id the server has since replaced). */
  send?: (db: PortalDb, payload: P) => Promise<unknown>;
  /** What the server's answer (errcode 0) changes in the mirror; runs in the transaction that removes the change. */
  onAnswer?: (db: PortalDb, m: Mutation, payload: P, result: A, tx: Transaction) => Promise<void>;
  /**
   * Undoes a discarded change's local effect; runs in the transaction that removes it, after it
   * (and the changes discarded with it) left the outbox. When several changes of one scope are
   * discarded together and their kinds share one function, it runs once for them.
   */
  onDiscard?: (db: PortalDb, m: Mutation, tx: Transaction) => Promise<void>;
  /**
   * Whether a later queued change cannot be sent without this one (a measurement, signature or
   * delete of a person added offline names that person's temporary id): discarding this one
   * discards such dependents too; left behind, they would fail for ever.
   */
  dependsOn?: (payload: P, later: Mutation) => boolean;
  /**
   * Whom the server's answer says this change put in conflict with another device's:
   * a name the replay's outcome lists, or null when it merged cleanly.
   */
  conflictOf?: (payload: P, result: A, m: Mutation) => string | null;
};

/** The one way to declare a queued kind: `P` its payload, `E` the endpoint it replays as, whose answer `onAnswer` gets. */
export function defineQueuedKind<P, E extends Endpoint>(def: KindBase<P, AnswerOf<E>> & { endpoint: E | ((payload: P) => E) }): QueuedKind<P, AnswerOf<E>>;
export function defineQueuedKind<P, A = unknown>(def: QueuedKind<P, A>): QueuedKind<P, A>;
export function defineQueuedKind<P, A>(def: QueuedKind<P, A>): QueuedKind<P, A> {
  return def;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of kinds mixes payload types
export type AnyQueuedKind = QueuedKind<any, any>;

/**
 * A stored change's payload as its kind's schema reads it, or null when it no longer parses (a
 * change queued by an older version of the app whose shape has since changed).
 */
export function readPayload<P>(kind: Pick<QueuedKind<P>, 'schema'>, m: Pick<Mutation, 'payload'>): P | null {
  const parsed = kind.schema.safeParse(m.payload);
  return parsed.success ? parsed.data : null;
}

export function pathOf<P>(kind: Replayed<P>, payload: P): string {
  return (typeof kind.endpoint === 'function' ? kind.endpoint(payload) : kind.endpoint).path;
}

export type NewMutation<P> = {
  /** Defaults to a new uuid; given when an online try already sent the change with this Idempotency-Key. */
  id?: string | undefined;
  userId: number;
  payload: P;
  /** Shown in the cache viewer, in the words of the screen that queued it. */
  summary: string;
};

/**
 * Applies the kind's local effect and appends the mutation, atomically. `prepare` may rewrite the
 * payload inside the transaction first (e.g. to allocate a local id). Returns the stored mutation.
 */
export async function enqueue<P>(db: PortalDb, kind: Pick<KindBase<P, unknown>, 'kind' | 'applyLocal'> & Replayed<P>, m: NewMutation<P>, prepare?: (tx: Transaction, payload: P) => Promise<P>): Promise<Mutation> {
  return db.transaction('rw', db.tables, async (tx) => {
    const payload = prepare ? await prepare(tx, m.payload) : m.payload;
    await kind.applyLocal?.(db, payload, tx);
    const row: Mutation = {
      id: m.id ?? crypto.randomUUID(),
      userId: m.userId,
      kind: kind.kind,
      method: 'POST',
      path: pathOf(kind, payload),
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
}

/**
 * Re-applies the local effects of the user's queued changes of `kinds`, in order (after a mirror
 * refresh). A change that no longer parses is left out: it waits in the cache viewer.
 */
export async function reapplyQueued(
  db: PortalDb,
  userId: number,
  tx: Transaction,
  kinds: readonly AnyQueuedKind[],
  only?: (m: Mutation, payload: unknown) => boolean,
): Promise<void> {
  const byName = new Map(kinds.map((k) => [k.kind, k]));
  const queued = await db.outbox.where('userId').equals(userId).sortBy('seq');
  for (const m of queued) {
    const kind = byName.get(m.kind);
    if (!kind?.applyLocal) continue;
    const payload = readPayload(kind, m);
    if (payload === null || (only && !only(m, payload))) continue;
    await kind.applyLocal(db, payload, tx);
  }
}

export function listOutbox(db: PortalDb, userId: number): Promise<Mutation[]> {
  return db.outbox.where('userId').equals(userId).sortBy('seq');
}

export type OutboxCounts = { pending: number; failed: number };

/** How many of a user's queued changes wait to be sent and how many the server refused. */
export function countOutbox(queued: readonly Pick<Mutation, 'state'>[]): OutboxCounts {
  const failed = queued.filter((m) => m.state === 'failed').length;
  return { pending: queued.length - failed, failed };
}

export async function outboxCounts(db: PortalDb, userId: number): Promise<OutboxCounts> {
  return countOutbox(await db.outbox.where('userId').equals(userId).toArray());
}
