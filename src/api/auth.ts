import type { UserInfo } from '@/domain/account/user-info';
import { apiGet, apiPost, apiPostEnvelope, type Envelope } from './http';
import { ERRCODE } from '@/domain/shared/errcodes';

export type LoginInput = { mobilephone: string; password: string; captcha_code: string };
export type LoginResult = { token: string | null; user_info: UserInfo };

export const getAnonymousToken = () => apiGet<{ token: string }>('/token/get');

/** A request that only asks whether the server answers (the reachability probe), with its own short time limit. */
export const ping = (timeoutMs?: number) => apiGet<{ ok: boolean }>('/index/ping', undefined, timeoutMs === undefined ? {} : { timeoutMs });

/** errcode 10007 (signed in elsewhere) is a successful login with a warning (spec 1 §4). */
export const login = (input: LoginInput): Promise<Envelope<LoginResult>> =>
  apiPostEnvelope<LoginResult>('/index/login', input, { acceptCodes: [ERRCODE.signedInElsewhere] });

export const logout = () => apiPost<null>('/index/logout');
