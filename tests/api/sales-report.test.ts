import { sql } from 'kysely';
import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { eachDatabase } from '../support/api';

const R = '/sales_report';
const SELLER = '13800000001';
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
/** The whole seeded history, in China's days. */
const RANGE = { start_date: '2025-11-26', end_date: '2026-11-25' };

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

  it('totals equal the orders and the ledger to the fen, and every breakdown adds up to the revenue', async () => {
    const token = await s().login(SELLER);
    const owner = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const id = (await s().call('POST', `${R}/registerReport`, { token, body: { name: '一年', ...RANGE } })).body.result.id;
    const data = (await s().call('GET', `${R}/reportData`, { token, query: { id, tz: 'Asia/Shanghai' } })).body.result;
    const from = new Date('2025-11-25T16:00:00Z');
    const until = new Date('2026-11-25T16:00:00Z');
    const direct = await s()
      .db.selectFrom('orders')
      .select([sql<number>`coalesce(sum(paid_fen), 0)::int`.as('fen'), sql<number>`count(*)::int`.as('n')])
      .where('user_id', '=', owner.id)
      .where('paid_at', '>=', from)
      .where('paid_at', '<', until)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const refunds = await s()
      .db.selectFrom('balance_log')
      .select(sql<number>`coalesce(sum(amount_fen), 0)::int`.as('fen'))
      .where('user_id', '=', owner.id)
      .where('type', '=', 2)
      .where('order_id', 'is not', null)
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .executeTakeFirstOrThrow();
    expect(direct.n).toBeGreaterThan(0);
    expect(Number(refunds.fen)).toBeGreaterThan(0);
    expect(fen(data.totals.revenue)).toBe(Number(direct.fen));
    expect(data.totals.orders).toBe(Number(direct.n));
    expect(fen(data.totals.refunds)).toBe(Number(refunds.fen));
    expect(fen(data.totals.net)).toBe(Number(direct.fen) - Number(refunds.fen));
    const sum = (list: { revenue: string }[]) => list.reduce((a, x) => a + fen(x.revenue), 0);
    for (const key of ['series', 'by_category', 'by_order_type'] as const) expect(sum(data[key]), key).toBe(Number(direct.fen));
    expect(sum(data.by_shop) + sum(data.by_staff)).toBe(Number(direct.fen));
    expect(data.series).toHaveLength(365);

    // Narrowed to one order type, the figures are that type's orders only.
    const fast = (await s().call('POST', `${R}/registerReport`, { token, body: { name: '快速', ...RANGE, order_types: [2], group_by: 'week' } })).body.result.id;
    const fastData = (await s().call('GET', `${R}/reportData`, { token, query: { id: fast } })).body.result;
    const fastDirect = await s()
      .db.selectFrom('orders')
      .select(sql<number>`coalesce(sum(paid_fen), 0)::int`.as('fen'))
      .where('user_id', '=', owner.id)
      .where('order_type_id', '=', 2)
      .where('paid_at', '>=', from)
      .where('paid_at', '<', until)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(fen(fastData.totals.revenue)).toBe(Number(fastDirect.fen));
    expect(fastData.by_order_type.map((x: { key: string }) => x.key)).toEqual(fastDirect.fen ? ['2'] : []);

    // The export carries the same figures.
    const file = await s().app.inject({ method: 'GET', url: `/order_admin${R}/exportReport?id=${id}`, headers: { 'x-token': token, 'accept-language': 'zh' } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(file.rawPayload);
    const totals = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['汇总']!, { header: 1 });
    expect(totals.find((r) => r[0] === '销售额')![1]).toBe(Number(direct.fen) / 100);
    expect(book.SheetNames).toEqual(['汇总', '走势', '品类', '订单类型', '门店', '员工', '热销商品']);
  });
});
