import { describe, expect, it } from 'vitest';
import { FIXTURE } from './fixture-catalogue';
import { checkCommonStyle, checkCorrection, checkHeight, checkMeasurement, checkPhone, checkSearch, missingRequiredItems, rangePlaceholder } from './validation';

describe('field rules', () => {
  it('accepts a phone of 1 plus 10 digits and refuses others with 请正确填写手机号', () => {
    expect(checkPhone('13800000001')).toBeNull();
    for (const bad of ['23800000001', '1380000000', '138000000012', '1380000000a']) expect(checkPhone(bad)).toEqual({ key: 'rules:phone_invalid' });
  });

  it('refuses a non-numeric height with 身高请输入数字', () => {
    expect(checkHeight('175')).toBeNull();
    expect(checkHeight('175.5')).toBeNull();
    expect(checkHeight('abc')).toEqual({ key: 'rules:height_not_number' });
    expect(checkHeight('')).toEqual({ key: 'rules:height_not_number' });
  });

  it('accepts a measurement inside min..max and refuses one outside with the spec message', () => {
    expect(checkMeasurement(FIXTURE, 1, 2, '96.5')).toEqual({ ok: true, value: 96.5 });
    expect(checkMeasurement(FIXTURE, 1, 2, 60)).toEqual({ ok: true, value: 60 });
    expect(checkMeasurement(FIXTURE, 1, 2, '59.9')).toEqual({ ok: false, message: { key: 'rules:measure_out_of_range', params: { min: 60, max: 160 } } });
    expect(checkMeasurement(FIXTURE, 1, 2, '161')).toMatchObject({ ok: false, message: { key: 'rules:measure_out_of_range' } });
  });

  it('refuses measurements longer than 7 characters, text, and items outside the category', () => {
    expect(checkMeasurement(FIXTURE, 1, 2, '100.0001')).toEqual({ ok: false, message: { key: 'rules:measure_too_long', params: { max: 7 } } });
    expect(checkMeasurement(FIXTURE, 1, 2, 'abc')).toEqual({ ok: false, message: { key: 'rules:measure_not_number' } });
    expect(checkMeasurement(FIXTURE, 1, 8, '80')).toMatchObject({ ok: false, message: { key: 'rules:unknown_item' } });
  });

  it('shows the range as the placeholder', () => {
    expect(rangePlaceholder({ min_value: 60, max_value: 160 })).toBe('60-160');
  });

  it('accepts corrections in 0.5 steps only', () => {
    expect(checkCorrection(1.5)).toBeNull();
    expect(checkCorrection(-2)).toBeNull();
    expect(checkCorrection(0.3)).toEqual({ key: 'rules:correction_step' });
  });

  it('lists the required items still empty', () => {
    expect(missingRequiredItems(FIXTURE, 1, { 2: 96 })).toEqual([3]);
    expect(missingRequiredItems(FIXTURE, 1, { 2: 96, 3: 80 })).toEqual([]);
  });

  it('checks a new common style in the spec order: name, techniques, category', () => {
    expect(checkCommonStyle({ name: ' ', tech_ids: [], category_id: null })).toEqual({ key: 'rules:common_style_name_required' });
    expect(checkCommonStyle({ name: '商务款', tech_ids: [-1], category_id: null })).toEqual({ key: 'rules:choose_tech' });
    expect(checkCommonStyle({ name: '商务款', tech_ids: [101], category_id: null })).toEqual({ key: 'rules:choose_category' });
    expect(checkCommonStyle({ name: '商务款', tech_ids: [101], category_id: 1 })).toBeNull();
  });

  it('needs a category to search and does nothing for empty text', () => {
    expect(checkSearch({ category_id: null, keyword: 'P01' })).toEqual({ key: 'rules:choose_category' });
    expect(checkSearch({ category_id: 1, keyword: '  ' })).toBe('skip');
    expect(checkSearch({ category_id: 1, keyword: 'P01' })).toBeNull();
  });
});
