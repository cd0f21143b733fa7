/**
 * The catalogue's names and size options by id, in the caller's language: what the measuring
 * module shows beside the ids it stores (categories, editions, body items, special shapes, and
 * the sizes a category and edition offer).
 */
import type { Locale } from '@/domain/shared/locale';
import { chartFor, expandChart } from '@/domain/rules/standard-size';
import type { Db } from '../../db/database';
import { catalogueIndex, pick } from './service';
import { loadCatalogue } from './snapshot';

export type NameLookup = (db: Db, ids: readonly number[], lang: Locale) => Promise<Map<number, string>>;

export type CatalogueNames = {
  categoryNames: NameLookup;
  editionNames: NameLookup;
  bodyItemNames: NameLookup;
  specialShapeNames: NameLookup;
  sizeOptions: (db: Db, categoryId: number, editionTypeId: number) => Promise<string[]>;
};

export const catalogueNames: CatalogueNames = {
  categoryNames: async (db, ids, lang) => {
    const idx = catalogueIndex(await loadCatalogue(db));
    return new Map(ids.flatMap((id) => (idx.category.has(id) ? [[id, pick(lang, idx.category.get(id)!.name, idx.category.get(id)!.name_en)] as const] : [])));
  },
  editionNames: async (db, ids) => {
    const idx = catalogueIndex(await loadCatalogue(db));
    return new Map(ids.flatMap((id) => (idx.edition.has(id) ? [[id, idx.edition.get(id)!.edition_number] as const] : [])));
  },
  bodyItemNames: async (db, ids, lang) => {
    const idx = catalogueIndex(await loadCatalogue(db));
    return new Map(ids.flatMap((id) => (idx.bodyItemName.has(id) ? [[id, pick(lang, idx.bodyItemName.get(id)!.zh, idx.bodyItemName.get(id)!.en)] as const] : [])));
  },
  specialShapeNames: async (db, ids, lang) => {
    const snapshot = await loadCatalogue(db);
    return new Map(snapshot.special_shapes.filter((s) => ids.includes(s.id)).map((s) => [s.id, pick(lang, s.shape_name, s.name_en)] as const));
  },
  sizeOptions: async (db, categoryId, editionTypeId) => {
    const snapshot = await loadCatalogue(db);
    const idx = catalogueIndex(snapshot);
    const category = idx.category.get(categoryId);
    const chart = category && chartFor(snapshot, categoryId, category.gender_id || 1);
    const edition = idx.edition.get(editionTypeId);
    return chart ? expandChart(chart, edition?.category_id === categoryId ? edition : undefined).map((s) => s.size_value) : [];
  },
};
