import { sql } from 'kysely';
import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { CartOrderInput } from '@/domain/orders/order-input';
import { createCartOrder } from '../../server/modules/order-store/create';
import { eachDatabase, type TestServer } from '../support/api';

const R = '/sales_report';
const SELLER = '13800000001';
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
/** The whole seeded history, in China's days. */
const RANGE = { start_date: '2025-11-26', end_date: '2026-11-25' };
const chinaDay = (t: number) => new Date(t).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
/** The last year up to today, in China's days: orders the tests place now fall in it. */
const THIS_YEAR = () => ({ start_date: chinaDay(Date.now() - 364 * 86_400_000), end_date: chinaDay(Date.now()) });

/** One shirt, ¥230 of process and ¥40 of technique: ¥270.00, as the refunded blouse of the field report. */
const shirtOrder: CartOrderInput = {
  order_type_id: 2,
  sub_fast_type_id: 1,
  user_name: '报表测试客户',
  process_name: '标准定制',
  process_price_fen: 23_000,
  items: [{ category_id: 5, category_name: '男衬衫', sub_category_id: 5, sub_category_name: '男衬衫', quantity: 1, tech_info: [{ type_name: '袖口', tech_name: '法式袖口', price_fen: 4000 }] }],
};

async function reportOf(s: TestServer, token: string, id: number, lang: 'zh' | 'en' = 'zh') {
  return (await s.call('GET', `${R}/reportData`, { token, query: { id, tz: 'Asia/Shanghai' }, lang })).body.result;
}

