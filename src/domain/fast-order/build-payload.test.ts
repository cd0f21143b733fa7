import { describe, expect, it } from 'vitest';
import { FastIndividualPayloadSchema, FastOrderPayloadSchema, FastTeamPayloadSchema } from './payload';
import { buildFastOrderPayload, buildIndividualPayload, buildTeamPayload } from './build-payload';
import { clearTeam, configTitle } from './state';
import { individualState, teamState } from './fixture-orders';
import { MEASURE_TYPE } from './constants';

describe('building the individual add_order payload', () => {
  it('sends the spec fields with quantity fixed at 1 and passes its own schema', () => {
    const payload = buildIndividualPayload(individualState());
    expect(FastIndividualPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({ order_type: 1, demo_order: 0, process_id: 1, fabric_info: { fabric_num: 'NS1101', composition: '100%羊毛' } });
    expect(payload.category_array.map((c) => [c.category_id, c.quantity, c.edition_number])).toEqual([
      [1, 1, 'XF0101'],
      [2, 1, 'KX0201'],
    ]);
  });

  it('drops techniques with a non-positive id and unchecked special techniques', () => {
    const jacket = buildIndividualPayload(individualState()).category_array[0]!;
    expect(jacket.tech_info.map((t) => t.id)).toEqual([101, 111, 121, 141, 81, 161]);
  });

  it('keeps only the photo choice that matches the chosen target', () => {
    const special = buildIndividualPayload(individualState()).category_array[0]!.tech_info.find((t) => t.id === 161)!;
    expect(special.items).toEqual([
      { item_name: '绣字内容', item_type: 1, content: 'ZW', photos: [] },
      { item_name: '字体', item_type: 2, content: 'font-kai', photos: [{ name: '楷体', target: 'font-kai' }] },
    ]);
  });

  it('removes every photo of a photo choice nothing was chosen for', () => {
    const state = individualState();
    state.categories[0]!.techniques[6]!.items[1]!.content = '';
    const special = buildIndividualPayload(state).category_array[0]!.tech_info.find((t) => t.id === 161)!;
    expect(special.items[1]!.photos).toEqual([]);
  });

  it('drops empty measurement rows and sends the rows of the chosen tab only', () => {
    const state = individualState();
    const net = buildIndividualPayload(state).category_array[0]!.size_info;
    expect(net.size_info_type).toBe(1);
    expect(net.size_data.map((r) => r.body_item_id)).toEqual([2, 3]);
    expect(net.size_data[0]).toMatchObject({ body_item_net_value: 96, body_item_diff_value: 14, body_base_value: 110, body_correct_value: 0.5, cate_id: 1 });

    state.measure.measure_type = MEASURE_TYPE.standard;
    state.measure.standard = { 1: { size_shape_name: 'A', size_value: '170/88A', size_name: '工厂码', rows: [{ ...net.size_data[0]!, body_base_value: 106 }] } };
    const std = buildIndividualPayload(state).category_array;
    expect(std[0]!.size_info).toMatchObject({ size_info_type: 3, size_value: '170/88A', size_name: '工厂码' });
    expect(std[0]!.size_info.size_data).toHaveLength(1);
    expect(std[1]!.size_info).toMatchObject({ size_info_type: 3, size_value: '', size_data: [] });
  });

  it('sends only the body features that have a level chosen', () => {
    const state = individualState();
    state.special_shape.push({ id: 5, shape_name: '凸肚', shape_item: null });
    expect(buildIndividualPayload(state).special_shape).toEqual([{ id: 1, shape_name: '驼背', shape_item: 10 }]);
  });

  it('sends process_id 0 while no processing grade is chosen', () => {
    const state = individualState();
    state.process_id = null;
    expect(buildIndividualPayload(state).process_id).toBe(0);
  });
});

describe('building the team add_order payload', () => {
  it('sends configurations with their staff and titles, and passes its own schema', () => {
    const payload = buildTeamPayload(teamState());
    expect(FastTeamPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.order_type).toBe(2);
    expect(payload.user_info).toMatchObject({ company_name: '南京金桥律师事务所', contacts: '陈建国' });
    expect(payload.configure.map((c) => [c.title, c.staffs.length])).toEqual([
      ['西服上衣×1, 西裤×2', 2],
      ['西服上衣×1', 2],
    ]);
    expect(payload.configure[0]!.staffs[0]!.category_array[0]).toMatchObject({ category_id: 1, wearing_style: null, size_info: { size_info_type: 3, size_value: '170/88A' } });
    expect(payload).not.toHaveProperty('uploadType');
  });

  it('sends no size_info for a category without a measuring way, and no wearing style unless net measuring', () => {
    const state = teamState();
    const s = state.configs[0]!.staffs[0]!;
    s.category_array[0] = { ...s.category_array[0]!, measuring_way: 0, wearing_style: 2 };
    s.category_array[1] = { ...s.category_array[1]!, measuring_way: 2, wearing_style: 2 };
    const sent = buildTeamPayload(state).configure[0]!.staffs[0]!.category_array;
    expect(sent[0]!.size_info).toBeNull();
    expect(sent[1]!.wearing_style).toBeNull();
  });

  it('adds uploadType 1 and the template on the import path', () => {
    const state = teamState();
    state.upload = { uploadType: 1, size_template: 'abc.xlsx' };
    expect(buildTeamPayload(state)).toMatchObject({ uploadType: 1, size_template: 'abc.xlsx' });
  });

  it('picks the payload by order type, and switching to individual clears the staff', () => {
    const state = teamState();
    expect(FastOrderPayloadSchema.parse(buildFastOrderPayload(state)).order_type).toBe(2);
    const cleared = clearTeam(state);
    expect(cleared.configs).toEqual([]);
    expect(buildFastOrderPayload(cleared).order_type).toBe(1);
  });

  it('titles a configuration by its categories with quantities, leaving out zero quantities', () => {
    expect(
      configTitle([
        { category_id: 1, cate_name: '西服上衣', quantity: 1 },
        { category_id: 2, cate_name: '西裤', quantity: 0 },
        { category_id: 8, cate_name: '大衣', quantity: 2 },
      ]),
    ).toBe('西服上衣×1, 大衣×2');
  });
});
