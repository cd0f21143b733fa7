/**
 * Grading (智能放码, spec 2 §2.3, §7): the ease added to each net body value, from the catalogue's
 * ease per item per wearing style. Item 2 (chest) also depends on items 2 and 3: a smaller
 * chest-minus-waist drop (body types B and C) needs more chest ease so the garment closes over
 * the waist. A grading technique (80, 81, 82) scales the ease. Results are rounded to 0.1 cm, and
 * nothing is graded until every item has a wearing style (spec 2 §5).
 */
import { BODY_ITEM, GRADING_TECH_IDS, GRADING_TECH_PERCENT } from '../catalogue/constants';
import { gradingKey, indexCatalogue } from '../catalogue/lookup';
import type { BodyTypeCode, CatalogueSnapshot } from '../catalogue/types';
import { bodyTypeFromDrop } from './body-type';
import { ok, refuse, type RuleResult } from './messages';
import { roundTo01, snapToCorrectionStep } from './rounding';
import { chartFor } from './standard-size';

export type GradingRequestItem = {
  cate_id: number;
  item_id: number;
  /** 1 standard, 2 slim, 3 loose, 4 very loose; absent or 0 = not chosen yet. */
  wearing_style?: number | null;
  /** One of the grading techniques 80, 81, 82. */
  tech_id?: number | null;
  /** For item 2: the net values of items 2 and 3. */
  item2_value?: number | null;
  item3_value?: number | null;
};

export type GradeValue = { cate_id: number; item_id: number; grade_value: number };

export type GradingOutcome =
  | { skipped: false; list: GradeValue[] }
  | { skipped: true; list: []; missing_style: { cate_id: number; item_id: number }[] };

/** Extra chest ease (cm) by body type. */
export const CHEST_EASE_BY_BODY_TYPE: Record<BodyTypeCode, number> = { Y: 0, A: 0, B: 1, C: 2 };

export function gradeItems(snapshot: CatalogueSnapshot, items: readonly GradingRequestItem[]): RuleResult<GradingOutcome> {
  const idx = indexCatalogue(snapshot);
  const missing = items.filter((i) => !i.wearing_style).map((i) => ({ cate_id: i.cate_id, item_id: i.item_id }));
  // Unknown ids are refused even while skipping, so a bad request never looks fine.
  for (const [index, item] of items.entries()) {
    if (!idx.category.has(item.cate_id)) return refuse('rules:unknown_category', { index, id: item.cate_id });
    if (!idx.gradingRule.has(gradingKey(item.cate_id, item.item_id))) {
      return refuse('rules:unknown_item', { index, id: item.item_id, cate_id: item.cate_id });
    }
    if (item.wearing_style && !(item.wearing_style >= 1 && item.wearing_style <= 4)) {
      return refuse('rules:unknown_wearing_style', { index, id: item.wearing_style });
    }
    if (item.tech_id && GRADING_TECH_PERCENT[item.tech_id] === undefined) return refuse('rules:not_grading_tech', { index, id: item.tech_id });
  }
  if (missing.length) return ok({ skipped: true, list: [], missing_style: missing });

  const list = items.map((item) => {
    const rule = idx.gradingRule.get(gradingKey(item.cate_id, item.item_id))!;
    let ease = rule.ease[item.wearing_style! - 1]!;
    if (item.item_id === BODY_ITEM.chest && item.item2_value != null && item.item3_value != null) {
      const chart = chartFor(snapshot, item.cate_id, idx.category.get(item.cate_id)!.gender_id || 1);
      if (chart) ease += CHEST_EASE_BY_BODY_TYPE[bodyTypeFromDrop(item.item2_value - item.item3_value, chart.body_types)];
    }
    const percent = item.tech_id ? GRADING_TECH_PERCENT[item.tech_id]! : 100;
    return { cate_id: item.cate_id, item_id: item.item_id, grade_value: roundTo01((ease * percent) / 100) };
  });
  return ok({ skipped: false, list });
}

/** A net body value of one item. */
export type NetValue = { item_id: number; net: number };

/** One category as it is graded: its wearing style and the techniques chosen for it. */
export type GradedCategory = { cate_id: number; wearing_style: number | null; tech_ids: readonly number[] };

/**
 * The grading request of one category's net values, the one way every side builds it: the screen
 * (auto grading in the rules worker, and the order it sends), add_order (which grades the order
 * itself), the seed and the tests. Items the catalogue has no grading rule for are left out; the
 * category's grading technique (80, 81, 82) applies to every item, and chest also carries the net
 * chest and mid waist its body type comes from.
 */
export function gradingRequest(snapshot: CatalogueSnapshot, category: GradedCategory, nets: readonly NetValue[]): GradingRequestItem[] {
  const idx = indexCatalogue(snapshot);
  const netOf = (id: number) => nets.find((v) => v.item_id === id)?.net ?? null;
  const tech_id = category.tech_ids.find((id) => (GRADING_TECH_IDS as readonly number[]).includes(id)) ?? null;
  return nets
    .filter((v) => idx.gradingRule.has(gradingKey(category.cate_id, v.item_id)))
    .map((v) => ({
      cate_id: category.cate_id,
      item_id: v.item_id,
      wearing_style: category.wearing_style,
      tech_id,
      item2_value: v.item_id === BODY_ITEM.chest ? netOf(BODY_ITEM.chest) : null,
      item3_value: v.item_id === BODY_ITEM.chest ? netOf(BODY_ITEM.midWaist) : null,
    }));
}

/** The allowance of each graded item of one category (item id -> cm); empty when grading is skipped (no wearing style) or refused. */
export function gradeCategory(snapshot: CatalogueSnapshot, category: GradedCategory, nets: readonly NetValue[]): Map<number, number> {
  const request = gradingRequest(snapshot, category, nets);
  const graded = request.length ? gradeItems(snapshot, request) : null;
  return new Map(graded?.ok ? graded.value.list.map((g) => [g.item_id, g.grade_value]) : []);
}

/**
 * Grading as the API and the rules worker answer it (spec 2 §7): a list of cate_id, item_id,
 * grade_value. Skipped grading answers an empty list: a request grades every item or none (an
 * item without a wearing style skips them all), and a request is never empty, so an empty answer
 * means "skipped".
 */
export function gradeList(snapshot: CatalogueSnapshot, items: readonly GradingRequestItem[]): RuleResult<GradeValue[]> {
  const graded = gradeItems(snapshot, items);
  return graded.ok ? ok(graded.value.list) : graded;
}

/** One row of a grading table: net size, added allowance, base size, correction (0.5 steps), result. */
export type GradingRow = { measureValue: number; addSubValue: number; baseValue: number; modifyValue: number; finalValue: number };

export function gradingRow(net: number, grade: number, correction = 0): GradingRow {
  const baseValue = roundTo01(net + grade);
  const modifyValue = snapToCorrectionStep(correction);
  return { measureValue: net, addSubValue: roundTo01(grade), baseValue, modifyValue, finalValue: roundTo01(baseValue + modifyValue) };
}
