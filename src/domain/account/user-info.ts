import { z } from 'zod';

/** The `user_info` object of spec 1 §3 as the API sends it: money in yuan, no secrets. */
export const UserInfoSchema = z.object({
  id: z.number().int(),
  user_type: z.number().int(),
  role_id: z.number().int(),
  truename: z.string(),
  username: z.string(),
  mobilephone: z.string(),
  shop_name: z.string(),
  company_name: z.string(),
  address: z.string(),
  /** Balance in yuan with two decimals, e.g. "50000.00". */
  money: z.string(),
  headimg: z.string(),
  /** Whether a payment password is set. */
  pay_password: z.boolean(),
  /** The modules this login may use (a staff login's grant, otherwise its role's). */
  modules: z.array(z.string()),
  /** For a staff login, the name of the account it works for (whose balance and orders it sees); else null. */
  staff_of: z.string().nullable(),
});
export type UserInfo = z.output<typeof UserInfoSchema>;

/** A module as spec 1 §3 describes it. */
export const ModuleInfoSchema = z.object({ id: z.string(), path: z.string(), name: z.string(), nameEn: z.string(), imgUrl: z.string(), backendCode: z.string() });
export type ModuleInfo = z.output<typeof ModuleInfoSchema>;

export const ModuleListResultSchema = z.object({ list: z.array(ModuleInfoSchema), role_modules: z.array(ModuleInfoSchema) });
export type ModuleListResult = z.output<typeof ModuleListResultSchema>;
