import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../rules/fixture-catalogue';
import { categoriesFor, customerProblem, designProblem, fabricProblem, selectionProblem } from './validate';

const fabric = FIXTURE.fabrics.find((f) => f.type_id === 1)!;

describe('deep customization step rules', () => {
  it('asks for the selection in order: series, category, each pattern, process', () => {
    const base = { gender: 1 as const, series_id: 1, categories: [{ category_id: 1, edition_id: 1 }], process_id: FIXTURE.processes[0]!.id };
    expect(selectionProblem(FIXTURE, { ...base, series_id: null })?.key).toBe('deep:choose_series');
    expect(selectionProblem(FIXTURE, { ...base, categories: [] })?.key).toBe('deep:choose_category');
    expect(selectionProblem(FIXTURE, { ...base, categories: [{ category_id: 1, edition_id: null }] })).toMatchObject({ key: 'deep:choose_edition', params: { category: '西服上衣' } });
    // An edition of another category is no edition of this one.
    expect(selectionProblem(FIXTURE, { ...base, categories: [{ category_id: 1, edition_id: 3 }] })?.key).toBe('deep:choose_edition');
    expect(selectionProblem(FIXTURE, { ...base, process_id: null })?.key).toBe('deep:choose_process');
    expect(selectionProblem(FIXTURE, base)).toBeNull();
  });

  it('offers a gender its own categories and the common ones', () => {
    expect(categoriesFor(FIXTURE, 1, 1).map((c) => c.id)).toEqual([1, 2, 8]);
    expect(categoriesFor(FIXTURE, 2, 1).map((c) => c.id)).toEqual([8]);
    expect(selectionProblem(FIXTURE, { gender: 2, series_id: 1, categories: [{ category_id: 1, edition_id: 1 }], process_id: 1 })?.key).toBe('deep:category_not_offered');
  });

  it('needs a catalogue fabric of the chosen type, or a material code with an image', () => {
    expect(fabricProblem(FIXTURE, { type_id: 1, fabric_num: '', images: [] })?.key).toBe('deep:choose_fabric');
    expect(fabricProblem(FIXTURE, { type_id: 3, fabric_num: fabric.fabric_num, images: [] })?.key).toBe('deep:choose_fabric');
    expect(fabricProblem(FIXTURE, { type_id: 1, fabric_num: fabric.fabric_num, images: [] })).toBeNull();
    expect(fabricProblem(FIXTURE, { type_id: 2, fabric_num: 'KG-1', images: [] })?.key).toBe('deep:choose_material');
    expect(fabricProblem(FIXTURE, { type_id: 2, fabric_num: 'KG-1', images: ['/uploads/a.jpg'] })).toBeNull();
  });

  it('needs every required technique position of each garment', () => {
    expect(designProblem(FIXTURE, [{ category_id: 1, tech_ids: [101, 111, 141] }])).toMatchObject({ key: 'rules:tech_group_required', params: { name: '里料' } });
    expect(designProblem(FIXTURE, [{ category_id: 1, tech_ids: [101, 111, 121, 141] }])).toBeNull();
  });

  it('asks for the customer in the spec order, and a numeric height', () => {
    const u = { user_name: '张伟', user_mobilephone: '13912345678', user_address: '上海', delivery_date: '2026-12-20 10:00:00', user_height: '176' };
    expect(customerProblem({ ...u, user_name: ' ' })?.key).toBe('deep:fill_name');
    expect(customerProblem({ ...u, user_mobilephone: '' })?.key).toBe('deep:fill_phone');
    expect(customerProblem({ ...u, user_mobilephone: '1391234' })?.key).toBe('rules:phone_invalid');
    expect(customerProblem({ ...u, user_address: '' })?.key).toBe('deep:fill_address');
    expect(customerProblem({ ...u, delivery_date: '' })?.key).toBe('deep:fill_delivery_date');
    expect(customerProblem({ ...u, user_height: '17x' })?.key).toBe('rules:height_not_number');
    expect(customerProblem(u)).toBeNull();
  });
});
