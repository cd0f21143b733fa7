import type { CaptchaAnswer, LoginInput, LoginResult } from '@/domain/account/contract';
import { AUTH_PATHS } from '@/domain/account/paths';
import { apiGet, apiPost, apiPostEnvelope, type Envelope } from './http';
import { ERRCODE } from '@/domain/shared/errcodes';
import { getToken, setAnonymousToken } from '@/db/session';

export type { LoginInput, LoginResult };

export const getAnonymousToken = () => apiGet<{ token: string }>(AUTH_PATHS.token);

/** A page open without signing in (login, the order form, a sample tag) calls with an anonymous token, fetched once. */
export async function ensureToken(): Promise<void> {
  if (!getToken()) await setAnonymousToken((await getAnonymousToken()).token);
}

/** A new captcha picture for a visitor (sign-in, the public order form), held on its token. */
export async function visitorCaptcha(): Promise<CaptchaAnswer> {
  await ensureToken();
  return getCaptcha();
}

/** A captcha picture for the current token; each replaces the last and answers one sign-in. */
export const getCaptcha = () => apiGet<CaptchaAnswer>(AUTH_PATHS.captcha);

/** A request that only asks whether the server answers (the reachability probe), with its own short time limit. */
export const ping = (timeoutMs?: number) => apiGet<{ ok: boolean }>(AUTH_PATHS.ping, undefined, timeoutMs === undefined ? {} : { timeoutMs });

/** errcode 10007 (signed in elsewhere) is a successful login with a warning (spec 1 §4). */
export const login = (input: LoginInput): Promise<Envelope<LoginResult>> =>
  apiPostEnvelope<LoginResult>(AUTH_PATHS.login, input, { acceptCodes: [ERRCODE.signedInElsewhere] });

export const logout = () => apiPost<null>(AUTH_PATHS.logout);
