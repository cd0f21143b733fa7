/**
 * A sync batch's commits wait for the disk once, not once per change.
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
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * An expression that makes its transaction's commit not wait for the disk (as `SET LOCAL
 * synchronous_commit = off`); `makeDurable` must follow before answering. An expression, not a
 * statement of its own, so a change's first statement carries it: a `SET LOCAL` was one round trip
 * of seven per change.
 */
export const deferDurability = () => sql<string>`set_config('synchronous_commit', 'off', true)`;

/** Waits until every commit made so far is on disk. */
export async function makeDurable(db: Db): Promise<void> {
  // A transaction that writes a log record commits with a flush (synchronous_commit is on outside
  // a deferred transaction); a message record is the smallest such write and touches no table.
  await sql`select pg_logical_emit_message(true, 'mtm.durable', '')`.execute(db);
}
