import { z } from 'zod';
import { ApiError, ERRCODE } from '../../http/errors';
import { verifySecret } from '../../http/crypto';
import { text } from '@/domain/shared/fields';
import { Answer, defineRoute } from '../../http/route';
import { bindToken, issueAnonymousToken, revokeToken } from '../../http/session';
import { loadUserInfo } from '../account/user-info';
import { throttledPasswordCheck } from '../../http/login-throttle';

const LoginBody = z.object({
  // Login checks presence only; a malformed phone simply finds no account.
  mobilephone: z.string().trim().min(1, { message: 'login.phone_required' }).max(32),
  password: z.string().min(1, { message: 'login.password_required' }).max(128),
  // Spec 1 §2: a hidden captcha field that is not used.
  captcha_code: text(16).optional(),
});

export const authRoutes = [
  defineRoute({
    method: 'GET',
    path: '/token/get',
    summary: 'An anonymous token for X-Token',
    access: 'none',
    handler: async ({ db }) => ({ token: await issueAnonymousToken(db) }),
  }),

  defineRoute({
    method: 'GET',
    path: '/index/ping',
    summary: 'Answers when the server is reachable; the app asks it while requests fail (navigator.onLine alone can say online with no connection)',
    access: 'none',
    handler: async () => ({ ok: true }),
  }),

  defineRoute({
    method: 'POST',
    path: '/index/login',
    limited: true,
    summary: 'Sign in with phone and password; binds the token. errcode 10007 when signed in elsewhere.',
    access: 'none',
    body: LoginBody,
    handler: async ({ db, body, session, ip, req }) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'status_id'])
        .where('mobilephone', '=', body.mobilephone)
        .executeTakeFirst();
      // Hash even when the account is unknown, so timing does not reveal which phones exist.
      const ok = await throttledPasswordCheck(db, { mobilephone: body.mobilephone, userId: user?.id ?? null }, ip, () => verifySecret(body.password, user?.password_hash ?? DUMMY_HASH));
      if (!user || !ok) throw new ApiError(ERRCODE.rejected, 'login.wrong_credentials');
      if (user.status_id !== 1) throw new ApiError(ERRCODE.forbidden, 'login.disabled');

      const bound = await bindToken(db, session, user.id);
      const presented = req.headers['x-token'];
      const token = bound.token ?? (Array.isArray(presented) ? presented[0] : presented) ?? null;
      const result = { token, user_info: await loadUserInfo(db, user.id) };
      return bound.signedInElsewhere ? new Answer(result, ERRCODE.signedInElsewhere, 'login.signed_in_elsewhere') : result;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/index/logout',
    summary: 'Revoke the current token',
    access: 'token',
    handler: async ({ db, session }) => {
      await revokeToken(db, session.tokenId);
      return null;
    },
  }),
];

// A valid scrypt hash of a random secret: verifying against it costs the same as a real check.
const DUMMY_HASH = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$3q2+7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
