/**
 * The account calls with their schemas, for the server's routes (auth, account, home) and the
 * tests' answer checks (./endpoints.ts has the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import {
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
import * as E from './endpoints';

export const anonymousToken = withSchemas(E.anonymousToken, { answer: TokenAnswerSchema });
export const ping = withSchemas(E.ping, { answer: PingAnswerSchema });
export const captcha = withSchemas(E.captcha, { answer: CaptchaAnswerSchema });
export const login = withSchemas(E.login, { body: LoginSchema, answer: LoginResultSchema });
export const logout = withSchemas(E.logout, { answer: NoAnswerSchema });

export const profile = withSchemas(E.profile, { answer: ProfileAnswerSchema });
export const editInfo = withSchemas(E.editInfo, { body: EditInfoSchema, answer: ProfileAnswerSchema });
export const changePassword = withSchemas(E.changePassword, { body: ChangePasswordSchema, answer: NoAnswerSchema });
export const changePayPassword = withSchemas(E.changePayPassword, { body: ChangePayPasswordSchema, answer: NoAnswerSchema });
export const moduleList = withSchemas(E.moduleList, { answer: ModuleListResultSchema });
export const editModuleList = withSchemas(E.editModuleList, { body: EditModuleListSchema, answer: ModuleListResultSchema });
export const exchangeRate = withSchemas(E.exchangeRate, { answer: ExchangeRateAnswerSchema });
