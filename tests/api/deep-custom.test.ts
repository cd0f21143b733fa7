import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { indexCatalogue } from '../../src/domain/catalogue/lookup';
import { buildDeepPayload } from '../../src/domain/deep/build';
import type { DeepOrderPayload } from '../../src/domain/deep/contract';
import { fenToYuan } from '../../src/domain/shared/money';
import { eachDatabase } from '../support/api';
import { demoOrders, JACKET, TROUSERS, type DemoOrders } from './fast-order-payloads';

const ADD = '/deep_custom/add_order';
const SELLER = '13800000001';

type Payload = Record<string, any>;

/** The demo individual order as the deep flow sends it (the screen's own builder: type-3 techniques in bom_info, flat customer fields). */
function deepPayload(demo: DemoOrders): DeepOrderPayload {
  const idx = indexCatalogue(demo.snapshot);
  const fast = demo.individual();
  const series = demo.snapshot.series.find((s) => [JACKET, TROUSERS].every((c) => idx.category.get(c)!.series_ids.includes(s.id)))!;
  return buildDeepPayload(idx, fast, { series_id: series.id, customer_fabric: null, other_requirement: '袖口留 1 cm 余量', measure_remark: fast.user_info.user_remark, image_3d: '' });
}

eachDatabase('deep customization add_order', (s) => {
  let demo: DemoOrders;
  beforeAll(async () => {
    demo = await demoOrders(s().db);
  });

  const add = async (body: unknown, opts: { lang?: 'zh' | 'en'; key?: string; phone?: string } = {}) => {
    const token = await s().login(opts.phone ?? SELLER);
    return s().call('POST', ADD, { token, body, lang: opts.lang ?? 'zh', headers: opts.key ? { 'idempotency-key': opts.key } : {} });
  };

  it('puts a deep order (type 1) in the cart, priced on the server, with every section the confirmation shows', async () => {
    const body = deepPayload(demo) as Payload;
    // A client price is never used.
    body.payamount = 0;
    const res = await add(body);
    expect(res.body.errcode, res.body.message).toBe(0);
    expect(res.body.message).toBe('加入购物车成功');
    const expected = demo.piecePrice(JACKET) + demo.piecePrice(TROUSERS);
    expect(res.body.result).toMatchObject({ order_num: expect.stringMatching(/^DC\d+$/), payamount: fenToYuan(expected), quantity: 2 });
    const token = await s().login(SELLER);
    const detail = await s().call('GET', '/common.cart/cart_detail', { token, query: { order_id: res.body.result.id } });
    const order = detail.body.result;
    expect(order).toMatchObject({ order_type_id: 1, layout: 'customization', user_name: '张伟', other_requirement: '袖口留 1 cm 余量', user_remark: body.user_remark });
    expect(order.detail_info).toHaveLength(2);
    for (const d of order.detail_info) {
      expect(d.tech_info.length).toBeGreaterThan(0);
      expect(d.size_info[0].size_data.length).toBeGreaterThan(0);
      expect(d.bom_info[0]).toMatchObject({ code: demo.individual().fabric_info.fabric_num });
      expect(d.special_shape_info.length).toBeGreaterThan(0);
    }
  });

  it('refuses each missing step in the spec’s words, naming the field', async () => {
    const cases: Array<[string, (p: Payload) => void, string, string]> = [
      ['series', (p) => (p.series_id = 999), 'series_id', '请选择系列'],
      ['category', (p) => (p.category_array = []), 'category_array', '请选择品类'],
      ['pattern', (p) => (p.category_array[1].edition_number = ''), 'category_array.1.edition_number', '请选择'],
      ['process', (p) => (p.process_id = 0), 'process_id', '请选择加工工艺'],
      ['fabric', (p) => delete p.fabric_id, 'fabric_id', '请选择面料'],
      ['material', (p) => ((p.fabric_type_id = 2), delete p.fabric_id, (p.fabric_info = { fabric_num: 'KG-1', images: [] })), 'fabric_info.fabric_num', '请选择物料编码'],
      ['name', (p) => (p.user_name = ' '), 'user_name', '请填写姓名'],
      ['phone', (p) => (p.user_mobilephone = ''), 'user_mobilephone', '请填写手机号'],
      ['phone shape', (p) => (p.user_mobilephone = '23800000000'), 'user_mobilephone', '请正确填写手机号'],
      ['address', (p) => (p.user_address = ''), 'user_address', '请填写地址'],
      ['delivery date', (p) => (p.delivery_date = ''), 'delivery_date', '请填写交货日期'],
      ['body features', (p) => (p.special_shape = []), 'special_shape', '请给'],
      ['measures', (p) => (p.category_array[0].size_info.size_data = []), 'category_array.0.size_info', '请完整填写量体信息'],
    ];
    for (const [name, breakIt, field, message] of cases) {
      const body = structuredClone(deepPayload(demo)) as Payload;
      breakIt(body);
      const res = await add(body);
      expect(res.status, name).toBe(400);
      expect(res.body.result?.field, name).toBe(field);
      expect(res.body.message, name).toContain(message);
    }
  });

  it('refuses a category outside the series or gender, and techniques in the wrong list', async () => {
    const female = demo.snapshot.categories.find((c) => c.gender_id === 2)!;
    const body = structuredClone(deepPayload(demo)) as Payload;
    body.category_array[1].category_id = female.id;
    const res = await add(body, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('not offered');

    const idx = indexCatalogue(demo.snapshot);
    const misplaced = structuredClone(deepPayload(demo)) as Payload;
    const outer = misplaced.category_array[0].tech_info.find((t: { id: number }) => idx.technique.get(t.id)!.type_id === 1);
    misplaced.category_array[0].bom_info.push(outer);
    const wrong = await add(misplaced);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('BOM');
  });

  it('refuses technique ids of another category, or of none, in either list, and places nothing', async () => {
    const idx = indexCatalogue(demo.snapshot);
    const seller = await s().login(SELLER);
    const cartSize = async () => (await s().call('GET', '/common.cart/cart_list', { token: seller, query: { size: 100 } })).body.result.count as number;
    const before = await cartSize();
    const base = deepPayload(demo);
    const jacket = base.category_array[0]!.category_id;
    const foreign = demo.snapshot.techniques.find((t) => t.category_id !== jacket && t.type_id === 1)!;
    const foreignBom = demo.snapshot.techniques.find((t) => t.category_id !== jacket && t.type_id === 3);
    const unknownId = Math.max(...demo.snapshot.techniques.map((t) => t.id)) + 1000;
    // Each refusal names the entry as the request has it: the BOM list is its own list.
    const techField = `category_array.0.tech_info.${base.category_array[0]!.tech_info.length}.id`;
    const bomField = `category_array.0.bom_info.${base.category_array[0]!.bom_info.length}.id`;
    const cases: [string, keyof Payload, number, string][] = [
      ['another category', 'tech_info', foreign.id, techField],
      ['none at all', 'tech_info', unknownId, techField],
      ['none, in the BOM list', 'bom_info', unknownId, bomField],
      ...(foreignBom ? ([['another category, in the BOM list', 'bom_info', foreignBom.id, bomField]] as [string, string, number, string][]) : []),
    ];
    for (const [label, list, id, field] of cases) {
      const body = structuredClone(base) as Payload;
      body.category_array[0][list].push({ id, content: '', items: [] });
      const res = await add(body, { lang: 'en' });
      expect(res.status, label).toBe(400);
      expect(res.body, label).toMatchObject({ errcode: 40001, result: { field } });
    }
    expect(foreignBom).toBeDefined();
    expect(idx.technique.get(unknownId)).toBeUndefined();
    expect(await cartSize()).toBe(before);
  });

  it("takes customer-supplied fabric from one of the account's parcels, with its photo and shipment", async () => {
    const token = await s().login(SELLER);
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#24466b' } }).png().toBuffer();
    const photo = (await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: `data:image/png;base64,${png.toString('base64')}` } })).body.result.url as string;
    const parcel = { fabric_num: 'DEEP-8M', flower: '人字纹', color: '藏青', stock: 8, composition: '100% wool', sub_type_id: 2, logistics_num: 'SF100200300', logistics_company: '顺丰', images: [photo] };
    const id = (await s().call('POST', '/customer_fabric_mgmt/add', { token, body: parcel })).body.result.id as number;
    await s().call('POST', '/customer_fabric_mgmt/receive', { token, body: { id, metres: 8 } });
    const usable = (await s().call('GET', '/customer_fabric_mgmt/usable', { token, query: { keyword: 'deep-8' } })).body.result.list;
    expect(usable[0]).toMatchObject({ id, images: [expect.stringMatching(/^\/uploads\//)] });

    const body = structuredClone(deepPayload(demo)) as Payload;
    body.fabric_type_id = 2;
    delete body.fabric_id;
    body.fabric_info = { fabric_num: 'DEEP-8M', composition: '100% wool', parcel_id: id, quantity: '3.2', logistics_company: '顺丰', logistics_num: 'SF100200300', images: [usable[0].images[0]] };
    const res = await add(body);
    expect(res.body.errcode, res.body.message).toBe(0);
    const order = (await s().call('GET', '/common.cart/cart_detail', { token, query: { order_id: res.body.result.id } })).body.result;
    for (const d of order.detail_info) {
      expect(d).toMatchObject({ fabric_num: 'DEEP-8M' });
      expect(d.bom_info).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'DEEP-8M', content: '3.2 m · 顺丰 · SF100200300' })]));
    }

    // Another account's parcel is refused.
    const theirs = structuredClone(body);
    theirs.fabric_info.parcel_id = id;
    const shop = await s().call('POST', ADD, { token: await s().login('13800000002'), body: theirs, lang: 'zh' });
    expect(shop.body.errcode).not.toBe(0);
  });

  it('places one order for a replayed Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await add(deepPayload(demo), { key });
    const again = await add(deepPayload(demo), { key });
    expect(first.body.errcode).toBe(0);
    expect(again.body.result.id).toBe(first.body.result.id);
    const count = await s().db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('order_num', '=', first.body.result.order_num).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('is refused to a login without deep customization', async () => {
    const res = await add(deepPayload(demo), { phone: '13800000006' });
    expect(res.status).toBe(403);
  });
});
