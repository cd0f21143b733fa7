/**
 * Customer management's queries: a seller's individual customers, company customers and their
 * people. Every read and write is narrowed to the caller's own rows (`owner_id`); a row of another
 * account answers 404, as if it did not exist.
 */
import { sql } from 'kysely';
import { CLIENT_TYPE, type ClientFields, type ClientType, type Company, type CompanyPerson, type CustomerRow } from '@/domain/customers/contract';
import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { PHONE_PATTERN } from '@/domain/shared/phone';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { containsPattern, paginate, type PageQuery } from '../../http/paging';
import { signedUploadUrl } from '../../http/uploads';
import '../order-store/tables';
import './tables';

/** The roles that hold the customer module (spec 1 §6); the server enforces it as the home grid does. */
const toNumber = (v: string | number) => Number(v);

/** A record that is not there, or not the caller's: the same 404 either way. */
export const missing = (what: 'customer' | 'company' | 'person' | 'address' | 'edition') => new ApiError(ERRCODE.notFound, `customers:not_found.${what}`);

// ----- individual customers -------------------------------------------------------------------

const customerColumns = [
  'c.id',
  'c.truename',
  'c.gender_id',
  'c.mobilephone',
  'c.height',
  'c.weight',
  'c.company_name',
  'c.address',
  'c.remark',
  'c.created_at',
  sql<string>`coalesce(to_char(c.birthday, 'YYYY-MM-DD'), '')`.as('birthday'),
  // Whole years since the birthday, as of today in UTC; null without a birthday.
  sql<number | null>`(date_part('year', age(current_date, c.birthday)))::int`.as('age'),
] as const;

type CustomerRecord = {
  id: number;
  truename: string;
  gender_id: number;
  mobilephone: string;
  height: string;
  weight: string;
  company_name: string;
  address: string;
  remark: string;
  created_at: Date;
  birthday: string;
  age: number | null;
};

function customerOut(r: CustomerRecord): CustomerRow {
  return {
    id: r.id,
    cust_name: r.truename,
    gender: r.gender_id,
    age: r.age,
    birthday: r.birthday,
    height: toNumber(r.height),
    weight: toNumber(r.weight),
    cust_company: r.company_name,
    tel: r.mobilephone,
    address: r.address,
    remark: r.remark,
    create_time: r.created_at.toISOString(),
  };
}

export async function listCustomers(db: Db, ownerId: number, q: PageQuery & { keyword?: string | undefined }) {
  let base = db.selectFrom('customers as c').where('c.owner_id', '=', ownerId);
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    base = base.where((eb) => eb.or([eb('c.truename', 'ilike', like), eb('c.mobilephone', 'ilike', like), eb('c.company_name', 'ilike', like)]));
  }
  const { total, rows } = await paginate(base, q, (qb) => qb.select(customerColumns).orderBy('c.id', 'desc'));
  return { total, current_page: q.page, per_page: q.size, data: rows.map(customerOut) };
}

