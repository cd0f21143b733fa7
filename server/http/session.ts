/**
 * Sessions are rows in `tokens` (never process memory, DESIGN §9): an anonymous token from
 * token/get is bound to a user at login and revoked at logout.
 */
import { loginModules, USER_TYPE } from '@/domain/account/user-types';
import type { ModuleCode } from '@/domain/modules';
import { compiledOnce } from '../db/compiled-once';
import { writeCounter, type Db } from '../db/database';
import { hashToken, newToken } from './crypto';
import { ApiError, ERRCODE } from './errors';
import { minutesUntilAllowed, recordRateEvent, type RateRule } from './rate-limit';

export const ANONYMOUS_TTL_MS = 24 * 3600_000;
export const USER_TTL_MS = 14 * 24 * 3600_000;

/**
 * Who a request acts for. `id`, `user_type`, `role_id` and `parent_id` are the business's: the
 * account itself, or for a staff login (user_type 7) its owner, so every module reads and writes
 * the owner's customers, orders and tasks without knowing staff exist. `login_id` and
 * `mobilephone` are the signed-in account's own (its password, its home list, the name on the
 * order history), and `modules` what this login may use.
 */
export type SessionUser = {
  id: number;
  user_type: number;
  role_id: number;
  parent_id: number | null;
  login_id: number;
  mobilephone: string;
  modules: readonly ModuleCode[];
};

/** A staff login, working for another account. */
export const isStaffLogin = (user: SessionUser) => user.login_id !== user.id;

export type Session = { tokenId: number; user: SessionUser | null };

/** New anonymous tokens an address may take an hour: an office of tablets needs a few, a flood is refused. */
export const ANONYMOUS_TOKENS_PER_HOUR = 300;
export const ANONYMOUS_TOKENS: RateRule = { bucket: 'anonymous_token', max: ANONYMOUS_TOKENS_PER_HOUR, windowMs: 60 * 60_000 };
// Lapsed anonymous tokens deleted per token given, so the table holds about what the limit lets live.
const SWEEP = 200;

/**
 * A new anonymous token for the address `ip`, within its hourly limit (40029 past it). Anonymous
 * tokens nobody signed in with lapse after ANONYMOUS_TTL_MS; each new one sweeps some lapsed ones
 * away, so a flood from many addresses does not fill the table either.
 */
export async function issueAnonymousToken(db: Db, ip: string): Promise<string> {
  const subject = ip.slice(0, 64);
  const minutes = await minutesUntilAllowed(db, ANONYMOUS_TOKENS, subject);
  if (minutes > 0) throw new ApiError(ERRCODE.rateLimited, 'login.too_many_tokens', { count: minutes });
  await recordRateEvent(db, ANONYMOUS_TOKENS, subject);
  await db
    .deleteFrom('tokens')
    .where('id', 'in', (eb) => eb.selectFrom('tokens').select('id').where('user_id', 'is', null).where('expires_at', '<', new Date()).limit(SWEEP))
    .execute();
  const { token, hash } = newToken();
  await db
    .insertInto('tokens')
    .values({ token_hash: hash, user_id: null, expires_at: new Date(Date.now() + ANONYMOUS_TTL_MS) })
    .execute();
  return token;
}

/**
 * How long this process trusts a live session it read. Every request looked its token up: one of a
 * list's two round trips to the database, and the whole of grading's. Sessions still
 * live in the database (DESIGN §9): this is a read of them kept for a moment, nothing another
 * process needs. Whatever this process writes to users or tokens (sign-out, a password change, a
 * lock, modules granted, a new sign-in) forgets every session it read, at once (table-writes.ts);
 * another process's write is seen here within this time, as its catalogue version is.
 */
export const SESSION_TRUST_MS = 1000;
/** Past this many, the kept sessions are dropped together (each is kept a second at most anyway). */
const MAX_KEPT = 10_000;

/** Writes to what a session is read from: a kept session read before the last of them is stale. */
const sessionWrites = writeCounter(['users', 'tokens']);

/** The live sessions this process read, per database and token hash, with the write count they were read at. */
const kept = new WeakMap<Db, Map<string, { until: number; writes: number; session: Session }>>();

