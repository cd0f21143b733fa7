/**
 * Login throttling lives in the database (DESIGN §9: no process memory), so several API
 * processes share it. Spec'd limit: 5 wrong passwords for one phone within 15 minutes (and 30
 * for one address). Every check of a login password goes through here: sign-in, and the
 * account screen's password and payment-password changes, so they count against one limit.
 *
 * Three counters, each over the last 15 minutes:
 * - per phone: failures since that phone's last success;
 * - per account (sign-in to a known phone, and the account screen): failures since the account's
 *   last success. It follows the user id, so changing the phone number does not clear it;
 * - per address: every failure. A success never clears it: otherwise one address could guess
 *   at many phones and reset its count by signing in to an account of its own now and then.
 *
 * The limit holds under concurrency: an attempt is counted and recorded as a failure in one
 * short transaction that holds per-phone, per-account and per-address advisory locks, before the
 * (slow) password hash is checked; a right password then turns its row into a success. Twenty
 * simultaneous guesses therefore see each other's rows and at most five reach the hash check.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError, ERRCODE } from './errors';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

// Advisory lock key spaces (the first key of pg_advisory_xact_lock(int, int)). Locks are always
// taken in the order phone, account, address, so two attempts can never wait on each other in a
// cycle.
const PHONE_LOCK = 7301;
const ADDRESS_LOCK = 7302;
const USER_LOCK = 7303;

/**
 * Whose password is being proved: the phone (typed at sign-in, or the account's current one) and
 * the account (null when a typed phone names none).
 */
export type PasswordSubject = { mobilephone: string; userId: number | null };

/**
 * Counts an attempt to prove `subject`'s password, runs `check`, and records the outcome.
 * Refuses with 40029 (nothing recorded) while the phone, the account or the address is throttled.
 */
export async function throttledPasswordCheck(db: Db, subject: PasswordSubject, ip: string, check: () => Promise<boolean>): Promise<boolean> {
  // The failure row must commit whatever the caller does next: inside a caller's transaction a
  // refusal would roll it back and the guess would go uncounted.
  if (db.isTransaction) throw new Error('password attempts are recorded in their own transaction');
  const phone = subject.mobilephone.slice(0, 64);
  const address = ip.slice(0, 64);
  const keys: Keys = { phone, userId: subject.userId, address };
  const attemptId = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK}::int, hashtext(${phone}))`.execute(trx);
    if (keys.userId !== null) await sql`SELECT pg_advisory_xact_lock(${USER_LOCK}::int, ${keys.userId}::int)`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${address}))`.execute(trx);
    const minutes = await blockedFor(trx, keys);
    if (minutes > 0) throw new ApiError(ERRCODE.rateLimited, 'login.throttled', { minutes });
    const row = await trx
      .insertInto('login_attempts')
      .values({ mobilephone: phone, user_id: subject.userId, ip: address, succeeded: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const ok = await check();
  if (ok) await db.updateTable('login_attempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
  return ok;
}

type Keys = { phone: string; userId: number | null; address: string };

/** Minutes until the caller may try again, or 0 when not throttled. */
async function blockedFor(db: Db, keys: Keys): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  // Failures within the window; with `sinceSuccess`, only those after the key's last success (a
  // right password clears that count). Ids follow insertion order, which the locks make the
  // order of attempts for one key.
  const failures = (column: 'mobilephone' | 'user_id' | 'ip', value: string | number, sinceSuccess: boolean) =>
    db
      .selectFrom('login_attempts as a')
      .select([sql<number>`count(*)`.as('n'), sql<Date | null>`min(a.created_at)`.as('oldest')])
      .where(`a.${column}`, '=', value as never)
      .where('a.succeeded', '=', false)
      .where('a.created_at', '>', since)
      .$if(sinceSuccess, (qb) =>
        qb.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('login_attempts as s')
                .select('s.id')
                .where(`s.${column}`, '=', value as never)
                .where('s.succeeded', '=', true)
                .whereRef('s.id', '>', 'a.id'),
            ),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
  const counts = [{ ...(await failures('mobilephone', keys.phone, true)), max: MAX_FAILURES_PER_PHONE }];
  if (keys.userId !== null) counts.push({ ...(await failures('user_id', keys.userId, true)), max: MAX_FAILURES_PER_PHONE });
  counts.push({ ...(await failures('ip', keys.address, false)), max: MAX_FAILURES_PER_ADDRESS });
  const blocked = counts.filter((c) => Number(c.n) >= c.max && c.oldest !== null).map((c) => c.oldest as Date);
  if (!blocked.length) return 0;
  const until = Math.max(...blocked.map((d) => new Date(d).getTime() + LOGIN_WINDOW_MS));
  return Math.max(1, Math.ceil((until - Date.now()) / 60_000));
}
