import { expect, it } from 'vitest';
import { ORDER_ACTIONS } from '@/domain/orders/status';
import { standardSizeOf } from '@/domain/rules/standard-size';
import { createCartOrder } from '../../server/modules/order-store/create';
import { loadCatalogue } from '../../server/modules/catalogue/snapshot';
import { eachDatabase, type TestServer } from '../support/api';

type Summary = { id: number; order_num: string; order_status_id: number; actions: string[] };
type Page = { list: Summary[]; total: number };
type Detail = Summary & {
  layout: string;
  process_price: string;
  price: string;
  payamount: string;
  paid: string;
  contract_images: string[];
  employee_count: number;
  review_feedback: string;
  delivery_date: string | null;
  timeline: { from_status: number | null; to_status: number; action: string; note: string }[];
  logistics: { tracking_no: string; events: { text: string }[] } | null;
  detail_info: { category_id: number; quantity: number; process_price: string; tech_info: { price: string }[]; bom_info: unknown[]; size_info: unknown[]; category_size_data: { size_name: string; count: number }[] }[];
};

const SELLER = '13800000001';
const FACTORY = '13800000005';

async function sellerOrder(s: TestServer, status: number, where: { team?: boolean; type?: number } = {}) {
  let qb = s.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.order_num', 'orders.paid_fen'])
    .where('users.mobilephone', '=', SELLER)
    .where('orders.order_status_id', '=', status)
    .where('orders.deleted_at', 'is', null);
  if (where.team) qb = qb.where('orders.sub_fast_type_id', '=', 2);
  if (where.type) qb = qb.where('orders.order_type_id', '=', where.type);
  const found = await qb.orderBy('orders.id').executeTakeFirst();
  if (found) return found;
  // The fixture below is a plain individual order: a test asking for a team, group or bulk order
  // needs the seeded one, and says so rather than getting an order of another kind.
  if (where.team || where.type) throw new Error(`no order of the seller in status ${status} with ${JSON.stringify(where)}`);
  // An earlier test moved the seeded one on: make a fresh order in that status (a fixture).
  const owner = await s.db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
  const created = await createCartOrder(s.db, { id: owner.id, login_id: owner.id }, {
    order_type_id: 2,
    sub_fast_type_id: 1,
    process_price_fen: 18000,
    items: [{ category_id: 5, category_name: '男衬衫', sub_category_id: 5, sub_category_name: '男衬衫' }],
  });
  const paid = status === 1 || status === 12 ? 0 : 18000;
  await s.db.updateTable('orders').set({ order_status_id: status, paid_fen: paid }).where('id', '=', created.id).execute();
  return { id: created.id, order_num: created.order_num, paid_fen: paid };
}

async function balance(s: TestServer) {
  return (await s.db.selectFrom('users').select('money_fen').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow()).money_fen;
}

