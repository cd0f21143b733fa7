/**
 * Field rules of spec 2 §5 as pure checks returning a rule message or null: phone, height,
 * measurement range and length, correction step, required measurements, common styles, search.
 */
import { BODY_ITEM, GRADING_TECH_PERCENT, MEASUREMENT_INPUT_MAX_LENGTH } from '../catalogue/constants';
import { gradingKey, indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot, CategoryItem } from '../catalogue/types';
import { isValidPhone } from '../shared/phone';
import { ok, refuse, type RuleMessage, type RuleResult } from './messages';
import { CHEST_EASE_BY_BODY_TYPE } from './grading';
import { isOnCorrectionStep, roundTo01 } from './rounding';

const NUMBER = /^-?\d+(\.\d+)?$/;

export function checkPhone(value: string): RuleMessage | null {
  return isValidPhone(value.trim()) ? null : { key: 'rules:phone_invalid' };
}

/** Deep flow: height must be numeric (身高请输入数字). */
export function checkHeight(raw: string | number): RuleMessage | null {
  const text = String(raw).trim();
  return NUMBER.test(text) && Number(text) > 0 ? null : { key: 'rules:height_not_number' };
}

/** A measurement input: at most 7 characters, a number, inside the item's min..max for the category. */
export function checkMeasurement(snapshot: CatalogueSnapshot, categoryId: number, itemId: number, raw: string | number): RuleResult<number> {
  const item = measureItem(snapshot, categoryId, itemId);
  if (!item) return refuse('rules:unknown_item', { id: itemId, cate_id: categoryId });
  const text = String(raw).trim();
  if (text.length > MEASUREMENT_INPUT_MAX_LENGTH) return refuse('rules:measure_too_long', { max: MEASUREMENT_INPUT_MAX_LENGTH });
  if (!NUMBER.test(text)) return refuse('rules:measure_not_number');
  const value = Number(text);
  if (value < item.min_value || value > item.max_value) return refuse('rules:measure_out_of_range', { min: item.min_value, max: item.max_value });
  return ok(value);
}

export function measureItem(snapshot: CatalogueSnapshot, categoryId: number, itemId: number): CategoryItem | undefined {
  return indexCatalogue(snapshot).itemsOfCategory.get(categoryId)?.find((i) => i.item_id === itemId);
}

/**
 * The range of a finished-garment value (成衣量体): the item's body range, widened above by the
 * most ease the catalogue ever adds to the item (the loosest wearing style, the extra chest ease of
 * the fullest body type, the largest grading technique), since a garment is the body plus its ease.
 */
export function garmentRange(snapshot: CatalogueSnapshot, item: Pick<CategoryItem, 'category_id' | 'item_id' | 'min_value' | 'max_value'>): { min: number; max: number } {
  const rule = indexCatalogue(snapshot).gradingRule.get(gradingKey(item.category_id, item.item_id));
  const chestExtra = item.item_id === BODY_ITEM.chest ? Math.max(...Object.values(CHEST_EASE_BY_BODY_TYPE)) : 0;
  const ease = ((Math.max(0, ...(rule?.ease ?? [])) + chestExtra) * Math.max(...Object.values(GRADING_TECH_PERCENT))) / 100;
  return { min: item.min_value, max: roundTo01(item.max_value + ease) };
}

/** The range placeholder of a measurement input, e.g. "60-160". */
export function rangePlaceholder(item: Pick<CategoryItem, 'min_value' | 'max_value'>): string {
  return `${item.min_value}-${item.max_value}`;
}

/** Corrections move in 0.5 cm steps. */
export function checkCorrection(value: number): RuleMessage | null {
  return Number.isFinite(value) && isOnCorrectionStep(value) ? null : { key: 'rules:correction_step' };
}

/** Required items of a category still without a value (empty means none; staff status 1 needs none). */
export function missingRequiredItems(snapshot: CatalogueSnapshot, categoryId: number, values: Readonly<Record<number, number | null | undefined>>): number[] {
  return (indexCatalogue(snapshot).itemsOfCategory.get(categoryId) ?? [])
    .filter((i) => i.is_required && (values[i.item_id] === undefined || values[i.item_id] === null))
    .map((i) => i.item_id);
}

/** New common style (spec 2 §5): name, techniques and category are required, in that order. */
export function checkCommonStyle(input: { name: string; tech_ids: readonly number[]; category_id: number | null }): RuleMessage | null {
  if (!input.name.trim()) return { key: 'rules:common_style_name_required' };
  if (!input.tech_ids.some((id) => id > 0)) return { key: 'rules:choose_tech' };
  if (!input.category_id) return { key: 'rules:choose_category' };
  return null;
}

/** Search by product, style or common style: needs a category; empty text does nothing ('skip'). */
export function checkSearch(input: { category_id: number | null; keyword: string }): RuleMessage | 'skip' | null {
  if (!input.category_id) return { key: 'rules:choose_category' };
  if (!input.keyword.trim()) return 'skip';
  return null;
}
