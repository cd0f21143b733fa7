/**
 * Shop sub-accounts (spec 3 §2 "Shop management", §3 "Shop account", §5 "Shop dialog"):
 * a seller's shops are real logins (user_type 4) whose money is the credit the seller gives them.
 * Changing a shop's credit moves the difference between the seller's balance and the shop's, with
 * a ledger row on both sides.
 */
import { z } from 'zod';
import { SUB_ACCOUNT_STATUS } from '../account/sub-accounts';
import { int, page, text } from '../shared/fields';


/** spec 3 §3: status_id 0 locked, 1 enabled; a deleted shop keeps its row (its orders name it). */
export const SHOP_STATUS = { locked: SUB_ACCOUNT_STATUS.off, enabled: SUB_ACCOUNT_STATUS.enabled, deleted: SUB_ACCOUNT_STATUS.deleted } as const;
export const SHOP_PAGE_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const SHOP_PAGE_SIZE = 4;

const required = (max: number, key: string) => text(max).refine((s) => s.length > 0, { message: `shops:${key}` });
/** A credit in yuan, at most two decimals. */
const money = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, { message: 'shops:money_required' }));

/** Checked in the spec's order (spec 3 §5): contact, mobile, address, account, password, pay password, credit. */
export const ShopInput = z.object({
  id: int(1).optional(),
  shop_name: text(128).default(''),
  shop_number: text(32).default(''),
  truename: required(64, 'contact_required'),
  mobilephone: text(11).pipe(z.string().regex(/^1\d{10}$/, { message: 'shops:mobile_required' })),
  address: required(255, 'address_required'),
  username: required(64, 'username_required'),
  /** Required to create; empty on edit keeps the old one. */
  password: text(128).default(''),
  pay_password: z.union([z.literal(''), z.string().regex(/^\d{6}$/, { message: 'shops:pay_password_required' })]).default(''),
  money,
});
export type ShopFields = z.input<typeof ShopInput>;
export const ShopEditInput = ShopInput.extend({ id: z.number().int().positive().max(2147483647) });

export const ShopListQuery = z.object({
  keyword: text(64).default(''),
  /** '' all, 0 locked, 1 enabled. */
  status: z.enum(['', '0', '1']).default(''),
  page: page(),
  size: int(1, 10).default(SHOP_PAGE_SIZE),
});

export const ShopSchema = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  shop_number: z.string(),
  truename: z.string(),
  mobilephone: z.string(),
  address: z.string(),
  username: z.string(),
  /** The shop's credit left, in yuan. */
  money: z.string(),
  status_id: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type Shop = z.output<typeof ShopSchema>;
export const ShopPageSchema = z.object({ count: z.number().int(), list: z.array(ShopSchema) });
export const ShopIdBody = z.object({ id: int(1) });

/** childAccount: every sub-account of the seller, shops and staff, with its modules. */
export const ChildAccountSchema = z.object({
  id: z.number().int(),
  user_type: z.number().int(),
  name: z.string(),
  mobilephone: z.string(),
  status_id: z.number().int(),
  modules: z.array(z.string()),
  money: z.string(),
  create_time: z.string(),
});
export type ChildAccount = z.output<typeof ChildAccountSchema>;
export const ChildAccountsSchema = z.object({ list: z.array(ChildAccountSchema) });
