/**
 * What the measuring module needs from the catalogue (category, edition, body-item and
 * special-shape names in the caller's language, size options). The catalogue module owns those tables and plugs its
 * lookups in with `provideMeasuringCatalogue`; until it does, names fall back to the ids as text
 * and size options to an empty list, so measuring works on ids alone (the browser resolves
 * names from its mirrored catalogue).
 */
import type { Locale } from '@/domain/shared/money';
import type { Db } from '../../db/database';

export type NameLookup = (db: Db, ids: readonly number[], lang: Locale) => Promise<Map<number, string>>;

export type MeasuringCatalogue = {
  categoryNames: NameLookup;
  editionNames: NameLookup;
  bodyItemNames: NameLookup;
  specialShapeNames: NameLookup;
  sizeOptions: (db: Db, categoryId: number, editionTypeId: number) => Promise<string[]>;
};

const idsAsNames: NameLookup = async (_db, ids) => new Map(ids.map((id) => [id, String(id)]));

const FALLBACK: MeasuringCatalogue = {
  categoryNames: idsAsNames,
  editionNames: idsAsNames,
  bodyItemNames: idsAsNames,
  specialShapeNames: idsAsNames,
  sizeOptions: async () => [],
};

let catalogue: MeasuringCatalogue = FALLBACK;

export function provideMeasuringCatalogue(lookups: Partial<MeasuringCatalogue>): void {
  catalogue = { ...FALLBACK, ...lookups };
}

export function measuringCatalogue(): MeasuringCatalogue {
  return catalogue;
}
