import sharp from 'sharp';
import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';
import { demoOrders } from './fast-order-payloads';

const P = {
  index: '/customer_fabric_mgmt/index',
  add: '/customer_fabric_mgmt/add',
  detail: '/customer_fabric_mgmt/detail',
  del: '/customer_fabric_mgmt/del',
  byCode: '/customer_fabric_mgmt/by_code',
  receive: '/customer_fabric_mgmt/receive',
  giveBack: '/customer_fabric_mgmt/return',
  search: '/customer_fabric_mgmt/material_search',
};
const UPLOAD = '/common.index/upload_base64_file';
const SELLER = '13800000001';
const SHOP = '13800000002';

eachDatabase('customer-supplied fabric', (s) => {
  const photo = async (token: string) => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#336699' } }).png().toBuffer();
    const res = await s().call('POST', UPLOAD, { token, body: { file: `data:image/png;base64,${png.toString('base64')}` } });
    expect(res.body.errcode).toBe(0);
    return res.body.result.url as string;
  };
  const parcel = (images: string[], over: Record<string, unknown> = {}) => ({
    fabric_num: 'KG-2207',
    flower: '格纹',
    color: '藏青',
    stock: 12.5,
    composition: '100% wool',
    sub_type_id: 2,
    logistics_num: 'SF1234567890',
    logistics_company: '顺丰',
    images,
    ...over,
  });

  it('registers a parcel with its photos, is received by the warehouse with the measured metres, and keeps a metres ledger', async () => {
    const token = await s().login(SELLER);
    const added = await s().call('POST', P.add, { token, body: parcel([await photo(token)]), lang: 'zh' });
    expect(added.body).toMatchObject({ errcode: 0, message: '客供料添加成功' });
    const id = added.body.result.id as number;
    const list = (await s().call('GET', P.index, { token, query: { keyword: 'kg-22' } })).body.result;
    const row = list.list.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({ fabric_num: 'KG-2207', stock: '12.50', stock_status_id: 1, balance: '0.00', sub_type_id: 2, assoc_order_num: null });
    expect(row.images[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=/);
    expect(row.qrcode).toMatch(/^CF[0-9A-F]{18}$/);

    // The warehouse finds it by the code on its QR label, in any case.
    const scanned = (await s().call('GET', P.byCode, { token, query: { code: row.qrcode.toLowerCase() } })).body.result;
    expect(scanned.id).toBe(id);
    const received = await s().call('POST', P.receive, { token, body: { id, metres: 12.2, photo: await photo(token), note: '实测' }, lang: 'zh' });
    expect(received.body.result).toMatchObject({ stock_status_id: 2, balance: '12.20' });
    expect((await s().call('POST', P.receive, { token, body: { id, metres: 1 } })).body.errcode).toBe(40009);
    const over = await s().call('POST', P.giveBack, { token, body: { id, metres: 13 }, lang: 'en' });
    expect(over.body).toMatchObject({ errcode: 40001, result: { field: 'metres' } });
    const back = await s().call('POST', P.giveBack, { token, body: { id, metres: 2.2, note: '退回客户' } });
    expect(back.body.result.balance).toBe('10.00');
    const detail = (await s().call('GET', P.detail, { token, query: { id } })).body.result;
    expect(detail.movements.map((m: { kind: string; metres: string }) => [m.kind, m.metres])).toEqual([
      ['receive', '12.20'],
      ['return', '2.20'],
    ]);
    expect(detail.movements[0].photo).toMatch(/^\/uploads\//);
    expect((await s().call('POST', P.del, { token, body: { id }, lang: 'zh' })).body.message).toBe('删除成功');
    expect((await s().call('GET', P.detail, { token, query: { id } })).body.errcode).toBe(40004);
  });

  it('refuses in the spec’s words, checks the order number and the photos, and keeps parcels to their owner', async () => {
    const token = await s().login(SELLER);
    const img = await photo(token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fabric_num: '' }, 'fabric_num', '请填写物料编码'],
      [{ flower: '' }, 'flower', '请填写物料类别'],
      [{ color: '' }, 'color', '请填写颜色'],
      [{ stock: '' }, 'stock', '请填写数量'],
      [{ logistics_num: '' }, 'logistics_num', '请填写物流单号'],
      [{ logistics_company: '' }, 'logistics_company', '请填写物流公司'],
      [{ images: [] }, 'images', '请上传面料图'],
      [{ sub_type_id: 1 }, 'assoc_order_num', '请填写关联单号'],
      [{ sub_type_id: 1, assoc_order_num: 'NO-SUCH-ORDER' }, 'assoc_order_num', '关联单号不存在'],
      [{ images: ['/uploads/0123456789abcdef0123456789abcdef.png'] }, 'images.0', '图片无效，请重新上传'],
    ];
    for (const [over, field, message] of cases) {
      const res = await s().call('POST', P.add, { token, body: parcel([img], over), lang: 'zh' });
      expect(res.body, field).toMatchObject({ errcode: 40001, message, result: { field } });
    }
    // Another account's upload is not this account's photo.
    const shop = await s().login(SHOP);
    const theirs = await s().call('POST', P.add, { token, body: parcel([await photo(shop)]), lang: 'zh' });
    expect(theirs.body).toMatchObject({ errcode: 40001, result: { field: 'images.0' } });
    // A with-order parcel names one of the account's own orders.
    const cart = (await s().call('GET', '/common.cart/cart_list', { token, query: { size: 1 } })).body.result.list;
    const withOrder = await s().call('POST', P.add, { token, body: parcel([img], { sub_type_id: 1, assoc_order_num: cart[0].order_num }) });
    expect(withOrder.body.errcode).toBe(0);
    const id = withOrder.body.result.id;
    expect((await s().call('GET', P.detail, { token, query: { id } })).body.result.assoc_order_num).toBe(cart[0].order_num);
    // The shop sees neither the parcel nor its code; it holds no warehouse.
    expect((await s().call('GET', P.detail, { token: shop, query: { id } })).body.errcode).toBe(40004);
    expect((await s().call('POST', P.del, { token: shop, body: { id } })).body.errcode).toBe(40004);
    expect((await s().call('GET', P.byCode, { token: shop, query: { code: 'CF00' } })).status).toBe(403);
    // The measurer holds neither module.
    expect((await s().call('GET', P.index, { token: await s().login('13800000004') })).status).toBe(403);
  });

  it("receives a shop's parcel in the seller's warehouse", async () => {
    const seller = await s().login(SELLER);
    const shop = await s().login(SHOP);
    const shopUser = await s().db.selectFrom('users').select(['id', 'parent_id']).where('mobilephone', '=', SHOP).executeTakeFirstOrThrow();
    const sellerUser = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    await s().db.updateTable('users').set({ parent_id: sellerUser.id }).where('id', '=', shopUser.id).execute();
    try {
      const { id } = (await s().call('POST', P.add, { token: shop, body: parcel([await photo(shop)], { fabric_num: 'SHOP-1' }) })).body.result;
      const code = (await s().call('GET', P.detail, { token: shop, query: { id } })).body.result.qrcode;
      expect((await s().call('GET', P.byCode, { token: seller, query: { code } })).body.result.id).toBe(id);
      expect((await s().call('POST', P.receive, { token: seller, body: { id, metres: 3 } })).body.result.balance).toBe('3.00');
    } finally {
      await s().db.updateTable('users').set({ parent_id: shopUser.parent_id }).where('id', '=', shopUser.id).execute();
    }
  });

  it("finds the catalogue's fabrics and the account's parcels together, by code, series and stock", async () => {
    const token = await s().login(SELLER);
    const { id } = (await s().call('POST', P.add, { token, body: parcel([await photo(token)], { fabric_num: 'MS-ONLY-77', color: '酒红' }) })).body.result;
    const both = (await s().call('GET', P.search, { token, query: { keyword: 'ms-only' } })).body.result;
    expect(both.list).toEqual([expect.objectContaining({ source: 'customer', fabric_num: 'MS-ONLY-77', parcel_id: id, stock_status_id: 1, balance: '0.00' })]);
    expect((await s().call('GET', P.search, { token, query: { keyword: '酒红' } })).body.result.list.some((m: { parcel_id: number }) => m.parcel_id === id)).toBe(true);
    // In transit is not in stock; received, it is.
    expect((await s().call('GET', P.search, { token, query: { keyword: 'MS-ONLY', in_stock: 'true' } })).body.result.count).toBe(0);
    await s().call('POST', P.receive, { token, body: { id, metres: 5 } });
    expect((await s().call('GET', P.search, { token, query: { keyword: 'MS-ONLY', in_stock: 'true' } })).body.result.list[0].balance).toBe('5.00');
    const catalogue = (await s().call('GET', P.search, { token, query: { source: 'catalogue', size: 100 } })).body.result;
    expect(catalogue.count).toBeGreaterThan(0);
    expect(catalogue.list.every((m: { source: string }) => m.source === 'catalogue')).toBe(true);
    const series = catalogue.series[0].id;
    const inSeries = (await s().call('GET', P.search, { token, query: { series_id: series, size: 100 } })).body.result.list;
    expect(inSeries.length).toBeGreaterThan(0);
    expect(inSeries.every((m: { series_id: number }) => m.series_id === series)).toBe(true);
    // Another account's parcels are not found; an account without either module may not search.
    expect((await s().call('GET', P.search, { token: await s().login(SHOP), query: { keyword: 'MS-ONLY' } })).body.result.count).toBe(0);
    expect((await s().call('GET', P.search, { token: await s().login('13800000004') })).status).toBe(403);
  });

  it('lets an order use a parcel’s metres by the BOM: checked in the cart, used when paid, given back on a refund', async () => {
    const token = await s().login(SELLER);
    const money = async () => (await s().db.selectFrom('users').select('money_fen').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow()).money_fen;
    const id = (await s().call('POST', P.add, { token, body: parcel([await photo(token)], { fabric_num: 'USE-5M', stock: 5 }) })).body.result.id as number;
    const demo = await demoOrders(s().db);
    // Suit jacket 1.8 m and trousers 1.3 m: 3.10 m a suit.
    const order = (parcelId: number) => {
      const body = demo.individual();
      return { ...body, fabric_info: { type_id: 2, fabric_num: 'USE-5M', composition: '100% wool', parcel_id: parcelId } };
    };
    const add = (body: unknown) => s().call('POST', '/fast_order/add_order', { token, body, lang: 'zh' });

    // In transit, it holds nothing yet.
    const early = await add(order(id));
    expect(early.body.result.field).toBe('items.0.fabric_parcel_id');
    expect(early.body.message).toContain('结存 0.00 米，本单需要 3.10 米');
    await s().call('POST', P.receive, { token, body: { id, metres: 5 } });
    const first = (await add(order(id))).body.result.id as number;
    const second = (await add(order(id))).body.result.id as number;
    const usable = (await s().call('GET', '/customer_fabric_mgmt/usable', { token, query: { keyword: 'use-5' } })).body.result.list;
    expect(usable).toEqual([expect.objectContaining({ id, fabric_num: 'USE-5M', balance: '5.00' })]);

    const pay = (orderId: number) => s().call('POST', '/common.cart/pay', { token, body: { order_ids: [orderId], pay_password: '123456' }, lang: 'zh' });
    expect((await pay(first)).body.errcode).toBe(0);
    const before = await money();
    const refused = await pay(second);
    expect(refused.body.errcode).toBe(40022);
    expect(refused.body.message).toContain('客供料 USE-5M 结存 1.90 米，需要 3.10 米');
    // Nothing of the refused payment stayed: no money moved, the order is still in the cart.
    expect(await money()).toBe(before);
    expect((await s().db.selectFrom('orders').select('order_status_id').where('id', '=', second).executeTakeFirstOrThrow()).order_status_id).toBe(1);
    expect((await add(order(id))).body.message).toContain('结存 1.90 米');

    // Cancelling the paid order refunds it and gives the metres back.
    expect((await s().call('POST', '/order_mgmt/cancel_order', { token, body: { ids: [first] } })).body.errcode).toBe(0);
    const detail = (await s().call('GET', P.detail, { token, query: { id } })).body.result;
    expect(detail.balance).toBe('5.00');
    const firstNum = (await s().db.selectFrom('orders').select('order_num').where('id', '=', first).executeTakeFirstOrThrow()).order_num;
    expect(detail.movements.map((m: { kind: string; metres: string; order_num: string | null }) => [m.kind, m.metres, m.order_num])).toEqual(
      expect.arrayContaining([
        ['receive', '5.00', null],
        ['use', '3.10', firstNum],
        ['release', '3.10', firstNum],
      ]),
    );
    expect((await pay(second)).body.errcode).toBe(0);

    // Another account's parcel is not this order's to use.
    const shop = await s().login(SHOP);
    const theirs = (await s().call('POST', P.add, { token: shop, body: parcel([await photo(shop)], { fabric_num: 'SHOP-ONLY' }) })).body.result.id as number;
    const foreign = await add(order(theirs));
    expect([foreign.body.result.field, foreign.body.message]).toEqual(['items.0.fabric_parcel_id', expect.stringContaining(`客供料 ${theirs} 不存在`)]);
  });
});
