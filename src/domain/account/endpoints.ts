/**
 * The account's calls (sign-in, the profile, the home module list) as endpoint values
 * (../shared/endpoint.ts). Written out as plain objects rather than made by endpoint(): the sign-in
 * and home screens' first downloads carry them, and so carry neither that function nor zod (the
 * schemas are named as types only); ./endpoint-schemas.ts holds the schemas, and ./calls.ts pairs
 * the values with them.
 */
import type { Endpoint } from '../shared/endpoint';
import { ACCOUNT_PATHS, AUTH_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const anonymousToken: Endpoint<S['anonymousToken']> = { method: 'GET', path: AUTH_PATHS.token };
export const ping: Endpoint<S['ping']> = { method: 'GET', path: AUTH_PATHS.ping };
export const captcha: Endpoint<S['captcha']> = { method: 'GET', path: AUTH_PATHS.captcha };
export const login: Endpoint<S['login']> = { method: 'POST', path: AUTH_PATHS.login };
export const logout: Endpoint<S['logout']> = { method: 'POST', path: AUTH_PATHS.logout };

export const profile: Endpoint<S['profile']> = { method: 'GET', path: ACCOUNT_PATHS.profile };
export const editInfo: Endpoint<S['editInfo']> = { method: 'POST', path: ACCOUNT_PATHS.editInfo };
export const changePassword: Endpoint<S['changePassword']> = { method: 'POST', path: ACCOUNT_PATHS.changePassword };
export const changePayPassword: Endpoint<S['changePayPassword']> = { method: 'POST', path: ACCOUNT_PATHS.changePayPassword };
export const moduleList: Endpoint<S['moduleList']> = { method: 'GET', path: ACCOUNT_PATHS.moduleList };
export const editModuleList: Endpoint<S['editModuleList']> = { method: 'POST', path: ACCOUNT_PATHS.editModuleList };
export const exchangeRate: Endpoint<S['exchangeRate']> = { method: 'GET', path: ACCOUNT_PATHS.exchangeRate };
