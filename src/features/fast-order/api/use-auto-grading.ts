/**
 * Auto grading (智能放码, spec 2 §2.3, §4): with the checkbox on, the allowances are recomputed by
 * the rules worker after each change of the net values, wearing styles or grading techniques. An
 * item is graded only once every item has a wearing style (spec 2 §5); until then none are.
 */
import { useEffect } from 'react';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { gradingRequest, type GradingRequestItem } from '@/domain/rules/grading';
import { rulesWorker } from '../../../../workers/rules.client';
import { useFastOrder } from '../state/fast-order-context';
import { parseMeasure } from '../state/to-domain';

/** spec 2 §9: body measurement events are throttled to 50 ms. */
const GRADING_DELAY_MS = 50;

export function useAutoGrading(index: CatalogueIndex | null): void {
  const { state, dispatch } = useFastOrder();
  const { autoGrading, perCategory } = state.measure;
  const request: GradingRequestItem[] = [];
  if (index && autoGrading) {
    for (const c of state.categories) {
      const m = perCategory[c.category_id];
      if (!m) continue;
      const nets = Object.keys(m.net).flatMap((itemKey) => {
        const net = parseMeasure(m.net[Number(itemKey)]);
        return net === null ? [] : [{ item_id: Number(itemKey), net }];
      });
      const tech_ids = c.tech?.choices.map((x) => x.tech_id) ?? [];
      request.push(...gradingRequest(index.snapshot, { cate_id: c.category_id, wearing_style: m.wearing_style, tech_ids }, nets));
    }
  }
  const key = JSON.stringify(request);
  useEffect(() => {
    if (!autoGrading) return;
    let live = true;
    const timer = setTimeout(async () => {
      const list: GradingRequestItem[] = JSON.parse(key);
      const result = list.length ? await rulesWorker().grade(list) : null;
      if (!live) return;
      const grades: Record<number, Record<number, number>> = {};
      // spec 2 §8: a failed grading call is only logged; the table then shows no allowances.
      if (result && !result.ok) console.warn('grading refused', result.message);
      // An empty list: skipped until every item has a wearing style.
      if (result?.ok) for (const g of result.value) (grades[g.cate_id] ??= {})[g.item_id] = g.grade_value;
      dispatch({ type: 'setGrades', grades });
    }, GRADING_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, autoGrading, dispatch]);
}
