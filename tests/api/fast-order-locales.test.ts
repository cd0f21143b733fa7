import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('fast order messages', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const load = (lang: string) => JSON.parse(readFileSync(path.join(root, 'locales', lang, 'fast_order.json'), 'utf8')) as Record<string, unknown>;
  const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

  it('has the same keys in Chinese and English, and every key the validation uses', () => {
    expect(keys(load('zh')).sort()).toEqual(keys(load('en')).sort());
    const used = [...readFileSync(path.join(root, 'src/domain/fast-order/validate.ts'), 'utf8').matchAll(/'fast_order:([a-z_]+)'/g)].map((m) => m[1]!);
    for (const key of used) expect(load('zh')[key], key).toBeTypeOf('string');
  });

  it('keeps the spec texts exactly', () => {
    const zh = load('zh');
    expect([zh.choose_category, zh.choose_fabric, zh.choose_process, zh.choose_process_team, zh.choose_edition]).toEqual([
      '请至少选择一个品类',
      '请选择面料',
      '请选择加工档次',
      '请选择加工工艺',
      '请给{{category}}选择一个版型',
    ]);
    expect([zh.fill_customer_name, zh.fill_phone, zh.fill_customer_address, zh.choose_delivery_date, zh.choose_shape, zh.choose_wearing_style, zh.measure_incomplete]).toEqual([
      '请填写客户姓名',
      '请填写手机号',
      '请填写客户地址',
      '请选择交货日期',
      '请给{{shape}}选择一个特征',
      // The spec's texts verbatim, after the person and the category they are about (a team has many of each).
      '请给{{person}}的{{category}}选择一个穿衣风格',
      '{{person}}·{{category}}：请完整填写量体信息',
    ]);
    expect([zh.fill_company_name, zh.fill_contacts, zh.fill_address, zh.add_staff, zh.upload_file]).toEqual(['请填写公司名称', '请填写联系人', '请填写地址', '请添加员工', '请上传文件']);
    expect([zh.staff_name_required, zh.choose_measuring_way, zh.staff_measure_incomplete, zh.staff_added, zh.move_staff_none]).toEqual([
      '请输入员工姓名',
      '{{person}}·{{category}}：请选择量体方式',
      '{{person}}·{{category}}：请填写所有必填量体数据',
      '员工信息添加成功',
      '请勾选需要调入的员工!',
    ]);
    expect([zh.config_exists, zh.quantity_not_number, zh.quantity_negative, zh.config_empty, zh.upload_extension]).toEqual([
      '该配置已存在',
      '请输入数字',
      '请输入大于 0 的数字',
      '请至少选择一件商品',
      '上传文件只能是 xls/xlsx/slsx 格式!',
    ]);
  });
});
