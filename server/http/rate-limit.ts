/**
 * Counted refusals that would otherwise let a caller probe at will (whether a phone number is
 * taken), kept in the database (DESIGN §9: no process memory) so every API process shares them.
 * A rule allows `max` events per subject within `windowMs`; past that the caller waits.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type RateRule = { bucket: string; max: number; windowMs: number };

/** Minutes until `subject` may act again under `rule`, or 0 while it is within the limit. */
export async function minutesUntilAllowed(db: Db, rule: RateRule, subject: string): Promise<number> {
  const since = new Date(Date.now() - rule.windowMs);
  const row = await db
    .selectFrom('rate_events')
    .select([sql<number>`count(*)`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('bucket', '=', rule.bucket)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) < rule.max || row.oldest === null) return 0;
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + rule.windowMs - Date.now()) / 60_000));
}

/** Counts one event for `subject`, and forgets that subject's events the window has passed. */
export async function recordRateEvent(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .deleteFrom('rate_events')
    .where('bucket', '=', rule.bucket)
    .where('subject', '=', subject)
    .where('created_at', '<=', new Date(Date.now() - rule.windowMs))
    .execute();
  await db.insertInto('rate_events').values({ bucket: rule.bucket, subject }).execute();
}
