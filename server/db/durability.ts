/**
 * A sync batch's commits wait for the disk once, not once per change (issue 17).
 *
 * Each change of a batch is still its own transaction, with its idempotency key. Waiting at every
 * commit for PostgreSQL to flush its write-ahead log (synchronous_commit) was about a third of a
 * change's time on the 2-core bench machine. So a batch's commits return once their log is written, and
 * before the batch answers, one commit that does wait makes them all durable: the log is flushed
 * in order, so flushing a later commit flushes every earlier one.
 *
 * Nothing is acknowledged that a crash could lose. Until the batch answers, the device keeps every
 * change; a change lost in a crash is lost with its idempotency key, and is applied when the device
 * sends it again. Other readers may see a change before it is durable, as with any asynchronous
 * commit; the device still holds it.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** The transaction's commit will not wait for the disk; `makeDurable` must follow before answering. */
export async function deferDurability(trx: Transaction<Database>): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
}

/** Waits until every commit made so far is on disk. */
export async function makeDurable(db: Db): Promise<void> {
  // A transaction that writes a log record commits with a flush (synchronous_commit is on outside
  // a deferred transaction); a message record is the smallest such write and touches no table.
  await sql`select pg_logical_emit_message(true, 'mtm.durable', '')`.execute(db);
}
