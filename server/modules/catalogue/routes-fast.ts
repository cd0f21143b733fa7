/**
 * Fast order lookups and rule endpoints (spec 2 §7 "Fast order"), under /fast_order/. Rules run
 * on the stored catalogue through the same src/domain functions as the browser's rules worker.
 */
import { z } from 'zod';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import { fenToYuan } from '@/domain/shared/money';
import { gradeList } from '@/domain/rules/grading';
import { garmentPrice } from '@/domain/rules/price';
import { matchStandardSize } from '@/domain/rules/standard-size';
import { chooseTechnique, findConflict, stateFromTechIds, submitTechIds } from '@/domain/rules/technique';
import { checkCommonStyle } from '@/domain/rules/validation';
import type { Db } from '../../db/database';
import { ERRCODE, invalidField, notFound, rejected } from '../../http/errors';
import { Answer, defineRoute } from '../../http/route';
import {
  type CommonStyleRow,
  GradingBodySchema,
  SizeMatchBodySchema,
} from '@/domain/catalogue/contract';
import { DEEP_PATHS } from '@/domain/catalogue/lookup-paths';
import { calls as EP } from '@/domain/catalogue/calls';
import { bodyItemsView, catalogueIndex, categoryView, editionSizes, editionsView, fabricView, loadIndexed, pick, processesView, requireCategories, requireCategory, requireEdition, requireEditionNumber, requireProduct, requireStyle, requireTechIds, seriesView, specialShapesView, techGroupsView, techListView, techView, unwrap, wearingStylesView } from './service';
import { loadCatalogue } from './snapshot';
import './tables';

async function gradingAnswer(db: Db, list: z.output<typeof GradingBodySchema>['list']) {
  const snapshot = await loadCatalogue(db);
  return unwrap(gradeList(snapshot, list), (m) => {
    const i = m.params?.index;
    const field = m.key === 'rules:unknown_category' ? 'cate_id' : m.key === 'rules:not_grading_tech' ? 'tech_id' : m.key === 'rules:unknown_wearing_style' ? 'wearing_style' : 'item_id';
    return `list.${i}.${field}`;
  });
}

export async function sizeMatchAnswer(db: Db, list: z.output<typeof SizeMatchBodySchema>['list']) {
  const snapshot = await loadCatalogue(db);
  return unwrap(matchStandardSize(snapshot, list), (m) => {
    const i = m.params?.index;
    const field = m.key === 'rules:unknown_category' || m.key === 'rules:no_size_chart' ? 'cate_id' : m.key === 'rules:unknown_edition' ? 'edition_id' : 'item_array';
    return `list.${i}.${field}`;
  });
}