eachDatabase('orders', (s) => {
  it('lists placed orders in every status from 2 to 13, never the cart, with counts', async () => {
    const token = await s().login(SELLER);
    const list = await s().call<Page>('GET', '/order_mgmt/order_list', { token });
    const statuses = new Set(list.body.result.list.map((o) => o.order_status_id));
    for (let st = 2; st <= 13; st++) expect(statuses).toContain(st);
    expect(statuses).not.toContain(1);
    const counts = await s().call<{ order_status_id: number; cnt: number }[]>('GET', '/order_mgmt/order_status_count', { token });
    expect(counts.body.result.reduce((t, r) => t + r.cnt, 0)).toBe(list.body.result.total);
    const only8 = await s().call<Page>('GET', '/order_mgmt/order_list', { token, query: { status: 8 } });
    expect(only8.body.result.list.every((o) => o.order_status_id === 8)).toBe(true);
    const team = await s().call<Page>('GET', '/order_mgmt/order_list', { token, query: { tab: 'group1' } });
    expect(team.body.result.total).toBeGreaterThanOrEqual(1);
  });

  it('shows a full detail with price = process + techniques and the status timeline', async () => {
    const token = await s().login(SELLER);
    const o = await sellerOrder(s(), 10);
    const d = (await s().call<Detail>('GET', '/order_mgmt/order_detail', { token, query: { order_id: o.id } })).body.result;
    const techSum = d.detail_info.flatMap((i) => i.tech_info).reduce((t, x) => t + Math.round(Number(x.price) * 100), 0);
    expect(Math.round(Number(d.price) * 100)).toBe(Math.round(Number(d.process_price) * 100) + techSum);
    // A grade priced per category: the order's process price is one piece of each.
    expect(d.detail_info.length).toBeGreaterThan(1);
    expect(d.detail_info.reduce((t, i) => t + Math.round(Number(i.process_price) * 100), 0)).toBe(Math.round(Number(d.process_price) * 100));
    expect(d.detail_info[0]!.bom_info.length).toBeGreaterThan(0);
    expect(d.detail_info[0]!.size_info.length).toBeGreaterThan(0);
    expect(d.timeline.map((t) => t.to_status)).toEqual([1, 2, 13, 4, 5, 6, 7, 8, 9, 10]);
    expect(d.logistics?.events.length).toBeGreaterThan(0);
  });

  it('reads every seeded order in English: catalogue names of categories, techniques, BOM, body items, styles and shapes', async () => {
    const token = await s().login(SELLER);
    const cjk = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
    type Size = { size_data: { body_item_name: string }[] };
    type Shape = { shape_name: string; shape_item: string };
    type Item = {
      category_name: string;
      sub_category_name: string;
      wearing_style: string;
      tech_info: { type_name: string; tech_name: string; items: { item_name: string; photos: { name: string }[] }[] }[];
      bom_info: { type_name: string; content: string }[];
      special_shape_info: Shape[];
      size_info: Size[];
    };
    type Named = { order_num: string; layout: string; process_name: string; remark: string; categories: string; detail_info: Item[] };
    const sizeNames = (list: Size[]) => list.flatMap((z) => z.size_data.map((r) => r.body_item_name));
    const shapeNames = (list: Shape[]) => list.flatMap((x) => [x.shape_name, x.shape_item]);
    const names = (d: Named) => [
      d.process_name,
      d.remark,
      d.categories,
      ...d.detail_info.flatMap((i) => [
        i.category_name,
        i.sub_category_name,
        i.wearing_style,
        ...i.tech_info.flatMap((t) => [t.type_name, t.tech_name, ...t.items.flatMap((x) => [x.item_name, ...x.photos.map((p) => p.name)])]),
        ...i.bom_info.flatMap((b) => [b.type_name, b.content]),
        ...shapeNames(i.special_shape_info),
        ...sizeNames(i.size_info),
      ]),
    ];
    const detail = async (id: number, lang: 'zh' | 'en') => (await s().call<Named>('GET', '/order_mgmt/order_detail', { token, lang, query: { order_id: id } })).body.result;

    // A seeded customization with everything a detail names: in Chinese as stored, in English translated.
    const completed = await sellerOrder(s(), 10);
    const zh = await detail(completed.id, 'zh');
    const en = await detail(completed.id, 'en');
    expect(en.layout).toBe('customization');
    for (const i of en.detail_info) {
      expect(i.tech_info.length, i.category_name).toBeGreaterThan(0);
      expect(i.bom_info.length, i.category_name).toBeGreaterThan(0);
      expect(sizeNames(i.size_info).length, i.category_name).toBeGreaterThan(0);
      expect(i.special_shape_info.length, i.category_name).toBeGreaterThan(0);
      expect(i.wearing_style, i.category_name).not.toBe('');
    }
    expect(en.detail_info.flatMap((i) => i.tech_info.flatMap((t) => t.items)).length).toBeGreaterThan(0);
    expect(names(zh).filter((n) => cjk.test(n)).length).toBeGreaterThan(names(zh).length / 2);
    expect(names(en).filter((n) => cjk.test(n))).toEqual([]);

    // Every other placed order, of every layout, and the team order's employees.
    const list = (await s().call<Page>('GET', '/order_mgmt/order_list', { token })).body.result.list;
    for (const o of list) expect(names(await detail(o.id, 'en')).filter((n) => cjk.test(n)), o.order_num).toEqual([]);
    const team = await sellerOrder(s(), 5, { team: true });
    const staff = (await s().call<{ measuring_info: (Shape & { category_name: string; wearing_style: string; special_shape_info: Shape[]; size_info: Size[] })[] }[]>('GET', '/order_mgmt/employee_measure_list', { token, query: { order_id: team.id } })).body.result;
    const staffNames = staff.flatMap((e) => e.measuring_info.flatMap((m) => [m.category_name, m.wearing_style, ...shapeNames(m.special_shape_info), ...sizeNames(m.size_info)]));
    expect(staffNames.length).toBeGreaterThan(staff.length);
    expect(staffNames.filter((n) => cjk.test(n))).toEqual([]);
  });

  it('seeds a team order of 12 employees, a group order with contract images and a bulk order with sizes', async () => {
    const token = await s().login(SELLER);
    const team = await sellerOrder(s(), 1, { team: true });
    const staff = await s().call<unknown[]>('GET', '/order_mgmt/employee_measure_list', { token, query: { order_id: team.id } });
    expect(staff.body.result).toHaveLength(12);
    const info = await s().call<{ editable: boolean; company_name: string }>('GET', '/order_mgmt/employee_measure_info', { token, query: { order_id: team.id } });
    expect(info.body.result.editable).toBe(true);
    const group = await sellerOrder(s(), 4, { type: 3 });
    const g = (await s().call<Detail>('GET', '/order_mgmt/order_detail', { token, query: { order_id: group.id } })).body.result;
    expect(g.layout).toBe('group');
    expect(g.contract_images).toHaveLength(2);
    const bulk = await sellerOrder(s(), 8, { type: 4 });
    const b = (await s().call<Detail>('GET', '/order_mgmt/order_detail', { token, query: { order_id: bulk.id } })).body.result;
    expect(b.layout).toBe('large');
    // Sizes of each product's size chart (the bulk size list), the quantity their sum.
    const snapshot = await loadCatalogue(s().db);
    const chartHas = (categoryId: number, size: string) => standardSizeOf(snapshot, categoryId, snapshot.categories.find((c) => c.id === categoryId)!.gender_id || 1, null, size) !== undefined;
    expect(b.detail_info.length).toBeGreaterThan(0);
    for (const d of b.detail_info) {
      expect(d.category_size_data.length).toBeGreaterThan(1);
      for (const x of d.category_size_data) expect(chartHas(d.category_id, x.size_name), x.size_name).toBe(true);
      expect(d.quantity).toBe(d.category_size_data.reduce((t, x) => t + x.count, 0));
    }
  });

  it('cancels an order under review and refunds it with a ledger row', async () => {
    const token = await s().login(SELLER);
    const o = await sellerOrder(s(), 2);
    const before = await balance(s());
    const res = await s().call('POST', '/order_mgmt/cancel_order', { token, body: { ids: [o.id] } });
    expect(res.body.errcode).toBe(0);
    expect(await balance(s())).toBe(before + o.paid_fen);
    const row = await s().db.selectFrom('balance_log').selectAll().where('order_id', '=', o.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 2, amount_fen: o.paid_fen, balance_before_fen: before, balance_after_fen: before + o.paid_fen });
    const again = await s().call('POST', '/order_mgmt/cancel_order', { token, body: { ids: [o.id] } });
    expect(again.status).toBe(409);
    expect(await balance(s())).toBe(before + o.paid_fen);
  });

  it('allows each action only from its statuses, and a refused action changes nothing', async () => {
    const token = await s().login(SELLER);
    const calls: Record<string, (id: number) => [string, unknown]> = {
      cancel: (id) => ['/order_mgmt/cancel_order', { ids: [id] }],
      delete: (id) => ['/order_mgmt/del_order', { order_ids: [id] }],
      edit: (id) => ['/order_mgmt/edit_order', { order_id: id }],
      applyHosting: (id) => ['/order_mgmt/apply_hosting', { order_id: id }],
      applyShipping: (id) => ['/order_mgmt/apply_shipping', { order_id: id }],
      reorder: (id) => ['/order_mgmt/reorder', { order_id: id, delivery_date: '2099-01-01' }],
    };
    for (const [action, call] of Object.entries(calls)) {
      const allowed = ORDER_ACTIONS[action as keyof typeof ORDER_ACTIONS] as readonly number[];
      for (let status = 2; status <= 13; status++) {
        if (allowed.includes(status)) continue;
        const o = await sellerOrder(s(), status);
        const moneyBefore = await balance(s());
        const [path, body] = call(o.id);
        const res = await s().call('POST', path, { token, body });
        expect(res.status, `${action} from ${status}`).toBe(409);
        const after = await s().db.selectFrom('orders').select(['order_status_id', 'deleted_at']).where('id', '=', o.id).executeTakeFirstOrThrow();
        expect(after).toEqual({ order_status_id: status, deleted_at: null });
        expect(await balance(s())).toBe(moneyBefore);
      }
    }
  });

  it('hosts an in-stock order, then ships it with a logistics record', async () => {
    const token = await s().login(SELLER);
    const o = await sellerOrder(s(), 8);
    expect((await s().call('POST', '/order_mgmt/apply_hosting', { token, body: { order_id: o.id } })).body.errcode).toBe(0);
    const ship = await s().call<{ tracking_no: string }>('POST', '/order_mgmt/apply_shipping', { token, body: { order_id: o.id, receiver: '王晓明' } });
    expect(ship.body.errcode).toBe(0);
    const log = await s().call<{ tracking_no: string; receiver: string }>('GET', '/order_mgmt/logistics', { token, query: { order_id: o.id } });
    expect(log.body.result).toMatchObject({ tracking_no: ship.body.result.tracking_no, receiver: '王晓明' });
    const d = (await s().call<Detail>('GET', '/order_mgmt/order_detail', { token, query: { order_id: o.id } })).body.result;
    expect(d.timeline.slice(-2).map((t) => t.action)).toEqual(['applyHosting', 'applyShipping']);
  });

  it('reorders a completed order as a copy in the cart, for the new delivery date asked in that step', async () => {
    const token = await s().login(SELLER);
    const o = await sellerOrder(s(), 10);
    // Without a date, or with one already past, nothing is copied and the field is named.
    const before = (await s().db.selectFrom('orders').select('id').execute()).length;
    const none = await s().call<{ field: string }>('POST', '/order_mgmt/reorder', { token, lang: 'en', body: { order_id: o.id } });
    expect(none.status).toBe(400);
    expect(none.body.result.field).toBe('delivery_date');
    expect(none.body.message).toMatch(/^Delivery date: required/);
    const past = await s().call<{ field: string }>('POST', '/order_mgmt/reorder', { token, lang: 'zh', body: { order_id: o.id, delivery_date: '2020-01-01' } });
    expect(past.body.result.field).toBe('delivery_date');
    expect(past.body.message).toContain('交货日期不能早于今天');
    expect((await s().db.selectFrom('orders').select('id').execute()).length).toBe(before);
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await s().call<{ id: number; order_num: string }>('POST', '/order_mgmt/reorder', { token, body: { order_id: o.id, delivery_date: date } });
    expect(res.body.errcode).toBe(0);
    const copy = (await s().call<Detail>('GET', '/common.cart/cart_detail', { token, query: { order_id: res.body.result.id } })).body.result;
    const original = (await s().call<Detail>('GET', '/order_mgmt/order_detail', { token, query: { order_id: o.id } })).body.result;
    expect(copy.order_status_id).toBe(1);
    expect(copy.payamount).toBe(original.payamount);
    expect(copy.detail_info).toHaveLength(original.detail_info.length);
    expect(copy.order_num).not.toBe(original.order_num);
    expect(copy.delivery_date).toBe(date);
  });

  it('reopens a refused order in the cart with its payment refunded, and deletes another refused one with a refund', async () => {
    const token = await s().login(SELLER);
    const o = await sellerOrder(s(), 3);
    const d = (await s().call<Detail>('GET', '/order_mgmt/order_detail', { token, query: { order_id: o.id } })).body.result;
    expect(d.review_feedback).not.toBe('');
    const before = await balance(s());
    expect((await s().call('POST', '/order_mgmt/edit_order', { token, body: { order_id: o.id } })).body.errcode).toBe(0);
    expect(await balance(s())).toBe(before + o.paid_fen);
    const inCart = await s().call<Page>('GET', '/common.cart/cart_list', { token, query: { skey: o.order_num } });
    expect(inCart.body.result.list.map((r) => r.id)).toEqual([o.id]);
    // Pay it again, let the factory refuse it again, then delete it: refunded once more.
    await s().call('POST', '/common.cart/pay', { token, body: { order_ids: [o.id], pay_password: '123456' } });
    const factory = await s().login(FACTORY);
    await s().call('POST', '/factory.board/review', { token: factory, body: { order_id: o.id, pass: false, feedback: '面料缺货' } });
    const mid = await balance(s());
    expect((await s().call('POST', '/order_mgmt/del_order', { token, body: { order_ids: String(o.id) } })).body.errcode).toBe(0);
    expect(await balance(s())).toBe(mid + o.paid_fen);
    expect((await s().call('GET', '/order_mgmt/order_detail', { token, query: { order_id: o.id } })).status).toBe(404);
  });

  it('lets the factory review and advance orders, recording every move in the timeline', async () => {
    const factory = await s().login(FACTORY);
    const seller = await s().login(SELLER);
    // The seller's order in review (status 13), by its properties: the board's first row may be
    // anyone's, and the seller reads the timeline below.
    const o = await sellerOrder(s(), 13);
    const board = await s().call<Page>('GET', '/factory.board/order_list', { token: factory, query: { status: 13 } });
    expect(board.body.result.list.map((r) => r.id)).toContain(o.id);
    for (const next of [4, 5, 6, 7, 8]) {
      const r = await s().call<{ order_status_id: number }>('POST', '/factory.board/advance', { token: factory, body: { order_id: o.id } });
      expect(r.body.result.order_status_id).toBe(next);
    }
    expect((await s().call('POST', '/factory.board/advance', { token: factory, body: { order_id: o.id } })).status).toBe(409);
    const d = (await s().call<Detail>('GET', '/order_mgmt/order_detail', { token: seller, query: { order_id: o.id } })).body.result;
    expect(d.timeline.slice(-5).map((t) => t.to_status)).toEqual([4, 5, 6, 7, 8]);
    const noFeedback = await s().call('POST', '/factory.board/review', { token: factory, body: { order_id: o.id, pass: false } });
    expect(noFeedback.body.result).toEqual({ field: 'feedback' });
  });

  it('offers the factory only the viewing actions on an order it reads, never the seller ones it would be refused', async () => {
    const factory = await s().login(FACTORY);
    const seller = await s().login(SELLER);
    for (const [status, forSeller, forFactory] of [
      [2, ['cancel'], []],
      [3, ['delete', 'edit', 'feedback'], ['feedback']],
      [9, ['logistics'], ['logistics']],
      [12, ['delete', 'reorder'], []],
    ] as const) {
      const o = await sellerOrder(s(), status);
      const asFactory = await s().call<Detail>('GET', '/order_mgmt/order_detail', { token: factory, query: { order_id: o.id } });
      expect(asFactory.body.result.actions, `status ${status}`).toEqual(forFactory);
      const asSeller = await s().call<Detail>('GET', '/order_mgmt/order_detail', { token: seller, query: { order_id: o.id } });
      expect(asSeller.body.result.actions, `status ${status}`).toEqual(forSeller);
    }
    const board = await s().call<Page>('GET', '/factory.board/order_list', { token: factory, query: { status: 2 } });
    expect(board.body.result.list.every((o) => o.actions.length === 0)).toBe(true);
  });

  it("shows a shop account its member's orders without the member's actions, which it may not take", async () => {
    const shop = await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13800000002').executeTakeFirstOrThrow();
    const member = await s()
      .db.insertInto('users')
      .values({ mobilephone: '13800000091', username: 'member91', user_type: 1, role_id: 1, parent_id: shop.id, password_hash: 'unused', pay_locked_until: null, module_codes: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await createCartOrder(s().db, { id: member.id, login_id: member.id }, {
      order_type_id: 2,
      sub_fast_type_id: 1,
      process_price_fen: 18000,
      items: [{ category_id: 5, category_name: '男衬衫', sub_category_id: 5, sub_category_name: '男衬衫' }],
    });
    await s().db.updateTable('orders').set({ order_status_id: 2, paid_fen: 18000 }).where('id', '=', created.id).execute();
    const token = await s().login('13800000002');
    const list = await s().call<Page>('GET', '/order_mgmt/order_list', { token, query: { skey: created.order_num } });
    expect(list.body.result.list.map((o) => [o.id, o.actions])).toEqual([[created.id, []]]);
    const detail = await s().call<Detail>('GET', '/order_mgmt/order_detail', { token, query: { order_id: created.id } });
    expect(detail.body.result.actions).toEqual([]);
    expect((await s().call('POST', '/order_mgmt/cancel_order', { token, body: { ids: [created.id] } })).status).toBe(403);
  });

  it("says employee_measure_info is editable only to the team order's owner while it is in the cart", async () => {
    const shop = await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13800000002').executeTakeFirstOrThrow();
    const member = await s()
      .db.insertInto('users')
      .values({ mobilephone: '13800000092', username: 'member92', user_type: 1, role_id: 1, parent_id: shop.id, password_hash: 'unused', pay_locked_until: null, module_codes: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await createCartOrder(s().db, { id: member.id, login_id: member.id }, {
      order_type_id: 2,
      sub_fast_type_id: 2,
      process_price_fen: 18000,
      items: [{ category_id: 5, category_name: '男衬衫', sub_category_id: 5, sub_category_name: '男衬衫' }],
      employees: [{ truename: '员工1', gender_id: 1, measuring_info: [{ category_name: '男衬衫', sub_category_id: 5 }] }],
    });
    const employee = await s().db.selectFrom('order_employees').select('id').where('order_id', '=', created.id).executeTakeFirstOrThrow();
    type Info = { editable: boolean };
    const asShop = await s().call<Info>('GET', '/order_mgmt/employee_measure_info', { token: await s().login('13800000002'), query: { order_id: created.id } });
    expect(asShop.body.errcode).toBe(0);
    expect(asShop.body.result.editable).toBe(false);
    // The shop would indeed be refused the edit.
    const edit = await s().call('POST', '/order_mgmt/employee_measure_edit', { token: await s().login('13800000002'), body: { order_id: created.id, employee_id: employee.id, truename: '改名' } });
    expect(edit.status).toBe(403);

    const seller = await s().login(SELLER);
    const own = await sellerOrder(s(), 1, { team: true });
    expect((await s().call<Info>('GET', '/order_mgmt/employee_measure_info', { token: seller, query: { order_id: own.id } })).body.result.editable).toBe(true);
    const placed = await sellerOrder(s(), 5, { team: true });
    expect((await s().call<Info>('GET', '/order_mgmt/employee_measure_info', { token: seller, query: { order_id: placed.id } })).body.result.editable).toBe(false);
    const single = await sellerOrder(s(), 1, { type: 4 });
    expect((await s().call<Info>('GET', '/order_mgmt/employee_measure_info', { token: seller, query: { order_id: single.id } })).body.result.editable).toBe(false);
  });

  it('lets the factory read placed orders only, never a cart order', async () => {
    const factory = await s().login(FACTORY);
    const cart = await sellerOrder(s(), 1, { team: true });
    for (const path of ['/order_mgmt/order_detail', '/common.cart/cart_detail', '/order_mgmt/employee_measure_list', '/order_mgmt/employee_measure_info']) {
      const res = await s().call('GET', path, { token: factory, query: { order_id: cart.id } });
      expect(res.status, path).toBe(404);
      expect(res.body.errcode).toBe(40004);
    }
    const placed = await sellerOrder(s(), 2);
    expect((await s().call('GET', '/order_mgmt/order_detail', { token: factory, query: { order_id: placed.id } })).status).toBe(200);
  });

  it('answers cart_detail only for orders still in the cart', async () => {
    const token = await s().login(SELLER);
    const cart = await sellerOrder(s(), 1);
    const inCart = await s().call<Detail>('GET', '/common.cart/cart_detail', { token, query: { order_id: cart.id } });
    expect(inCart.body.result.order_status_id).toBe(1);
    for (const status of [2, 10]) {
      const placed = await sellerOrder(s(), status);
      for (const [lang, message] of [
        ['en', 'This order is no longer in the cart'],
        ['zh', '该订单已不在购物车中'],
      ] as const) {
        const res = await s().call('GET', '/common.cart/cart_detail', { token, lang, query: { order_id: placed.id } });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ errcode: 40004, message, result: null });
      }
    }
    const factory = await s().login(FACTORY);
    const placed = await sellerOrder(s(), 2);
    expect((await s().call('GET', '/common.cart/cart_detail', { token: factory, query: { order_id: placed.id } })).status).toBe(404);
  });

  it("answers the factory's cancel of a placed order as it answers a missing one, and cancels nothing", async () => {
    const factory = await s().login(FACTORY);
    const o = await sellerOrder(s(), 2);
    const cancel = async (id: number) => {
      const res = await s().call('POST', '/order_mgmt/cancel_order', { token: factory, body: { ids: [id] } });
      return [res.status, res.body.errcode, res.body.message];
    };
    expect(await cancel(o.id)).toEqual(await cancel(2_000_000_000));
    expect((await s().db.selectFrom('orders').select('order_status_id').where('id', '=', o.id).executeTakeFirstOrThrow()).order_status_id).toBe(2);
  });

  it('keeps the factory board to factory accounts', async () => {
    const seller = await s().login(SELLER);
    expect((await s().call('GET', '/factory.board/order_list', { token: seller })).status).toBe(403);
    const o = await sellerOrder(s(), 13);
    expect((await s().call('POST', '/factory.board/advance', { token: seller, body: { order_id: o.id } })).status).toBe(403);
  });

  it("does not show one account's placed orders to another", async () => {
    const other = await s().login('13800000003');
    const list = await s().call<Page>('GET', '/order_mgmt/order_list', { token: other });
    const o = await sellerOrder(s(), 9);
    expect(list.body.result.list.map((x) => x.id)).not.toContain(o.id);
    expect((await s().call('GET', '/order_mgmt/logistics', { token: other, query: { order_id: o.id } })).status).toBe(404);
    expect((await s().call('POST', '/order_mgmt/apply_hosting', { token: other, body: { order_id: o.id } })).status).toBe(404);
  });

  it('changes and removes team employees only while the order is in the cart', async () => {
    const token = await s().login(SELLER);
    const team = await sellerOrder(s(), 1, { team: true });
    const staff = (await s().call<{ id: number }[]>('GET', '/order_mgmt/employee_measure_list', { token, query: { order_id: team.id } })).body.result;
    const before = await s().db.selectFrom('orders').select(['quantity', 'payamount_fen']).where('id', '=', team.id).executeTakeFirstOrThrow();
    expect((await s().call('POST', '/order_mgmt/employee_measure_edit', { token, body: { order_id: team.id, employee_id: staff[0]!.id, department_name: '总经办' } })).body.errcode).toBe(0);
    expect((await s().call('POST', '/order_mgmt/employee_measure_delete', { token, body: { order_id: team.id, employee_id: staff[0]!.id } })).body.errcode).toBe(0);
    const after = await s().db.selectFrom('orders').select(['quantity', 'payamount_fen']).where('id', '=', team.id).executeTakeFirstOrThrow();
    expect(after.quantity).toBeLessThan(before.quantity);
    expect(after.payamount_fen).toBeLessThan(before.payamount_fen);
    const placedTeam = await sellerOrder(s(), 5, { team: true });
    const placedStaff = (await s().call<{ id: number }[]>('GET', '/order_mgmt/employee_measure_list', { token, query: { order_id: placedTeam.id } })).body.result;
    const refused = await s().call('POST', '/order_mgmt/employee_measure_delete', { token, body: { order_id: placedTeam.id, employee_id: placedStaff[0]!.id } });
    expect(refused.status).toBe(409);
  });
});
