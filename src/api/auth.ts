import type { CaptchaAnswer, LoginInput, LoginResult } from '@/domain/account/contract';
import * as E from '@/domain/account/endpoints';
import { call, callEnvelope, type Envelope } from './http';
import { ERRCODE } from '@/domain/shared/errcodes';
import { getToken, setAnonymousToken } from '@/db/session';

export type { LoginInput, LoginResult };

export const getAnonymousToken = () => call(E.anonymousToken);

/** A page open without signing in (login, the order form, a sample tag) calls with an anonymous token, fetched once. */
export async function ensureToken(): Promise<void> {
  if (!getToken()) await setAnonymousToken((await getAnonymousToken()).token);
}

/** A new captcha challenge for a visitor (sign-in, the public order form), held on its token. */
export async function visitorCaptcha(): Promise<CaptchaAnswer> {
  await ensureToken();
  return getCaptcha();
}

/** A captcha challenge for the current token; each replaces the last and answers one try. */
export const getCaptcha = () => call(E.captcha);

/** A request that only asks whether the server answers (the reachability probe), with its own short time limit. */
export const ping = (timeoutMs?: number) => call(E.ping, undefined, timeoutMs === undefined ? {} : { timeoutMs });

/** errcode 10007 (signed in elsewhere) is a successful login with a warning (spec 1 §4). */
export const login = (input: LoginInput): Promise<Envelope<LoginResult>> =>
  callEnvelope(E.login, input, { acceptCodes: [ERRCODE.signedInElsewhere] });

export const logout = () => call(E.logout);