async function commonStyles(db: Db, userId: number, categoryId: number, editionId?: number, keyword = ''): Promise<CommonStyleRow[]> {
  let q = db.selectFrom('common_styles').selectAll().where('user_id', '=', userId).where('category_id', '=', categoryId);
  if (editionId) q = q.where('edition_id', '=', editionId);
  if (keyword) q = q.where('name', 'like', `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const rows = await q.orderBy('id', 'desc').limit(200).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category_id: r.category_id,
    style_number: r.style_number,
    tech_ids: r.tech_ids,
    series_id: r.series_id,
    edition_type_id: r.edition_id,
    is_common: r.is_common,
  }));
}

export const fastOrderRoutes = [
  defineRoute(EP.fastCategoryList, {
    summary: 'Categories and series for ordering',
    access: 'user',
    handler: async ({ db, lang }) => {
      const snapshot = await loadCatalogue(db);
      return {
        list: snapshot.categories.map((c) => categoryView(lang, c)),
        series: snapshot.series.map((s) => seriesView(lang, s)),
      };
    },
  }),

  defineRoute(EP.fastEditionTypes, {
    // The measuring screens ask the same under measuring.index (spec 3 §7).
    alsoAt: [MEASURING_PATHS.editionsByCategory],
    summary: 'Edition types of a category (edition_number, id, default_tech_result, clash_tech_ids)',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      requireCategory(catalogueIndex(snapshot), query.category_id);
      return editionsView(lang, snapshot, [query.category_id]);
    },
  }),

  defineRoute(EP.fastTechList, {
    summary: "A category's techniques by group (outer, inner, fabric, special), the edition's defaults marked",
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { idx } = await loadIndexed(db);
      requireCategory(idx, query.category_id);
      const edition = query.edition_id ? requireEdition(idx, query.edition_id, 'edition_id', query.category_id) : undefined;
      return { groups: techGroupsView(lang, idx, query.category_id, edition) };
    },
  }),

  defineRoute(EP.fastProductList, {
    summary: 'Products of a category matching a product code (产品号) search',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      requireCategory(idx, query.category_id);
      const kw = query.keyword.toUpperCase();
      return snapshot.products
        .filter((p) => p.category_id === query.category_id && (!query.edition_id || p.edition_id === query.edition_id) && p.product_code.includes(kw))
        .map((p) => {
          const fabric = idx.fabric.get(p.fabric_num);
          return {
            product_code: p.product_code,
            fabric_num: p.fabric_num,
            edition_id: p.edition_id,
            edition_number: idx.edition.get(p.edition_id)!.edition_number,
            process_id: p.process_id,
            items: fabric ? [{ extra_value: pick(lang, '成分', 'Composition'), item_value: pick(lang, fabric.composition, fabric.composition_en) }] : [],
          };
        });
    },
  }),

  defineRoute(EP.fastStyleList, {
    summary: 'Styles of a category matching a style number (款式号) search',
    access: 'user',
    handler: async ({ db, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      requireCategory(idx, query.category_id);
      const kw = query.keyword.toUpperCase();
      return snapshot.styles
        .filter((s) => s.category_id === query.category_id && (!query.edition_id || s.edition_id === query.edition_id) && s.style_number.includes(kw))
        .map((s) => ({ id: s.id, style_number: s.style_number, edition_id: s.edition_id, edition_number: idx.edition.get(s.edition_id)!.edition_number }));
    },
  }),

  defineRoute(EP.fastCommonStyleList, {
    summary: "The user's common styles (常用款式) of a category, optionally by edition and name",
    access: 'user',
    handler: async ({ db, user, query }) => {
      requireCategory(catalogueIndex(await loadCatalogue(db)), query.category_id);
      return commonStyles(db, user.id, query.category_id, query.edition_id, query.keyword);
    },
  }),

  defineRoute(EP.fastTechByProduct, {
    summary: 'Techniques, edition and fabric of a product code',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { idx } = await loadIndexed(db);
      const p = requireProduct(idx, query.product_code, 'product_code', query.category_id);
      return {
        product_code: p.product_code,
        edition_id: p.edition_id,
        edition_number: idx.edition.get(p.edition_id)!.edition_number,
        fabric_num: p.fabric_num,
        process_id: p.process_id,
        tech_ids: p.tech_ids,
        tech_list: techListView(lang, idx, p.tech_ids),
      };
    },
  }),

  defineRoute(EP.fastTechByStyle, {
    summary: 'Techniques and edition of a style number',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { idx } = await loadIndexed(db);
      const s = requireStyle(idx, query.style_number, 'style_number', query.category_id);
      return {
        style_number: s.style_number,
        edition_id: s.edition_id,
        edition_number: idx.edition.get(s.edition_id)!.edition_number,
        tech_ids: s.tech_ids,
        tech_list: techListView(lang, idx, s.tech_ids),
      };
    },
  }),

  defineRoute(EP.fastTechByCommonStyle, {
    summary: "Techniques of one of the user's common styles",
    access: 'user',
    handler: async ({ db, lang, user, query }) => {
      const { idx } = await loadIndexed(db);
      const row = await db.selectFrom('common_styles').selectAll().where('id', '=', query.id).where('user_id', '=', user.id).executeTakeFirst();
      if (!row || row.category_id !== query.category_id) throw invalidField('id', 'rules:api_common_style_missing', { id: query.id });
      return {
        id: row.id,
        name: row.name,
        edition_id: row.edition_id,
        tech_ids: row.tech_ids,
        tech_list: row.tech_ids.flatMap((id) => (idx.technique.has(id) ? [techView(lang, idx, idx.technique.get(id)!)] : [])),
      };
    },
  }),

  defineRoute(EP.fastFabricList, {
    summary: 'Domestic (1) and imported (3) fabrics by number, search text, type, series or category',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      const kw = query.keyword?.toLowerCase() ?? '';
      return snapshot.fabrics
        .filter(
          (f) =>
            (!query.fabric_num || f.fabric_num === query.fabric_num.toUpperCase()) &&
            (!query.type_id || f.type_id === query.type_id) &&
            (!query.series_id || f.series_id === query.series_id) &&
            (!query.category_id || f.category_ids.includes(query.category_id)) &&
            (!kw || [f.fabric_num, f.name, f.name_en, f.composition, f.composition_en, f.colour, f.colour_en].some((s) => s.toLowerCase().includes(kw))),
        )
        .slice(0, query.size)
        .map((f) => fabricView(lang, f));
    },
  }),

  defineRoute(EP.fastClashTable, {
    summary: 'The technique clash table with relation lists',
    access: 'user',
    handler: async ({ db, lang }) => {
      const { snapshot, idx } = await loadIndexed(db);
      return snapshot.clashes.map((c) => {
        const t = idx.technique.get(c.tech_id)!;
        return {
          targetTechId: c.tech_id,
          tech_id: c.tech_id,
          tech_name: pick(lang, t.tech_name, t.tech_name_en),
          clashTechIds: c.clash_tech_ids,
          clash_tech_ids: c.clash_tech_ids,
          relation_tech_ids: c.relation_tech_ids,
          relation_tech_data: c.relation_tech_ids.map((id) => {
            const r = idx.technique.get(id)!;
            return { id, tech_name: pick(lang, r.tech_name, r.tech_name_en), type_id: r.type_id, group_id: r.group_id };
          }),
          context: pick(lang, c.context, c.context_en),
        };
      });
    },
  }),

  defineRoute(EP.fastAddCommonStyle, {
    summary: 'Save the current techniques as a named common style (per user)',
    access: 'user',
    handler: async ({ db, user, body }) => {
      const problem = checkCommonStyle({ name: body.name, tech_ids: body.tech_ids, category_id: body.category_id ?? null });
      if (problem) {
        const field = problem.key === 'rules:common_style_name_required' ? 'name' : problem.key === 'rules:choose_tech' ? 'tech_ids' : 'category_id';
        throw invalidField(field, problem.key);
      }
      const { snapshot, idx } = await loadIndexed(db);
      const categoryId = requireCategory(idx, body.category_id!).id;
      // Two names for one edition must not disagree; either alone is the edition.
      if (body.edition_type_id && body.edition_id && body.edition_type_id !== body.edition_id) throw invalidField('edition_type_id', 'field.invalid');
      const editionField = body.edition_type_id ? 'edition_type_id' : 'edition_id';
      const editionId = body.edition_type_id ?? body.edition_id ?? null;
      if (editionId) requireEdition(idx, editionId, editionField, categoryId);
      const techIds = body.tech_ids.filter((id) => id > 0);
      requireTechIds(idx, techIds, categoryId);
      const conflict = findConflict(snapshot, editionId, techIds);
      if (conflict) throw rejected(conflict.key, conflict.params);
      const row = await db
        .insertInto('common_styles')
        .values({
          user_id: user.id,
          name: body.name,
          category_id: categoryId,
          edition_id: editionId,
          series_id: body.series_id ?? null,
          style_number: body.style_number,
          tech_ids: JSON.stringify(techIds),
          is_common: body.is_common,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return new Answer({ id: row.id }, ERRCODE.ok, 'rules:common_style_added');
    },
  }),

  defineRoute(EP.fastDeleteCommonStyle, {
    summary: "Delete one of the user's common styles (删除常用款式成功)",
    access: 'user',
    handler: async ({ db, user, body }) => {
      const deleted = await db.deleteFrom('common_styles').where('id', '=', body.id).where('user_id', '=', user.id).returning('id').executeTakeFirst();
      if (!deleted) throw notFound('common_style_gone');
      return new Answer({ id: deleted.id }, ERRCODE.ok, 'rules:common_style_deleted');
    },
  }),

  defineRoute(EP.fastWearingStyles, {
    summary: 'Wearing styles per category (comma-joined category ids)',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      return requireCategories(catalogueIndex(snapshot), query.category_ids).map((c) => wearingStylesView(lang, snapshot, c));
    },
  }),

  defineRoute(EP.fastBodyItems, {
    summary: 'Body measurement items of categories (id, item_name, cate_id, cate_name, is_required, min_value, max_value)',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { idx } = await loadIndexed(db);
      return requireCategories(idx, query.category_ids).flatMap((c) => bodyItemsView(lang, idx, c).map((item) => ({ ...item, cate_name: pick(lang, c.name, c.name_en) })));
    },
  }),

  defineRoute(EP.fastSpecialShapes, {
    summary: 'Body special shapes of categories, each with its levels',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      requireCategories(catalogueIndex(snapshot), query.category_ids);
      return specialShapesView(lang, snapshot, query.category_ids);
    },
  }),

  defineRoute(EP.fastGrading, {
    alsoAt: [DEEP_PATHS.grading],
    summary: 'Grading amounts: a list of cate_id, item_id, grade_value; an empty list while any item lacks a wearing style (skipped)',
    access: 'user',
    handler: async ({ db, body }) => gradingAnswer(db, body.list),
  }),

  defineRoute(EP.fastStandardSizeMatch, {
    summary: 'Standard size per category from height and item values: shape_name, base and correction values',
    access: 'user',
    handler: async ({ db, body }) => sizeMatchAnswer(db, body.list),
  }),

  defineRoute(EP.fastStandardSizeData, {
    summary: 'Standard size data of a category and edition number, by size group (default 工厂码)',
    access: 'user',
    handler: async ({ db, query }) => [await editionSizes(db, query.category_id, query.gender_id, (idx, categoryId) => requireEditionNumber(idx, query.edition_number, 'edition_number', categoryId))],
  }),

  defineRoute(EP.fastProcessList, {
    summary: 'Processing grades with prices, by categories, style number or product code',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      let categories: number[];
      if (query.product_code) {
        categories = [requireProduct(idx, query.product_code).category_id];
      } else if (query.style_number) {
        categories = [requireStyle(idx, query.style_number).category_id];
      } else if (query.category_ids) {
        requireCategories(idx, query.category_ids);
        categories = query.category_ids;
      } else {
        throw invalidField('category_ids', 'field.required');
      }
      return processesView(lang, snapshot, categories);
    },
  }),

  defineRoute(EP.fastSpecialTech, {
    summary: 'Special techniques for the categories of the given style numbers',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      return query.style_numbers.map((num, i) => {
        const s = requireStyle(idx, num, `style_numbers.${i}`);
        return {
          style_number: s.style_number,
          category_id: s.category_id,
          list: snapshot.techniques.filter((t) => t.category_id === s.category_id && t.is_special).map((t) => ({ ...techView(lang, idx, t), checked: s.tech_ids.includes(t.id) })),
        };
      });
    },
  }),

  defineRoute(EP.fastPrice, {
    summary: 'Price of one garment: process price plus the sum of technique prices (yuan)',
    access: 'user',
    handler: async ({ db, body }) => {
      const price = unwrap(garmentPrice(await loadCatalogue(db), body), (m) =>
        m.key === 'rules:unknown_process' ? 'process_id' : m.key === 'rules:unknown_category' ? 'category_id' : `tech_ids.${m.params?.index}`,
      );
      return { process_price: fenToYuan(price.process_fen), tech_price: fenToYuan(price.techniques_fen), total_price: fenToYuan(price.total_fen), ...price };
    },
  }),

  defineRoute(EP.fastChooseTech, {
    summary: 'Apply the technique choice rules to a saved panel (edition, chosen ids) and one technique',
    access: 'user',
    handler: async ({ db, body }) => {
      const { snapshot, idx } = await loadIndexed(db);
      requireCategory(idx, body.category_id);
      if (body.edition_id) requireEdition(idx, body.edition_id, 'edition_id', body.category_id);
      requireTechIds(idx, body.tech_ids, body.category_id);
      const state = stateFromTechIds(snapshot, body.category_id, body.edition_id ?? null, body.tech_ids);
      const next = unwrap(chooseTechnique(snapshot, state, body.tech_id), () => 'tech_id');
      return { tech_ids: submitTechIds(next), choices: next.choices, specials: next.specials };
    },
  }),
];

