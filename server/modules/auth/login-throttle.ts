/**
 * Login throttling lives in the database (DESIGN §9: no process memory), so several API
 * processes share it. Spec'd limit: 5 wrong passwords for one phone within 15 minutes (and 30
 * for one address). Every check of a login password goes through here: sign-in, and the
 * account screen's password and payment-password changes, so they count against one limit.
 *
 * The limit holds under concurrency: an attempt is counted and recorded as a failure in one
 * short transaction that holds per-phone and per-address advisory locks, before the (slow)
 * password hash is checked; a right password then turns its row into a success. Twenty
 * simultaneous guesses therefore see each other's rows and at most five reach the hash check.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE } from '../../http/errors';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

// Advisory lock key spaces (the first key of pg_advisory_xact_lock(int, int)). Phone locks are
// always taken before address locks, so two attempts can never wait on each other in a cycle.
const PHONE_LOCK = 7301;
const ADDRESS_LOCK = 7302;

/**
 * Counts an attempt to prove `mobilephone`'s password, runs `check`, and records the outcome.
 * Refuses with 40029 (nothing recorded) while the phone or the address is throttled.
 */
export async function throttledPasswordCheck(db: Db, mobilephone: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
  // The failure row must commit whatever the caller does next: inside a caller's transaction a
  // refusal would roll it back and the guess would go uncounted.
  if (db.isTransaction) throw new Error('password attempts are recorded in their own transaction');
  const phone = mobilephone.slice(0, 64);
  const address = ip.slice(0, 64);
  const attemptId = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK}::int, hashtext(${phone}))`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${address}))`.execute(trx);
    const minutes = await blockedFor(trx, phone, address);
    if (minutes > 0) throw new ApiError(ERRCODE.rateLimited, 'login.throttled', { minutes });
    const row = await trx
      .insertInto('login_attempts')
      .values({ mobilephone: phone, ip: address, succeeded: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const ok = await check();
  if (ok) await db.updateTable('login_attempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
  return ok;
}

/** Minutes until the caller may try again, or 0 when not throttled. */
async function blockedFor(db: Db, mobilephone: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  // Failures since the last success: a right password clears the count. Ids follow insertion
  // order, which the locks make the order of attempts for one phone or address.
  const failuresSinceSuccess = (column: 'mobilephone' | 'ip', value: string) =>
    db
      .selectFrom('login_attempts as a')
      .select([sql<number>`count(*)`.as('n'), sql<Date | null>`min(a.created_at)`.as('oldest')])
      .where(column, '=', value)
      .where('a.succeeded', '=', false)
      .where('a.created_at', '>', since)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('login_attempts as s')
              .select('s.id')
              .where(`s.${column}`, '=', value)
              .where('s.succeeded', '=', true)
              .whereRef('s.id', '>', 'a.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
  const byPhone = await failuresSinceSuccess('mobilephone', mobilephone);
  const byIp = await failuresSinceSuccess('ip', ip);
  const blocked = [
    Number(byPhone.n) >= MAX_FAILURES_PER_PHONE ? byPhone.oldest : null,
    Number(byIp.n) >= MAX_FAILURES_PER_ADDRESS ? byIp.oldest : null,
  ].filter((d): d is Date => d !== null);
  if (!blocked.length) return 0;
  const until = Math.max(...blocked.map((d) => new Date(d).getTime() + LOGIN_WINDOW_MS));
  return Math.max(1, Math.ceil((until - Date.now()) / 60_000));
}
