import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../rules/fixture-catalogue';
import { GroupEntrySchema, type GroupPerson } from './contract';
import { missingRequiredGroup } from '../rules/technique';
import { assignSizes, checkGroupEntry, fillRestSizes, needsNewStyle, reviewPassing, sizeCounts, unsizedPeople } from './rules';

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

  it('fills the rest with each person’s own recommended size, and asks for those without height and weight', () => {
    const goods = [{ category_id: 1, edition_number: 'XF0101' }];
    const people = [
      person(1, { measurements: [{ category_id: 1, edition_type_id: 1, size: '175/92A', items: [] }] }),
      person(2, { measured: false, gender_id: 2, height: 158, weight: 48 }),
      person(3, { measured: false, gender_id: 1, height: 186, weight: 90 }),
      person(4, { measured: false, height: 0, weight: 0 }),
    ];
    const sizes = assignSizes(FIXTURE, goods, people, []);
    expect(unsizedPeople(people, sizes).map((p) => p.id)).toEqual([2, 3, 4]);
    const { overrides, unresolved } = fillRestSizes(FIXTURE, goods, people, sizes);
    // Only the unsized are filled, each by their own body: the 158 cm woman and the 186 cm man differ.
    expect(overrides.map((o) => o.person_id)).toEqual([2, 3]);
    expect(overrides[0]!.size).toMatch(/^160\//);
    expect(overrides[1]!.size).toMatch(/^185\//);
    expect(unresolved.map((p) => p.id)).toEqual([4]);
    const after = assignSizes(FIXTURE, goods, people, overrides);
    expect(unsizedPeople(people, after).map((p) => p.id)).toEqual([4]);
  });

  it('passes finance review by another login than the ones that entered the order, or by the owner’s override', () => {
    expect(reviewPassing([7], { login_id: 1, owner: true }, false)).toEqual({ action: 'pass' });
    expect(reviewPassing([1, 7], { login_id: 1, owner: true }, false)).toEqual({ refused: 'group_buy:review_same_login' });
    expect(reviewPassing([1], { login_id: 1, owner: true }, true)).toEqual({ action: 'pass_override' });
    expect(reviewPassing([7], { login_id: 7, owner: false }, true)).toEqual({ refused: 'group_buy:review_same_login' });
  });
});