eachDatabase('sales report', (s) => {
  it('saves, lists, changes and deletes a report, refusing bad ranges in words', async () => {
    const token = await s().login(SELLER);
    const saved = await s().call('POST', `${R}/registerReport`, { token, body: { name: '十一月', start_date: '2026-11-01', end_date: '2026-11-30', group_by: 'week', order_types: [2] }, lang: 'zh' });
    expect(saved.body).toMatchObject({ errcode: 0, message: '报表已保存' });
    const id = saved.body.result.id;
    const list = await s().call('GET', `${R}/reportList`, { token });
    expect(list.body.result.list[0]).toMatchObject({ id, name: '十一月', start_date: '2026-11-01', end_date: '2026-11-30', group_by: 'week', order_types: [2] });
    expect((await s().call('POST', `${R}/registerReport`, { token, body: { id, name: '十一月全部', ...RANGE } })).body.errcode).toBe(0);
    const backwards = await s().call('POST', `${R}/registerReport`, { token, body: { name: 'x', start_date: '2026-11-30', end_date: '2026-11-01' }, lang: 'zh' });
    expect(backwards.body).toMatchObject({ errcode: 40001, message: '结束日期不能早于开始日期', result: { field: 'end_date' } });
    const tooLong = await s().call('POST', `${R}/registerReport`, { token, body: { name: 'x', start_date: '2024-01-01', end_date: '2026-01-01' }, lang: 'en' });
    expect(tooLong.body).toMatchObject({ errcode: 40001, message: 'A report covers at most 366 days' });
    const noName = await s().call('POST', `${R}/registerReport`, { token, body: { name: '', ...RANGE }, lang: 'zh' });
    expect(noName.body.message).toBe('请输入报表名称');
    // Another business's account cannot be named, nor its reports read or deleted.
    const shop = await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13800000002').executeTakeFirstOrThrow();
    const stranger = await s().call('POST', `${R}/registerReport`, { token, body: { name: 'x', ...RANGE, shop_ids: [shop.id] } });
    expect(stranger.body).toMatchObject({ errcode: 40001, result: { field: 'shop_ids' } });
    const other = await s().login('13800000002');
    expect((await s().call('GET', `${R}/reportData`, { token: other, query: { id } })).status).toBe(404);
    expect((await s().call('POST', `${R}/deleteReport`, { token: other, body: { id } })).status).toBe(404);
    expect((await s().call('GET', `${R}/reportList`, { token: await s().login('13800000004') })).status).toBe(403);
    expect((await s().call('POST', `${R}/deleteReport`, { token, body: { id } })).body.errcode).toBe(0);
  });

  it('totals equal the ledger to the fen: gross is the payments, net the gross less the refunds, and every breakdown adds up to the gross', async () => {
    const token = await s().login(SELLER);
    const owner = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const id = (await s().call('POST', `${R}/registerReport`, { token, body: { name: '一年', ...RANGE } })).body.result.id;
    const data = (await s().call('GET', `${R}/reportData`, { token, query: { id, tz: 'Asia/Shanghai' } })).body.result;
    const from = new Date('2025-11-25T16:00:00Z');
    const until = new Date('2026-11-25T16:00:00Z');
    const ledger = (type: number) =>
      s()
        .db.selectFrom('balance_log')
        .select([sql<number>`coalesce(sum(abs(amount_fen)), 0)::int`.as('fen'), sql<number>`count(DISTINCT order_id)::int`.as('n')])
        .where('user_id', '=', owner.id)
        .where('type', '=', type)
        .where('order_id', 'is not', null)
        .where('created_at', '>=', from)
        .where('created_at', '<', until)
        .executeTakeFirstOrThrow();
    const direct = await ledger(1);
    const refunds = await ledger(2);
    expect(direct.n).toBeGreaterThan(0);
    expect(Number(refunds.fen)).toBeGreaterThan(0);
    expect(fen(data.totals.gross)).toBe(Number(direct.fen));
    expect(data.totals.orders).toBe(Number(direct.n));
    expect(fen(data.totals.refunds)).toBe(Number(refunds.fen));
    expect(fen(data.totals.net)).toBe(Number(direct.fen) - Number(refunds.fen));
    const sum = (list: { gross: string }[]) => list.reduce((a, x) => a + fen(x.gross), 0);
    for (const key of ['series', 'by_category', 'by_order_type'] as const) expect(sum(data[key]), key).toBe(Number(direct.fen));
    expect(sum(data.by_shop) + sum(data.by_staff)).toBe(Number(direct.fen));
    expect(data.series).toHaveLength(365);

    // Narrowed to one order type, the figures are that type's orders only.
    const fast = (await s().call('POST', `${R}/registerReport`, { token, body: { name: '快速', ...RANGE, order_types: [2], group_by: 'week' } })).body.result.id;
    const fastData = (await s().call('GET', `${R}/reportData`, { token, query: { id: fast } })).body.result;
    const fastDirect = await s()
      .db.selectFrom('balance_log as b')
      .innerJoin('orders as o', 'o.id', 'b.order_id')
      .select(sql<number>`coalesce(sum(-b.amount_fen), 0)::int`.as('fen'))
      .where('b.user_id', '=', owner.id)
      .where('b.type', '=', 1)
      .where('o.order_type_id', '=', 2)
      .where('b.created_at', '>=', from)
      .where('b.created_at', '<', until)
      .executeTakeFirstOrThrow();
    expect(fen(fastData.totals.gross)).toBe(Number(fastDirect.fen));
    expect(fastData.by_order_type.map((x: { key: string }) => x.key)).toEqual(fastDirect.fen ? ['2'] : []);

    // The export carries the same figures.
    const file = await s().app.inject({ method: 'GET', url: `/order_admin${R}/exportReport?id=${id}`, headers: { 'x-token': token, 'accept-language': 'zh' } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(file.rawPayload);
    const totals = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['汇总']!, { header: 1 });
    // Amounts in yuan, and each money heading says so.
    expect(totals.find((r) => r[0] === '销售总额（元）')![1]).toBe(Number(direct.fen) / 100);
    expect(totals.find((r) => r[0] === '净销售额（元）')![1]).toBe((Number(direct.fen) - Number(refunds.fen)) / 100);
    expect(book.SheetNames).toEqual(['汇总', '走势', '品类', '订单类型', '门店', '员工', '热销商品']);
  });

  it('counts an order refunded in the range once: in the gross at what it paid, its refund in the refunds, nothing in the net', async () => {
    const token = await s().login(SELLER);
    const owner = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const id = (await s().call('POST', `${R}/registerReport`, { token, body: { name: '今年', ...THIS_YEAR() } })).body.result.id;
    const before = await reportOf(s(), token, id);
    const order = await createCartOrder(s().db, { id: owner.id, login_id: owner.id }, shirtOrder);
    expect((await s().call('POST', '/common.cart/pay', { token, body: { order_ids: [order.id], pay_password: '123456' } })).body.errcode).toBe(0);
    expect((await s().call('POST', '/order_mgmt/cancel_order', { token, body: { ids: [order.id] } })).body.errcode).toBe(0);
    const after = await reportOf(s(), token, id);
    const moved = (key: 'gross' | 'refunds' | 'net') => fen(after.totals[key]) - fen(before.totals[key]);
    // The seller kept nothing of it: the net is as before (it was ¥270 less: the refund taken off twice).
    expect(moved('net')).toBe(0);
    expect(moved('gross')).toBe(27_000);
    expect(moved('refunds')).toBe(27_000);
    expect(after.totals.orders - before.totals.orders).toBe(1);
    expect(fen(after.totals.gross) - fen(after.totals.refunds)).toBe(fen(after.totals.net));
    // Its category row is what it paid, never a ¥0.00 row.
    expect(after.by_category.every((c: { gross: string }) => fen(c.gross) > 0)).toBe(true);
  });

  it("lists the seller's own orders under their own label and a staff member's orders under the staff member", async () => {
    const token = await s().login(SELLER);
    const owner = await s().db.selectFrom('users').select(['id', 'shop_name']).where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const staff = await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13800000006').executeTakeFirstOrThrow();
    const id = (await s().call('POST', `${R}/registerReport`, { token, body: { name: '员工', ...THIS_YEAR() } })).body.result.id;
    // The staff member puts an order in the seller's cart; the seller pays it.
    const order = await createCartOrder(s().db, { id: owner.id, login_id: staff.id }, shirtOrder);
    expect((await s().call('POST', '/common.cart/pay', { token, body: { order_ids: [order.id], pay_password: '123456' } })).body.errcode).toBe(0);
    for (const [lang, own] of [['zh', '本账号自己下单'], ['en', "This account's own orders"]] as const) {
      const data = await reportOf(s(), token, id, lang);
      const labels = data.by_staff.map((x: { label: string }) => x.label);
      expect(labels).toContain(own);
      expect(labels).not.toContain(owner.shop_name);
      expect(data.by_staff.find((x: { key: string }) => x.key === String(staff.id))).toMatchObject({ gross: '270.00', orders: 1 });
      const options = (await s().call('GET', `${R}/reportOptions`, { token, lang })).body.result;
      expect(options.staff).toContainEqual({ id: owner.id, name: own });
    }
    // A report of the staff member alone reads that order only.
    const alone = (await s().call('POST', `${R}/registerReport`, { token, body: { name: '员工一人', ...THIS_YEAR(), staff_ids: [staff.id] } })).body.result.id;
    expect((await reportOf(s(), token, alone)).totals).toMatchObject({ gross: '270.00', orders: 1 });
  });
});
