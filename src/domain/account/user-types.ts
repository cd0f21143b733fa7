import type { ModuleCode } from '../modules';
import { MODULE_CODES } from '../modules';

/**
 * Account kinds. Spec 1 §3 names 2 (company), 3 (seller / shop staff) and 4 (shop account);
 * the measurer (5) and the factory (6) are this product's own additions.
 */
export const USER_TYPE = {
  company: 2,
  seller: 3,
  shop: 4,
  measurer: 5,
  factory: 6,
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
};

export function roleModules(userType: number): readonly ModuleCode[] {
  return ROLE_MODULES[userType as UserType] ?? [];
}

/** Accounts that place orders and so have a cart; the measurer and the factory do not. */
export function hasCart(userType: number): boolean {
  return userType === USER_TYPE.seller || userType === USER_TYPE.shop || userType === USER_TYPE.company;
}
