import { describe, expect, it } from 'vitest';
import { orderAmount } from '../orders/price';
import { FIXTURE } from '../rules/fixture-catalogue';
import { buildIndividualPayload, buildTeamPayload } from './build-payload';
import { prepareFastOrder, prepareGoods } from './cart-input';
import { individualState, teamState } from './fixture-orders';
import { finishedValue, type SizeValues } from '../orders/finished-size';
import { emptySizeRow } from './state';
import { staffFromImport, type ImportedStaff } from './team-import';

describe('a fast order as a priced cart order', () => {
  it('prices each category as its process price plus its technique prices', () => {
    const prepared = prepareFastOrder(FIXTURE, buildIndividualPayload(individualState()));
    if (!prepared.ok) throw new Error(prepared.problem.key);
    // Jacket: 精品手工 3800 + 手工锁眼 100; trousers: 1200, no techniques.
    expect(prepared.prices).toEqual([
      { category_id: 1, process_fen: 380000, techniques_fen: 10000, total_fen: 390000 },
      { category_id: 2, process_fen: 120000, techniques_fen: 0, total_fen: 120000 },
    ]);
    expect(prepared.unit_price_fen).toBe(510000);
    const input = prepared.input;
    expect(input).toMatchObject({ order_type_id: 2, sub_fast_type_id: 1, process_name: '精品手工', process_price_fen: 500000, delivery_date: '2026-12-20', user_name: '张伟' });
    const items = input.items.map((i) => ({ ...i, retail_fen: 0, quantity: i.quantity ?? 1, tech_info: i.tech_info!.map((t) => ({ price_fen: t.price_fen ?? 0 })) }));
    expect(orderAmount(input.process_price_fen ?? 0, items)).toBe(510000);
  });

  it('keeps names from the catalogue and the measurements, shapes and wearing style of each category', () => {
    const prepared = prepareFastOrder(FIXTURE, buildIndividualPayload(individualState()));
    if (!prepared.ok) throw new Error(prepared.problem.key);
    const jacket = prepared.input.items[0]!;
    expect(jacket).toMatchObject({ category_name: '西服上衣', edition_number: 'XF0101', fabric_num: 'NS1101', wearing_style: '标准', special_shape_info: [{ shape_name: '驼背', shape_item: '无' }] });
    expect(jacket.tech_info!.map((t) => t.tech_name)).toEqual(['单排两粒扣', '平驳头', '全里', '树脂扣', '标准放码', '手工锁眼']);
    expect(jacket.size_info![0]!.size_data!.map((r) => [r.body_item_name, r.body_item_net_value])).toEqual([
      ['胸围', 96],
      ['中腰', 84],
    ]);
  });

  it('keeps only the columns of each size type and no row without its main value, none of it checked', () => {
    const payload = buildIndividualPayload(individualState());
    const jacket = payload.category_array[0]!.size_info;
    const blank = { ...jacket.size_data[0]! };
    // A net table: the chest row carries another tab's columns (garment value, its correction off
    // the 0.5 step); the sleeve row has no net value but a made-up allowance and base.
    Object.assign(jacket.size_data[0]!, { body_item_clothes_value: 999, body_item_correct_value: 0.3 });
    jacket.size_data.push({ ...blank, body_item_id: 5, body_item_name: '袖长', body_item_net_value: null, body_item_diff_value: 99, body_base_value: -400 });
    // A garment table: its rows carry net values out of range and a base that are not its own.
    payload.category_array[1]!.size_info = {
      size_info_type: 2,
      size_shape_name: '',
      size_value: '',
      size_name: '',
      size_data: [
        { ...blank, body_item_id: 8, body_item_net_value: 999, body_item_diff_value: 9, body_base_value: 1, body_correct_value: 0.3, body_item_clothes_value: 84, body_item_correct_value: 0.5 },
        { ...blank, body_item_id: 9, body_item_net_value: 999, body_item_diff_value: null, body_base_value: null, body_correct_value: null, body_item_clothes_value: 106, body_item_correct_value: null },
      ],
    };
    const prepared = prepareFastOrder(FIXTURE, payload);
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problem));
    const rows = (i: number) => prepared.input.items[i]!.size_info![0]!.size_data!;
    expect(rows(0)).toEqual([
      { body_item_id: 2, body_item_name: '胸围', body_item_net_value: 96, body_item_diff_value: 14, body_base_value: 110, body_correct_value: 0.5, body_item_clothes_value: null },
      { body_item_id: 3, body_item_name: '中腰', body_item_net_value: 84, body_item_diff_value: 12.5, body_base_value: 96.5, body_correct_value: null, body_item_clothes_value: null },
    ]);
    expect(rows(1)).toEqual([
      { body_item_id: 8, body_item_name: '腰围', body_item_net_value: null, body_item_diff_value: null, body_base_value: null, body_correct_value: 0.5, body_item_clothes_value: 84 },
      { body_item_id: 9, body_item_name: '臀围', body_item_net_value: null, body_item_diff_value: null, body_base_value: null, body_correct_value: null, body_item_clothes_value: 106 },
    ]);
  });

  it('keeps technique items and photos from the catalogue, with only what was written or chosen from the client', () => {
    const payload = buildIndividualPayload(individualState());
    const special = payload.category_array[0]!.tech_info.find((t) => t.id === 161)!;
    // The client claims other photos and names for the chosen font, and free text on a technique without any.
    special.items = [
      { item_name: '字体', item_type: 1, content: 'font-script', photos: [{ name: '假名字', target: 'https://evil.example/x.png' }] },
      { item_name: '绣字内容', item_type: 2, content: 'ZW', photos: [{ name: '假', target: 'ZW' }] },
    ];
    payload.category_array[0]!.tech_info[0]!.content = '不该保存';
    const prepared = prepareFastOrder(FIXTURE, payload);
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problem));
    const tech = prepared.input.items[0]!.tech_info!;
    expect(tech[0]).toMatchObject({ tech_name: '单排两粒扣', content: '', items: [] });
    expect(tech.find((t) => t.tech_name === '手工锁眼')).toEqual({
      type_name: '特殊外观工艺',
      tech_name: '手工锁眼',
      allow_content: 1,
      content: '',
      price_fen: 10000,
      items: [
        { item_name: '绣字内容', item_type: 1, content: 'ZW', photos: [] },
        { item_name: '字体', item_type: 2, content: 'font-script', photos: [{ name: '英文花体', url: 'font-script' }] },
      ],
    });
  });

  it('refuses a technique item the catalogue does not have and a photo choice that is none of its photos', () => {
    const payload = () => buildIndividualPayload(individualState());
    const unknownItem = payload();
    unknownItem.category_array[0]!.tech_info.find((t) => t.id === 161)!.items.push({ item_name: '价格', item_type: 1, content: '0', photos: [] });
    expect(prepareFastOrder(FIXTURE, unknownItem)).toEqual({
      ok: false,
      problem: { key: 'fast_order:tech_item_unknown', params: { item: '价格', name: '手工锁眼', name_en: 'Hand-sewn buttonholes' }, field: 'category_array.0.tech_info.5.items.2.item_name' },
    });
    const unknownPhoto = payload();
    unknownPhoto.category_array[0]!.tech_info.find((t) => t.id === 161)!.items[1]!.content = 'https://evil.example/x.png';
    expect(prepareFastOrder(FIXTURE, unknownPhoto)).toMatchObject({ ok: false, problem: { key: 'fast_order:tech_photo_unknown', field: 'category_array.0.tech_info.5.items.1.content' } });
  });

  it('keeps the allowances and base sizes it grades itself, whatever the client sent', () => {
    const state = individualState();
    const rows = state.measure.net[1]!.rows;
    Object.assign(rows[0]!, { body_item_diff_value: 15, body_base_value: -400 });
    // 舒适放码 (82) grades 120%.
    state.categories[0]!.techniques[5]!.id = 82;
    const prepared = prepareFastOrder(FIXTURE, buildIndividualPayload(state));
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problem));
    const sizes = prepared.input.items.map((i) => i.size_info![0]!.size_data!.map((r) => [r.body_item_id, r.body_item_net_value, r.body_item_diff_value, r.body_base_value, r.body_correct_value]));
    expect(sizes).toEqual([
      [
        [2, 96, 16.8, 112.8, 0.5],
        [3, 84, 15, 99, null],
      ],
      // Trousers sent no allowance (auto grading off): graded all the same, in their wearing style (2).
      [
        [8, 80, 1, 81, null],
        [9, 98, 6, 104, null],
      ],
    ]);
  });

  it('grades an employee only with a wearing style, and keeps a standard size’s data from the chart and the edition', () => {
    const state = teamState();
    const [first, second] = state.configs[0]!.staffs;
    const c = first!.category_array[0]!;
    c.measuring_way = 1;
    c.size = { size_shape_name: '', size_value: '', size_name: '', rows: [{ ...emptySizeRow(2, '胸围'), body_item_net_value: 96, body_item_diff_value: 99, body_base_value: 1 }] };
    second!.category_array[0]!.size = { size_shape_name: '170/88A', size_value: '170/88A', size_name: '工厂码', rows: [{ ...emptySizeRow(2, '胸围'), body_base_value: 150, body_correct_value: 1 }] };
    state.categories[0]!.edition_number = 'XD0102';
    state.categories[0]!.techniques = [];
    const prepared = () => {
      const p = prepareFastOrder(FIXTURE, buildTeamPayload(state));
      if (!p.ok) throw new Error(JSON.stringify(p.problem));
      return p.input.employees!.map((e) => e.measuring_info![0]!.size_info![0]!.size_data!.map((r) => [r.body_item_id, r.body_item_diff_value, r.body_base_value, r.body_correct_value]));
    };
    // No wearing style: nothing can be graded. 双排扣 (XD0102) adds 2 cm of chest to the chart's 106.
    expect(prepared().slice(0, 2)).toEqual([
      [[2, null, null, null]],
      [
        [2, null, 108, 1],
        [3, null, 94, null],
        [5, null, 60, null],
      ],
    ]);
    c.wearing_style = 1;
    expect(prepared()[0]).toEqual([[2, 14, 110, null]]);
  });

  it('adds the same ease to a team employee imported as net body as to a customer with the same measures', () => {
    const individual = individualState();
    individual.measure.net[1]!.rows = [emptySizeRow(2, '胸围'), emptySizeRow(3, '中腰')].map((r, i) => ({ ...r, body_item_net_value: [110, 96][i]! }));
    const team = teamState();
    const config = team.configs[1]!;
    const imported: ImportedStaff = { row: 2, config_index: 1, truename: '孙浩', gender_id: 1, department_name: '技术部', height: 176, weight: 70, age: 31, measuring_way: 1, wearing_style: 1, size_value: '', values: { 2: 110, 3: 96 } };
    config.staffs = [staffFromImport(FIXTURE, imported, config, 'x1')];
    type Row = { [K in keyof SizeValues]?: SizeValues[K] | undefined };
    const finished = (rows: readonly Row[] | undefined) =>
      (rows ?? []).map((r) => [
        r.body_item_net_value,
        finishedValue({ body_item_net_value: r.body_item_net_value ?? null, body_item_diff_value: r.body_item_diff_value ?? null, body_base_value: r.body_base_value ?? null, body_correct_value: r.body_correct_value ?? null, body_item_clothes_value: null }, 1),
      ]);
    const one = prepareFastOrder(FIXTURE, buildIndividualPayload(individual));
    const many = prepareFastOrder(FIXTURE, buildTeamPayload(team));
    if (!one.ok || !many.ok) throw new Error('not prepared');
    const customer = finished(one.input.items[0]!.size_info![0]!.size_data);
    const employee = finished(many.input.employees!.find((e) => e.truename === '孙浩')!.measuring_info![0]!.size_info![0]!.size_data);
    // The fixture's 标准 ease for the jacket: chest 14, waist 12.5 (the customer's corrections 0).
    expect(customer).toEqual([
      [110, 124],
      [96, 108.5],
    ]);
    expect(employee).toEqual(customer);
  });

  it('turns a team order into employees with the pieces of their configuration', () => {
    const prepared = prepareFastOrder(FIXTURE, buildTeamPayload(teamState()));
    if (!prepared.ok) throw new Error(prepared.problem.key);
    expect(prepared.input).toMatchObject({ sub_fast_type_id: 2, user_company_name: '南京金桥律师事务所', user_name: '陈建国' });
    expect(prepared.input.employees!.map((e) => [e.truename, e.measuring_info!.map((m) => `${m.category_name}×${m.quantity}`).join(', ')])).toEqual([
      ['李强', '西服上衣×1, 西裤×2'],
      ['王敏', '西服上衣×1, 西裤×2'],
      ['赵磊', '西服上衣×1'],
      ['周婷', '西服上衣×1'],
    ]);
  });

  it('prices the goods of an order on their own, one piece per category, as the fast order prices them', () => {
    const payload = buildIndividualPayload(individualState());
    const goods = prepareGoods(FIXTURE, payload);
    const order = prepareFastOrder(FIXTURE, payload);
    if (!goods.ok || !order.ok) throw new Error('refused');
    expect(goods.process.process_name).toBe('精品手工');
    expect(goods.prices).toEqual(order.prices);
    expect(goods.unit_price_fen).toBe(510000);
    // The same items, without what belongs to the person (sizes, shapes, wearing style).
    expect(goods.items).toEqual(order.input.items.map(({ size_info: _s, special_shape_info: _p, wearing_style: _w, ...rest }) => rest));
    // Only the goods are checked: no customer is needed, but a clash still is refused.
    expect(prepareGoods(FIXTURE, { ...payload, user_info: undefined } as never).ok).toBe(true);
    expect(prepareGoods(FIXTURE, { ...payload, process_id: 0 })).toEqual({ ok: false, problem: { key: 'fast_order:choose_process', field: 'process_id' } });
  });

  it('is its goods as prepareGoods prepares them, plus its people: the same process, items and prices', () => {
    for (const payload of [buildIndividualPayload(individualState()), buildTeamPayload(teamState())]) {
      const goods = prepareGoods(FIXTURE, payload);
      const order = prepareFastOrder(FIXTURE, payload);
      if (!goods.ok || !order.ok) throw new Error('refused');
      expect(order).toEqual({ ...goods, input: order.input });
    }
    // A goods problem is the goods' refusal, before anything about the people.
    const state = individualState();
    state.fabric.fabric_num = '';
    state.user_info.user_name = '';
    const payload = buildIndividualPayload(state);
    expect(prepareFastOrder(FIXTURE, payload)).toEqual(prepareGoods(FIXTURE, payload));
  });

  it('refuses an invalid payload with the validation problem instead of pricing it', () => {
    const state = individualState();
    state.process_id = null;
    expect(prepareFastOrder(FIXTURE, buildIndividualPayload(state))).toEqual({ ok: false, problem: { key: 'fast_order:choose_process', field: 'process_id' } });
  });
});
