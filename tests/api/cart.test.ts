import { expect, it } from 'vitest';
import { formatYuan, yuanToFen } from '@/domain/shared/money';
import { createCartOrder } from '../../server/modules/order-store/create';
import { eachDatabase, type TestServer } from '../support/api';
import { shirtOrder } from '../support/cart-orders';

type Row = { id: number; order_num: string; order_type_id: number; payamount: string; quantity: number; detail_info: { sub_category_id: number; quantity: number; unit_price: string }[] };
type Page = { list: Row[]; total: number; page: number; size: number };

/** The account as it places an order itself (no staff login between). */
async function placer(s: TestServer, phone: string) {
  const id = await userId(s, phone);
  return { id, login_id: id };
}

async function userId(s: TestServer, phone: string): Promise<number> {
  return (await s.db.selectFrom('users').select('id').where('mobilephone', '=', phone).executeTakeFirstOrThrow()).id;
}

async function balanceFen(s: TestServer, phone: string): Promise<number> {
  return (await s.db.selectFrom('users').select('money_fen').where('mobilephone', '=', phone).executeTakeFirstOrThrow()).money_fen;
}

async function ledgerRows(s: TestServer, phone: string) {
  const id = await userId(s, phone);
  return s.db.selectFrom('balance_log').selectAll().where('user_id', '=', id).orderBy('id').execute();
}

