/**
 * Login throttling lives in the database (DESIGN §9: no process memory), so several API
 * processes share it. Every check of a login password goes through here: sign-in, and the
 * account screen's password and payment-password changes, so they count against one limit.
 *
 * A lock belongs to a phone (or account) AND the address trying it: otherwise anyone could lock
 * any user out of their own office by failing five times from elsewhere. What each counter does:
 * - per phone and address: failures since that pair's last success, over the last day. 5 lock the
 *   pair for 15 minutes from the last failure, and each further failure after a lock lifts
 *   doubles it (30, 60 minutes…, at most a day), so a guesser at one address gets a few tries an
 *   hour, then a few a day;
 * - per account and address (sign-in to a known phone, and the account screen): the same,
 *   following the user id, so changing the phone number does not clear it;
 * - per phone, from any address: failures within 15 minutes since its last success. 3 make its
 *   sign-ins ask for the captcha (a proof-of-work challenge that the user's browser solves by
 *   itself), so guesses spread over many addresses each cost the guesser that work;
 * - per address: every failure within 15 minutes. An address is never locked, since many honest
 *   users can share one behind a proxy; from 3 failures sign-in asks for the captcha. A success
 *   never clears it: otherwise one address could guess at many phones and reset its count by
 *   signing in to an account of its own now and then.
 * The address is the client's as Fastify's trustProxy reads it: X-Forwarded-For only counts from
 * the configured proxies (TRUST_PROXY), so a header made up per try changes nothing.
 *
 * The limit holds under concurrency: an attempt is counted and recorded as a failure in one
 * short transaction that holds per-phone, per-account and per-address advisory locks, before the
 * (slow) password hash is checked; a right password then turns its row into a success. Twenty
 * simultaneous guesses therefore see each other's rows and at most five reach the hash check.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { loginCaptchas, loginThrottled } from '../metrics';
import { spendCaptcha } from './captcha';
import { ApiError, ERRCODE, invalidField } from './errors';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_PHONE = 5;
/** How long a phone and address pair's failures are remembered, and the longest lock. */
export const LOCK_MEMORY_MS = 24 * 60 * 60_000;

/** How long `failures` (at least MAX_FAILURES_PER_PHONE) lock a pair after the last of them: 15 minutes, doubling with each. */
export const lockMs = (failures: number) => Math.min(LOCK_MEMORY_MS, LOGIN_WINDOW_MS * 2 ** Math.min(16, failures - MAX_FAILURES_PER_PHONE));
/** Failures (of the phone since its success, or of the address) after which sign-in asks for the captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

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

/** Sign-in's captcha: the token its challenge was issued to and the solution sent, if any. */
export type CaptchaAnswer = { tokenId: number | null; answer: string | undefined };

/**
 * Counts an attempt to prove `subject`'s password, runs `check`, and records the outcome.
 * Refuses with 40029 (nothing recorded) while the phone or the account is locked at this address; with `captcha`
 * (sign-in), refuses on the captcha_code field while the captcha is due and not answered right.
 */
export async function throttledPasswordCheck(
  db: Db,
  subject: PasswordSubject,
  ip: string,
  check: () => Promise<boolean>,
  captcha?: CaptchaAnswer,
): Promise<boolean> {
  // The failure row must commit whatever the caller does next: inside a caller's transaction a
  // refusal would roll it back and the guess would go uncounted.
  if (db.isTransaction) throw new Error('password attempts are recorded in their own transaction');
  const phone = subject.mobilephone.slice(0, 64);
  const address = ip.slice(0, 64);
  const keys: Keys = { phone, userId: subject.userId, address };
  // Spent outside the transaction below so that a wrong answer stays spent when it refuses.
  const captchaPassed = captcha?.answer ? await spendCaptcha(db, captcha.tokenId, captcha.answer) : false;
  const attemptId = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK}::int, hashtext(${phone}))`.execute(trx);
    if (keys.userId !== null) await sql`SELECT pg_advisory_xact_lock(${USER_LOCK}::int, ${keys.userId}::int)`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${address}))`.execute(trx);
    const state = await throttleState(trx, keys, captcha !== undefined);
    if (state.minutes > 0) {
      loginThrottled.inc();
      throw new ApiError(ERRCODE.rateLimited, 'login.throttled', { count: state.minutes });
    }
    if (captcha && state.captchaDue && !captchaPassed) {
      loginCaptchas.inc({ event: 'refused' });
      throw invalidField('captcha_code', captcha.answer ? 'login.captcha_wrong' : 'login.captcha_required');
    }
    const row = await trx
      .insertInto('login_attempts')
      .values({ mobilephone: phone, user_id: subject.userId, ip: address, succeeded: false, sign_in: captcha !== undefined })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const ok = await check();
  if (ok) await db.updateTable('login_attempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
  return ok;
}

type Keys = { phone: string; userId: number | null; address: string };

/**
 * Minutes until the phone and account may try again from this address (0 when not locked), and,
 * for a sign-in (`signIn`), whether the captcha is due; the account screen asks for none, so its
 * checks skip counting the address.
 */
async function throttleState(db: Db, keys: Keys, signIn: boolean): Promise<{ minutes: number; captchaDue: boolean }> {
  const now = Date.now();
  // Failures since `since`; with `pair`, only this address's, and with `sinceSuccess`, only those
  // after the key's (or the pair's) last success (a right password clears that count). Ids follow
  // insertion order, which the locks make the order of attempts for one key.
  const failures = (column: 'mobilephone' | 'user_id' | 'ip', value: string | number, opts: { since: number; sinceSuccess: boolean; pair: boolean }) =>
    db
      .selectFrom('login_attempts as a')
      .select([sql<number>`count(*)`.as('n'), sql<Date | null>`max(a.created_at)`.as('latest')])
      .where(`a.${column}`, '=', value as never)
      .where('a.succeeded', '=', false)
      .where('a.created_at', '>', new Date(opts.since))
      .$if(opts.pair, (qb) => qb.where('a.ip', '=', keys.address))
      .$if(column === 'ip', (qb) => qb.where('a.sign_in', '=', true))
      .$if(opts.sinceSuccess, (qb) =>
        qb.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('login_attempts as s')
                .select('s.id')
                .where(`s.${column}`, '=', value as never)
                .where('s.succeeded', '=', true)
                .$if(opts.pair, (sq) => sq.where('s.ip', '=', keys.address))
                .whereRef('s.id', '>', 'a.id'),
            ),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
  const pair = { since: now - LOCK_MEMORY_MS, sinceSuccess: true, pair: true };
  const counts = [await failures('mobilephone', keys.phone, pair)];
  if (keys.userId !== null) counts.push(await failures('user_id', keys.userId, pair));
  const recent = { since: now - LOGIN_WINDOW_MS, pair: false };
  const captchaDue =
    signIn &&
    (Number((await failures('mobilephone', keys.phone, { ...recent, sinceSuccess: true })).n) >= CAPTCHA_AFTER_FAILURES ||
      Number((await failures('ip', keys.address, { ...recent, sinceSuccess: false })).n) >= CAPTCHA_AFTER_FAILURES);
  const until = Math.max(0, ...counts.filter((c) => Number(c.n) >= MAX_FAILURES_PER_PHONE && c.latest !== null).map((c) => new Date(c.latest as Date).getTime() + lockMs(Number(c.n))));
  if (until <= now) return { minutes: 0, captchaDue };
  return { minutes: Math.max(1, Math.ceil((until - now) / 60_000)), captchaDue };
}
