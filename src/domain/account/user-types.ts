import type { ModuleCode } from '../modules';
import { MODULE_CODES, ORDERING_MODULES } from '../modules';

/**
 * Account kinds. Spec 1 §3 names 2 (company), 3 (seller / shop staff) and 4 (shop account);
 * the measurer (5), the factory (6) and the staff login (7, spec 3 §3 "Staff account": works for
 * its owner, users.parent_id, within the modules the owner grants) are this product's own.
 */
export const USER_TYPE = {
  company: 2,
  seller: 3,
  shop: 4,
  measurer: 5,
  factory: 6,
  staff: 7,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The modules each role may hold; a user keeps an ordered personal subset (spec 1 §6). */
export const ROLE_MODULES: Readonly<Record<UserType, readonly ModuleCode[]>> = {
  [USER_TYPE.seller]: MODULE_CODES,
  [USER_TYPE.shop]: [
    'deep_custom',
    'fast_order',
    'group_buy',
    'large_goods',
    'order_mgmt',
    'customer_mgmt',
    'staff_mgmt',
    'customer_fabric_mgmt',
    'measuring',
    'sales_report',
  ],
  [USER_TYPE.company]: ['group_buy', 'large_goods', 'order_mgmt', 'customer_mgmt', 'measuring', 'sales_report'],
  // A measurer also takes one person's bespoke measurements (haute couture) on the tablet.
  [USER_TYPE.measurer]: ['measuring', 'haute_couture'],
  [USER_TYPE.factory]: ['order_mgmt'],
  // A staff login holds what its owner grants it (grantableModules), nothing by its kind.
  [USER_TYPE.staff]: [],
};

export function roleModules(userType: number): readonly ModuleCode[] {
  return ROLE_MODULES[userType as UserType] ?? [];
}

/**
 * Never granted to staff: staff management and shop management make accounts, and a shop is made
 * with the owner's modules and a credit moved out of the owner's balance; a staff member must not
 * make an account with more than it was given, nor move the owner's money (the ledger is never
 * theirs either: server/modules/index.ts).
 */
const NEVER_GRANTED: readonly ModuleCode[] = ['staff_mgmt', 'shop_mgmt'];

/** What an owner may grant its staff: its own modules but those that make accounts. */
export function grantableModules(ownerType: number): readonly ModuleCode[] {
  return roleModules(ownerType).filter((m) => !NEVER_GRANTED.includes(m));
}

/** The modules a login may use: its role's, or for a staff login what is granted of its owner's. */
export function loginModules(userType: number, ownerType: number | null, granted: readonly string[] | null): readonly ModuleCode[] {
  if (userType !== USER_TYPE.staff) return roleModules(userType);
  if (ownerType === null) return [];
  return grantableModules(ownerType).filter((m) => granted?.includes(m));
}

/** Accounts that place orders and so have a cart; the measurer and the factory do not. */
export function hasCart(userType: number): boolean {
  return userType === USER_TYPE.seller || userType === USER_TYPE.shop || userType === USER_TYPE.company;
}

/** The parts of a profile that say what its login may do. */
type LoginProfile = { user_type: number; modules?: readonly string[]; staff_of?: string | null };

/**
 * Whether the signed-in login may use a module: a staff login only what it was granted. A profile
 * kept on the device before logins carried their modules falls back to its role's.
 */
export function mayUse(profile: LoginProfile, code: ModuleCode): boolean {
  return (profile.modules ?? roleModules(profile.user_type)).includes(code);
}

/** Whether the login sees the cart: its account places orders, and a staff login holds an ordering flow. */
export function profileHasCart(profile: LoginProfile): boolean {
  return hasCart(profile.user_type) && ORDERING_MODULES.some((m) => mayUse(profile, m));
}