eachDatabase('cart', (s) => {
  it("lists each order with its detail's unit price, techniques included, and without sizes or BOM", async () => {
    const token = await s().login('13800000001');
    const page = await s().call<{ list: (Row & { unit_price: string; detail_info: Record<string, unknown>[] })[] }>('GET', '/common.cart/cart_list', { token, query: { size: 20 } });
    expect(page.body.result.list.length).toBeGreaterThanOrEqual(6);
    for (const row of page.body.result.list) {
      const detail = await s().call<{ unit_price: string; detail_info: { process_price: string; retail: string; tech_price: string }[] }>('GET', '/common.cart/cart_detail', { token, query: { order_id: row.id } });
      // The detail's pieces priced as spec 1 §5 says: process plus retail plus techniques.
      const pieces = detail.body.result.detail_info.reduce((sum, d) => sum + yuanToFen(d.process_price)! + yuanToFen(d.retail)! + yuanToFen(d.tech_price)!, 0);
      expect(yuanToFen(row.unit_price)).toBe(pieces);
      expect(row.unit_price).toBe(detail.body.result.unit_price);
      for (const item of row.detail_info) for (const key of ['tech_info', 'size_info', 'bom_info']) expect(item).not.toHaveProperty(key);
    }
  });

  it('lists at least six seeded cart orders across the three tabs, three per page by default', async () => {
    const token = await s().login('13800000001');
    const all = await s().call<Page>('GET', '/common.cart/cart_list', { token });
    expect(all.body.errcode).toBe(0);
    expect(all.body.result.total).toBeGreaterThanOrEqual(6);
    expect(all.body.result.list).toHaveLength(3);
    for (const types of ['1,2', '3', '4']) {
      const tab = await s().call<Page>('GET', '/common.cart/cart_list', { token, query: { order_type_id: types } });
      expect(tab.body.result.total).toBeGreaterThanOrEqual(1);
      for (const r of tab.body.result.list) expect(types.split(',').map(Number)).toContain(r.order_type_id);
    }
    const counts = await s().call<{ order_status_id: number; cnt: number }[]>('GET', '/common.cart/cart_count', { token });
    expect(counts.body.result).toEqual([{ order_status_id: 1, cnt: all.body.result.total }]);
  });

  it('searches the cart by order number and customer name', async () => {
    const token = await s().login('13800000001');
    const first = (await s().call<Page>('GET', '/common.cart/cart_list', { token })).body.result.list[0]!;
    const byNum = await s().call<Page>('GET', '/common.cart/cart_list', { token, query: { skey: first.order_num } });
    expect(byNum.body.result.list.map((r) => r.id)).toEqual([first.id]);
    const byName = await s().call<Page>('GET', '/common.cart/cart_list', { token, query: { skey: '温州瓯海', size: 10 } });
    expect(byName.body.result.total).toBe(1);
  });

  it('names the field of a bad input', async () => {
    const token = await s().login('13800000001');
    const size = await s().call('GET', '/common.cart/cart_list', { token, query: { size: 0 } });
    expect(size.status).toBe(400);
    expect(size.body.result).toEqual({ field: 'size' });
    const qty = await s().call('POST', '/common.cart/change_quantity', { token, body: { order_id: 1, category_array: [{ sub_category_id: 1, quantity: 0 }] } });
    expect(qty.status).toBe(400);
    expect(qty.body.result).toEqual({ field: 'category_array.0.quantity' });
    const pw = await s().call('POST', '/common.cart/pay', { token, body: { order_ids: [1], pay_password: '12ab56' }, lang: 'zh' });
    expect(pw.body.result).toEqual({ field: 'pay_password' });
    expect(pw.body.message).toMatch(/^支付密码：/);
    const ids = await s().call('POST', '/common.cart/del_cart', { token, body: { order_ids: 'x,y' } });
    expect(ids.body.result.field).toMatch(/^order_ids/);
  });

  it('recomputes the amount when a quantity changes, and applies one Idempotency-Key once', async () => {
    const s0 = s();
    const token = await s0.login('13800000001');
    const order = await createCartOrder(s0.db, (await placer(s0, '13800000001')), shirtOrder(18000));
    const key = `qty-${order.id}-aaaaaaaa`;
    const headers = { 'idempotency-key': key };
    const first = await s0.call<Row>('POST', '/common.cart/change_quantity', {
      token,
      headers,
      body: { order_id: order.id, category_array: [{ sub_category_id: 5, quantity: 3 }] },
    });
    expect(first.body.errcode).toBe(0);
    expect(first.body.result.quantity).toBe(3);
    expect(first.body.result.payamount).toBe('660.00');
    // The same key with the same body is the same mutation replayed: the stored answer, no effect.
    const replay = await s0.call<Row>('POST', '/common.cart/change_quantity', {
      token,
      headers,
      body: { order_id: order.id, category_array: [{ sub_category_id: 5, quantity: 3 }] },
    });
    expect(replay.body).toEqual(first.body);
    // The same key with another body is refused, in the caller's language: replaying the first
    // answer would silently drop this change.
    for (const lang of ['en', 'zh'] as const) {
      const reused = await s0.call<{ field: string }>('POST', '/common.cart/change_quantity', {
        token,
        lang,
        headers,
        body: { order_id: order.id, category_array: [{ sub_category_id: 5, quantity: 7 }] },
      });
      expect(reused.status).toBe(422);
      expect(reused.body.errcode).toBe(40022);
      expect(reused.body.result.field).toBe('Idempotency-Key');
      expect(reused.body.message).toBe(lang === 'en' ? 'This Idempotency-Key was already used with a different request body; this change was not saved' : '此 Idempotency-Key 已用于另一内容的请求，本次更改未保存');
    }
    const stored = await s0.db.selectFrom('orders').select(['quantity', 'payamount_fen']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ quantity: 3, payamount_fen: 66000 });
  });

  it('deletes cart orders once per Idempotency-Key', async () => {
    const s0 = s();
    const token = await s0.login('13800000001');
    const order = await createCartOrder(s0.db, (await placer(s0, '13800000001')), shirtOrder(18000));
    const headers = { 'idempotency-key': `del-${order.id}-bbbbbbbb` };
    const first = await s0.call('POST', '/common.cart/del_cart', { token, headers, body: { order_ids: String(order.id) } });
    expect(first.body).toMatchObject({ errcode: 0, result: { deleted: 1 } });
    const again = await s0.call('POST', '/common.cart/del_cart', { token, headers, body: { order_ids: String(order.id) } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Without the key the order is simply gone.
    const fresh = await s0.call('POST', '/common.cart/del_cart', { token, body: { order_ids: [order.id] } });
    expect(fresh.body.errcode).toBe(40004);
  });

  it('refuses to change the quantity of a team order', async () => {
    const token = await s().login('13800000001');
    const team = await s().db.selectFrom('orders').select('id').where('sub_fast_type_id', '=', 2).where('order_status_id', '=', 1).executeTakeFirstOrThrow();
    // Suit jackets (category 1) are among its pieces: a category it has, refused because it is a team order.
    const res = await s().call('POST', '/common.cart/change_quantity', { token, body: { order_id: team.id, category_array: [{ sub_category_id: 1, quantity: 2 }] } });
    expect(res.status).toBe(409);
  });

  it('charges exactly once when the same orders are paid by 20 concurrent requests', async () => {
    const s0 = s();
    const token = await s0.login('13800000001');
    const uid = await userId(s0, '13800000001');
    const a = await createCartOrder(s0.db, { id: uid, login_id: uid }, shirtOrder(18000, 2));
    const b = await createCartOrder(s0.db, { id: uid, login_id: uid }, shirtOrder(26000, 1));
    const before = await balanceFen(s0, '13800000001');
    const ledgerBefore = (await ledgerRows(s0, '13800000001')).length;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => s0.call('POST', '/common.cart/pay', { token, body: { order_ids: [a.id, b.id], pay_password: '123456' } })),
    );
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errcode !== 0)) expect(r.body.errcode).toBe(40009);
    const total = (18000 + 4000) * 2 + (26000 + 4000);
    expect(await balanceFen(s0, '13800000001')).toBe(before - total);
    const rows = (await ledgerRows(s0, '13800000001')).slice(ledgerBefore);
    expect(rows.map((r) => r.amount_fen).sort()).toEqual([-44000, -30000].sort());
    expect(rows.map((r) => r.order_id).sort()).toEqual([a.id, b.id].sort());
    const statuses = await s0.db.selectFrom('orders').select('order_status_id').where('id', 'in', [a.id, b.id]).execute();
    expect(statuses.map((x) => x.order_status_id)).toEqual([2, 2]);
    expect(yuanToFen((ok[0]!.body.result as { balance: string }).balance)).toBe(before - total);
  });

  it('keeps the ledger a chain whose sum equals the balance change', async () => {
    const rows = await ledgerRows(s(), '13800000001');
    expect(rows.length).toBeGreaterThan(10);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.balance_before_fen).toBe(rows[i - 1]!.balance_after_fen);
    const sum = rows.reduce((t, r) => t + r.amount_fen, 0);
    expect(rows[0]!.balance_before_fen + sum).toBe(await balanceFen(s(), '13800000001'));
    const token = await s().login('13800000001');
    const log = await s().call<{ balance: string; total: number; list: { money: string; oldNum: string; newNum: string; type: number }[] }>(
      'GET',
      '/common.account/balance_log',
      { token, query: { size: 100 } },
    );
    expect(log.body.result.total).toBe(rows.length);
    expect(yuanToFen(log.body.result.balance)).toBe(await balanceFen(s(), '13800000001'));
    expect(log.body.result.list[0]!.newNum).toBe(log.body.result.balance);
    const refunds = await s().call<{ list: { type: number }[] }>('GET', '/common.account/balance_log', { token, query: { type: 2, size: 100 } });
    expect(refunds.body.result.list.every((r) => r.type === 2)).toBe(true);
  });

  it("names each ledger row's categories in the reader's language, from the ids it stored", async () => {
    const token = await s().login('13800000001');
    const read = async (lang: 'zh' | 'en') =>
      (await s().call<{ list: { orderId: string; category: string; type: number }[] }>('GET', '/common.account/balance_log', { token, lang, query: { size: 100 } })).body.result.list;
    const [zh, en] = [await read('zh'), await read('en')];
    const withOrder = zh.filter((r) => r.orderId);
    expect(withOrder.length).toBeGreaterThan(3);
    for (const r of withOrder) {
      const english = en.find((e) => e.orderId === r.orderId && e.type === r.type)!.category;
      expect(r.category).toMatch(/[\u4e00-\u9fff]/);
      expect(english, r.category).not.toMatch(/[\u4e00-\u9fff]/);
      expect(english.split('/')).toHaveLength(r.category.split('/').length);
    }
    expect(en.map((r) => r.category)).toContain('Suit jacket/Suit trousers');
    // Stored as ids beside the Chinese names.
    const stored = await s().db.selectFrom('balance_log').select(['category', 'category_ids']).where('order_id', 'is not', null).execute();
    expect(stored.every((r) => r.category_ids.length === r.category.split('/').length)).toBe(true);
  });

  it('refuses a wrong payment password without changing anything, and locks after five', async () => {
    const s0 = s();
    const token = await s0.login('13800000002');
    const order = await createCartOrder(s0.db, (await placer(s0, '13800000002')), shirtOrder(18000));
    const before = await balanceFen(s0, '13800000002');
    for (let i = 1; i <= 4; i++) {
      const r = await s0.call('POST', '/common.cart/pay', { token, body: { order_ids: [order.id], pay_password: '000000' } });
      expect(r.status).toBe(422);
      expect(r.body.result).toMatchObject({ field: 'pay_password', tries_left: 5 - i });
    }
    const fifth = await s0.call('POST', '/common.cart/pay', { token, body: { order_ids: [order.id], pay_password: '000000' } });
    expect(fifth.status).toBe(429);
    const right = await s0.call('POST', '/common.cart/pay', { token, body: { order_ids: [order.id], pay_password: '123456' } });
    expect(right.status).toBe(429);
    expect(await balanceFen(s0, '13800000002')).toBe(before);
    const o = await s0.db.selectFrom('orders').select('order_status_id').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(o.order_status_id).toBe(1);
  });

  it("counts wrong payment passwords per login: a staff login's tries lock that login only, the owner's lock the owner", async () => {
    const s0 = s();
    const owner = await s0.login('13800000001');
    const staff = await s0.login('13800000006');
    const pay = (token: string, orderId: number, password: string) => s0.call('POST', '/common.cart/pay', { token, body: { order_ids: [orderId], pay_password: password } });
    const first = await createCartOrder(s0.db, await placer(s0, '13800000001'), shirtOrder(18000));
    for (let i = 1; i <= 4; i++) expect((await pay(staff, first.id, '000000')).body.result).toMatchObject({ tries_left: 5 - i });
    // The owner's count is its own: its first wrong try leaves four.
    expect((await pay(owner, first.id, '000000')).body.result).toMatchObject({ tries_left: 4 });
    expect((await pay(staff, first.id, '000000')).status).toBe(429);
    expect((await pay(staff, first.id, '123456')).status).toBe(429);
    // The staff login's lock leaves the owner paying.
    expect((await pay(owner, first.id, '123456')).status).toBe(200);

    const second = await createCartOrder(s0.db, await placer(s0, '13800000001'), shirtOrder(18000));
    for (let i = 1; i <= 4; i++) expect((await pay(owner, second.id, '000000')).status).toBe(422);
    expect((await pay(owner, second.id, '000000')).status).toBe(429);
    expect((await pay(owner, second.id, '123456')).status).toBe(429);
    const o = await s0.db.selectFrom('orders').select('order_status_id').where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(o.order_status_id).toBe(1);
  });

  it('refuses a payment the balance does not cover, changing nothing', async () => {
    const s0 = s();
    const token = await s0.login('13800000003');
    const uid = await userId(s0, '13800000003');
    const small = await createCartOrder(s0.db, { id: uid, login_id: uid }, shirtOrder(10000));
    const big = await createCartOrder(s0.db, { id: uid, login_id: uid }, shirtOrder(900_000));
    const before = await balanceFen(s0, '13800000003');
    const rowsBefore = (await ledgerRows(s0, '13800000003')).length;
    const res = await s0.call('POST', '/common.cart/pay', { token, body: { order_ids: [small.id, big.id], pay_password: '123456' }, lang: 'en' });
    expect(res.status).toBe(422);
    // The amounts as the pay dialog writes money that moves: dollars at the seed's rate of 7.12, the yuan beside.
    const yuan = formatYuan(before);
    const dollars = `$${(Math.round(before / 7.12) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(res.body.message).toBe(`Insufficient balance: the orders cost $1,289.33 (¥9,180.00), your balance is ${dollars} (${yuan})`);
    expect(res.body.result).toEqual({ total: '9180.00', balance: (before / 100).toFixed(2) });
    const zh = await s0.call('POST', '/common.cart/pay', { token, body: { order_ids: [small.id, big.id], pay_password: '123456' }, lang: 'zh' });
    expect(zh.body.message).toBe(`余额不足：订单金额 ¥9,180.00，当前余额 ${yuan}`);
    expect(await balanceFen(s0, '13800000003')).toBe(before);
    // Only the opening recharge of the seeded balance: no row for the refused payment.
    expect((await ledgerRows(s0, '13800000003')).length).toBe(rowsBefore);
    const statuses = await s0.db.selectFrom('orders').select('order_status_id').where('id', 'in', [small.id, big.id]).execute();
    expect(statuses.every((x) => x.order_status_id === 1)).toBe(true);
  });

  it("does not let one account see, change or pay another's cart orders", async () => {
    const s0 = s();
    const seller = await s0.login('13800000001');
    const other = await s0.login('13800000003');
    const mine = (await s0.call<Page>('GET', '/common.cart/cart_list', { token: seller })).body.result.list[0]!;
    // Another account's order answers as a missing one would: ids can't be probed for what exists.
    expect((await s0.call('GET', '/common.cart/cart_detail', { token: other, query: { order_id: mine.id } })).status).toBe(404);
    expect((await s0.call('GET', '/order_mgmt/order_detail', { token: other, query: { order_id: mine.id } })).status).toBe(404);
    const missing = await s0.call('GET', '/order_mgmt/order_detail', { token: other, query: { order_id: 999999 } });
    const theirs = await s0.call('GET', '/order_mgmt/order_detail', { token: other, query: { order_id: mine.id } });
    expect(theirs.body).toEqual(missing.body);
    const pay = await s0.call('POST', '/common.cart/pay', { token: other, body: { order_ids: [mine.id], pay_password: '123456' } });
    expect(pay.status).toBe(404);
    const del = await s0.call('POST', '/common.cart/del_cart', { token: other, body: { order_ids: [mine.id] } });
    expect(del.status).toBe(404);
    const list = await s0.call<Page>('GET', '/common.cart/cart_list', { token: other, query: { size: 100 } });
    expect(list.body.result.list.map((r) => r.id)).not.toContain(mine.id);
    const still = await s0.db.selectFrom('orders').select(['order_status_id', 'deleted_at']).where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(still).toEqual({ order_status_id: 1, deleted_at: null });
  });
});
