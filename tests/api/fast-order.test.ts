import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { standardSizeOf } from '../../src/domain/rules/standard-size';
import { fenToYuan } from '../../src/domain/shared/money';
import { eachDatabase, type TestServer } from '../support/api';
import { demoOrders, JACKET, TROUSERS, type DemoOrders } from './fast-order-payloads';

const ADD = '/fast_order/add_order';
const SELLER = '13800000001';

type Payload = Record<string, any>;

eachDatabase('fast order add_order', (s) => {
  let demo: DemoOrders;
  beforeAll(async () => {
    demo = await demoOrders(s().db);
  });

  const add = async (body: unknown, opts: { lang?: 'zh' | 'en'; key?: string; phone?: string } = {}) => {
    const token = await s().login(opts.phone ?? SELLER);
    return s().call('POST', ADD, { token, body, lang: opts.lang ?? 'en', headers: opts.key ? { 'idempotency-key': opts.key } : {} });
  };
  const cartOrder = async (server: TestServer, id: number) => {
    const token = await server.login(SELLER);
    const list = await server.call('GET', '/common.cart/cart_list', { token, query: { size: 100 } });
    return list.body.result.list.find((o: { id: number }) => o.id === id);
  };

  it('accepts the spec individual payload, prices it on the server and shows it in the cart', async () => {
    const res = await add(demo.individual(), { lang: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body.errcode).toBe(0);
    expect(res.body.message).toBe('加入购物车成功');
    const expected = demo.piecePrice(JACKET) + demo.piecePrice(TROUSERS);
    expect(res.body.result).toMatchObject({ order_num: expect.stringMatching(/^FO\d+$/), payamount: fenToYuan(expected), quantity: 2 });
    const order = await cartOrder(s(), res.body.result.id);
    expect(order).toMatchObject({ order_type_id: 2, sub_fast_type_id: 1, order_status_id: 1, payamount: fenToYuan(expected), quantity: 2, user_name: '张伟' });
    expect(order.detail_info.map((d: { category_id: number; unit_price: string }) => [d.category_id, d.unit_price])).toEqual([
      [JACKET, fenToYuan(demo.piecePrice(JACKET))],
      [TROUSERS, fenToYuan(demo.piecePrice(TROUSERS))],
    ]);
  });

  it('accepts a standard size of the person’s chart with the chart’s data for the edition', async () => {
    const body = structuredClone(demo.individual()) as Payload;
    for (const c of body.category_array) {
      const edition = demo.snapshot.editions.find((e) => e.edition_number === c.edition_number)!;
      const value = c.category_id === JACKET ? '175/92B' : '175/80B';
      const size = standardSizeOf(demo.snapshot, c.category_id, 1, edition.id, value)!;
      c.size_info = {
        size_info_type: 3,
        size_shape_name: value,
        size_value: value,
        size_name: size.size_name,
        size_data: size.items.map((i) => ({ ...c.size_info.size_data[0], body_item_id: i.item_id, body_item_net_value: null, body_item_diff_value: null, body_base_value: i.value, body_correct_value: 0.5 })),
      };
    }
    const res = await add(body);
    expect(res.body.errcode, res.body.message).toBe(0);
  });

  it('shows a placed order in the reader’s language: catalogue names in English for English, as stored for Chinese', async () => {
    const body = structuredClone(demo.individual()) as Payload;
    body.demo_order = 1;
    const placed = await add(body);
    expect(placed.body.errcode).toBe(0);
    const token = await s().login(SELLER);
    const read = async (lang: 'zh' | 'en') => {
      const list = await s().call('GET', '/common.cart/cart_list', { token, lang, query: { size: 100 } });
      const row = list.body.result.list.find((o: { id: number }) => o.id === placed.body.result.id);
      const detail = await s().call('GET', '/common.cart/cart_detail', { token, lang, query: { order_id: placed.body.result.id } });
      return { row, detail: detail.body.result };
    };
    const en = await read('en');
    expect(en.row.categories).toBe('Suit jacket/Suit trousers');
    expect(en.row.detail_info.map((d: { category_name: string }) => d.category_name)).toEqual(['Suit jacket', 'Suit trousers']);
    const process = demo.snapshot.processes.find((p) => p.id === 1)!;
    expect(en.detail).toMatchObject({ process_name: process.name_en, remark: 'Sample order' });
    const jacket = en.detail.detail_info[0];
    expect(jacket.wearing_style).toBe('Standard');
    expect(jacket.special_shape_info[0]).toEqual({ shape_name: 'Hunchback', shape_item: 'None' });
    expect(jacket.tech_info.map((t: { tech_name: string }) => t.tech_name)).toContain('Single-breasted, 2 buttons');
    expect(jacket.bom_info[0].type_name).toBe('Fabric');
    expect(jacket.size_info[0].size_data[0].body_item_name).toBe('Chest');
    const zh = await read('zh');
    expect(zh.row.categories).toBe('西服上衣/西裤');
    expect(zh.detail).toMatchObject({ process_name: process.process_name, remark: '样衣订单' });
    expect(zh.detail.detail_info[0]).toMatchObject({ wearing_style: '标准', special_shape_info: expect.arrayContaining([{ shape_name: '驼背', shape_item: '无' }]) });
  });

  it('lists a team order’s employees with category names in the reader’s language', async () => {
    const placed = await add(demo.team([1, 1]));
    const token = await s().login(SELLER);
    const names = async (lang: 'zh' | 'en') => {
      const res = await s().call('GET', '/order_mgmt/employee_measure_list', { token, lang, query: { order_id: placed.body.result.id } });
      return res.body.result.map((e: { measuring_info: { category_name: string }[] }) => e.measuring_info.map((m) => m.category_name));
    };
    expect(await names('en')).toEqual([['Suit jacket', 'Suit trousers'], ['Suit jacket']]);
    expect(await names('zh')).toEqual([['西服上衣', '西裤'], ['西服上衣']]);
  });

  it('ignores any price the client sends: the amount is the server price', async () => {
    const body: Payload = { ...demo.individual(), payamount: '0.01', price: '0.01', total_price: '0.01' };
    body.category_array = body.category_array.map((c: Payload) => ({ ...c, price: '0.01', tech_info: c.tech_info.map((t: Payload) => ({ ...t, price: '0.00' })) }));
    const res = await add(body);
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.payamount).toBe(fenToYuan(demo.piecePrice(JACKET) + demo.piecePrice(TROUSERS)));
  });

  it('stores technique items and photos from the catalogue, not as the client sent them', async () => {
    const label = demo.snapshot.techniques.find((t) => t.category_id === JACKET && t.tech_name === '定制内标')!;
    const body = structuredClone(demo.individual()) as Payload;
    body.category_array[0].tech_info.push({
      id: label.id,
      content: '',
      items: [
        { item_name: '绣字内容', item_type: 2, content: 'HDNY', photos: [{ name: '伪造', target: 'https://evil.example/a.png' }] },
        { item_name: '字体', item_type: 1, content: 'font-block', photos: [{ name: '伪造', target: 'https://evil.example/b.png' }] },
      ],
      price: '0.00',
      tech_name: '伪造工艺',
    });
    const res = await add(body);
    expect(res.body.errcode, res.body.message).toBe(0);
    const token = await s().login(SELLER);
    const detail = await s().call('GET', '/common.cart/cart_detail', { token, lang: 'zh', query: { order_id: res.body.result.id } });
    const stored = detail.body.result.detail_info[0].tech_info.find((t: { tech_name: string }) => t.tech_name === '定制内标');
    expect(stored).toMatchObject({ price: fenToYuan(label.price_fen) });
    const font = label.items.find((i) => i.item_name === '字体')!;
    expect(stored.items).toEqual([
      { item_name: '绣字内容', item_type: 1, content: 'HDNY', photos: [] },
      { item_name: '字体', item_type: 2, content: 'font-block', photos: [{ name: font.photos.find((p) => p.target === 'font-block')!.name, url: 'font-block' }] },
      { item_name: '线色', item_type: 2, content: '', photos: [] },
    ]);
    const forged = structuredClone(body);
    forged.category_array[0].tech_info.at(-1).items[1].content = 'https://evil.example/b.png';
    const refused = await add(forged, { lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.result.field).toBe(`category_array.0.tech_info.${body.category_array[0].tech_info.length - 1}.items.1.content`);
    expect(refused.body.message).toContain('Font of technique Custom label has no choice');
  });

  it('stores the allowances, base sizes and standard data it derives itself, whatever the client sent', async () => {
    const body = structuredClone(demo.individual()) as Payload;
    const sent = body.category_array[0].size_info.size_data;
    const derived = sent.map((r: Payload) => [r.body_item_id, r.body_item_diff_value, r.body_base_value]);
    for (const r of sent) Object.assign(r, { body_item_diff_value: 99, body_base_value: -400 });
    const team = structuredClone(demo.team([1, 1])) as Payload;
    const std = team.configure[0].staffs[0].category_array[0].size_info;
    std.size_data = [{ ...sent[0], body_item_net_value: null, body_item_diff_value: null, body_base_value: 150, body_correct_value: 0.5 }];
    const token = await s().login(SELLER);
    const individual = await add(body);
    expect(individual.body.errcode, individual.body.message).toBe(0);
    const detail = await s().call('GET', '/common.cart/cart_detail', { token, lang: 'zh', query: { order_id: individual.body.result.id } });
    expect(detail.body.result.detail_info[0].size_info[0].size_data.map((r: Payload) => [r.body_item_id, r.body_item_diff_value, r.body_base_value])).toEqual(derived);
    const placed = await add(team);
    expect(placed.body.errcode, placed.body.message).toBe(0);
    const staff = await s().call('GET', '/order_mgmt/employee_measure_list', { token, query: { order_id: placed.body.result.id } });
    const edition = demo.snapshot.editions.find((e) => e.edition_number === team.category_array[0].edition_number)!;
    const chart = standardSizeOf(demo.snapshot, JACKET, 1, edition.id, std.size_value)!;
    const stored = staff.body.result[0].measuring_info[0].size_info[0].size_data;
    const measured = new Set(demo.snapshot.category_items.filter((i) => i.category_id === JACKET).map((i) => i.item_id));
    const byItem = (a: number[], b: number[]) => a[0]! - b[0]!;
    expect(stored.map((r: Payload) => [r.body_item_id, r.body_base_value]).sort(byItem)).toEqual(chart.items.filter((i) => measured.has(i.item_id)).map((i) => [i.item_id, i.value]).sort(byItem));
    expect(stored.find((r: Payload) => r.body_item_id === sent[0].body_item_id)).toMatchObject({ body_correct_value: 0.5 });
    expect(stored.length).toBeGreaterThan(1);
  });

  it('accepts the spec team payload: employees per configuration, quantities from the employees', async () => {
    const res = await add(demo.team([3, 2]));
    expect(res.body.errcode).toBe(0);
    // 3 suits (jacket + trousers) and 2 jackets.
    const amount = 5 * demo.piecePrice(JACKET) + 3 * demo.piecePrice(TROUSERS);
    expect(res.body.result).toMatchObject({ payamount: fenToYuan(amount), quantity: 8 });
    const order = await cartOrder(s(), res.body.result.id);
    expect(order).toMatchObject({ sub_fast_type_id: 2, quantity_editable: false, payamount: fenToYuan(amount) });
    const token = await s().login(SELLER);
    const staff = await s().call('GET', '/order_mgmt/employee_measure_list', { token, query: { order_id: res.body.result.id } });
    expect(staff.body.result.map((e: { user_info: { truename: string }; measuring_info: { category_name: string; quantity: number }[] }) => [e.user_info.truename, e.measuring_info.length])).toEqual([
      ['员工1', 2],
      ['员工2', 2],
      ['员工3', 2],
      ['员工100', 1],
      ['员工101', 1],
    ]);
  });

  it('applies the same Idempotency-Key once: one order, the same answer', async () => {
    const key = randomUUID();
    const count = async () => Number((await s().db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const first = await add(demo.individual(), { key });
    const second = await add(demo.individual(), { key });
    expect(first.body.errcode).toBe(0);
    expect(second.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
  });

  it('applies a key once even when both requests arrive together', async () => {
    const key = randomUUID();
    const count = async () => Number((await s().db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const [a, b] = await Promise.all([add(demo.team(), { key }), add(demo.team(), { key })]);
    expect(a.body.errcode).toBe(0);
    expect(b.body).toEqual(a.body);
    expect(await count()).toBe(before + 1);
  });

  type Case = [string, (p: Payload) => void, string, string, string];
  /** A week before today in China, the business's calendar. */
  const weekAgo = () => new Date(Date.now() - 7 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
  const individualCases: Case[] = [
    ['no category', (p) => (p.category_array = []), 'category_array', '请至少选择一个品类', 'Please choose at least one category'],
    ['no fabric', (p) => (p.fabric_info.fabric_num = ''), 'fabric_info.fabric_num', '请选择面料', 'Please choose a fabric'],
    ['an unknown fabric', (p) => (p.fabric_info.fabric_num = 'NOPE-1'), 'fabric_info.fabric_num', '面料 NOPE-1 不存在', 'Fabric NOPE-1 does not exist'],
    ['no processing grade', (p) => (p.process_id = 0), 'process_id', '请选择加工档次', 'Please choose a processing grade'],
    ['no edition', (p) => (p.category_array[1].edition_number = ''), 'category_array.1.edition_number', '请给西裤选择一个版型', 'Please choose a pattern for Suit trousers'],
    ['no customer name', (p) => (p.user_info.user_name = ''), 'user_info.user_name', '请填写客户姓名', 'Please fill in the customer name'],
    ['no phone', (p) => (p.user_info.user_mobilephone = ''), 'user_info.user_mobilephone', '请填写手机号', 'Please fill in the mobile number'],
    ['a malformed phone', (p) => (p.user_info.user_mobilephone = '2391111000'), 'user_info.user_mobilephone', '请正确填写手机号', 'Please enter a valid mobile number'],
    ['no address', (p) => (p.user_info.user_address = ''), 'user_info.user_address', '请填写客户地址', 'Please fill in the customer address'],
    ['no delivery date', (p) => (p.user_info.delivery_date = ''), 'user_info.delivery_date', '请选择交货日期', 'Please choose a delivery date'],
    // The rule every order form shares (reorder refused this date; the fast order took it).
    ['a delivery date a week ago', (p) => (p.user_info.delivery_date = `${weekAgo()} 00:00:00`), 'user_info.delivery_date', '交货日期不能早于今天', 'The delivery date cannot be before today'],
    ['a body feature without a level', (p) => (p.special_shape = p.special_shape.slice(1)), 'special_shape', '请给驼背选择一个特征', 'Please choose a feature for Hunchback'],
    ['no wearing style', (p) => (p.category_array[0].wearing_style = null), 'category_array.0.wearing_style', '请给张伟的西服上衣选择一个穿衣风格', 'Please choose a wearing style for Suit jacket of 张伟'],
    ['a missing required measurement', (p) => p.category_array[0].size_info.size_data.splice(0, 1), 'category_array.0.size_info', '张伟·西服上衣：请完整填写量体信息', '张伟 · Suit jacket: Please fill in all measurements'],
    [
      'a measurement out of range',
      (p) => (p.category_array[0].size_info.size_data[0].body_item_net_value = 300),
      'category_array.0.size_info.size_data.0.body_item_net_value',
      '填写的量体数据超出范围, 请重新输入',
      'The measurement is out of range, please enter it again',
    ],
    [
      'a garment value of 450 cm',
      (p) => {
        const size = p.category_array[0].size_info;
        size.size_info_type = 2;
        for (const row of size.size_data) Object.assign(row, { body_item_clothes_value: row.body_base_value, body_item_diff_value: null, body_base_value: null });
        size.size_data[0].body_item_clothes_value = 450;
      },
      'category_array.0.size_info.size_data.0.body_item_clothes_value',
      '填写的量体数据超出范围, 请重新输入',
      'The measurement is out of range, please enter it again',
    ],
    [
      'a standard size not in the size chart',
      (p) => (p.category_array[0].size_info = { size_info_type: 3, size_shape_name: '', size_value: 'garbage', size_name: '', size_data: [] }),
      'category_array.0.size_info.size_value',
      '张伟：标准号 garbage 不在西服上衣的号型表中',
      '张伟: standard size garbage is not in the size chart of Suit jacket',
    ],
    ['an unknown technique', (p) => p.category_array[0].tech_info.push({ id: 999999, content: '', items: [] }), 'category_array.0.tech_info.', '不属于西服上衣', 'does not belong to Suit jacket'],
    ['a wrongly typed field', (p) => (p.process_id = 'abc'), 'process_id', '加工方式：必须是数字', 'Processing: must be a number'],
  ];

  it.each(individualCases)('refuses an individual order with %s, naming the field (zh and en)', async (_name, change, field, zh, en) => {
    for (const [lang, text] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      const body = structuredClone(demo.individual()) as Payload;
      change(body);
      const res = await add(body, { lang });
      expect(res.status, res.body.message).toBe(400);
      expect(res.body.errcode).toBe(40001);
      expect(res.body.result.field).toContain(field);
      // Named by its label, or not at all, never by its wire name.
      expect(res.body.message).not.toContain(res.body.result.field);
      expect(res.body.message).toContain(text);
    }
  });

  it('refuses a technique that conflicts with the edition with the spec message', async () => {
    const edition = demo.snapshot.editions.find((e) => e.category_id === JACKET && e.clash_tech_ids.length)!;
    const clash = demo.snapshot.techniques.find((t) => t.id === edition.clash_tech_ids[0])!;
    const body = structuredClone(demo.individual()) as Payload;
    body.category_array[0].edition_number = edition.edition_number;
    body.category_array[0].tech_info = [{ id: clash.id, content: '', items: [] }];
    const res = await add(body, { lang: 'zh' });
    expect(res.status).toBe(400);
    expect(res.body.result.field).toBe('category_array.0.tech_info');
    expect(res.body.message).toBe(`工艺：所选工艺${clash.tech_name}和当前版型存在冲突, 请重新选择!`);
  });

  const teamCases: Case[] = [
    ['no processing technique', (p) => (p.process_id = 0), 'process_id', '请选择加工工艺', 'Please choose a processing technique'],
    ['no company name', (p) => (p.user_info.company_name = ''), 'user_info.company_name', '请填写公司名称', 'Please fill in the company name'],
    ['no contacts', (p) => (p.user_info.contacts = ''), 'user_info.contacts', '请填写联系人', 'Please fill in the contact person'],
    ['no address', (p) => (p.user_info.user_address = ''), 'user_info.user_address', '请填写地址', 'Please fill in the address'],
    ['a delivery date a week ago', (p) => (p.user_info.delivery_date = weekAgo()), 'user_info.delivery_date', '交货日期不能早于今天', 'The delivery date cannot be before today'],
    ['no staff', (p) => p.configure.forEach((c: Payload) => (c.staffs = [])), 'configure', '请添加员工', 'Please add employees'],
    ['the import path without a file', (p) => (p.uploadType = 1), 'size_template', '请上传文件', 'Please upload a file'],
    ['an unnamed employee', (p) => (p.configure[1].staffs[0].truename = ''), 'configure.1.staffs.0.truename', '请输入员工姓名', 'Please enter the employee name'],
    [
      'no measuring way',
      (p) => (p.configure[0].staffs[0].category_array[1].size_info = null),
      'configure.0.staffs.0.category_array.1.size_info',
      '员工1·西裤：请选择量体方式',
      '员工1 · Suit trousers: Please choose a measuring way',
    ],
    [
      'an employee’s standard size not in the size chart',
      (p) => (p.configure[0].staffs[0].category_array[0].size_info.size_value = '999/88A'),
      'configure.0.staffs.0.category_array.0.size_info.size_value',
      '员工1：标准号 999/88A 不在西服上衣的号型表中',
      '员工1: standard size 999/88A is not in the size chart of Suit jacket',
    ],
  ];

  it.each(teamCases)('refuses a team order with %s, naming the field (zh and en)', async (_name, change, field, zh, en) => {
    for (const [lang, text] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      const body = structuredClone(demo.team()) as Payload;
      change(body);
      const res = await add(body, { lang });
      expect(res.status, res.body.message).toBe(400);
      expect(res.body.result.field).toBe(field);
      expect(res.body.message.endsWith(text), res.body.message).toBe(true);
      expect(res.body.message).not.toContain(field);
    }
  });

  it('leaves nothing behind when refused', async () => {
    const count = async () => Number((await s().db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const body = structuredClone(demo.team()) as Payload;
    body.configure[1].staffs[0].truename = '';
    expect((await add(body, { key: randomUUID() })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('publishes the fast order routes with their schemas in the OpenAPI document', async () => {
    const doc = await s().app.inject({ method: 'GET', url: '/order_admin/openapi.json' });
    const paths = doc.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(paths['/order_admin/fast_order/add_order']?.post?.requestBody).toBeTruthy();
    for (const p of ['upload_order', 'upload_template', 'template_link', 'template_file']) expect(paths[`/order_admin/fast_order/${p}`], p).toBeTruthy();
  });

  it('is refused to accounts without the fast order module (a measurer)', async () => {
    const res = await add(demo.individual(), { phone: '13800000004' });
    expect(res.status).toBe(403);
    expect(res.body.errcode).toBe(40003);
  });
});
