import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../rules/fixture-catalogue';
import { buildIndividualPayload, buildTeamPayload } from './build-payload';
import { individualState, staff, teamState } from './fixture-orders';
import { FastStaffSchema } from './payload';
import { garmentRange } from '../rules/validation';
import { checkConfigQuantity, checkNewConfiguration, checkStaffSelection, staffStatus, validateEmployee, validateFastOrder } from './validate';
import { emptySizeRow, type FastOrderState } from './state';

const individual = (change: (s: FastOrderState) => void = () => {}) => {
  const s = individualState();
  change(s);
  return validateFastOrder(FIXTURE, buildIndividualPayload(s));
};
const team = (change: (s: FastOrderState) => void = () => {}) => {
  const s = teamState();
  change(s);
  return validateFastOrder(FIXTURE, buildTeamPayload(s));
};

describe('fast submit validation, common part (spec 2 §5, in order)', () => {
  it('accepts the complete individual and team orders', () => {
    expect(individual()).toBeNull();
    expect(team()).toBeNull();
  });

  it('1. needs at least one category', () => {
    expect(individual((s) => (s.categories = []))).toEqual({ key: 'fast_order:choose_category', field: 'category_array' });
  });

  it('2. needs a fabric, checked before the processing grade', () => {
    expect(
      individual((s) => {
        s.fabric.fabric_num = '';
        s.process_id = null;
      }),
    ).toEqual({ key: 'fast_order:choose_fabric', field: 'fabric_info.fabric_num' });
  });

  it('2. refuses a catalogue fabric that does not exist, and needs a composition for customer fabric', () => {
    expect(individual((s) => (s.fabric.fabric_num = 'NOPE'))).toMatchObject({ key: 'fast_order:fabric_unknown', field: 'fabric_info.fabric_num' });
    // A picked product sets the source to 1 even when its fabric is imported.
    expect(individual((s) => (s.fabric = { type_id: 1, fabric_num: 'VBC3101', composition: '' }))).toBeNull();
    expect(individual((s) => (s.fabric = { type_id: 2, fabric_num: 'MY-OWN-1', composition: '' }))).toMatchObject({ key: 'fast_order:fill_composition' });
    expect(individual((s) => (s.fabric = { type_id: 2, fabric_num: 'MY-OWN-1', composition: '羊毛' }))).toBeNull();
  });

  it('3. needs a processing grade: 请选择加工档次 for individual, 请选择加工工艺 for team', () => {
    expect(individual((s) => (s.process_id = null))).toEqual({ key: 'fast_order:choose_process', field: 'process_id' });
    expect(team((s) => (s.process_id = null))).toEqual({ key: 'fast_order:choose_process_team', field: 'process_id' });
  });

  it('3. refuses a processing grade without a price for one of the categories', () => {
    expect(individual((s) => (s.process_id = 2))).toMatchObject({ key: 'fast_order:process_unavailable', params: { category: '西裤', category_en: 'Suit trousers' } });
  });

  it('4. needs an edition per category, naming the category', () => {
    expect(individual((s) => (s.categories[1]!.edition_number = ''))).toEqual({
      key: 'fast_order:choose_edition',
      params: { category: '西裤', category_en: 'Suit trousers' },
      field: 'category_array.1.edition_number',
    });
    expect(individual((s) => (s.categories[1]!.edition_number = 'XF0101'))).toMatchObject({ key: 'fast_order:edition_unknown', field: 'category_array.1.edition_number' });
  });

  it('refuses a technique that conflicts with the edition with the spec message', () => {
    const problem = individual((s) => {
      s.categories[0]!.edition_number = 'XD0102';
      s.categories[0]!.techniques[0]!.id = 101;
    });
    expect(problem).toEqual({ key: 'rules:tech_clash_edition', params: { name: '单排两粒扣', name_en: 'Single-breasted, 2 buttons' }, field: 'category_array.0.tech_info' });
  });

  it('refuses techniques that conflict with each other, unknown ones, and two in one group', () => {
    expect(
      individual((s) => {
        s.categories[0]!.techniques[2]!.id = 123;
        s.categories[0]!.techniques[7]!.checked = true;
      }),
    ).toMatchObject({ key: 'fast_order:special_twice' });
    expect(individual((s) => s.categories[0]!.techniques.push({ id: 162, is_special: 1, checked: true, content: '', items: [] }))).toMatchObject({ key: 'fast_order:special_twice' });
    expect(individual((s) => s.categories[0]!.techniques.push({ id: 9999, is_special: 0, checked: false, content: '', items: [] }))).toMatchObject({
      key: 'fast_order:tech_unknown',
      field: 'category_array.0.tech_info.6.id',
    });
    expect(individual((s) => s.categories[0]!.techniques.push({ id: 102, is_special: 0, checked: false, content: '', items: [] }))).toMatchObject({ key: 'fast_order:tech_same_group' });
    expect(
      individual((s) => {
        s.categories[0]!.techniques[2]!.id = 123;
        s.categories[0]!.techniques[3]!.id = 132;
      }),
    ).toMatchObject({ key: 'rules:tech_clash_chosen', params: { name: '四个内袋', chosen: '无里' } });
  });

  it('refuses an unknown product code or style number', () => {
    expect(individual((s) => (s.categories[0]!.product_code = 'P99999'))).toMatchObject({ key: 'fast_order:product_unknown', field: 'category_array.0.product_code' });
    expect(individual((s) => (s.categories[0]!.style_number = 'S01001'))).toBeNull();
  });
});

