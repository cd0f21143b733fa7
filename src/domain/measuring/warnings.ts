/**
 * A person's plausibility warnings as the server answers them and the measuring panel shows them:
 * the rules of src/domain/rules/plausibility.ts over the person's height, weight and the garments
 * of one repair round, each marked confirmed when a measurer confirmed it (已复核).
 */
import type { CatalogueSnapshot } from '../catalogue/types';
import { measurementWarnings, withConfirmations, type PlausibilityInput, type PlausibilityWarning } from '../rules/plausibility';
import { measurementOf, reviewedOf, type PersonFields } from './person-fields';

/** What the checks read of a person's fields: their body and the garments of one repair round. */
export function plausibilityInputOf(fields: PersonFields, repair: number, categoryIds: readonly number[]): PlausibilityInput {
  return {
    gender_id: Number(fields.gender_id ?? 0),
    height: Number(fields.height ?? 0),
    weight: Number(fields.weight ?? 0),
    garments: categoryIds.flatMap((category) => {
      const m = measurementOf(fields, repair, category);
      return m ? [{ category_id: category, size: m.size, item: m.item }] : [];
    }),
  };
}

/** The warnings of a person's fields with their confirmations, the messages left to the caller's language. */
export function fieldWarnings(snapshot: CatalogueSnapshot | null, fields: PersonFields, repair: number, categoryIds: readonly number[]): (PlausibilityWarning & { confirmed: boolean })[] {
  return withConfirmations(measurementWarnings(snapshot, plausibilityInputOf(fields, repair, categoryIds)), reviewedOf(fields.reviewed_warnings));
}
