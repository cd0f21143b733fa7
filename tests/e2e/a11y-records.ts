/**
 * The records the accessibility sweep opens the detail screens on: the seeded ones where the seed
 * has them (orders of every layout, the cart, the team order's employees), and, where it has none,
 * made through the API as their users make them (a group order at each of its stages, an ordering
 * conference with a sample, a haute couture task, foreign customization orders).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/database';
import { loadCatalogue } from '../../server/modules/catalogue/snapshot';
import { CONFERENCE_PATHS } from '../../src/domain/ordering-conference/paths';
import { GROUP_PATHS } from '../../src/domain/group-buy/paths';
import { HAUTE_COUTURE_PATHS } from '../../src/domain/haute-couture/paths';
import { DETAIL_LAYOUTS } from '../../src/domain/orders/cart';
import { foreignOrderOf } from '../support/foreign-order';
import { baseUrl } from './support';

type Envelope<T> = { errcode: number; message: string; result: T };

export async function apiCall<T>(token: string, method: 'GET' | 'POST', p: string, body?: Record<string, unknown>): Promise<T> {
  const url = new URL(`${baseUrl()}/order_admin${p}`);
  if (method === 'GET') for (const [k, v] of Object.entries(body ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: { 'x-token': token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (answer.errcode !== 0) throw new Error(`${p}: ${answer.errcode} ${answer.message}`);
  return answer.result;
}

export async function apiLogin(mobilephone: string): Promise<string> {
  const anon = (await (await fetch(`${baseUrl()}/order_admin/token/get`)).json()) as Envelope<{ token: string }>;
  return (await apiCall<{ token: string }>(anon.result.token, 'POST', '/index/login', { mobilephone, password: 'demo1234', captcha_code: '' })).token;
}

/** A screen to open and words it shows once its record has loaded (so the check never reads the screen before). */
export type Screen = { route: string; shows: string };

type ListedOrder = { id: number; order_num: string; actions: string[]; sub_fast_type_id?: number | null; layout?: string };

/** The seller's order details: one per layout (orders and cart), the team order's employee table, and the orders whose logistics and feedback open a dialog. */
export async function sellerOrders(token: string): Promise<{ details: Screen[]; employees: Screen; logistics?: Screen; feedback?: Screen }> {
  const details: Screen[] = [];
  let logistics: Screen | undefined;
  let feedback: Screen | undefined;
  for (const tab of DETAIL_LAYOUTS) {
    const list = (await apiCall<{ list: ListedOrder[] }>(token, 'GET', '/order_mgmt/order_list', { tab, size: 1000 })).list;
    const screen = (o: ListedOrder) => ({ route: `/home/orderDetail/${o.order_num}?id=${o.id}&type=${tab}`, shows: o.order_num });
    if (list[0]) details.push(screen(list[0]));
    const withLogistics = list.find((o) => o.actions.includes('logistics'));
    const withFeedback = list.find((o) => o.actions.includes('feedback'));
    logistics ??= withLogistics && screen(withLogistics);
    feedback ??= withFeedback && screen(withFeedback);
  }
  const cart = (await apiCall<{ list: (ListedOrder & { layout: string })[] }>(token, 'GET', '/common.cart/cart_list', { page: 1, size: 100 })).list;
  for (const layout of new Set(cart.map((o) => o.layout))) {
    const o = cart.find((c) => c.layout === layout)!;
    details.push({ route: `/home/cart-detail/${o.id}/${o.order_num}?type=${layout}`, shows: o.order_num });
  }
  const team = cart.find((o) => o.sub_fast_type_id === 2);
  if (!team) throw new Error('the seed has no team order in the cart');
  return { details, employees: { route: `/home/employee-measure-table/${team.id}/${team.order_num}`, shows: team.order_num }, logistics, feedback };
}

/**
 * Two foreign customization orders, as the seller places them (the seed has none): one paid, for
 * the order detail's foreign layout, one left in the cart, for the cart's. Placed before
 * `sellerOrders` lists the orders of each layout.
 */
export async function foreignOrders(token: string, db: Db): Promise<void> {
  const order = foreignOrderOf(await loadCatalogue(db));
  const paid = await apiCall<{ id: number }>(token, 'POST', '/foreign_custom/addOrder', order);
  await apiCall(token, 'POST', '/common.cart/pay', { order_ids: [paid.id], pay_password: '123456' });
  await apiCall(token, 'POST', '/foreign_custom/addOrder', order);
}

type ProductOption = { product_code: string; category_id: number; edition_number: string; fabric_num: string; tech_ids: number[] };

/**
 * Six group orders of the seller's first company, one at each stage (entry, review, assigning,
 * sizing, the check, placed), each moved there as the stages go; answers their screens' paths.
 */