export async function getCustomer(db: Db, ownerId: number, id: number): Promise<CustomerRow> {
  const row = await db.selectFrom('customers as c').select(customerColumns).where('c.id', '=', id).where('c.owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw missing('customer');
  return customerOut(row);
}

type ClientValues = Required<Pick<ClientFields, 'truename' | 'gender_id' | 'mobilephone' | 'height' | 'weight' | 'birthday' | 'company_name' | 'address' | 'remark'>>;

const clientColumns = (v: ClientValues) => ({
  truename: v.truename,
  gender_id: Number(v.gender_id),
  mobilephone: v.mobilephone,
  height: Number(v.height),
  weight: Number(v.weight),
  birthday: v.birthday || null,
  company_name: v.company_name,
  address: v.address,
  remark: v.remark,
});

export async function addCustomer(db: Db, ownerId: number, v: ClientValues): Promise<{ id: number }> {
  return db.insertInto('customers').values({ owner_id: ownerId, ...clientColumns(v) }).returning('id').executeTakeFirstOrThrow();
}

export async function editCustomer(db: Db, ownerId: number, id: number, v: ClientValues): Promise<{ id: number }> {
  const done = await db
    .updateTable('customers')
    .set({ ...clientColumns(v), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returning('id')
    .executeTakeFirst();
  if (!done) throw missing('customer');
  return done;
}

/** The table each kind of customer is kept in, and what a missing one is called. */
const KEPT_IN = {
  [CLIENT_TYPE.individual]: { table: 'customers', what: 'customer' },
  [CLIENT_TYPE.company]: { table: 'customer_companies', what: 'company' },
} as const;

/**
 * Deleting a customer of either kind keeps their orders (an order's customer becomes none) and
 * drops their addresses; a company's people go with it by the table's cascade.
 */
async function deleteOwn(db: Db, ownerId: number, clientType: ClientType, id: number): Promise<{ id: number }> {
  const { table, what } = KEPT_IN[clientType];
  const done = await db.deleteFrom(table).where('id', '=', id).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
  if (!done) throw missing(what);
  await db.deleteFrom('customer_addresses').where('client_type', '=', clientType).where('client_id', '=', id).execute();
  return done;
}

export const deleteCustomer = (db: Db, ownerId: number, id: number) => deleteOwn(db, ownerId, CLIENT_TYPE.individual, id);

/**
 * The customer an individual order is for: the chosen one (when it is the seller's), else the
 * seller's customer with that phone, else a new customer from what the order form typed.
 */
export async function customerForOrder(
  db: Db,
  ownerId: number,
  typed: { customer_id?: number | null; name: string; phone: string; gender: number; height: number | null; weight: number | null; company: string; address: string },
): Promise<number | null> {
  if (typed.customer_id) {
    const own = await db.selectFrom('customers').select('id').where('id', '=', typed.customer_id).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!own) throw invalidField('customer_id', 'customers:not_found.customer');
    return own.id;
  }
  // Only a customer the list can show is saved: a name and a real phone.
  if (!typed.name || !PHONE_PATTERN.test(typed.phone)) return null;
  const same = await db.selectFrom('customers').select('id').where('owner_id', '=', ownerId).where('mobilephone', '=', typed.phone).orderBy('id').executeTakeFirst();
  if (same) return same.id;
  const created = await addCustomer(db, ownerId, {
    truename: typed.name.slice(0, 32),
    gender_id: typed.gender,
    mobilephone: typed.phone,
    // 0: not known yet (the order form may leave them empty); the screens show "—".
    height: Math.min(300, Math.max(0, typed.height ?? 0)),
    weight: Math.min(500, Math.max(0, typed.weight ?? 0)),
    birthday: '',
    company_name: typed.company.slice(0, 128),
    address: typed.address.slice(0, 255),
    remark: '',
  });
  return created.id;
}

// ----- what a customer's paid orders say about them -------------------------------------------

type SizeRow = {
  body_item_name: string;
  body_item_net_value: number | null;
  body_item_diff_value: number | null;
  body_item_clothes_value: number | null;
};
type SizeInfo = { size_info_type: number; size_value: string; size_data: SizeRow[] };
/** What a paid piece's detail says about its wearer (`i.detail` of paidOrderPieces). */
export type Detail = { style_number?: string; edition_number?: string; fabric_num?: string; size_info?: SizeInfo[] };

/**
 * The pieces (`i`) of the owner's paid orders (`o`) that are not deleted: what body info, pattern
 * records and the size export read a customer's sizes from.
 */
export function paidOrderPieces(db: Db, ownerId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .where('o.user_id', '=', ownerId)
    .where('o.deleted_at', 'is', null)
    .where('o.paid_at', 'is not', null);
}

/** The customer's paid orders' pieces, newest first: where body info and pattern records come from. */
async function paidPieces(db: Db, ownerId: number, customerId: number) {
  await getCustomer(db, ownerId, customerId);
  return paidOrderPieces(db, ownerId)
    .select(['o.id', 'o.order_num', 'o.paid_at', 'o.created_at', 'o.order_status_id', 'o.payamount_fen', 'i.category_name', 'i.detail'])
    .where('o.customer_id', '=', customerId)
    .orderBy('o.paid_at', 'desc')
    .orderBy('i.sort_id')
    .execute();
}

export async function bodyInfo(db: Db, ownerId: number, customerId: number) {
  const pieces = await paidPieces(db, ownerId, customerId);
  return pieces.flatMap((p) => {
    const d = p.detail as Detail;
    const rows = (d.size_info ?? []).flatMap((s) => s.size_data).filter((r) => r.body_item_net_value !== null);
    if (!rows.length) return [];
    return [
      {
        category: p.category_name,
        source: 'order' as const,
        order_num: p.order_num,
        date: (p.paid_at ?? p.created_at).toISOString(),
        size_info: rows.map((r) => ({ part_name: r.body_item_name, part_dimension: r.body_item_net_value, alter: r.body_item_diff_value })),
      },
    ];
  });
}

export async function modelings(db: Db, ownerId: number, customerId: number) {
  const pieces = await paidPieces(db, ownerId, customerId);
  return pieces.flatMap((p) => {
    const d = p.detail as Detail;
    const sizes = d.size_info ?? [];
    const garment = sizes.flatMap((s) => s.size_data).filter((r) => r.body_item_clothes_value !== null);
    const sizeNum = sizes.map((s) => s.size_value).find(Boolean) ?? '';
    if (!garment.length && !sizeNum) return [];
    return [
      {
        style_num: d.style_number ?? '',
        modeling: d.edition_number ?? '',
        size_num: sizeNum,
        category: p.category_name,
        order_num: p.order_num,
        date: (p.paid_at ?? p.created_at).toISOString(),
        // Ease: what the garment adds to the body at that point.
        garment_size: garment.map((r) => ({
          part_name: r.body_item_name,
          part_dimension: r.body_item_clothes_value,
          alter: r.body_item_net_value !== null && r.body_item_clothes_value !== null ? Math.round((r.body_item_clothes_value - r.body_item_net_value) * 10) / 10 : null,
        })),
        remark: '',
      },
    ];
  });
}

/** Every order placed for the customer (paid or not), newest first, one row per order. */
export async function consumerOrders(db: Db, ownerId: number, customerId: number, statusName: (s: number) => string) {
  await getCustomer(db, ownerId, customerId);
  const rows = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_num', 'o.created_at', 'o.order_status_id', 'o.payamount_fen'])
    .select((eb) =>
      eb.selectFrom('order_items as i').select('i.detail').whereRef('i.order_id', '=', 'o.id').orderBy('i.sort_id').limit(1).as('first_detail'),
    )
    .where('o.customer_id', '=', customerId)
    .where('o.user_id', '=', ownerId)
    .where('o.deleted_at', 'is', null)
    .orderBy('o.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((o) => {
    const d = (o.first_detail ?? {}) as Detail;
    return {
      id: o.id,
      orderNo: o.order_num,
      orderDate: o.created_at.toISOString(),
      styleNum: d.style_number ?? '',
      modeling: d.edition_number ?? '',
      sizeNum: (d.size_info ?? []).map((s) => s.size_value).find(Boolean) ?? '',
      materialNo: d.fabric_num ?? '',
      color: '',
      status: statusName(o.order_status_id),
      amount: fenToYuan(o.payamount_fen),
    };
  });
}

// ----- company customers ----------------------------------------------------------------------

function companyBase(db: Db, ownerId: number) {
  return db.selectFrom('customer_companies as b').where('b.owner_id', '=', ownerId);
}

/**
 * A company's figures: its people, and the paid orders placed under its name (a team, group
 * purchase or bulk order names the company it is for).
 */
function companySelect(qb: ReturnType<typeof companyBase>) {
  return qb.selectAll('b').select((eb) => [
    eb.selectFrom('company_people as p').select(sql<number>`count(*)::int`.as('n')).whereRef('p.company_id', '=', 'b.id').as('people_count'),
    sql<number>`(SELECT count(*)::int FROM orders o WHERE o.user_id = b.owner_id AND o.deleted_at IS NULL AND o.paid_at IS NOT NULL
      AND b.name IN (o.user_company_name, o.group_buy_company_name, o.large_goods_company_name))`.as('order_count'),
    sql<number>`(SELECT coalesce(sum(o.paid_fen), 0)::bigint FROM orders o WHERE o.user_id = b.owner_id AND o.deleted_at IS NULL AND o.paid_at IS NOT NULL
      AND b.name IN (o.user_company_name, o.group_buy_company_name, o.large_goods_company_name))`.as('order_fen'),
  ]);
}

type CompanyRecord = Awaited<ReturnType<ReturnType<typeof companySelect>['executeTakeFirstOrThrow']>>;

function companyOut(r: CompanyRecord): Company {
  return {
    id: r.id,
    name: r.name,
    contact: r.contact,
    tel: r.tel,
    address: r.address,
    remark: r.remark,
    logo: r.logo ? signedUploadUrl(r.logo) : null,
    people_count: Number(r.people_count ?? 0),
    order_count: Number(r.order_count),
    order_amount: fenToYuan(Number(r.order_fen)),
    create_time: r.created_at.toISOString(),
    update_time: r.updated_at.toISOString(),
  };
}

export async function listCompanies(db: Db, ownerId: number, q: PageQuery & { keyword?: string | undefined }) {
  let base = companyBase(db, ownerId);
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    base = base.where((eb) => eb.or([eb('b.name', 'ilike', like), eb('b.contact', 'ilike', like), eb('b.tel', 'ilike', like)]));
  }
  const { total, rows } = await paginate(base, q, (qb) => companySelect(qb).orderBy('b.id', 'desc'));
  return { count: total, list: rows.map(companyOut) };
}

