import { calls as EP } from '@/domain/account/calls';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { hashSecret, verifySecret } from '../../http/crypto';
import { defineRoute } from '../../http/route';
import { throttledPasswordCheck } from '../../http/login-throttle';
import { minutesUntilAllowed, recordRateEvent, type RateRule } from '../../http/rate-limit';
import { isStaffLogin } from '../../http/session';
import { loadUserInfo } from './user-info';

/**
 * The account screen confirms changes with the login password; wrong ones count against the
 * same limit as sign-in (keyed by the account's id, so changing the phone number does not clear
 * it), or a stolen session could guess freely.
 */
async function checkLoginPassword(db: Db, userId: number, ip: string, given: string, field: string) {
  const row = await db.selectFrom('users').select(['password_hash', 'mobilephone']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await throttledPasswordCheck(db, { mobilephone: row.mobilephone, userId }, ip, () => verifySecret(given, row.password_hash)))) {
    throw new ApiError(ERRCODE.rejected, 'account.password_wrong', { field }, { field });
  }
}

const UNIQUE_VIOLATION = '23505';
const phoneTaken = () => new ApiError(ERRCODE.conflict, 'account.phone_taken', { field: 'mobilephone' }, { field: 'mobilephone' });

/**
 * "That phone is taken" tells whether a number has an account, so an account hears it at most 5
 * times an hour; then changing the phone waits (its name can still change).
 */
const PHONE_PROBES: RateRule = { bucket: 'phone_taken', max: 5, windowMs: 60 * 60_000 };

export const accountRoutes = [
  defineRoute(EP.profile, {
    summary: 'The signed-in user profile (user_info)',
    access: 'user',
    handler: async ({ db, user }) => ({ user_info: await loadUserInfo(db, user.login_id) }),
  }),

  defineRoute(EP.editInfo, {
    limited: true,
    summary: 'Change username and mobile phone (both required)',
    access: 'user',
    handler: async ({ db, user, body }) => {
      if (body.mobilephone !== user.mobilephone) {
        const minutes = await minutesUntilAllowed(db, PHONE_PROBES, String(user.login_id));
        if (minutes > 0) throw new ApiError(ERRCODE.rateLimited, 'account.phone_checks_limited', { field: 'mobilephone', count: minutes }, { field: 'mobilephone' });
      }
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('mobilephone', '=', body.mobilephone)
        .where('id', '!=', user.login_id)
        .executeTakeFirst();
      if (taken) {
        await recordRateEvent(db, PHONE_PROBES, String(user.login_id));
        throw phoneTaken();
      }
      try {
        await db
          .updateTable('users')
          .set({ username: body.username, mobilephone: body.mobilephone, updated_at: new Date() })
          .where('id', '=', user.login_id)
          .execute();
      } catch (err) {
        // Two accounts claiming the same phone at once: the unique index decides, the loser hears why.
        if ((err as { code?: unknown }).code === UNIQUE_VIOLATION) throw phoneTaken();
        throw err;
      }
      return { user_info: await loadUserInfo(db, user.login_id) };
    },
  }),

  defineRoute(EP.changePassword, {
    limited: true,
    summary: 'Change the login password; the old one is checked. Other sessions are signed out.',
    access: 'user',
    handler: async ({ db, user, body, session, ip }) => {
      await checkLoginPassword(db, user.login_id, ip, body.old_password, 'old_password');
      if (body.old_password === body.new_password) throw invalidField('new_password', 'account.password_same');
      const hash = await hashSecret(body.new_password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', user.login_id).execute();
        await trx
          .updateTable('tokens')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', user.login_id)
          .where('id', '!=', session.tokenId)
          .where('revoked_at', 'is', null)
          .execute();
      });
      return null;
    },
  }),

  defineRoute(EP.changePayPassword, {
    limited: true,
    summary: 'Set the six-digit payment password, confirmed by the login password',
    access: 'user',
    handler: async ({ db, user, body, ip }) => {
      // The pay password is the owner's: a staff login pays with it but cannot change it.
      if (isStaffLogin(user)) throw new ApiError(ERRCODE.forbidden, 'account.staff_pay_password');
      await checkLoginPassword(db, user.id, ip, body.password, 'password');
      await db
        .updateTable('users')
        .set({
          pay_password_hash: await hashSecret(body.new_pay_password),
          pay_fail_count: 0,
          pay_locked_until: null,
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .execute();
      return null;
    },
  }),
];