export async function groupOrdersAtEachStage(token: string, db: Db, seller: string, measurer: string): Promise<Screen[]> {
  const products = (await apiCall<{ list: ProductOption[] }>(token, 'GET', GROUP_PATHS.products)).list;
  const goods = [products.find((p) => p.product_code === 'P01001')!, products.find((p) => p.product_code === 'P02001')!];
  const company = await db.selectFrom('customer_companies as c').innerJoin('users as u', 'u.id', 'c.owner_id').select(['c.id', 'c.name']).where('u.mobilephone', '=', seller).orderBy('c.id').executeTakeFirstOrThrow();
  const measurerId = (await db.selectFrom('users').select('id').where('mobilephone', '=', measurer).executeTakeFirstOrThrow()).id;
  const entry = {
    id: null,
    company_customer_id: company.id,
    company_name: company.name,
    contacts: '周经理',
    user_mobilephone: '13900002222',
    user_address: '深圳市南山区科技园',
    delivery_date: '2027-03-01 00:00:00',
    fabric_type_id: 1,
    prepay: 500,
    goods_info: goods.map((p) => ({ product_code: p.product_code, category_id: p.category_id, quantity: 3, style_number: '', edition_number: p.edition_number, fabric_num: p.fabric_num, tech_info: p.tech_ids })),
  };
  const screens: Screen[] = [];
  for (let stage = 1; stage <= 6; stage++) {
    const { id } = await apiCall<{ id: number }>(token, 'POST', GROUP_PATHS.save, entry);
    if (stage > 1) await apiCall(token, 'POST', GROUP_PATHS.submit, { id });
    if (stage > 2) await apiCall(token, 'POST', GROUP_PATHS.review, { id, pass: true, override: true });
    if (stage > 3) await apiCall(token, 'POST', GROUP_PATHS.assign, { id, measurer_ids: [measurerId], with_people: true });
    if (stage > 4) {
      const people = (await apiCall<{ list: { id: number }[] }>(token, 'GET', GROUP_PATHS.people, { id })).list;
      const overrides = people.flatMap((p) => goods.map((g, i) => ({ person_id: p.id, category_id: g.category_id, size: i === 0 ? '170/88A' : '170/74A' })));
      await apiCall(token, 'POST', GROUP_PATHS.sizes, { id, overrides });
      await apiCall(token, 'POST', GROUP_PATHS.confirmSizes, { id });
    }
    if (stage > 5) await apiCall(token, 'POST', GROUP_PATHS.addOrder, { id });
    screens.push({ route: `/home/groupPurchase/${id}`, shows: `#${id}` });
  }
  return screens;
}

/** An ordering conference with one sample: its detail on the conference screen, and the sample's tag page. */
export async function conferenceWithSample(token: string): Promise<{ detail: Screen; tag: Screen }> {
  const name = '无障碍检查订货会';
  const { id } = await apiCall<{ id: number }>(token, 'POST', CONFERENCE_PATHS.save, { name, start_date: '2026-12-01', end_date: '2026-12-03' });
  await apiCall(token, 'POST', CONFERENCE_PATHS.addSample, { conference_id: id, product_no: 'P01001', price: '399.50', sizes: ['165/84A', '170/88A', '175/92A'] });
  const detail = await apiCall<{ samples: { product_no: string; tag: string }[] }>(token, 'GET', CONFERENCE_PATHS.detail, { id });
  const sample = detail.samples[0]!;
  return {
    detail: { route: `/home/ordering-conference?id=${id}`, shows: sample.product_no },
    tag: { route: `/sample-tag/${encodeURIComponent(sample.product_no)}?tag=${encodeURIComponent(sample.tag)}`, shows: name },
  };
}

/** A haute couture task with every part of its detail filled (sizes, shapes, an alteration); answers its detail's path. */
export async function coutureTask(token: string, db: Db): Promise<Screen> {
  const snapshot = await loadCatalogue(db);
  const category = snapshot.categories[0]!;
  const edition = snapshot.editions.find((e) => e.category_id === category.id)!;
  const item = snapshot.category_items.find((i) => i.category_id === category.id)!;
  const { id } = await apiCall<{ id: number }>(token, 'POST', HAUTE_COUTURE_PATHS.save, {
    uid: randomUUID(),
    cust_name: '周先生',
    gender_id: 1,
    company: '远航贸易',
    phone: '13912345678',
    delivery_date: '2027-01-15',
    store: '南京路店',
    measurer: '李师傅',
    remark: '左肩略低',
    clear_dimension: { height: 178, weight: 72.5, bust: 98, waist: 84 },
    special_items: [{ name: 'sloped_shoulder', value: 2 }],
    size_alterations: [{ category_id: category.id, modeling_id: edition.id, size: '175/96A', body_items: [{ body_item_id: item.item_id, value: -1.5 }] }],
  });
  return { route: `/home/custom-detail/${id}`, shows: '左肩略低' };
}
