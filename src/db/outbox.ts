/**
 * The outbox (DESIGN §4, §6): a queued write is applied to the local mirror and appended as a
 * mutation in ONE Dexie transaction, so the screen and the queue never disagree, even if the tab
 * dies between the two. A mutation leaves the outbox only when the server acknowledged it
 * (errcode 0) or the user discarded it in the cache viewer.
 *
 * Effects are registered per kind rather than passed as closures: local effects (applied when
 * queued, and re-applied after a mirror refresh while still queued), send effects (just before
 * sending), answer effects (when the server acknowledged) and discard effects (when the user
 * deletes a queued change). A kind may also name its order scope: the changes that must reach the
 * server in queue order. A feature's mirror module registers them on import; the sync engine
 * imports those modules.
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

/** What a server answer (errcode 0) changes in the mirror; runs in the transaction that removes the mutation. */
export type AnswerEffect = (db: PortalDb, m: Mutation, result: unknown, tx: Transaction) => Promise<void>;
/** Rewrites a queued body just before it is sent (e.g. to resolve a local id the server has since replaced). */
export type SendEffect = (db: PortalDb, payload: unknown) => Promise<unknown>;

const answerEffects = new Map<string, AnswerEffect>();
const sendEffects = new Map<string, SendEffect>();

export function registerAnswerEffect(kind: string, effect: AnswerEffect): void {
  answerEffects.set(kind, effect);
}

export function registerSendEffect(kind: string, effect: SendEffect): void {
  sendEffects.set(kind, effect);
}

export function answerEffectFor(kind: string): AnswerEffect | undefined {
  return answerEffects.get(kind);
}

/**
 * Undoes a discarded change's local effect; runs in the transaction that removes the mutation,
 * after it (and the changes discarded with it) left the outbox. When several changes of one order
 * scope are discarded together and their kinds share one effect function, it runs once for them.
 */
export type DiscardEffect = (db: PortalDb, m: Mutation, tx: Transaction) => Promise<void>;

const discardEffects = new Map<string, DiscardEffect>();

export function registerDiscardEffect(kind: string, effect: DiscardEffect): void {
  discardEffects.set(kind, effect);
}

export function discardEffectFor(kind: string): DiscardEffect | undefined {
  return discardEffects.get(kind);
}

/**
 * Whether a later queued change depends on an earlier one so much that it cannot be sent without
 * it (a measurement, signature or delete of a person added offline names that person's temporary
 * id). Discarding the earlier change discards such dependents too; left behind, they would fail
 * for ever.
 */
export type DependsOn = (earlier: Mutation, later: Mutation) => boolean;

const dependencies = new Map<string, DependsOn>();

/** Declares which later changes depend on a queued change of `kind`. */
export function registerDependents(kind: string, dependsOn: DependsOn): void {
  dependencies.set(kind, dependsOn);
}

/**
 * The user's queued changes after `m` that depend on it, directly or through another dependent,
 * in queue order: what discarding `m` must discard with it.
 */
export async function dependentsOf(db: PortalDb, m: Mutation): Promise<Mutation[]> {
  const later = await db.outbox
    .where('seq')
    .above(m.seq!)
    .filter((x) => x.userId === m.userId)
    .toArray();
  const gone: Mutation[] = [m];
  const out: Mutation[] = [];
  for (const x of later) {
    if (gone.some((g) => dependencies.get(g.kind)?.(g, x))) {
      gone.push(x);
      out.push(x);
    }
  }
  return out;
}

/**
 * The order scope of a queued change: changes of one scope depend on each other (a measurement
 * of a person added offline needs the add first), so one of them is sent alone only when no
 * earlier one of its scope waits. A kind without a scope (or a null scope) has no such bond.
 */
export type OrderScope = (payload: unknown) => string | null;

const orderScopes = new Map<string, OrderScope>();

export function registerOrderScope(kind: string, scope: OrderScope): void {
  orderScopes.set(kind, scope);
}

export function orderScopeOf(m: Pick<Mutation, 'kind' | 'payload'>): string | null {
  return orderScopes.get(m.kind)?.(m.payload) ?? null;
}

export function sendEffectFor(kind: string): SendEffect | undefined {
  return sendEffects.get(kind);
}

export type NewMutation = {
  /** Defaults to a new uuid; given when an online try already sent the change with this Idempotency-Key. */
  id?: string | undefined;
  userId: number;
  kind: string;
  path: string;
  payload: unknown;
  /** Shown in the cache viewer, in the words of the screen that queued it. */
  summary: string;
};

/**
 * Applies the kind's local effect and appends the mutation, atomically. `prepare` may rewrite the
 * payload inside the transaction first (e.g. to allocate a local id). Returns the stored mutation.
 */
export async function enqueue(
  db: PortalDb,
  m: NewMutation,
  prepare?: (tx: Transaction, payload: unknown) => Promise<unknown>,
): Promise<Mutation> {
  return db.transaction('rw', db.tables, async (tx) => {
    const payload = prepare ? await prepare(tx, m.payload) : m.payload;
    await localEffects.get(m.kind)?.(db, payload, tx);
    const row: Mutation = {
      id: m.id ?? crypto.randomUUID(),
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
