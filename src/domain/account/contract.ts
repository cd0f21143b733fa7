/**
 * The account's calls (spec 1 §5): sign-in and sign-out, the profile and its changes, and the home
 * module list. Imported by the auth, account and home routes and by src/api.
 */
import { z } from 'zod';
import { password, payPassword, phone, requiredText } from '../shared/fields';
import { CaptchaChallengeSchema, captchaCode } from '../shared/captcha';
import type { ExchangeRate } from '../shared/money';
import { ModuleListResultSchema, UserInfoSchema, type ModuleListResult } from './user-info';

// The paths live apart (./paths.ts) so sign-in can call them without downloading the schemas.

export const LoginSchema = z.object({
  // Login checks presence only; a malformed phone simply finds no account.
  mobilephone: z.string().trim().min(1, { message: 'login.phone_required' }).max(32),
  password: z.string().min(1, { message: 'login.password_required' }).max(128),
  // Spec 1 §2 hides it; a solved challenge is asked for after a few failed sign-ins.
  captcha_code: captchaCode().optional(),
});
export type LoginInput = z.input<typeof LoginSchema>;
export const LoginResultSchema = z.object({ token: z.string(), user_info: UserInfoSchema });
export type LoginResult = z.output<typeof LoginResultSchema>;

export const EditInfoSchema = z.object({ username: requiredText(32), mobilephone: phone() });
export const ChangePasswordSchema = z.object({ old_password: password(), new_password: z.string().min(6).max(64) });
export const ChangePayPasswordSchema = z.object({ password: password(), new_pay_password: payPassword() });
export const EditModuleListSchema = z.object({ module_names: z.array(z.string().max(32)).min(1, { message: 'home.module_list_empty' }).max(32) });

export const ProfileAnswerSchema = z.object({ user_info: UserInfoSchema });
export type ProfileAnswer = z.output<typeof ProfileAnswerSchema>;
export { ModuleListResultSchema };
export const TokenAnswerSchema = z.object({ token: z.string() });
/** Spec 1 §8's captcha: a proof-of-work challenge for the caller's token (no longer a picture). */
export const CaptchaAnswerSchema = z.object({ challenge: CaptchaChallengeSchema });
export type CaptchaAnswer = z.output<typeof CaptchaAnswerSchema>;
export const PingAnswerSchema = z.object({ ok: z.literal(true) });
/** The business's yuan-per-dollar rate and its day, or null before one is set. */
export const ExchangeRateAnswerSchema = z
  .object({ currency: z.literal('USD'), cny_per_usd: z.string(), date: z.string() })
  .nullable() satisfies z.ZodType<ExchangeRate | null>;

/** A change that answers nothing but its message. */
export const NoAnswerSchema = z.null();
export type { ModuleListResult };
