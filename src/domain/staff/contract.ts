/**
 * Staff accounts (spec 3 §2 "Staff management", §3 "Staff account", §5 "Staff dialog", §7 "Staff
 * calls"): real logins (user_type 7) that work for their owner, within the modules the
 * owner ticks for them. Paths as the spec's address table names them (staff_mgmt index, add,
 * modify, enable, disable, del); the ids travel as user_id.
 */
import { z } from 'zod';
import { SUB_ACCOUNT_STATUS } from '../account/sub-accounts';
import { MODULE_CODES } from '../modules';
import { int, page, text } from '../shared/fields';
import { PHONE_PATTERN } from '../shared/phone';


export const STAFF_STATUS = { disabled: SUB_ACCOUNT_STATUS.off, enabled: SUB_ACCOUNT_STATUS.enabled } as const;
/** spec 3 §2: six to a page. */
export const STAFF_PAGE_SIZE = 6;

const required = (max: number, key: string) => text(max).refine((s) => s.length > 0, { message: `staff:${key}` });

/** Checked in the spec's order (spec 3 §5): username, job number, phone, then the password on create. */
export const StaffInput = z.object({
  username: required(64, 'username_required'),
  employee_number: required(32, 'number_required'),
  mobilephone: required(11, 'mobile_required').pipe(z.string().regex(PHONE_PATTERN, { message: 'staff:mobile_invalid' })),
  /** Required to create (密码不允许为空！); empty on edit keeps the old one. */
  password: z.union([z.literal(''), z.string().min(6, { message: 'staff:password_short' }).max(64)]).default(''),
  status_id: z.union([z.literal(STAFF_STATUS.disabled), z.literal(STAFF_STATUS.enabled)]).default(STAFF_STATUS.enabled),
  /** The owner's modules this account may use (at least one). */
  modules: z.array(z.enum(MODULE_CODES)).min(1, { message: 'staff:modules_required' }).max(MODULE_CODES.length),
});
export type StaffFields = z.input<typeof StaffInput>;
export const StaffEdit = StaffInput.extend({ user_id: int(1) });
export type StaffEditFields = z.input<typeof StaffEdit>;
export const StaffIdBody = z.object({ user_id: int(1) });

/** keyword: an exact job number or username (spec 3 §2), empty for all. */
export const StaffListQuery = z.object({ keyword: text(64).default(''), page: page(), size: int(1, 50).default(STAFF_PAGE_SIZE) });

export const StaffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  employee_number: z.string(),
  mobilephone: z.string(),
  status_id: z.number().int(),
  modules: z.array(z.string()),
  create_time: z.string(),
  update_time: z.string(),
});
export type Staff = z.output<typeof StaffSchema>;
export const StaffPageSchema = z.object({
  count: z.number().int(),
  list: z.array(StaffSchema),
  /** What the owner may tick for its staff (its own modules but staff management). */
  grantable: z.array(z.string()),
});
export type StaffPage = z.output<typeof StaffPageSchema>;
