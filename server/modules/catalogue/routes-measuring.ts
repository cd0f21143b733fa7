/**
 * The catalogue lookups of the measuring pages (spec 3 §7): categories, editions, body items and
 * special shapes, the size chart of one edition, and size recommendation. The measuring module's
 * name lookups are plugged in here too, so its lists show names (in the caller's language) instead
 * of ids.
 */
import { calls } from '@/domain/measuring/calls';
import { recommendSize } from '@/domain/rules/recommend-size';
import { defineRoute } from '../../http/route';
import { categoryView, editionSizes, editionsView, loadIndexed, pick, requireCategories, requireEdition, specialShapesView, unwrap } from './service';
import { loadCatalogue } from './snapshot';

export const measuringLookupRoutes = [
  defineRoute(calls.categoryList, {
    summary: 'Garment categories (id, category_name, gender_id)',
    access: 'user',
    handler: async ({ db, lang }) => (await loadCatalogue(db)).categories.map((c) => categoryView(lang, c)),
  }),

  defineRoute(calls.editionsByCategories, {
    summary: 'Pattern editions of several categories (comma list), each with its category_id',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      requireCategories(idx, query.category_ids);
      return editionsView(lang, snapshot, query.category_ids);
    },
  }),

  defineRoute(calls.itemsByCategories, {
    summary: 'Body items (id, item_name) and special shapes (id, shape_name) of the categories, without duplicates',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      requireCategories(idx, query.category_ids);
      const itemIds = [...new Set(query.category_ids.flatMap((c) => (idx.itemsOfCategory.get(c) ?? []).map((i) => i.item_id)))];
      return {
        body: itemIds.map((id) => ({ id, item_name: pick(lang, idx.bodyItemName.get(id)!.zh, idx.bodyItemName.get(id)!.en) })),
        special: specialShapesView(lang, snapshot, query.category_ids),
      };
    },
  }),

  defineRoute(calls.recommendSize, {
    summary: 'Recommended standard size (e.g. 170/88A) per edition type id from height, weight, gender and wearing style',
    access: 'user',
    handler: async ({ db, body }) => {
      const snapshot = await loadCatalogue(db);
      return unwrap(recommendSize(snapshot, body), (m) => (m.params?.index !== undefined ? `edition_ids.${m.params.index}` : 'wearing_style'));
    },
  }),

  defineRoute(calls.sizeByOne, {
    summary: 'Every standard size of one category and edition with its base values (default size group 工厂码)',
    access: 'user',
    handler: ({ db, query }) => editionSizes(db, query.category_id, query.gender_id, (idx, categoryId) => requireEdition(idx, query.edition_type_id, 'edition_type_id', categoryId)),
  }),
];
