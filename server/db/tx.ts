import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

// database.ts's Db, spelled out: database.ts keys its caches on rootOf, so tx.ts may not import it back.
type Db = Kysely<Database>;

/**
 * Runs `fn` in a transaction, joining the caller's one when there is already one open
 * (an idempotent route wraps its handler in a transaction that must hold the effect too).
 */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute((trx) => {
    roots.set(trx, db);
    return fn(trx);
  });
}

const roots = new WeakMap<Db, Db>();

/**
 * The handle a transaction was opened from (itself for any other handle): what a per-database
 * cache keys on, so work inside a transaction finds what the handle already knows.
 */
export function rootOf(db: Db): Db {
  return roots.get(db) ?? db;
}