function keptSessions(db: Db) {
  let sessions = kept.get(db);
  if (!sessions) kept.set(db, (sessions = new Map()));
  return sessions;
}

/** The token's row with its user and, for a staff login, the owner it works for. */
const sessionRow = compiledOnce((db, v: { hash: string; now: Date }) =>
  db
    .selectFrom('tokens')
    .leftJoin('users', 'users.id', 'tokens.user_id')
    // A staff login's owner, whose business it works on (and whose lock ends it too).
    .leftJoin('users as owner', (join) => join.onRef('owner.id', '=', 'users.parent_id').on('users.user_type', '=', USER_TYPE.staff))
    .select([
      'tokens.id as token_id',
      'tokens.user_id',
      'tokens.expires_at',
      'users.user_type',
      'users.role_id',
      'users.parent_id',
      'users.mobilephone',
      'users.status_id',
      'users.granted_modules',
      'owner.id as owner_id',
      'owner.user_type as owner_type',
      'owner.role_id as owner_role',
      'owner.parent_id as owner_parent',
      'owner.status_id as owner_status',
    ])
    .where('tokens.token_hash', '=', v.hash)
    .where('tokens.revoked_at', 'is', null)
    .where('tokens.expires_at', '>', v.now),
);

/** The live session of a token, or null. `db` is the server's database handle (not a transaction). */
export async function findSession(db: Db, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 128) return null;
  const hash = hashToken(token);
  const sessions = keptSessions(db);
  const now = Date.now();
  // Counted before the read: a write that lands while it runs leaves what it read stale.
  const writes = sessionWrites(db);
  const known = sessions.get(hash);
  if (known && known.until > now && known.writes === writes) return known.session;
  const [row] = await sessionRow(db, { hash, now: new Date(now) });
  if (!row) return null;
  const session = sessionOf(row);
  if (session) {
    if (sessions.size >= MAX_KEPT) sessions.clear();
    // Not kept past the token's own expiry.
    sessions.set(hash, { until: Math.min(now + SESSION_TRUST_MS, new Date(row.expires_at).getTime()), writes, session });
  }
  return session;
}

type SessionRow = Awaited<ReturnType<typeof sessionRow>>[number];

function sessionOf(row: SessionRow): Session | null {
  if (row.user_id === null || row.user_type === null) return Object.freeze({ tokenId: row.token_id, user: null });
  if (row.status_id !== 1) return null;
  const staff = row.user_type === USER_TYPE.staff;
  if (staff && (row.owner_id === null || row.owner_type === null || row.owner_status !== 1)) return null;
  const business = staff
    ? { id: row.owner_id!, user_type: row.owner_type!, role_id: row.owner_role, parent_id: row.owner_parent }
    : { id: row.user_id, user_type: row.user_type, role_id: row.role_id, parent_id: row.parent_id };
  // Frozen: a kept session is handed to every request of its token for a moment.
  return Object.freeze({
    tokenId: row.token_id,
    user: Object.freeze({
      id: business.id,
      user_type: business.user_type,
      role_id: business.role_id ?? business.user_type,
      parent_id: business.parent_id ?? null,
      login_id: row.user_id,
      mobilephone: row.mobilephone ?? '',
      modules: Object.freeze(loginModules(row.user_type, staff ? business.user_type : null, row.granted_modules)),
    }),
  });
}

/**
 * Starts the user's session on a new token, revoking the anonymous one the caller signed in with
 * (a token known before sign-in, from a log or a shared device, must not become the session),
 * and reports whether the user already held another live session, which login answers with 10007.
 */
export async function bindToken(
  db: Db,
  current: Session | null,
  userId: number,
): Promise<{ token: string; signedInElsewhere: boolean }> {
  const others = await db
    .selectFrom('tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .$if(current !== null, (qb) => qb.where('id', '!=', current!.tokenId))
    .executeTakeFirstOrThrow();
  const expires = new Date(Date.now() + USER_TTL_MS);
  if (current && current.user === null) await revokeToken(db, current.tokenId);
  // Signed in already (as anyone) or no token: a new session too, the live one left as it is.
  const { token, hash } = newToken();
  await db.insertInto('tokens').values({ token_hash: hash, user_id: userId, expires_at: expires }).execute();
  return { token, signedInElsewhere: Number(others.n) > 0 };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).execute();
}
