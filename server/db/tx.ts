import type { Transaction } from 'kysely';
import type { Database } from './schema';
import type { Db } from './database';

/**
 * Runs `fn` in a transaction, joining the caller's one when there is already one open
 * (an idempotent route wraps its handler in a transaction that must hold the effect too).
 */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute(fn);
}
