import { expect, it } from 'vitest';
import { requiredText, text } from '../../src/domain/shared/fields';
import { eachDatabase } from '../support/api';
import { demoOrders } from './fast-order-payloads';

const SELLER = '13800000001';
const MEASURER = '13800000004';
const NUL = '\u0000';
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
    // Codes in smallint columns: past int2 the database refused to compare them (a 500).
    ['cart_list order_type_id past int2', 'GET', '/common.cart/cart_list', { query: { order_type_id: '40000' } }, 'order_type_id.0'],
    ['cart_count order_type_id past int2', 'GET', '/common.cart/cart_count', { query: { order_type_id: '1,32768' } }, 'order_type_id.1'],
    ['cart_list order_status_id past int2', 'GET', '/common.cart/cart_list', { query: { order_status_id: '40000' } }, 'order_status_id'],
  ] as const)('refuses an id beyond its column on %s with a 400 naming the field', async (_label, method, path, input, field) => {
    const token = await s().login(SELLER);
    for (const lang of ['en', 'zh'] as const) {
      const res = await s().call<Refusal>(method, path, { token, lang, ...input });
      expect(res.status, path).toBe(400);
      expect(res.body.errcode).toBe(40001);
      expect(res.body.result.field).toBe(field);
      // Named by its label, or not at all, never by its wire name.
      expect(res.body.message).not.toContain(field.split('.')[0]);
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
      expect(en.body.message).toBe('Order type: must be a number');
    }
    const zh = await s().call<Refusal>('GET', '/common.cart/cart_list', { token, lang: 'zh', query: { order_type_id: 'abc' } });
    expect(zh.body.message).toBe('订单类型：必须是数字');
    const json = await s().call<Refusal>('POST', '/common.cart/del_cart', { token, body: { order_ids: [1, 'abc'] } });
    expect(json.body.message).toBe('Orders: must be a number');
  });

  it("names a page's number and its rows by their labels, not as a garment's size", async () => {
    const token = await s().login(SELLER);
    const say = async (lang: 'en' | 'zh', query: Record<string, unknown>) => (await s().call<Refusal>('GET', '/order_mgmt/order_list', { token, lang, query })).body.message;
    expect(await say('en', { page: 'abc' })).toBe('Page: must be a number');
    expect(await say('zh', { page: 'abc' })).toBe('页码：必须是数字');
    expect(await say('en', { size: 0 })).toBe('Rows per page: must be at least 1');
    expect(await say('zh', { size: 100000 })).toBe('每页条数：不能大于 1000');
  });

  it('still calls an absent list required', async () => {
    const token = await s().login(SELLER);
    const res = await s().call<Refusal>('POST', '/common.cart/del_cart', { token, body: {} });
    expect(res.body.result.field).toBe('order_ids');
    expect(res.body.message).toBe('Orders: required');
  });

  it('refuses NUL in the username of edit_info with a 400 naming the field, in both languages, and changes nothing', async () => {
    const token = await s().login(SELLER);
    const before = await s().call<{ user_info: { username: string } }>('GET', '/common.account/index', { token });
    for (const [lang, message] of [
      ['en', 'Username: must not contain NUL characters (\\u0000)'],
      ['zh', '用户名：不能包含空字符（\\u0000）'],
    ] as const) {
      const res = await s().call<Refusal>('POST', '/common.account/edit_info', { token, lang, body: { username: `seller${NUL}01`, mobilephone: SELLER } });
      expect(res.status).toBe(400);
      expect(res.body.errcode).toBe(40001);
      expect(res.body.result.field).toBe('username');
      expect(res.body.message).toBe(message);
    }
    const after = await s().call<{ user_info: { username: string } }>('GET', '/common.account/index', { token });
    expect(after.body.result.user_info.username).toBe(before.body.result.user_info.username);
  });

  it.each([
    ['truename', { truename: `张${NUL}三`, gender_id: 1 }],
    ['company_name', { truename: '张三', gender_id: 1, company_name: `晨光${NUL}` }],
    ['department_name', { truename: '张三', gender_id: 1, department_name: NUL }],
  ] as const)('refuses NUL in a measured person\'s %s with a 400 naming the field', async (field, person) => {
    const token = await s().login(MEASURER);
    const task = await s()
      .db.selectFrom('measuring_task_measurers as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.task_id')
      .where('u.mobilephone', '=', MEASURER)
      .executeTakeFirstOrThrow();
    const res = await s().call<Refusal>('POST', '/measuring.measuring_user/add_task_user', { token, body: { task_id: task.task_id, ...person } });
    expect(res.status).toBe(400);
    expect(res.body.result.field).toBe(field);
    expect(res.body.message).not.toContain(field);
    expect(res.body.message).toMatch(/^(Name|Company name|Department): /);
  });

  it("refuses NUL in a customer's details inside a fast order, and in an object key, naming the path", async () => {
    const token = await s().login(SELLER);
    const body = structuredClone((await demoOrders(s().db)).individual());
    body.user_info.user_remark = `偏好${NUL}宽松`;
    const res = await s().call<Refusal>('POST', '/fast_order/add_order', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.result.field).toBe('user_info.user_remark');
    const key = await s().call<Refusal>('POST', '/common.account/edit_info', { token, body: { username: 'x', mobilephone: SELLER, [`a${NUL}`]: 1 } });
    expect(key.status).toBe(400);
    expect(key.body.result.field).toBe('a\\u0000');
  });

  it('has the field helpers refuse NUL with their own message', () => {
    for (const schema of [text(10), requiredText(10)]) {
      const parsed = schema.safeParse(`a${NUL}b`);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('field.nul_char');
    }
    expect(text(10).safeParse('ab').success).toBe(true);
  });
});
