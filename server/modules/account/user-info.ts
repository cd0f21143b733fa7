import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

/** The `user_info` object of spec 1 §3; money in yuan, never a hash. */
export type UserInfo = {
  id: number;
  user_type: number;
  role_id: number;
  truename: string;
  username: string;
  mobilephone: string;
  shop_name: string;
  company_name: string;
  address: string;
  money: string;
  headimg: string;
  /** Whether a payment password is set (the hash itself never leaves the server). */
  pay_password: boolean;
};

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