describe('fast submit validation, individual additions (in order)', () => {
  it.each([
    ['user_name', 'fast_order:fill_customer_name'],
    ['user_mobilephone', 'fast_order:fill_phone'],
    ['user_address', 'fast_order:fill_customer_address'],
    ['delivery_date', 'fast_order:choose_delivery_date'],
  ] as const)('needs %s (%s)', (field, key) => {
    expect(individual((s) => (s.user_info[field] = ''))).toEqual({ key, field: `user_info.${field}` });
  });

  it('checks the customer fields in the spec order', () => {
    expect(
      individual((s) => {
        s.user_info.user_address = '';
        s.user_info.user_mobilephone = '';
      }),
    ).toMatchObject({ key: 'fast_order:fill_phone' });
  });

  it('refuses a malformed phone with 请正确填写手机号 and a malformed delivery date', () => {
    expect(individual((s) => (s.user_info.user_mobilephone = '2391111000'))).toEqual({ key: 'rules:phone_invalid', field: 'user_info.user_mobilephone' });
    expect(individual((s) => (s.user_info.delivery_date = '2026-02-30 00:00:00'))).toMatchObject({ key: 'fast_order:delivery_date_invalid' });
  });

  it('needs a feature for each body feature of the categories', () => {
    expect(individual((s) => (s.special_shape = []))).toEqual({ key: 'fast_order:choose_shape', params: { shape: '驼背', shape_en: 'Hunchback' }, field: 'special_shape' });
    expect(individual((s) => (s.special_shape = [{ id: 1, shape_name: '驼背', shape_item: 99 }]))).toMatchObject({ key: 'fast_order:shape_item_unknown', field: 'special_shape.0.shape_item' });
  });

  it('needs a wearing style per category', () => {
    expect(individual((s) => (s.categories[1]!.wearing_style = null))).toEqual({
      key: 'fast_order:choose_wearing_style',
      params: { person: '张伟', category: '西裤', category_en: 'Suit trousers' },
      field: 'category_array.1.wearing_style',
    });
  });

  it('needs every required measurement (请完整填写量体信息)', () => {
    expect(individual((s) => (s.measure.net[2]!.rows[1]!.body_item_net_value = null))).toEqual({
      key: 'fast_order:measure_incomplete',
      params: { person: '张伟', category: '西裤', category_en: 'Suit trousers' },
      field: 'category_array.1.size_info',
    });
  });

  it('refuses a measurement out of range and a correction off the 0.5 step', () => {
    // Each names the person, the category and the item it is about.
    expect(individual((s) => (s.measure.net[1]!.rows[0]!.body_item_net_value = 200))).toEqual({
      key: 'fast_order:measure_out_of_range',
      params: { person: '张伟', category: '西服上衣', category_en: 'Suit jacket', item: '胸围', item_en: 'Chest', min: 60, max: 160 },
      field: 'category_array.0.size_info.size_data.0.body_item_net_value',
    });
    expect(individual((s) => (s.measure.net[1]!.rows[0]!.body_correct_value = 0.3))).toEqual({
      key: 'fast_order:correction_step',
      params: { person: '张伟', category: '西服上衣', category_en: 'Suit jacket', item: '胸围', item_en: 'Chest' },
      field: 'category_array.0.size_info.size_data.0.body_correct_value',
    });
  });

  it('needs a standard size for every category on the standard size tab', () => {
    const std = (values: [string, string]) => (s: FastOrderState) => {
      s.measure.measure_type = 3;
      s.measure.standard = {
        1: { size_shape_name: 'A', size_value: values[0], size_name: '工厂码', rows: [] },
        2: { size_shape_name: 'A', size_value: values[1], size_name: '工厂码', rows: [] },
      };
    };
    expect(individual(std(['170/88A', '']))).toMatchObject({ key: 'fast_order:measure_incomplete', field: 'category_array.1.size_info' });
    expect(individual(std(['170/88A', '170/74A']))).toBeNull();
  });
});

