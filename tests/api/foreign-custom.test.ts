import { expect, it } from 'vitest';
import { indexCatalogue } from '../../src/domain/catalogue/lookup';
import { ForeignOrderSchema, prepareForeignOrder } from '../../src/domain/foreign-custom/order';
import { loadCatalogue } from '../../server/modules/catalogue/snapshot';
import { eachDatabase } from '../support/api';
import { foreignOrderOf } from '../support/foreign-order';

const ADD = '/foreign_custom/addOrder';
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const chinaDay = (t: number) => new Date(t).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });

eachDatabase('foreign customization', (s) => {
  /** A valid order of the seeded catalogue: the first two categories with a size chart. */
  const validOrder = async () => {
    const snapshot = await loadCatalogue(s().db);
    const idx = indexCatalogue(snapshot);
    const order = foreignOrderOf(snapshot);
    expect(order.items).toHaveLength(2);
    return { idx, order };
  };

  it('puts a foreign order in the cart as a customization order, priced on the server', async () => {
    const token = await s().login('13800000001');
    const { order } = await validOrder();
    const res = await s().call('POST', ADD, { token, body: order, lang: 'en' });
    expect(res.body).toMatchObject({ errcode: 0, message: 'Added to the cart' });
    const cart = await s().call('GET', '/common.cart/cart_list', { token, query: { size: 100 } });
    const row = cart.body.result.list.find((o: { id: number }) => o.id === res.body.result.id);
    expect(row).toMatchObject({ order_type_id: 5, layout: 'foreign', user_name: 'John Smith', payamount: res.body.result.payamount, quantity: 4 });
    expect(Number(res.body.result.payamount)).toBeGreaterThan(0);
    // The screen's price (the same rule, run in the browser) is what the cart charges.
    const prepared = prepareForeignOrder(await loadCatalogue(s().db), ForeignOrderSchema.parse(order));
    expect(prepared.ok && prepared.amount_fen).toBe(Math.round(Number(res.body.result.payamount) * 100));
  });

  it('keeps a foreign order apart: its own type and tab, each garment with its modeling, size, button, lining and unit price, and its own line in the sales report', async () => {
    const token = await s().login('13800000001');
    const { order } = await validOrder();
    const added = (await s().call('POST', ADD, { token, body: order, lang: 'zh' })).body.result;
    // The cart's custom tab asks for types 1, 2 and 5; the order is there, of type 5.
    const cart = await s().call('GET', '/common.cart/cart_list', { token, query: { size: 100, order_type_id: '1,2,5' } });
    expect(cart.body.result.list.find((o: { id: number }) => o.id === added.id)).toMatchObject({ order_type_id: 5, layout: 'foreign' });
    const detail = (await s().call('GET', '/common.cart/cart_detail', { token, query: { order_id: added.id } })).body.result;
    expect(detail.layout).toBe('foreign');
    expect(detail.remark).toBe('');
    type Line = { edition_number: string; quantity: number; unit_price: string; trims: { button: string; lining: string } | null; size_info: { size_info_type: number; size_value: string }[] };
    const lines: Line[] = detail.detail_info;
    expect(lines.map((d) => ({ modeling: d.edition_number, size: d.size_info[0]?.size_value, trims: d.trims, quantity: d.quantity }))).toEqual(
      order.items.map((i) => ({ modeling: i.modeling, size: i.size, trims: { button: i.button, lining: i.lining }, quantity: i.quantity })),
    );
    // Each line carries its piece's price, and the lines add up to what the order costs.
    for (const d of lines) expect(fen(d.unit_price)).toBeGreaterThan(0);
    expect(lines.reduce((sum, d) => sum + fen(d.unit_price) * d.quantity, 0)).toBe(fen(added.payamount));

    expect((await s().call('POST', '/common.cart/pay', { token, body: { order_ids: [added.id], pay_password: '123456' } })).body.errcode).toBe(0);
    const listed = async (tab: string) =>
      ((await s().call('GET', '/order_mgmt/order_list', { token, query: { tab, size: 1000 } })).body.result.list as { id: number }[]).some((o) => o.id === added.id);
    expect(await listed('foreign')).toBe(true);
    expect(await listed('customization')).toBe(false);

    const report = await s().call('POST', '/sales_report/registerReport', { token, body: { name: 'foreign', start_date: chinaDay(Date.now() - 86_400_000), end_date: chinaDay(Date.now()), order_types: [5] }, lang: 'zh' });
    const data = (await s().call('GET', '/sales_report/reportData', { token, query: { id: report.body.result.id, tz: 'Asia/Shanghai' }, lang: 'zh' })).body.result;
    expect(data.by_order_type).toEqual([expect.objectContaining({ key: '5', label: '外贸定制', gross: added.payamount, orders: 1 })]);
  });

  it("refuses a category twice, a missing button, an unknown size or fabric, in the caller's words", async () => {
    const token = await s().login('13800000001');
    const { order } = await validOrder();
    const twice = await s().call('POST', ADD, { token, body: { ...order, items: [order.items[0], order.items[0]] }, lang: 'zh' });
    expect(twice.body).toMatchObject({ errcode: 40001, result: { field: 'items.1.category_id' } });
    expect(twice.body.message).toContain('已存在');
    const noButton = await s().call('POST', ADD, { token, body: { ...order, items: [{ ...order.items[0], button: '' }] }, lang: 'zh' });
    expect(noButton.body).toMatchObject({ errcode: 40001, message: '请输入纽扣', result: { field: 'items.0.button' } });
    const badSize = await s().call('POST', ADD, { token, body: { ...order, items: [{ ...order.items[0], size: '999/1A' }] }, lang: 'en' });
    expect(badSize.body).toMatchObject({ errcode: 40001, result: { field: 'items.0.size' } });
    expect(badSize.body.message).toContain('Size 999/1A does not exist');
    const badFabric = await s().call('POST', ADD, { token, body: { ...order, fabric_num: 'NOPE-1' }, lang: 'en' });
    expect(badFabric.body).toMatchObject({ errcode: 40001, result: { field: 'fabric_num' } });
    const noName = await s().call('POST', ADD, { token, body: { ...order, customer_name: '' }, lang: 'en' });
    expect(noName.body.message).toBe('Please enter the customer name');
    expect((await s().call('POST', ADD, { token: await s().login('13800000004'), body: order })).status).toBe(403);
  });
});
