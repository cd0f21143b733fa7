/**
 * Auto grading (智能放码, spec 2 §2.3, §4): with the checkbox on, the allowances are computed by
 * the rules worker (off the main thread, offline too) after each change of the net values, wearing
 * styles or grading techniques, and stored in the form. An item is graded only once every item
 * has a wearing style (spec 2 §5); until then none are. The order sent carries the worker's answer
 * to its own values (`gradeLatest`), never a second computation on the main thread.
 */
import { useEffect } from 'react';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GradingRequestItem } from '@/domain/rules/grading';
import { rulesWorker } from '../../../workers/rules.client';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastOrderForm, Grades } from '@/ordering/state/fast-order-state';
import { gradingRequestOf } from '@/ordering/state/grading-request';

/** spec 2 §9: body measurement events are throttled to 50 ms. */
const GRADING_DELAY_MS = 50;

/** The worker's allowances for a request: category id -> item id -> allowance (none while skipped or refused). */
async function gradeInWorker(list: GradingRequestItem[]): Promise<Grades> {
  const grades: Grades = {};
  if (!list.length) return grades;
  const result = await rulesWorker().grade(list);
  // spec 2 §8: a failed grading call is only logged; the table then shows no allowances.
  if (!result.ok) console.warn('grading refused', result.message);
  // An empty list: skipped until every item has a wearing style.
  else for (const g of result.value) (grades[g.cate_id] ??= {})[g.item_id] = g.grade_value;
  return grades;
}

/** The allowances of the form as it is now: the worker's answer to the last keystroke, for the order sent. */
export function gradeLatest(state: FastOrderForm, index: CatalogueIndex): Promise<Grades> {
  return gradeInWorker(gradingRequestOf(state, index));
}

export function useAutoGrading(index: CatalogueIndex | null): void {
  const { state, dispatch } = useFastOrder();
  const { autoGrading } = state.measure;
  const key = JSON.stringify(index ? gradingRequestOf(state, index) : []);
  useEffect(() => {
    if (!autoGrading) return;
    let live = true;
    const timer = setTimeout(async () => {
      const grades = await gradeInWorker(JSON.parse(key) as GradingRequestItem[]);
      if (live) dispatch({ type: 'setGrades', grades });
    }, GRADING_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, autoGrading, dispatch]);
}
