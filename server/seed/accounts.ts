import { USER_TYPE, roleModules } from '@/domain/account/user-types';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import type { Db } from '../db/database';
import { hashSecret } from '../http/crypto';
import { moveBalance } from '../modules/ledger/service';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PAY_PASSWORD = '123456';

type DemoAccount = {
  mobilephone: string;
  username: string;
  truename: string;
  user_type: number;
  shop_name?: string;
  company_name?: string;
  address?: string;
  money_fen?: number;
  /** The account's role in the README's demo list. */
  note: string;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    mobilephone: '13800000001',
    username: 'seller01',
    truename: '王晓明',
    user_type: USER_TYPE.seller,
    shop_name: '上海南京路旗舰店',
    address: '上海市黄浦区南京东路 299 号',
    money_fen: 5_000_000,
    note: 'seller, all modules, balance ¥50,000.00',
  },
  {
    mobilephone: '13800000002',
    username: 'shop01',
    truename: '李娜',
    user_type: USER_TYPE.shop,
    shop_name: '杭州湖滨门店',
    address: '浙江省杭州市上城区湖滨路 18 号',
    money_fen: 1_200_000,
    note: 'shop account',
  },
  {
    mobilephone: '13800000003',
    username: 'corp01',
    truename: '陈建国',
    user_type: USER_TYPE.company,
    company_name: '华东能源集团有限公司',
    address: '江苏省南京市鼓楼区中山北路 100 号',
    money_fen: 800_000,
    note: 'company account',
  },
  {
    mobilephone: '13800000004',
    username: 'measurer01',
    truename: '赵量体',
    user_type: USER_TYPE.measurer,
    note: 'measurer, the measuring module',
  },
];

export const DEMO_STAFF_PHONE = '13800000006';

/** A second measurer on the demo task (several measurers on one task). */
export const SECOND_MEASURER: DemoAccount = {
  mobilephone: '13800000007',
  username: 'measurer02',
  truename: '钱量体',
  user_type: USER_TYPE.measurer,
  note: 'second measurer, on the demo task with 13800000004',
};
/** What the demo seller grants its demo staff member. */
export const DEMO_STAFF_MODULES = ['fast_order', 'customer_mgmt', 'order_mgmt'] as const;

/** A staff login of the demo seller: job number S001, three modules, works on the seller's data. */
export async function seedStaffAccount(db: Db): Promise<void> {
  const owner = await db.selectFrom('users').select('id').where('mobilephone', '=', DEMO_ACCOUNTS[0]!.mobilephone).executeTakeFirst();
  if (!owner) return;
  await db
    .insertInto('users')
    .values({
      mobilephone: DEMO_STAFF_PHONE,
      username: 'staff01',
      truename: 'staff01',
      employee_number: 'S001',
      user_type: USER_TYPE.staff,
      role_id: USER_TYPE.staff,
      parent_id: owner.id,
      password_hash: await hashSecret(DEMO_PASSWORD),
      pay_password_hash: null,
      pay_locked_until: null,
      granted_modules: JSON.stringify(DEMO_STAFF_MODULES),
      module_codes: JSON.stringify(DEMO_STAFF_MODULES),
    })
    .onConflict((oc) => oc.column('mobilephone').doNothing())
    .execute();
}

/**
 * Each account hashes its passwords with a salt of its own (one shared hash would tell anyone who
 * reads the table that those accounts share a pay password), and starts at a zero balance topped
 * up by an opening recharge in the ledger, so every balance is the sum of its ledger rows.
 */
export async function seedAccounts(db: Db, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<void> {
  for (const a of accounts) {
    const inserted = await db
      .insertInto('users')
      .values({
        mobilephone: a.mobilephone,
        username: a.username,
        truename: a.truename,
        user_type: a.user_type,
        role_id: a.user_type,
        parent_id: null,
        shop_name: a.shop_name ?? '',
        company_name: a.company_name ?? '',
        address: a.address ?? '',
        money_fen: 0,
        password_hash: await hashSecret(DEMO_PASSWORD),
        pay_password_hash: await hashSecret(DEMO_PAY_PASSWORD),
        pay_locked_until: null,
        module_codes: JSON.stringify(roleModules(a.user_type)),
      })
      .onConflict((oc) => oc.column('mobilephone').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted && a.money_fen) await moveBalance(db, { userId: inserted.id, type: LEDGER_TYPE.recharge, amountFen: a.money_fen, order: null, categories: null });
  }
}