export async function getCompany(db: Db, ownerId: number, id: number): Promise<Company> {
  const row = await companySelect(companyBase(db, ownerId).where('b.id', '=', id)).executeTakeFirst();
  if (!row) throw missing('company');
  return companyOut(row);
}

/** The company, locked for the rest of the transaction: a change to its people or addresses starts here. */
export async function ownCompany(db: Db, ownerId: number, id: number): Promise<{ id: number; name: string }> {
  const row = await db.selectFrom('customer_companies').select(['id', 'name']).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw missing('company');
  return row;
}

/** A company's own fields, as the add and edit forms send them. */
type CompanyFields = { name: string; remark: string; contact: string; tel: string; address: string };

export async function addCompany(db: Db, ownerId: number, v: CompanyFields): Promise<{ id: number }> {
  return db.insertInto('customer_companies').values({ owner_id: ownerId, ...v }).returning('id').executeTakeFirstOrThrow();
}

export async function editCompany(db: Db, ownerId: number, id: number, v: CompanyFields): Promise<{ id: number }> {
  const done = await db.updateTable('customer_companies').set({ ...v, updated_at: new Date() }).where('id', '=', id).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
  if (!done) throw missing('company');
  return done;
}

export const deleteCompany = (db: Db, ownerId: number, id: number) => deleteOwn(db, ownerId, CLIENT_TYPE.company, id);

