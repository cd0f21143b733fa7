import { loginModules, USER_TYPE } from '@/domain/account/user-types';
import type { UserInfo } from '@/domain/account/user-info';
import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

const COLUMNS = [
  'id',
  'user_type',
  'role_id',
  'parent_id',
  'truename',
  'username',
  'mobilephone',
  'shop_name',
  'company_name',
  'address',
  'money_fen',
  'headimg',
  'pay_password_hash',
  'granted_modules',
] as const;

/**
 * The profile of a login. A staff login shows its own name, phone and picture with its owner's
 * kind, business details, balance and pay password (it works, and pays, for the owner).
 */
export async function loadUserInfo(db: Db, loginId: number): Promise<UserInfo> {
  const u = await db.selectFrom('users').select(COLUMNS).where('id', '=', loginId).executeTakeFirst();
  if (!u) throw notFound('account.gone');
  const owner =
    u.user_type === USER_TYPE.staff && u.parent_id !== null
      ? await db.selectFrom('users').select(COLUMNS).where('id', '=', u.parent_id).executeTakeFirst()
      : undefined;
  const business = owner ?? u;
  return {
    id: u.id,
    user_type: business.user_type,
    role_id: business.role_id,
    truename: u.truename,
    username: u.username,
    mobilephone: u.mobilephone,
    shop_name: business.shop_name,
    company_name: business.company_name,
    address: business.address,
    money: fenToYuan(business.money_fen),
    headimg: u.headimg,
    pay_password: business.pay_password_hash !== null,
    modules: [...loginModules(u.user_type, owner?.user_type ?? null, u.granted_modules)],
    staff_of: owner ? owner.shop_name || owner.company_name || owner.truename || owner.username : null,
  };
}

export type { UserInfo };
