import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../rules/fixture-catalogue';
import { GroupEntrySchema, type GroupPerson } from './contract';
import { missingRequiredGroup } from '../rules/technique';
import { assignSizes, checkGroupEntry, needsNewStyle, sizeCounts } from './rules';

const entry = (over: Record<string, unknown> = {}) =>
  GroupEntrySchema.parse({
    company_name: '星河科技',
    contacts: '周经理',
    user_mobilephone: '13900002222',
    user_address: '深圳市南山区',
    delivery_date: '2027-03-01 00:00:00',
    fabric_type_id: 1,
    goods_info: [{ product_code: 'P01001', category_id: 1, quantity: 20, edition_number: 'XD0102', fabric_num: 'VBC3101', tech_info: [103, 112] }],
    ...over,
  });

const person = (id: number, over: Partial<GroupPerson> = {}): GroupPerson => ({ id, truename: `员工${id}`, gender_id: 1, department_name: '研发部', height: 175, weight: 70, measured: true, measurements: [], ...over });

describe('group order rules', () => {
  it('needs the basics, a product, and no product twice before review', () => {
    expect(checkGroupEntry(entry())).toBeNull();
    expect(checkGroupEntry(entry({ user_address: '' }))).toMatchObject({ key: 'group_buy:required', label: 'group_buy:fields.user_address' });
    expect(checkGroupEntry(entry({ goods_info: [] }))?.key).toBe('group_buy:no_goods');
    const g = entry().goods_info[0]!;
    expect(checkGroupEntry(entry({ goods_info: [g, { ...g }] }))).toMatchObject({ key: 'group_buy:product_twice', field: 'goods_info.1.product_code' });
  });

  it('asks for a new style when the pattern or techniques differ, not when only the fabric’s do', () => {
    const style = { edition_number: 'XD0102', tech_ids: [103, 112, 81] };
    expect(needsNewStyle(FIXTURE, { edition_number: 'XD0102', tech_info: [112, 103, 81] }, style)).toBe(false);
    expect(needsNewStyle(FIXTURE, { edition_number: 'XD0102', tech_info: [103, 111, 81] }, style)).toBe(true);
    expect(needsNewStyle(FIXTURE, { edition_number: 'XF0101', tech_info: [103, 112, 81] }, style)).toBe(true);
  });

  it('names the first required technique position a garment leaves empty', () => {
    const edition = FIXTURE.editions.find((e) => e.edition_number === 'XF0101')!;
    expect(missingRequiredGroup(FIXTURE, 1, edition.default_tech_result)).toBeNull();
    const withoutFront = edition.default_tech_result.filter((id) => FIXTURE.techniques.find((t) => t.id === id)?.group_id !== 1);
    expect(missingRequiredGroup(FIXTURE, 1, withoutFront)).toEqual({ key: 'rules:tech_group_required', params: { name: '门襟', name_en: 'Front' } });
  });

  it('sizes people: by hand first, then the measurer’s size, then matched from measurements; none while unmeasured', () => {
    const goods = [{ category_id: 1, edition_number: 'XF0101' }];
    const people = [
      person(1, { measurements: [{ category_id: 1, edition_type_id: 1, size: '175/92A', items: [] }] }),
      person(2, { measurements: [{ category_id: 1, edition_type_id: 1, size: '', items: [{ id: 2, value: 96 }, { id: 3, value: 84 }] }] }),
      person(3, { measured: false }),
      person(4, { measured: false }),
    ];
    const sizes = assignSizes(FIXTURE, goods, people, [{ person_id: 4, category_id: 1, size: '170/88A' }]);
    expect(sizes.map((s) => [s.person_id, s.source])).toEqual([
      [1, 'measured'],
      [2, 'matched'],
      [3, null],
      [4, 'manual'],
    ]);
    expect(sizes[0]!.size).toBe('175/92A');
    expect(sizes[1]!.size).toMatch(/^175\/9[26][A-C]$/);
    const counts = sizeCounts(sizes).get(1)!;
    expect(counts.missing).toBe(1);
    expect([...counts.bySize.values()].reduce((a, b) => a + b, 0)).toBe(3);
  });
});
