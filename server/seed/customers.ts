/**
 * Demo customers of the seller, drawn from its seeded orders so the screens agree with each
 * other: each individual fast order's customer (linked to their orders, so body info, pattern
 * records and order history are filled), each company a team or group order names with the
 * people of its orders, and a default delivery address for the first of each.
 */
import type { Db } from '../db/database';
import '../modules/customers/tables';
import '../modules/order-store/tables';

const SELLER_PHONE = '13800000001';
/** Nanjing, Jianye district (division codes): the demo's addresses. */
const REGION = { province_id: 32, city_id: 3201, district_id: 320105 };

export async function seedCustomers(db: Db): Promise<void> {
  const seller = await db.selectFrom('users').select('id').where('mobilephone', '=', SELLER_PHONE).executeTakeFirst();
  if (!seller) return;
  const individual = await db
    .selectFrom('orders')
    .select(['user_name', 'user_mobilephone', 'user_sex', 'user_height', 'user_weight', 'user_company_name', 'user_address'])
    .distinctOn('user_mobilephone')
    .where('user_id', '=', seller.id)
    .where('sub_fast_type_id', '=', 1)
    .where('user_mobilephone', '!=', '')
    .orderBy('user_mobilephone')
    .orderBy('id')
    .execute();
  let first = true;
  for (const o of individual) {
    const customer = await db
      .insertInto('customers')
      .values({
        owner_id: seller.id,
        truename: o.user_name.slice(0, 32) || o.user_mobilephone,
        gender_id: o.user_sex,
        mobilephone: o.user_mobilephone,
        height: o.user_height ?? 170,
        weight: o.user_weight ?? 65,
        birthday: first ? '1988-03-14' : null,
        company_name: o.user_company_name,
        address: o.user_address || '南京市建邺区江东中路 108 号',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ customer_id: customer.id }).where('user_id', '=', seller.id).where('user_mobilephone', '=', o.user_mobilephone).where('sub_fast_type_id', '=', 1).execute();
    if (first) {
      await db
        .insertInto('customer_addresses')
        .values({ owner_id: seller.id, client_type: 1, client_id: customer.id, name: o.user_name.slice(0, 32), mobilephone: o.user_mobilephone, ...REGION, address: '江东中路 108 号', is_default: 1 })
        .execute();
    }
    first = false;
  }

  const companies = await db
    .selectFrom('orders')
    .select(['user_company_name as name', 'user_name as contact', 'user_mobilephone as tel', 'user_address as address'])
    .distinctOn('user_company_name')
    .where('user_id', '=', seller.id)
    .where('sub_fast_type_id', '=', 2)
    .where('user_company_name', '!=', '')
    .orderBy('user_company_name')
    .orderBy('id')
    .execute();
  first = true;
  for (const c of companies) {
    const company = await db
      .insertInto('customer_companies')
      .values({ owner_id: seller.id, name: c.name, contact: c.contact.slice(0, 32), tel: /^1\d{10}$/.test(c.tel) ? c.tel : '', address: c.address, remark: '年度工装' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const people = await db
      .selectFrom('order_employees as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.truename', 'e.gender_id', 'e.height', 'e.weight', 'e.department_name'])
      .distinctOn('e.truename')
      .where('o.user_id', '=', seller.id)
      .where('o.user_company_name', '=', c.name)
      .orderBy('e.truename')
      .execute();
    if (people.length) {
      await db
        .insertInto('company_people')
        .values(people.map((p) => ({ company_id: company.id, truename: p.truename, gender_id: p.gender_id === 2 ? 2 : 1, height: p.height ?? 0, weight: p.weight ?? 0, department_name: p.department_name })))
        .execute();
    }
    if (first && /^1\d{10}$/.test(c.tel)) {
      await db
        .insertInto('customer_addresses')
        .values({ owner_id: seller.id, client_type: 2, client_id: company.id, name: c.contact.slice(0, 32), mobilephone: c.tel, ...REGION, address: '江东中路 108 号', is_default: 1 })
        .execute();
    }
    first = false;
  }
}