describe('measurements the client computed, checked again', () => {
  const chest = (s: FastOrderState) => s.measure.net[1]!.rows[0]!;

  it('does not check allowances and base sizes against the rules: the order keeps its own (deriveSizeInfo)', () => {
    expect(
      individual((s) => {
        Object.assign(chest(s), { body_item_diff_value: 15, body_base_value: -400 });
      }),
    ).toBeNull();
  });

  it('bounds garment values by the item’s range widened by the most ease the catalogue adds', () => {
    // Chest of a jacket: 60..160 body, plus (22 very loose + 2 for body type C) x 120%.
    expect(garmentRange(FIXTURE, { category_id: 1, item_id: 2, min_value: 60, max_value: 160 })).toEqual({ min: 60, max: 188.8 });
    const garment = (value: number) => (s: FastOrderState) => {
      s.measure.measure_type = 2;
      const row = (id: number, name: string, v: number) => ({ ...emptySizeRow(id, name), body_item_clothes_value: v });
      s.measure.garment = {
        1: { size_shape_name: '', size_value: '', size_name: '', rows: [row(2, '胸围', value), row(3, '中腰', 98)] },
        2: { size_shape_name: '', size_value: '', size_name: '', rows: [row(8, '腰围', 84), row(9, '臀围', 106)] },
      };
    };
    expect(individual(garment(112))).toBeNull();
    expect(individual(garment(450))).toEqual({
      key: 'fast_order:measure_out_of_range',
      params: { person: '张伟', category: '西服上衣', category_en: 'Suit jacket', item: '胸围', item_en: 'Chest', min: 60, max: 188.8 },
      field: 'category_array.0.size_info.size_data.0.body_item_clothes_value',
    });
    expect(individual(garment(30))).toMatchObject({ key: 'fast_order:measure_out_of_range' });
  });

  it('refuses a standard size the person’s chart does not have, whatever standard data comes with it', () => {
    const std = (value: string, rows: FastOrderState['measure']['standard'][number]['rows'] = []) => (s: FastOrderState) => {
      s.measure.measure_type = 3;
      s.measure.standard = {
        1: { size_shape_name: value, size_value: value, size_name: '工厂码', rows },
        2: { size_shape_name: '170/74A', size_value: '170/74A', size_name: '工厂码', rows: [] },
      };
    };
    expect(individual(std('garbage'))).toEqual({
      key: 'fast_order:size_unknown',
      params: { size: 'garbage', person: '张伟', category: '西服上衣', category_en: 'Suit jacket' },
      field: 'category_array.0.size_info.size_value',
    });
    expect(individual(std('172/88A'))).toMatchObject({ key: 'fast_order:size_unknown' });
    expect(individual(std('170/88A', [{ ...emptySizeRow(2, '胸围'), body_base_value: 107, body_correct_value: 1 }]))).toBeNull();
    expect(individual(std('170/88A', [{ ...emptySizeRow(2, '胸围'), body_base_value: 107, body_correct_value: 0.3 }]))).toMatchObject({ key: 'fast_order:correction_step' });
  });

  it('counts an employee with a size off the chart as waiting, and the dialog refuses it', () => {
    const config = teamState().configs[0]!;
    const s = staff(1, '李强', config);
    s.category_array[0]!.size = { size_shape_name: '', size_value: 'garbage', size_name: '', rows: [] };
    const sent = buildTeamPayload({ ...teamState(), configs: [{ ...config, staffs: [s] }] }).configure[0]!.staffs[0]!;
    expect(staffStatus(FIXTURE, sent)).toBe(2);
    expect(validateEmployee(FIXTURE, config, sent)).toMatchObject({ key: 'fast_order:size_unknown', field: 'category_array.0.size_info.size_value' });
  });
});

