import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';
import { demoOrders } from './fast-order-payloads';

const SELLER = '13800000001';
/** One past PostgreSQL's int4: no row can have it, and the database refuses to compare it. */
const OVERSIZE = 2147483648;
const HUGE = 99999999999;

type Refusal = { field: string };

eachDatabase('input bounds', (s) => {
  it.each([
    ['cancel_order', 'POST', '/order_mgmt/cancel_order', { body: { ids: [HUGE] } }, 'ids.0'],
    ['del_order', 'POST', '/order_mgmt/del_order', { body: { order_ids: [1, OVERSIZE] } }, 'order_ids.1'],
    ['order_detail', 'GET', '/order_mgmt/order_detail', { query: { order_id: HUGE } }, 'order_id'],
    ['pay', 'POST', '/common.cart/pay', { body: { order_ids: [OVERSIZE], pay_password: '123456' } }, 'order_ids.0'],
    ['del_cart (a list)', 'POST', '/common.cart/del_cart', { body: { order_ids: [HUGE] } }, 'order_ids.0'],
    ['del_cart (comma text)', 'POST', '/common.cart/del_cart', { body: { order_ids: `1,${HUGE}` } }, 'order_ids.1'],
    ['cart_list order_type_id', 'GET', '/common.cart/cart_list', { query: { order_type_id: String(HUGE) } }, 'order_type_id.0'],
    ['cart_count order_type_id', 'GET', '/common.cart/cart_count', { query: { order_type_id: `1,${OVERSIZE}` } }, 'order_type_id.1'],
    ['measuring task_info', 'GET', '/measuring.index/task_info', { query: { task_id: HUGE } }, 'task_id'],
    ['measuring del_task', 'POST', '/measuring.index/del_task', { body: { ids: [HUGE] } }, 'ids.0'],
    ['catalogue category ids', 'GET', '/fast_order/wearing_styles', { query: { category_ids: String(HUGE) } }, 'category_ids.0'],
  ] as const)('refuses an id beyond int4 on %s with a 400 naming the field', async (_label, method, path, input, field) => {
    const token = await s().login(SELLER);
    for (const lang of ['en', 'zh'] as const) {
      const res = await s().call<Refusal>(method, path, { token, lang, ...input });
      expect(res.status, path).toBe(400);
      expect(res.body.errcode).toBe(40001);
      expect(res.body.result.field).toBe(field);
      expect(res.body.message.startsWith(field)).toBe(true);
    }
  });

  it('refuses an oversize id inside a fast order payload with a 400, not a 500', async () => {
    const token = await s().login(SELLER);
    const body = structuredClone((await demoOrders(s().db)).individual());
    body.category_array[0]!.category_id = HUGE;
    const res = await s().call<Refusal>('POST', '/fast_order/add_order', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.result.field).toBe('category_array.0.category_id');
  });

  it('says a non-numeric id in a query list must be a number, naming the parameter and the position', async () => {
    const token = await s().login(SELLER);
    for (const [value, field] of [
      ['abc', 'order_type_id.0'],
      ['1,abc', 'order_type_id.1'],
    ] as const) {
      const en = await s().call<Refusal>('GET', '/common.cart/cart_list', { token, query: { order_type_id: value } });
      expect(en.status).toBe(400);
      expect(en.body.result.field).toBe(field);
      expect(en.body.message).toBe(`${field}: must be a number`);
    }
    const zh = await s().call<Refusal>('GET', '/common.cart/cart_list', { token, lang: 'zh', query: { order_type_id: 'abc' } });
    expect(zh.body.message).toBe('order_type_id.0：必须是数字');
    const json = await s().call<Refusal>('POST', '/common.cart/del_cart', { token, body: { order_ids: [1, 'abc'] } });
    expect(json.body.message).toBe('order_ids.1: must be a number');
  });

  it('still calls an absent list required', async () => {
    const token = await s().login(SELLER);
    const res = await s().call<Refusal>('POST', '/common.cart/del_cart', { token, body: {} });
    expect(res.body.result.field).toBe('order_ids');
    expect(res.body.message).toBe('order_ids: required');
  });
});
