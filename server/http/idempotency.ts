/**
 * Idempotency-Key (DESIGN §5): a queued change is applied once per (user, key), and its answer is
 * stored with it in the transaction of the effect; a repeat gets the stored answer unapplied, and
 * the same key with another body is refused.
 *
 * Two ways to keep the keys, one rule: a call sent alone claims and answers its key in its own
 * transaction (runOnce); the changes of a sync batch, applied in one transaction, claim their keys
 * in one statement before the first runs and store their answers in one after the last
 * (BatchKeys), since a replay's time is mostly round trips to the database.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { idempotentReplays } from '../metrics';
import { deferDurability } from '../db/durability';
import { inTransaction } from '../db/tx';
import { ApiError, ERRCODE } from './errors';
import type { EnvelopeReply } from './envelope-reply';

/** One call of a queued route under its key: `route` is the route's first path, `hash` its body's. */
export type KeyedCall = { userId: number; key: string; route: string; hash: string };

/** Applies the route's effect in the transaction it is given and answers its envelope. */
export type Apply = (trx: Db) => Promise<EnvelopeReply>;

/** A hash of a request body as parsed (JSON, or multipart with its file parts as Buffers). */
export function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

type StoredKey = { route: string; http_status: number | null; response: unknown; body_hash: string | null };

/** What a key already applied answers to a call that sends it again (or why the call is refused). */
function storedAnswer(stored: StoredKey, call: KeyedCall): EnvelopeReply {
  // Keyed by the route's first path, so a repeat sent to another of its paths is the same change.
  if (stored.route !== call.route) throw new ApiError(ERRCODE.conflict, 'idempotency_reused');
  // The same key with another body is a client bug: replaying the first answer would drop this change.
  if (stored.body_hash !== null && stored.body_hash !== call.hash) throw new ApiError(ERRCODE.rejected, 'idempotency_body_changed', {}, { field: 'Idempotency-Key' });
  return { status: stored.http_status ?? 200, body: stored.response as EnvelopeReply['body'] };
}

/**
 * Applies a call once in its own transaction (or the caller's). The key row is inserted first in
 * the same transaction as the effect: a concurrent duplicate waits on the unique index, then finds
 * the stored answer. A rejection rolls the key back with the effect, so a retry is judged afresh.
 * `deferred`: the commit does not wait for the disk (a sync batch's change; durability.ts).
 */
export function runOnce(db: Db, call: KeyedCall, deferred: boolean, apply: Apply): Promise<EnvelopeReply> {
  return inTransaction(db, async (trx) => {
    // A deferred change's commit stops waiting for the disk from its key's insert on; a change
    // already applied (no row inserted) writes nothing, so its commit has nothing to wait for.
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: call.userId, key: call.key, route: call.route, http_status: null, response: null, body_hash: call.hash })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .$if(deferred, (qb) => qb.returning(deferDurability().as('deferred')))
      .executeTakeFirst();
    if (!inserted) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['route', 'http_status', 'response', 'body_hash'])
        .where('user_id', '=', call.userId)
        .where('key', '=', call.key)
        .executeTakeFirstOrThrow();
      const replay = storedAnswer(stored, call);
      idempotentReplays.inc();
      return replay;
    }
    const out = await apply(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ http_status: out.status, response: JSON.stringify(out.body) })
      .where('user_id', '=', call.userId)
      .where('key', '=', call.key)
      .execute();
    return out;
  });
}

/**
 * The keys of a sync batch whose changes run in one transaction `trx`: claimed together before the
 * first change (a duplicate batch in flight waits on the unique index, as a duplicate call does),
 * and answered together by `store` after the last, before the commit. A change whose key it did not
 * claim as `claim` was told is an error, so the batch falls back to a transaction per change.
 */
export class BatchKeys {
  readonly #answers = new Map<string, { call: KeyedCall; out: EnvelopeReply }>();
  // Counted when the batch stores its answers: a grouped batch rolled back and applied again a
  // change at a time would otherwise count its replays twice.
  #replays = 0;

  private constructor(
    readonly trx: Db,
    private readonly userId: number,
    /** Each key's first call in the batch, and what the key answered before it ('claimed': claimed by this batch). */
    private readonly claims: Map<string, { call: KeyedCall; stored: StoredKey | 'claimed' | undefined }>,
  ) {}