// ----- a company's measured people --------------------------------------------------------------

function personOut(p: { id: number; company_id: number; truename: string; gender_id: number; height: string; weight: string; department_name: string; remark: string }): CompanyPerson {
  return {
    id: p.id,
    client_id: p.company_id,
    truename: p.truename,
    gender_id: p.gender_id,
    height: toNumber(p.height),
    weight: toNumber(p.weight),
    department_name: p.department_name,
    remark: p.remark,
  };
}

export async function listPeople(db: Db, ownerId: number, q: PageQuery & { client_id: number; keyword?: string | undefined }) {
  await ownCompany(db, ownerId, q.client_id);
  let base = db.selectFrom('company_people').where('company_id', '=', q.client_id);
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    base = base.where((eb) => eb.or([eb('truename', 'ilike', like), eb('department_name', 'ilike', like)]));
  }
  const { total, rows } = await paginate(base, q, (qb) => qb.selectAll().orderBy('id'));
  return { count: total, list: rows.map(personOut) };
}

export async function allPeople(db: Db, companyId: number) {
  return (await db.selectFrom('company_people').selectAll().where('company_id', '=', companyId).orderBy('id').execute()).map(personOut);
}

/** A person of one of the caller's companies, or 404. */
export async function ownPerson(db: Db, ownerId: number, id: number) {
  const row = await db
    .selectFrom('company_people as p')
    .innerJoin('customer_companies as b', 'b.id', 'p.company_id')
    .select(['p.id', 'p.company_id'])
    .where('p.id', '=', id)
    .where('b.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw missing('person');
  return row;
}
