import { expect, it } from 'vitest';
import type { CartOrderInput } from '@/domain/orders/order-input';
import { createCartOrder } from '../../server/modules/order-store/create';
import sharp from 'sharp';
import { hashSecret } from '../../server/http/crypto';
import { eachDatabase, type TestServer } from '../support/api';

const P = { index: '/shop_mgmt/index', add: '/shop_mgmt/add', edit: '/shop_mgmt/edit', lock: '/shop_mgmt/lock', unlock: '/shop_mgmt/unlock', del: '/shop_mgmt/del' };
const SELLER = '13800000001';
const order = (fen: number): CartOrderInput => ({
  order_type_id: 2,
  sub_fast_type_id: 1,
  user_name: '门店客户',
  process_name: '标准定制',
  process_price_fen: fen,
  items: [{ category_id: 5, category_name: '男衬衫', sub_category_id: 5, sub_category_name: '男衬衫', quantity: 1 }],
});

eachDatabase('shop sub-accounts', (s) => {
  const money = async (srv: TestServer, phone: string) => (await srv.db.selectFrom('users').select('money_fen').where('mobilephone', '=', phone).executeTakeFirstOrThrow()).money_fen;
  let n = 0;
  const shopBody = (over: Record<string, unknown> = {}) => {
    n++;
    return { shop_name: `徐汇店${n}`, shop_number: `XH-${n}`, truename: '王店长', mobilephone: '13910000999', address: '上海市徐汇区', username: `xuhui${n}`, password: 'shop-pass-1', pay_password: '654321', money: '1000', ...over };
  };

  it('creates a shop whose credit comes out of the seller’s balance, and which pays its own orders within it', async () => {
    const seller = await s().login(SELLER);
    const before = await money(s(), SELLER);
    const body = shopBody({ mobilephone: '13910000101' });
    const added = await s().call('POST', P.add, { token: seller, body, lang: 'zh' });
    expect(added.body).toMatchObject({ errcode: 0, message: '操作成功' });
    expect(await money(s(), SELLER)).toBe(before - 100000);
    expect(await money(s(), body.mobilephone)).toBe(100000);
    const sellerLedger = (await s().call('GET', '/common.account/balance_log', { token: seller, query: { page: 1, size: 1 } })).body.result;
    expect(JSON.stringify(sellerLedger)).toContain('-1000.00');

    // The shop signs in and pays from its credit with its own pay password.
    const shop = await s().login(body.mobilephone, 'shop-pass-1');
    const shopId = added.body.result.id as number;
    const first = await createCartOrder(s().db, { id: shopId, login_id: shopId }, order(60000));
    const second = await createCartOrder(s().db, { id: shopId, login_id: shopId }, order(50000));
    expect((await s().call('POST', '/common.cart/pay', { token: shop, body: { order_ids: [first.id], pay_password: '654321' } })).body.errcode).toBe(0);
    expect(await money(s(), body.mobilephone)).toBe(40000);
    const over = await s().call('POST', '/common.cart/pay', { token: shop, body: { order_ids: [second.id], pay_password: '654321' }, lang: 'zh' });
    expect(over.body.errcode).toBe(40022);
    expect(over.body.message).toContain('余额不足');

    // Raising the credit to 1,500 moves 1,100 more (it had 400 left); lowering moves it back.
    expect((await s().call('POST', P.edit, { token: seller, body: { ...body, id: shopId, password: '', pay_password: '', money: '1500' } })).body.errcode).toBe(0);
    expect(await money(s(), body.mobilephone)).toBe(150000);
    expect(await money(s(), SELLER)).toBe(before - 100000 - 110000);
    await s().call('POST', P.edit, { token: seller, body: { ...body, id: shopId, password: '', pay_password: '', money: '200' } });
    expect(await money(s(), SELLER)).toBe(before - 100000 - 110000 + 130000);
    const child = (await s().call('GET', '/shop_mgmt/child_accounts', { token: seller })).body.result.list.find((c: { id: number }) => c.id === shopId);
    expect(child).toMatchObject({ user_type: 4, status_id: 1, money: '200.00' });
    expect(child.modules).toContain('fast_order');
    // An empty password on edit kept the old one.
    await s().login(body.mobilephone, 'shop-pass-1');
  });

  it('locks a shop: its session ends at once and its sign-in is refused; unlock lets it in; delete returns its credit', async () => {
    const seller = await s().login(SELLER);
    const body = shopBody({ mobilephone: '13910000202', money: '10' });
    const { id } = (await s().call('POST', P.add, { token: seller, body })).body.result;
    const shop = await s().login(body.mobilephone, 'shop-pass-1');
    expect((await s().call('GET', '/common.account/index', { token: shop })).body.errcode).toBe(0);
    expect((await s().call('POST', P.lock, { token: seller, body: { id }, lang: 'zh' })).body.message).toBe('操作成功');
    expect((await s().call('GET', '/common.account/index', { token: shop })).body.errcode).toBe(40007);
    const refused = await s().call('POST', '/index/login', { body: { mobilephone: body.mobilephone, password: 'shop-pass-1' }, lang: 'zh' });
    expect(refused.body.message).toBe('该账号已停用');
    const locked = (await s().call('GET', P.index, { token: seller, query: { status: '0', keyword: body.shop_name } })).body.result;
    expect(locked.list).toEqual([expect.objectContaining({ id, status_id: 0, money: '10.00' })]);
    await s().call('POST', P.unlock, { token: seller, body: { id } });
    await s().login(body.mobilephone, 'shop-pass-1');
    const before = await money(s(), SELLER);
    expect((await s().call('POST', P.del, { token: seller, body: { id }, lang: 'zh' })).body.message).toBe('删除成功!');
    expect(await money(s(), SELLER)).toBe(before + 1000);
    expect((await s().call('GET', P.index, { token: seller, query: { keyword: body.shop_name } })).body.result.count).toBe(0);
    // The sub-accounts list leaves a deleted shop out too.
    const children = (await s().call('GET', '/shop_mgmt/child_accounts', { token: seller })).body.result.list;
    expect(children.some((c: { id: number }) => c.id === id)).toBe(false);
  });

  it('checks the dialog in the spec’s order, refuses a taken phone, a credit above the balance, and other accounts', async () => {
    const seller = await s().login(SELLER);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ truename: '' }, 'truename', '请输入联系人姓名'],
      [{ mobilephone: '' }, 'mobilephone', '请输入联系人手机号'],
      [{ address: '' }, 'address', '请输入地址'],
      [{ username: '' }, 'username', '请输入账号'],
      [{ password: '' }, 'password', '请输入密码'],
      [{ pay_password: '12' }, 'pay_password', '请输入支付密码'],
      [{ money: '' }, 'money', '请输入额度'],
      [{ mobilephone: SELLER }, 'mobilephone', '该手机号已被使用'],
    ];
    for (const [over, field, message] of cases) {
      const res = await s().call('POST', P.add, { token: seller, body: shopBody({ mobilephone: '13910000303', ...over }), lang: 'zh' });
      expect(res.body, field).toMatchObject({ message, result: { field } });
    }
    const tooMuch = await s().call('POST', P.add, { token: seller, body: shopBody({ mobilephone: '13910000303', money: '99999999' }), lang: 'zh' });
    expect(tooMuch.body.errcode).toBe(40022);
    // The amounts as the screens show money: ¥ in Chinese, dollars at the business rate in English.
    expect(tooMuch.body.message).toMatch(/^余额不足：需要 ¥99,999,999\.00，当前余额 ¥[\d,]+\.\d{2}$/);
    const inEnglish = await s().call('POST', P.add, { token: seller, body: shopBody({ mobilephone: '13910000303', money: '99999999' }), lang: 'en' });
    expect(inEnglish.body.message).toMatch(/^Balance too low: \$[\d,]+\.\d{2} \(¥99,999,999\.00\) needed, \$[\d,]+\.\d{2} \(¥[\d,]+\.\d{2}\) available$/);
    expect(await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13910000303').executeTakeFirst()).toBeUndefined();
    // Shops, companies and measurers do not manage shops; another seller's shop is not found.
    for (const phone of ['13800000002', '13800000003', '13800000004']) expect((await s().call('GET', P.index, { token: await s().login(phone) })).status).toBe(403);
    expect((await s().call('POST', P.lock, { token: seller, body: { id: 999999 } })).body.errcode).toBe(40004);
  });

  it("keeps each seller's shops and parcels from another seller", async () => {
    // A second seller, made here: the demo data has one.
    await s()
      .db.insertInto('users')
      .values({ mobilephone: '13810000777', username: 'seller2', user_type: 3, role_id: 3, parent_id: null, password_hash: await hashSecret('demo1234'), pay_password_hash: null, pay_locked_until: null, module_codes: '[]' })
      .execute();
    const seller = await s().login(SELLER);
    const rival = await s().login('13810000777');
    const { id } = (await s().call('POST', P.add, { token: seller, body: shopBody({ mobilephone: '13910000404', money: '0' }) })).body.result;
    expect((await s().call('GET', P.index, { token: rival })).body.result.list.some((x: { id: number }) => x.id === id)).toBe(false);
    expect((await s().call('GET', '/shop_mgmt/child_accounts', { token: rival })).body.result.list).toEqual([]);
    for (const path of [P.lock, P.unlock, P.del]) expect((await s().call('POST', path, { token: rival, body: { id } })).body.errcode).toBe(40004);
    expect((await s().call('POST', P.edit, { token: rival, body: { ...shopBody({ mobilephone: '13910000404' }), id } })).body.errcode).toBe(40004);
    // Nor does its warehouse find the first seller's parcels by code.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
    const url = (await s().call('POST', '/common.index/upload_base64_file', { token: seller, body: { file: `data:image/png;base64,${png.toString('base64')}` } })).body.result.url;
    const parcel = (await s().call('POST', '/customer_fabric_mgmt/add', { token: seller, body: { fabric_num: 'RIVAL-1', flower: '素色', color: '黑', stock: 1, sub_type_id: 2, logistics_num: 'YT1', logistics_company: '圆通', images: [url] } })).body.result.id;
    const code = (await s().call('GET', '/customer_fabric_mgmt/detail', { token: seller, query: { id: parcel } })).body.result.qrcode;
    expect((await s().call('GET', '/customer_fabric_mgmt/by_code', { token: rival, query: { code } })).body.errcode).toBe(40004);
    expect((await s().call('POST', '/customer_fabric_mgmt/receive', { token: rival, body: { id: parcel, metres: 1 } })).body.errcode).toBe(40004);
    expect((await s().call('GET', '/customer_fabric_mgmt/detail', { token: rival, query: { id: parcel } })).body.errcode).toBe(40004);
    expect((await s().call('GET', '/customer_fabric_mgmt/material_search', { token: rival, query: { keyword: 'RIVAL-1' } })).body.result.count).toBe(0);
  });
});
