import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MAX_ORDER_PIECES, MAX_SIZE_PIECES, type ProductInfo } from '@/domain/bulk-goods/contract';
import sharp from 'sharp';
import { itemMetres } from '../../src/domain/customer-fabric/usage';
import { eachDatabase, type TestServer } from '../support/api';

const P = {
  search: '/large_goods/product_search',
  info: '/large_goods/product_info',
  sizes: '/large_goods/size_list',
  check: '/large_goods/code_check',
  addCodes: '/large_goods/add_product_codes',
  addOrder: '/large_goods/add_order',
};
const SELLER = '13800000001';
const COMPANY = '13800000003';

eachDatabase('bulk goods', (s) => {
  const info = async (token: string, code: string) => (await s().call<ProductInfo>('GET', P.info, { token, query: { product_code: code } })).body.result;
  /** An order of a product as its info gives it, with counts on its first two starting sizes. */
  const orderOf = (products: ProductInfo[], over: Record<string, unknown> = {}) => ({
    company_name: '锦江酒店',
    contacts: '李经理',
    user_mobilephone: '13900001111',
    delivery_date: '2027-01-15 00:00:00',
    prepay: 1000,
    user_address: '上海市徐汇区',
    fabric_type_id: 1,
    product_array: products.map((p) => ({
      product_code: p.productCode,
      goods_array: p.cates.map((c) => ({
        category_item_id: c.category_item_id,
        style_number: c.style_number,
        edition_number: c.edition_number,
        fabric_num: c.fabric_num,
        retail: Number(c.retail) + 100,
        tech_info: c.tech_result,
        category_size_data: c.cateSizeList.slice(0, 2).map((size_name, i) => ({ size_name, count: 10 + i })),
      })),
    })),
    ...over,
  });
  const place = (srv: TestServer, token: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
    srv.call('POST', P.addOrder, { token, body, lang, headers: { 'idempotency-key': randomUUID() } });

  it('finds product codes and gives a product’s goods, list price and sizes', async () => {
    const token = await s().login(SELLER);
    const found = (await s().call('GET', P.search, { token, query: { keyword: 'p01' } })).body.result.list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p: { product_code: string }) => p.product_code.startsWith('P01'))).toBe(true);
    const product = await info(token, 'P01001');
    expect(product.cates).toHaveLength(1);
    const goods = product.cates[0]!;
    expect(Number(goods.retail)).toBeGreaterThan(0);
    expect(goods.cateSizeList.length).toBeGreaterThan(3);
    const sizes = (await s().call('GET', P.sizes, { token, query: { category_id: goods.category_item_id, edition_number: goods.edition_number } })).body.result;
    expect(sizes.sizes).toEqual(expect.arrayContaining(goods.cateSizeList));
    expect((await s().call('GET', P.info, { token, query: { product_code: 'NOPE01' }, lang: 'zh' })).body).toMatchObject({ errcode: 40004, message: '产品号 NOPE01 不存在' });
    // The module is the seller's and the company's, not the measurer's.
    const measurer = await s().login('13800000004');
    expect((await s().call('GET', P.search, { token: measurer })).status).toBe(403);
  });

  it('names the categories of the codes it finds and of a product in the reader’s language', async () => {
    const token = await s().login(SELLER);
    const search = (lang: 'zh' | 'en') => s().call<{ list: { product_code: string; category_names: string[] }[] }>('GET', P.search, { token, lang, query: { keyword: 'P01001' } });
    expect((await search('en')).body.result.list[0]).toMatchObject({ product_code: 'P01001', category_names: ['Suit jacket'] });
    expect((await search('zh')).body.result.list[0]).toMatchObject({ product_code: 'P01001', category_names: ['西服上衣'] });
    const product = (lang: 'zh' | 'en') => s().call<ProductInfo>('GET', P.info, { token, lang, query: { product_code: 'P01001' } });
    expect((await product('en')).body.result.cates[0]!.category_item_name).toBe('Suit jacket');
    expect((await product('zh')).body.result.cates[0]!.category_item_name).toBe('西服上衣');
  });

  it('prices a bulk order from the catalogue whatever retail the client sends, once per idempotency key', async () => {
    const token = await s().login(SELLER);
    const products = [await info(token, 'P01001'), await info(token, 'P02001')];
    const body = orderOf(products);
    const key = randomUUID();
    const first = await s().call('POST', P.addOrder, { token, body, lang: 'zh', headers: { 'idempotency-key': key } });
    expect(first.body).toMatchObject({ errcode: 0, message: '下单成功' });
    const again = await s().call('POST', P.addOrder, { token, body, headers: { 'idempotency-key': key } });
    expect(again.body.result.id).toBe(first.body.result.id);
    // The body says retail + 100 for each: each piece is charged its code's catalogue price.
    const expected = products.reduce((sum, p) => sum + Number(p.cates[0]!.retail) * 21, 0);
    expect(Number(first.body.result.payamount)).toBeCloseTo(expected, 2);
    expect(first.body.result.quantity).toBe(42);
    const order = await s().db.selectFrom('orders').selectAll().where('id', '=', first.body.result.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_type_id: 4, order_status_id: 1, large_goods_company_name: '锦江酒店', large_goods_prepay_fen: 100000, user_id: expect.any(Number) });
    const cart = (await s().call('GET', '/common.cart/cart_list', { token, query: { order_type_id: '4' } })).body.result.list;
    expect(cart.map((o: { id: number }) => o.id)).toContain(first.body.result.id);
    // Below the price, too: the catalogue's.
    const cheap = orderOf(products);
    for (const p of cheap.product_array) for (const g of p.goods_array) g.retail = 1;
    const low = await place(s(), token, cheap);
    expect(low.body.errcode).toBe(0);
    expect(Number(low.body.result.payamount)).toBeCloseTo(expected, 2);
  });

  it('takes customer-supplied fabric from a parcel: its code on the order, its metres used when paid', async () => {
    const token = await s().login(SELLER);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#223344' } }).png().toBuffer();
    const url = (await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: `data:image/png;base64,${png.toString('base64')}` } })).body.result.url;
    const parcel = (await s().call('POST', '/customer_fabric_mgmt/add', { token, body: { fabric_num: 'BULK-CF1', flower: '素色', color: '灰', stock: 80, composition: '羊毛', sub_type_id: 2, logistics_num: 'SF1', logistics_company: '顺丰', images: [url] } })).body.result.id as number;
    await s().call('POST', '/customer_fabric_mgmt/receive', { token, body: { id: parcel, metres: 80 } });
    // Two pieces: a bulk order's retail prices soon pass the demo balance.
    const body = orderOf([await info(token, 'P01001')], { fabric_type_id: 2, fabric_parcel_id: parcel });
    const goods = body.product_array[0]!.goods_array[0]!;
    goods.category_size_data = [{ size_name: goods.category_size_data[0]!.size_name, count: 2 }];
    const placed = await place(s(), token, body);
    expect(placed.body.errcode).toBe(0);
    const items = await s().db.selectFrom('order_items').select(['quantity', 'detail', 'fabric_parcel_id']).where('order_id', '=', placed.body.result.id).execute();
    expect(items.every((i) => i.fabric_parcel_id === parcel && (i.detail as { fabric_num: string }).fabric_num === 'BULK-CF1')).toBe(true);
    const need = items.reduce((sum, i) => sum + itemMetres({ unit_consumption: (i.detail as { unit_consumption: number }).unit_consumption, quantity: i.quantity }), 0);
    expect(need).toBeGreaterThan(0);
    const paid = await s().call('POST', '/common.cart/pay', { token, body: { order_ids: [placed.body.result.id], pay_password: '123456' } });
    expect(paid.body.errcode).toBe(0);
    const detail = (await s().call('GET', '/customer_fabric_mgmt/detail', { token, query: { id: parcel } })).body.result;
    expect(detail.balance).toBe((80 - need).toFixed(2));
    // More than is left is refused when the order is placed, naming the parcel field.
    const tooMuch = orderOf([await info(token, 'P01001')], { fabric_type_id: 2, fabric_parcel_id: parcel });
    tooMuch.product_array[0]!.goods_array[0]!.category_size_data = [{ size_name: tooMuch.product_array[0]!.goods_array[0]!.category_size_data[0]!.size_name, count: 500 }];
    const refused = await place(s(), token, tooMuch);
    expect(refused.body.result.field).toBe('items.0.fabric_parcel_id');
  });

  it('refuses a bad order with the field and the spec’s message, in the caller’s language', async () => {
    const token = await s().login(SELLER);
    const product = await info(token, 'P01001');
    const ok = orderOf([product]);
    const refused = async (body: unknown, lang: 'zh' | 'en' = 'zh') => (await place(s(), token, body, lang)).body;
    const bulkOrders = async () => (await s().db.selectFrom('orders').select('id').where('order_type_id', '=', 4).execute()).length;
    const before = await bulkOrders();
    expect(await refused({ ...ok, contacts: ' ' })).toMatchObject({ errcode: 40001, message: '请填写联系人', result: { field: 'contacts' } });
    expect(await refused({ ...ok, company_name: '' }, 'en')).toMatchObject({ message: 'Please fill in Company', result: { field: 'company_name' } });
    expect((await refused({ ...ok, product_array: [...ok.product_array, ...ok.product_array] })).message).toBe('您已经添加了该产品!');
    const goods = ok.product_array[0]!.goods_array[0]!;
    const withGoods = (g: Record<string, unknown>) => ({ ...ok, product_array: [{ product_code: product.productCode, goods_array: [{ ...goods, ...g }] }] });
    expect(await refused(withGoods({ category_size_data: [{ size_name: goods.category_size_data[0]!.size_name, count: 0 }] }))).toMatchObject({ message: '请填写产品 P01001 的尺码数量' });
    expect(await refused(withGoods({ category_size_data: [{ size_name: '170/88A', count: 1.5 }] }))).toMatchObject({ message: expect.stringContaining('请输入数字') });
    expect(await refused(withGoods({ category_size_data: [{ size_name: '999/88A', count: 1 }] }))).toMatchObject({ message: '尺码 999/88A 不在该品类的尺码表中' });
    // Money has two decimals: a third is the fault, said as such.
    expect(await refused(withGoods({ retail: 4060.001 }), 'en')).toMatchObject({ message: 'Retail price: at most two decimal places', result: { field: 'product_array.0.goods_array.0.retail' } });
    expect(await refused(withGoods({ retail: 4060.001 }))).toMatchObject({ message: '零售价：最多两位小数' });
    expect(await refused({ ...ok, prepay: 10.005 })).toMatchObject({ message: '预付款：最多两位小数', result: { field: 'prepay' } });
    // A product changed without a new code is not what its code says.
    const optional = await s()
      .db.selectFrom('cat_techniques as t')
      .innerJoin('cat_tech_groups as g', 'g.id', 't.group_id')
      .select('t.id')
      .where('t.id', 'in', goods.tech_info)
      .where('g.is_required', '=', 0)
      .executeTakeFirstOrThrow();
    expect(await refused(withGoods({ tech_info: goods.tech_info.filter((x) => x !== optional.id) }))).toMatchObject({ message: expect.stringContaining('请保存为新产品号') });
    // Nothing was placed by any of them.
    expect(await bulkOrders()).toBe(before);
  });

  it('bounds the pieces per size, the pieces of the order and the prepayment, naming the field in the caller’s language', async () => {
    const token = await s().login(SELLER);
    const products = [await info(token, 'P01001'), await info(token, 'P02001')];
    const refused = async (body: unknown, lang: 'zh' | 'en') => {
      const res = await place(s(), token, body, lang);
      return [res.status, res.body.result?.field, res.body.message];
    };
    const bulkOrders = async () => (await s().db.selectFrom('orders').select('id').where('order_type_id', '=', 4).execute()).length;
    const before = await bulkOrders();

    const oneSize = orderOf([products[0]!]);
    oneSize.product_array[0]!.goods_array[0]!.category_size_data[0]!.count = MAX_SIZE_PIECES + 1;
    const size = oneSize.product_array[0]!.goods_array[0]!.category_size_data[0]!.size_name;
    const sizeField = 'product_array.0.goods_array.0.category_size_data.0.count';
    expect(await refused(oneSize, 'zh')).toEqual([400, sizeField, `尺码 ${size} 的件数最多 ${MAX_SIZE_PIECES} 件`]);
    expect(await refused(oneSize, 'en')).toEqual([400, sizeField, `Pieces of size ${size}: at most ${MAX_SIZE_PIECES}`]);

    // Every size of both products at the most a size takes: more than an order takes.
    const full = orderOf(products);
    full.product_array.forEach((p, i) => p.goods_array.forEach((g, j) => (g.category_size_data = products[i]!.cates[j]!.cateSizeList.map((size_name) => ({ size_name, count: MAX_SIZE_PIECES })))));
    const total = full.product_array.reduce((n, p) => n + p.goods_array.reduce((m, g) => m + g.category_size_data.length * MAX_SIZE_PIECES, 0), 0);
    expect(total).toBeGreaterThan(MAX_ORDER_PIECES);
    expect(await refused(full, 'zh')).toEqual([400, 'product_array', `订单件数最多 ${MAX_ORDER_PIECES} 件，现为 ${total} 件`]);
    expect(await refused(full, 'en')).toEqual([400, 'product_array', `Pieces of the order: at most ${MAX_ORDER_PIECES}, now ${total}`]);

    // The prepayment is at most what the order costs at the catalogue's prices (the body's retail is 100 more).
    const amount = products.reduce((sum, p) => sum + Number(p.cates[0]!.retail) * 21, 0);
    expect(await refused(orderOf(products, { prepay: amount + 0.01 }), 'zh')).toEqual([400, 'prepay', '预付款不能超过订单金额']);
    expect(await refused(orderOf(products, { prepay: 100_000_000 }), 'en')).toEqual([400, 'prepay', 'Prepayment: cannot exceed the order’s amount']);
    expect(await bulkOrders()).toBe(before);
    expect((await place(s(), token, orderOf(products, { prepay: amount }))).body.errcode).toBe(0);
  });

  it('saves a changed product as a new code and style, checked for existence, and orders it', async () => {
    const token = await s().login(SELLER);
    const product = await info(token, 'P01002');
    const goods = product.cates[0]!;
    const tag = String(Date.now()).slice(-6);
    const newCode = `BX${tag}`;
    const newStyle = `SX${tag}`;
    const check = async (code: string, styles: string) => (await s().call('GET', P.check, { token, query: { product_code: code, style_numbers: styles } })).body.result;
    expect(await check(newCode, newStyle)).toEqual({ product_code_taken: false, styles_taken: [] });
    expect(await check('p01001', 'S01001')).toEqual({ product_code_taken: true, styles_taken: ['S01001'] });

    // A different fabric for the category: another product.
    const idx = await s().db.selectFrom('cat_fabrics').select(['fabric_num', 'category_ids']).execute();
    const fabric = idx.find((f) => f.fabric_num !== goods.fabric_num && (f.category_ids.length === 0 || f.category_ids.includes(goods.category_item_id)))!.fabric_num;
    const changed = { category_item_id: goods.category_item_id, style_number: newStyle, edition_number: goods.edition_number, fabric_num: fabric, retail: Number(goods.retail), tech_info: goods.tech_result };
    const add = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => s().call('POST', P.addCodes, { token, body, lang, headers: { 'idempotency-key': randomUUID() } });
    expect((await add({ source_code: 'P01002', product_code: 'P01001', goods_array: [changed] })).body).toMatchObject({ message: '您输入的新产品号已存在，请重新输入。', result: { field: 'product_code' } });
    expect((await add({ source_code: 'P01002', product_code: newCode, goods_array: [{ ...changed, style_number: 'S01001' }] })).body).toMatchObject({ message: '您输入的新款式号已存在，请重新输入。' });
    expect((await add({ source_code: 'P01002', product_code: 'x', goods_array: [changed] })).body.result.field).toBe('product_code');
    const added = await add({ source_code: 'P01002', product_code: newCode, goods_array: [changed] });
    expect(added.body).toMatchObject({ errcode: 0, message: '成功添加新产品号', result: { productCode: newCode, own: true } });
    expect(added.body.result.cates[0]).toMatchObject({ style_number: newStyle, fabric_num: fabric });
    expect(await check(newCode.toLowerCase(), newStyle)).toEqual({ product_code_taken: true, styles_taken: [newStyle] });

    // The seller finds and orders the new code; another seller has no such product.
    expect((await s().call('GET', P.search, { token, query: { keyword: newCode } })).body.result.list[0]).toMatchObject({ product_code: newCode, own: true });
    const placed = await place(s(), token, orderOf([await info(token, newCode)]));
    expect(placed.body.errcode).toBe(0);
    const item = await s().db.selectFrom('order_items').select(['detail', 'quantity']).where('order_id', '=', placed.body.result.id).executeTakeFirstOrThrow();
    expect(item.quantity).toBe(21);
    expect(JSON.stringify(item.detail)).toContain(newStyle);
    const company = await s().login(COMPANY);
    expect((await s().call('GET', P.info, { token: company, query: { product_code: newCode } })).status).toBe(404);
    expect((await place(s(), company, orderOf([await info(token, newCode)]))).body.result.field).toBe('product_array.0.product_code');
  });
});
