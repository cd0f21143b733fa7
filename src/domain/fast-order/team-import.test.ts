import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../rules/fixture-catalogue';
import { buildTeamPayload } from './build-payload';
import { teamState } from './fixture-orders';
import { staffFromImport, type ImportedStaff } from './team-import';
import { validateFastOrder } from './validate';

const person = (over: Partial<ImportedStaff> = {}): ImportedStaff => ({
  row: 2,
  config_index: 0,
  truename: '孙浩',
  gender_id: 1,
  department_name: '技术部',
  height: 176,
  weight: 70,
  age: 31,
  measuring_way: 1,
  wearing_style: 2,
  size_value: '',
  values: { 2: 96, 3: 84, 8: 80, 9: 98 },
  ...over,
});

describe('staff imported from the team template', () => {
  it('puts each body value in every category of the configuration that measures it, measured when complete', () => {
    const config = teamState().configs[0]!;
    const s = staffFromImport(FIXTURE, person(), config, 'x1');
    expect(s.category_array.map((c) => [c.category_id, c.measuring_way, c.wearing_style, c.size.rows.map((r) => [r.body_item_id, r.body_item_net_value])])).toEqual([
      [1, 1, 2, [[2, 96], [3, 84]]],
      [2, 1, 2, [[8, 80], [9, 98]]],
    ]);
    expect(s.status_id).toBe(1);
  });

  it('is waiting when required values are missing or no measuring way was given', () => {
    const config = teamState().configs[0]!;
    expect(staffFromImport(FIXTURE, person({ values: { 2: 96 } }), config, 'x').status_id).toBe(2);
    const noWay = staffFromImport(FIXTURE, person({ measuring_way: 0 }), config, 'x');
    expect(noWay.status_id).toBe(2);
    expect(noWay.category_array[0]!.size.rows).toEqual([]);
  });

  it('takes garment values and standard sizes by the measuring way, and the order then validates', () => {
    const state = teamState();
    const garment = staffFromImport(FIXTURE, person({ measuring_way: 2 }), state.configs[0]!, 'g');
    expect(garment.category_array[0]!.size.rows[0]).toMatchObject({ body_item_clothes_value: 96, body_item_net_value: null });
    expect(garment.category_array[0]!.wearing_style).toBeNull();
    const standard = staffFromImport(FIXTURE, person({ measuring_way: 3, size_value: '170/88A' }), state.configs[1]!, 's');
    expect(standard.category_array[0]!.size.size_value).toBe('170/88A');
    state.configs[0]!.staffs.push(garment);
    state.configs[1]!.staffs.push(standard);
    expect(validateFastOrder(FIXTURE, buildTeamPayload(state))).toBeNull();
  });
});
