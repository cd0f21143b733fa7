import type { UserInfo } from '@/domain/account/user-info';
import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const u = await db
    .selectFrom('users')
    .select([
      'id',
      'user_type',
      'role_id',
      'truename',
      'username',
      'mobilephone',
      'shop_name',
      'company_name',
      'address',
      'money_fen',
      'headimg',
      'pay_password_hash',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) throw notFound('user');
  return {
    id: u.id,
    user_type: u.user_type,
    role_id: u.role_id,
    truename: u.truename,
    username: u.username,
    mobilephone: u.mobilephone,
    shop_name: u.shop_name,
    company_name: u.company_name,
    address: u.address,
    money: fenToYuan(u.money_fen),
    headimg: u.headimg,
    pay_password: u.pay_password_hash !== null,
  };
}

export type { UserInfo };
