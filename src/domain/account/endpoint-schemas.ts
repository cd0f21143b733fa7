/**
 * The schemas of the account calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
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

export const schemas = {
  anonymousToken: { answer: TokenAnswerSchema },
  ping: { answer: PingAnswerSchema },
  captcha: { answer: CaptchaAnswerSchema },
  login: { body: LoginSchema, answer: LoginResultSchema },
  logout: { answer: NoAnswerSchema },

  profile: { answer: ProfileAnswerSchema },
  editInfo: { body: EditInfoSchema, answer: ProfileAnswerSchema },
  changePassword: { body: ChangePasswordSchema, answer: NoAnswerSchema },
  changePayPassword: { body: ChangePayPasswordSchema, answer: NoAnswerSchema },
  moduleList: { answer: ModuleListResultSchema },
  editModuleList: { body: EditModuleListSchema, answer: ModuleListResultSchema },
  exchangeRate: { answer: ExchangeRateAnswerSchema },
} satisfies Record<string, Schemas>;