describe('fast submit validation, team additions (in order)', () => {
  it.each([
    ['company_name', 'fast_order:fill_company_name'],
    ['contacts', 'fast_order:fill_contacts'],
    ['user_mobilephone', 'fast_order:fill_phone'],
    ['user_address', 'fast_order:fill_address'],
    ['delivery_date', 'fast_order:choose_delivery_date'],
  ] as const)('needs %s (%s)', (field, key) => {
    expect(team((s) => (s.group_info[field] = ''))).toEqual({ key, field: `user_info.${field}` });
  });

  it('needs at least one employee (请添加员工)', () => {
    expect(team((s) => s.configs.forEach((c) => (c.staffs = [])))).toEqual({ key: 'fast_order:add_staff', field: 'configure' });
  });

  it('needs the uploaded file on the import path (请上传文件), checked before the staff', () => {
    expect(
      team((s) => {
        s.upload = { uploadType: 1, size_template: '' };
        s.configs.forEach((c) => (c.staffs = []));
      }),
    ).toEqual({ key: 'fast_order:upload_file', field: 'size_template' });
  });

  it('refuses duplicate, empty and unknown-category configurations', () => {
    expect(team((s) => (s.configs[1]!.category_array = [...s.configs[0]!.category_array]))).toMatchObject({ key: 'fast_order:config_exists', field: 'configure.1' });
    expect(team((s) => (s.configs[1]!.category_array = [{ category_id: 1, cate_name: '西服上衣', quantity: 0 }]))).toMatchObject({ key: 'fast_order:config_empty' });
    expect(team((s) => (s.configs[1]!.category_array = [{ category_id: 8, cate_name: '大衣', quantity: 1 }]))).toMatchObject({ key: 'fast_order:config_category_unknown' });
  });

  it('needs a name and a measuring way per category for every employee, but not complete measures', () => {
    expect(team((s) => (s.configs[1]!.staffs[1]!.truename = ' '))).toEqual({ key: 'fast_order:staff_name_required', field: 'configure.1.staffs.1.truename' });
    expect(team((s) => (s.configs[0]!.staffs[0]!.category_array[1]!.measuring_way = 0))).toEqual({
      key: 'fast_order:choose_measuring_way',
      params: { person: '李强', category: '西裤', category_en: 'Suit trousers' },
      field: 'configure.0.staffs.0.category_array.1.size_info',
    });
    expect(
      team((s) => {
        const c = s.configs[0]!.staffs[0]!.category_array[0]!;
        c.measuring_way = 1;
        c.size = { size_shape_name: '', size_value: '', size_name: '', rows: [] };
      }),
    ).toBeNull();
  });
});

describe('employees and configurations', () => {
  const config = () => teamState().configs[0]!;
  const sent = (s: ReturnType<typeof staff>) => buildTeamPayload({ ...teamState(), configs: [{ ...config(), staffs: [s] }] }).configure[0]!.staffs[0]!;

  it('counts an employee measured when every category is complete, waiting otherwise', () => {
    const s = staff(1, '李强', config());
    expect(staffStatus(FIXTURE, sent(s))).toBe(1);
    s.category_array[0] = { ...s.category_array[0]!, measuring_way: 1, size: { size_shape_name: '', size_value: '', size_name: '', rows: [] } };
    expect(staffStatus(FIXTURE, sent(s))).toBe(2);
  });

  it('add employee: name, measuring way, then all required measures unless standard size', () => {
    const s = staff(1, '', config());
    expect(validateEmployee(FIXTURE, config(), sent(s))).toMatchObject({ key: 'fast_order:staff_name_required' });
    s.truename = '李强';
    s.category_array[1]!.measuring_way = 0;
    expect(validateEmployee(FIXTURE, config(), sent(s))).toMatchObject({ key: 'fast_order:choose_measuring_way' });
    s.category_array[1]!.measuring_way = 2;
    expect(validateEmployee(FIXTURE, config(), sent(s))).toEqual({
      key: 'fast_order:staff_measure_incomplete',
      params: { person: '李强', category: '西裤', category_en: 'Suit trousers' },
      field: 'category_array.1.size_info',
    });
    s.category_array[1]!.measuring_way = 3;
    expect(validateEmployee(FIXTURE, config(), sent(s))).toBeNull();
    expect(FastStaffSchema.parse(sent(s)).truename).toBe('李强');
  });

  it('configuration tab: numbers, not negative, one piece at least, no duplicates', () => {
    expect(checkConfigQuantity('abc')).toMatchObject({ key: 'fast_order:quantity_not_number' });
    expect(checkConfigQuantity(-1)).toMatchObject({ key: 'fast_order:quantity_negative' });
    expect(checkConfigQuantity('2')).toBeNull();
    const suit = config().category_array;
    expect(checkNewConfiguration([], [{ category_id: 1, cate_name: '西服上衣', quantity: 0 }])).toMatchObject({ key: 'fast_order:config_empty' });
    expect(checkNewConfiguration([suit], [...suit].reverse())).toMatchObject({ key: 'fast_order:config_exists' });
    expect(checkNewConfiguration([suit], [{ category_id: 1, cate_name: '西服上衣', quantity: 2 }])).toBeNull();
  });

  it('moving staff needs a selection', () => {
    expect(checkStaffSelection([])).toMatchObject({ key: 'fast_order:move_staff_none' });
    expect(checkStaffSelection([1])).toBeNull();
  });
});
