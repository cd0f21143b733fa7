/**
 * Size recommendation (spec 3 §7 recommend_size): a standard size per edition from height, weight,
 * gender and wearing style. Chest and waist are estimated from height and weight with
 * non-negative coefficients, and loose styles move the girth up by whole chart steps, so a
 * taller or heavier person never gets a smaller height or girth (the property tests check this).
 */
import { WEARING_STYLE } from '../catalogue/constants';
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { bodyTypeFromDrop } from './body-type';
import { ok, refuse, type RuleResult } from './messages';
import { chartFor, formatSize, nearestStep } from './standard-size';

export type RecommendSizeInput = { height: number; weight: number; gender_id: number; edition_ids: readonly number[]; wearing_style: number };

type Estimate = { chest: number; waist: number };

/** Girth estimates (cm) around the GB/T 1335 centre bodies 170/88A (male, 65 kg) and 160/84A (female, 55 kg). */
export function estimateGirths(height: number, weight: number, genderId: number): Estimate {
  if (genderId === 2) {
    return { chest: 84 + 0.8 * (weight - 55) + 0.1 * (height - 160), waist: 68 + 0.9 * (weight - 55) + 0.05 * (height - 160) };
  }
  return { chest: 88 + 0.8 * (weight - 65) + 0.1 * (height - 170), waist: 74 + 1.0 * (weight - 65) + 0.05 * (height - 170) };
}

/** Girth steps added for the wearing style: loose one step, very loose two. */
export const STYLE_GIRTH_STEPS: Record<number, number> = { [WEARING_STYLE.standard]: 0, [WEARING_STYLE.slim]: 0, [WEARING_STYLE.loose]: 1, [WEARING_STYLE.veryLoose]: 2 };

export function recommendSize(snapshot: CatalogueSnapshot, input: RecommendSizeInput): RuleResult<Record<string, string>> {
  const idx = indexCatalogue(snapshot);
  const steps = STYLE_GIRTH_STEPS[input.wearing_style];
  if (steps === undefined) return refuse('rules:unknown_wearing_style', { id: input.wearing_style });
  const estimate = estimateGirths(input.height, input.weight, input.gender_id);
  const out: Record<string, string> = {};
  for (const [index, editionId] of input.edition_ids.entries()) {
    const edition = idx.edition.get(editionId);
    if (!edition) return refuse('rules:unknown_edition', { index, id: editionId });
    const category = idx.category.get(edition.category_id)!;
    const chart = chartFor(snapshot, category.id, category.gender_id || input.gender_id);
    if (!chart) return refuse('rules:no_size_chart', { index, id: category.id });
    const key = chart.key_item_id === 2 ? estimate.chest : estimate.waist;
    const girth = nearestStep(key + steps * chart.girth.step, chart.girth);
    const height = nearestStep(input.height, chart.height);
    const type = bodyTypeFromDrop(estimate.chest - estimate.waist, chart.body_types);
    out[String(editionId)] = formatSize(height, girth, type);
  }
  return ok(out);
}