  /** Claims the calls' keys in one statement, and reads what the keys claimed before answered. */
  static async claim(trx: Db, userId: number, calls: readonly KeyedCall[]): Promise<BatchKeys> {
    const claims = new Map<string, { call: KeyedCall; stored: StoredKey | 'claimed' | undefined }>();
    if (calls.length === 0) return new BatchKeys(trx, userId, claims);
    // Arrays, not a row per call: one statement text for any batch's size (prepared once).
    const inserted = await sql<{ key: string }>`
      INSERT INTO idempotency_keys (user_id, key, route, body_hash)
      SELECT ${userId}, c.key, c.route, c.hash FROM unnest(${calls.map((c) => c.key)}::text[], ${calls.map((c) => c.route)}::text[], ${calls.map((c) => c.hash)}::text[]) AS c(key, route, hash)
      ON CONFLICT DO NOTHING RETURNING key`.execute(trx);
    const claimedNow = new Set(inserted.rows.map((r) => r.key));
    const earlier = calls.filter((c) => !claimedNow.has(c.key)).map((c) => c.key);
    const stored = new Map<string, StoredKey>();
    if (earlier.length > 0) {
      const rows = await trx
        .selectFrom('idempotency_keys')
        .select(['key', 'route', 'http_status', 'response', 'body_hash'])
        .where('user_id', '=', userId)
        .where(sql<boolean>`key = any(${earlier}::text[])`)
        .execute();
      for (const { key, ...row } of rows) stored.set(key, row);
    }
    for (const call of calls) {
      if (claims.has(call.key)) continue; // a key sent twice in one batch: its first call claimed it
      claims.set(call.key, { call, stored: claimedNow.has(call.key) ? 'claimed' : stored.get(call.key) });
    }
    return new BatchKeys(trx, userId, claims);
  }

  /**
   * Whether `call` is one this batch claimed its key for and has not answered: applying it is
   * what runOnce would do (a run of calls applied at once, answerRun, then records each).
   */
  fresh(call: KeyedCall): boolean {
    const claim = this.claims.get(call.key);
    return !this.#answers.has(call.key) && claim?.stored === 'claimed' && claim.call.route === call.route && claim.call.hash === call.hash;
  }

  /** Keeps a call's answer, to store with its key and to answer a repeat later in the batch. */
  record(call: KeyedCall, out: EnvelopeReply): void {
    if (!this.fresh(call)) throw new Error(`sync batch: key ${call.key} answered twice`);
    this.#answers.set(call.key, { call, out });
  }

  /** runOnce's rule inside the batch's transaction. */
  async runOnce(call: KeyedCall, apply: Apply): Promise<EnvelopeReply> {
    // A key sent again later in the same batch is answered as a repeat.
    const answered = this.#answers.get(call.key);
    if (answered) {
      const replay = storedAnswer({ route: answered.call.route, http_status: answered.out.status, response: answered.out.body, body_hash: answered.call.hash }, call);
      this.#replays += 1;
      return replay;
    }
    const claim = this.claims.get(call.key);
    // Neither happens unless the batch and the route disagree on a call (or a key vanished meanwhile).
    if (!claim || claim.call.route !== call.route || claim.call.hash !== call.hash) throw new Error(`sync batch: key ${call.key} was claimed for another call`);
    if (claim.stored === undefined) throw new Error(`sync batch: key ${call.key} is neither claimed nor stored`);
    if (claim.stored !== 'claimed') {
      const replay = storedAnswer(claim.stored, call);
      this.#replays += 1;
      return replay;
    }
    const out = await apply(this.trx);
    this.record(call, out);
    return out;
  }

  /** Stores every answer with its key, in one statement. */
  async store(): Promise<void> {
    idempotentReplays.inc(this.#replays);
    const answers = [...this.#answers.values()];
    if (answers.length === 0) return;
    await sql`
      UPDATE idempotency_keys AS k SET http_status = a.status, response = a.response
      FROM unnest(${answers.map((a) => a.call.key)}::text[], ${answers.map((a) => a.out.status)}::smallint[], ${answers.map((a) => JSON.stringify(a.out.body))}::jsonb[]) AS a(key, status, response)
      WHERE k.user_id = ${this.userId} AND k.key = a.key`.execute(this.trx);
  }
}
