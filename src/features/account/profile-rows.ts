import type { UserInfo } from '@/domain/account/user-info';
import { USER_TYPE } from '@/domain/account/user-types';

export type ProfileRow = { labelKey: string; value: string };

/** Spec 1 §3: the detail rows the account screen shows depend on user_type. */
export function profileRows(u: UserInfo): ProfileRow[] {
  const row = (labelKey: string, value: string): ProfileRow => ({ labelKey, value });
  // A staff login: its own name and phone, and whose business it works on.
  if (u.staff_of) return [row('rows.username', u.username), row('rows.mobile', u.mobilephone), row('rows.staff_of', u.staff_of)];
  switch (u.user_type) {
    case USER_TYPE.seller:
      return [row('rows.name', u.truename), row('rows.mobile', u.mobilephone), row('rows.shop', u.shop_name), row('rows.username', u.username)];
    case USER_TYPE.shop:
      return [
        row('rows.shop', u.shop_name),
        row('rows.username', u.username),
        row('rows.contact', u.truename),
        row('rows.mobile', u.mobilephone),
        row('rows.address', u.address),
      ];
    case USER_TYPE.company:
      return [row('rows.company', u.company_name), row('rows.contact', u.truename), row('rows.mobile', u.mobilephone), row('rows.address', u.address)];
    default:
      return [row('rows.name', u.truename), row('rows.mobile', u.mobilephone), row('rows.username', u.username)];
  }
}
