import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { gradingRequest, type GradingRequestItem } from '@/domain/rules/grading';
import type { FastOrderForm } from './fast-order-state';
import { parseMeasure } from './to-domain';

/** What the worker grades for the form: each category's net values with its wearing style and techniques. */
export function gradingRequestOf(state: FastOrderForm, index: CatalogueIndex): GradingRequestItem[] {
  if (!state.measure.autoGrading) return [];
  return state.categories.flatMap((c) => {
    const m = state.measure.perCategory[c.category_id];
    if (!m) return [];
    const nets = Object.keys(m.net).flatMap((itemKey) => {
      const net = parseMeasure(m.net[Number(itemKey)]);
      return net === null ? [] : [{ item_id: Number(itemKey), net }];
    });
    const tech_ids = c.tech?.choices.map((x) => x.tech_id) ?? [];
    return gradingRequest(index.snapshot, { cate_id: c.category_id, wearing_style: m.wearing_style, tech_ids }, nets);
  });
}
