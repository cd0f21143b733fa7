import { USER_TYPE } from '@/domain/account/user-types';
import { ApiError, ERRCODE } from '../../http/errors';
import type { LoginResult } from '@/domain/account/contract';
import { calls as EP } from '@/domain/account/calls';
import { standInHash, verifySecret } from '../../http/crypto';
import { Answer, defineRoute } from '../../http/route';
import { bindToken, issueAnonymousToken, revokeToken } from '../../http/session';
import { loadUserInfo } from '../account/user-info';
import { throttledPasswordCheck } from '../../http/login-throttle';
import { issueCaptcha } from '../../http/captcha';

export const authRoutes = [
  defineRoute(EP.anonymousToken, {
    limited: true,
    summary: 'An anonymous token for X-Token (at most 300 an hour per address; unused ones lapse after a day)',
    access: 'none',
    handler: async ({ db, ip }) => ({ token: await issueAnonymousToken(db, ip) }),
  }),

  defineRoute(EP.ping, {
    summary: 'Answers when the server is reachable; the app asks it while requests fail (navigator.onLine alone can say online with no connection)',
    access: 'none',
    handler: async () => ({ ok: true as const }),
  }),

  defineRoute(EP.captcha, {
    summary: "A proof-of-work challenge for the caller's token (the captcha), asked for at sign-in after a few failures; solved, it goes back as captcha_code; each replaces the last and answers one try",
    access: 'token',
    handler: async ({ db, session }) => ({ challenge: await issueCaptcha(db, session.tokenId) }),
  }),

  defineRoute(EP.login, {
    limited: true,
    // A wrong phone or password, and a disabled account.
    refusals: [ERRCODE.rejected, ERRCODE.forbidden],
    summary: 'Sign in with phone and password; binds the token. errcode 10007 when signed in elsewhere.',
    access: 'optional',
    handler: async ({ db, body, session, ip }) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'status_id', 'user_type', 'parent_id'])
        .where('mobilephone', '=', body.mobilephone)
        .executeTakeFirst();
      // Hash even when the account is unknown, so timing does not reveal which phones exist.
      const ok = await throttledPasswordCheck(
        db,
        { mobilephone: body.mobilephone, userId: user?.id ?? null },
        ip,
        async () => verifySecret(body.password, user?.password_hash ?? (await standInHash())),
        { tokenId: session?.tokenId ?? null, answer: body.captcha_code },
      );
      if (!user || !ok) throw new ApiError(ERRCODE.rejected, 'login.wrong_credentials');
      if (user.status_id !== 1) throw new ApiError(ERRCODE.forbidden, 'login.disabled');
      // A staff login works only while the account it works for does.
      if (user.user_type === USER_TYPE.staff) {
        const owner = await db.selectFrom('users').select('status_id').where('id', '=', user.parent_id ?? 0).executeTakeFirst();
        if (owner?.status_id !== 1) throw new ApiError(ERRCODE.forbidden, 'login.disabled');
      }

      const bound = await bindToken(db, session, user.id);
      const result: LoginResult = { token: bound.token, user_info: await loadUserInfo(db, user.id) };
      return bound.signedInElsewhere ? new Answer(result, ERRCODE.signedInElsewhere, 'login.signed_in_elsewhere') : result;
    },
  }),

  defineRoute(EP.logout, {
    summary: 'Revoke the current token',
    access: 'token',
    handler: async ({ db, session }) => {
      await revokeToken(db, session.tokenId);
      return null;
    },
  }),
];
