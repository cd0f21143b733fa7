/**
 * Login throttling lives in the database (DESIGN §9: no process memory), so several API
 * processes share it. Spec'd limit: 5 wrong passwords for one phone within 15 minutes.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

/** Minutes until the caller may try again, or 0 when not throttled. */
export async function loginBlockedFor(db: Db, mobilephone: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
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
              .whereRef('s.created_at', '>', 'a.created_at'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
  const [byPhone, byIp] = await Promise.all([failuresSinceSuccess('mobilephone', mobilephone), failuresSinceSuccess('ip', ip)]);
  const blocked = [
    Number(byPhone.n) >= MAX_FAILURES_PER_PHONE ? byPhone.oldest : null,
    Number(byIp.n) >= MAX_FAILURES_PER_ADDRESS ? byIp.oldest : null,
  ].filter((d): d is Date => d !== null);
  if (!blocked.length) return 0;
  const until = Math.max(...blocked.map((d) => new Date(d).getTime() + LOGIN_WINDOW_MS));
  return Math.max(1, Math.ceil((until - Date.now()) / 60_000));
}

export async function recordLoginAttempt(db: Db, mobilephone: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insertInto('login_attempts').values({ mobilephone: mobilephone.slice(0, 64), ip: ip.slice(0, 64), succeeded }).execute();
}
