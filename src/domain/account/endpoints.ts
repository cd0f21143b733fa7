/**
 * The account's calls (sign-in, the profile, the home module list) as endpoint values
 * (../shared/endpoint.ts). Written out as plain objects rather than made by endpoint(): the sign-in
 * and home screens' first downloads carry them, and so carry neither that function nor zod (the
 * schemas are named as types only); ./endpoint-schemas.ts pairs them with the schemas.
 */
import type { Endpoint } from '../shared/endpoint';
import type {
  CaptchaAnswerSchema,
  ChangePasswordSchema,
  ChangePayPasswordSchema,
  EditInfoSchema,
  EditModuleListSchema,
  ExchangeRateAnswerSchema,
  LoginResultSchema,
  LoginSchema,
  ModuleListResultSchema,
  NoAnswerSchema,
  PingAnswerSchema,
  ProfileAnswerSchema,
  TokenAnswerSchema,
} from './contract';
import { ACCOUNT_PATHS, AUTH_PATHS } from './paths';

export const anonymousToken: Endpoint<{ answer: typeof TokenAnswerSchema }> = { method: 'GET', path: AUTH_PATHS.token };
export const ping: Endpoint<{ answer: typeof PingAnswerSchema }> = { method: 'GET', path: AUTH_PATHS.ping };
export const captcha: Endpoint<{ answer: typeof CaptchaAnswerSchema }> = { method: 'GET', path: AUTH_PATHS.captcha };
export const login: Endpoint<{ body: typeof LoginSchema; answer: typeof LoginResultSchema }> = { method: 'POST', path: AUTH_PATHS.login };
export const logout: Endpoint<{ answer: typeof NoAnswerSchema }> = { method: 'POST', path: AUTH_PATHS.logout };

export const profile: Endpoint<{ answer: typeof ProfileAnswerSchema }> = { method: 'GET', path: ACCOUNT_PATHS.profile };
export const editInfo: Endpoint<{ body: typeof EditInfoSchema; answer: typeof ProfileAnswerSchema }> = { method: 'POST', path: ACCOUNT_PATHS.editInfo };
export const changePassword: Endpoint<{ body: typeof ChangePasswordSchema; answer: typeof NoAnswerSchema }> = { method: 'POST', path: ACCOUNT_PATHS.changePassword };
export const changePayPassword: Endpoint<{ body: typeof ChangePayPasswordSchema; answer: typeof NoAnswerSchema }> = { method: 'POST', path: ACCOUNT_PATHS.changePayPassword };
export const moduleList: Endpoint<{ answer: typeof ModuleListResultSchema }> = { method: 'GET', path: ACCOUNT_PATHS.moduleList };
export const editModuleList: Endpoint<{ body: typeof EditModuleListSchema; answer: typeof ModuleListResultSchema }> = { method: 'POST', path: ACCOUNT_PATHS.editModuleList };
export const exchangeRate: Endpoint<{ answer: typeof ExchangeRateAnswerSchema }> = { method: 'GET', path: ACCOUNT_PATHS.exchangeRate };
