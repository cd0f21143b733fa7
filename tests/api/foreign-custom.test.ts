import { expect, it } from 'vitest';
import { indexCatalogue } from '../../src/domain/catalogue/lookup';
import { ForeignOrderSchema, prepareForeignOrder } from '../../src/domain/foreign-custom/order';
import { chartFor, expandChart } from '../../src/domain/rules/standard-size';
import { loadCatalogue } from '../../server/modules/catalogue/snapshot';
import { eachDatabase } from '../support/api';

const ADD = '/foreign_custom/addOrder';

eachDatabase('foreign customization', (s) => {
  /** A valid order of the seeded catalogue: the first two categories with a size chart. */
  const validOrder = async () => {
    const snapshot = await loadCatalogue(s().db);
    const idx = indexCatalogue(snapshot);
    const items = snapshot.categories
      .filter((c) => c.gender_id !== 2)
      .flatMap((c) => {
        const edition = snapshot.editions.find((e) => e.category_id === c.id);
        const chart = chartFor(snapshot, c.id, 1);
        const size = chart && edition ? expandChart(chart, edition)[0]?.size_value : undefined;
        return edition && size ? [{ category_id: c.id, modeling: edition.edition_number, button: 'Horn, 4 holes', lining: 'Bemberg navy', size, quantity: 2 }] : [];
      })
      .slice(0, 2);
    expect(items).toHaveLength(2);
    return { idx, order: { customer_name: 'John Smith', address: '12 Baker Street, London', delivery_date: '2027-01-20', fabric_num: snapshot.fabrics[0]!.fabric_num, items } };
  };

  it('puts a foreign order in the cart as a customization order, priced on the server', async () => {
    const token = await s().login('13800000001');
    const { order } = await validOrder();
    const res = await s().call('POST', ADD, { token, body: order, lang: 'en' });
    expect(res.body).toMatchObject({ errcode: 0, message: 'Added to the cart' });
    const cart = await s().call('GET', '/common.cart/cart_list', { token, query: { size: 100 } });
    const row = cart.body.result.list.find((o: { id: number }) => o.id === res.body.result.id);
    expect(row).toMatchObject({ order_type_id: 1, user_name: 'John Smith', payamount: res.body.result.payamount, quantity: 4 });
    expect(Number(res.body.result.payamount)).toBeGreaterThan(0);
    // The screen's price (the same rule, run in the browser) is what the cart charges.
    const prepared = prepareForeignOrder(await loadCatalogue(s().db), ForeignOrderSchema.parse(order));
    expect(prepared.ok && prepared.amount_fen).toBe(Math.round(Number(res.body.result.payamount) * 100));
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
