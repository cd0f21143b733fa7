/**
 * Deep customization lookups (spec 2 §7 "Deep customization"; the spec shows no paths, these
 * follow the fast order's style under /deep_custom/). Grading answers the same as fast order.
 */
import { DEFAULT_SIZE_NAME, FABRIC_TYPE } from '@/domain/catalogue/constants';
import { expandChart } from '@/domain/rules/standard-size';
import { emptyTechState, fabricTechniques, chooseEdition } from '@/domain/rules/technique';
import { invalidField } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { calls as EP } from '@/domain/catalogue/calls';
import { bodyItemsView, catalogueIndex, categoryView, editionSizes, editionsView, fabricView, loadIndexed, pick, processesView, requireCategories, requireCategory, requireEdition, requireEditionNumber, requireFabric, requireProcess, requireProduct, seriesView, sizeChartOf, techGroupsView, techListView, techView, wearingStylesView } from './service';
import { loadCatalogue } from './snapshot';


export const deepCustomRoutes = [
  defineRoute(EP.deepSeriesList, {
    summary: 'Series',
    access: 'user',
    handler: async ({ db, lang }) => (await loadCatalogue(db)).series.map((s) => seriesView(lang, s)),
  }),

  defineRoute(EP.deepCategoryList, {
    summary: 'Categories by gender (0 common, 1 male, 2 female); a gender also gets the common ones',
    access: 'user',
    handler: async ({ db, lang, query }) =>
      (await loadCatalogue(db)).categories
        .filter((c) => (query.gender_id === undefined || c.gender_id === query.gender_id || c.gender_id === 0) && (!query.series_id || c.series_ids.includes(query.series_id)))
        .map((c) => categoryView(lang, c)),
  }),

  defineRoute(EP.deepEditionList, {
    summary: 'Editions by category and series',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      requireCategory(catalogueIndex(snapshot), query.category_id);
      return editionsView(lang, snapshot, [query.category_id], query.series_id);
    },
  }),

  defineRoute(EP.deepProcessList, {
    summary: 'Processing grades of a category with prices',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      requireCategory(catalogueIndex(snapshot), query.category_id);
      return processesView(lang, snapshot, [query.category_id]);
    },
  }),

  defineRoute(EP.deepComplementaryProcess, {
    summary: "Processing grades for an edition number's category",
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      const edition = requireEditionNumber(catalogueIndex(snapshot), query.edition_number);
      return processesView(lang, snapshot, [edition.category_id]);
    },
  }),

  defineRoute(EP.deepFabricAttrs, {
    summary: 'Fabric filter options: types, series, colours, compositions, patterns',
    access: 'user',
    handler: async ({ db, lang, t }) => {
      const snapshot = await loadCatalogue(db);
      const unique = (list: string[]) => [...new Set(list)];
      return {
        types: [FABRIC_TYPE.domestic, FABRIC_TYPE.customer, FABRIC_TYPE.imported].map((id) => ({ id, name: t(`catalogue:fabric_type.${id}`) })),
        series: snapshot.series.map((s) => seriesView(lang, s)),
        colours: unique(snapshot.fabrics.map((f) => pick(lang, f.colour, f.colour_en))),
        compositions: unique(snapshot.fabrics.map((f) => pick(lang, f.composition, f.composition_en))),
        patterns: unique(snapshot.fabrics.map((f) => f.pattern)),
      };
    },
  }),

  defineRoute(EP.deepFabricList, {
    summary: 'Fabrics of a category and series by type (size up to 1000)',
    access: 'user',
    handler: async ({ db, lang, body }) => {
      const snapshot = await loadCatalogue(db);
      if (body.category_id) requireCategory(catalogueIndex(snapshot), body.category_id);
      const kw = body.keyword?.toLowerCase() ?? '';
      return snapshot.fabrics
        .filter(
          (f) =>
            (!body.category_id || f.category_ids.includes(body.category_id)) &&
            (!body.series_id || f.series_id === body.series_id) &&
            (!body.type_id || f.type_id === body.type_id) &&
            (!kw || [f.fabric_num, f.name, f.name_en].some((s) => s.toLowerCase().includes(kw))),
        )
        .slice(0, body.size)
        .map((f) => fabricView(lang, f));
    },
  }),

  defineRoute(EP.deepTechTree, {
    summary: 'The technology tree of a category for its editions: types, groups, techniques; optionally one tech code',
    access: 'user',
    handler: async ({ db, lang, t, query }) => {
      const { idx } = await loadIndexed(db);
      requireCategory(idx, query.category_id);
      const editions = (query.edition_ids ?? []).map((id, i) => requireEdition(idx, id, `edition_ids.${i}`, query.category_id));
      const groups = techGroupsView(lang, idx, query.category_id, editions[0])
        .map((g) => ({ ...g, list: g.list.filter((x) => (!query.tech_code || x.tech_code === query.tech_code) && editions.every((e) => !e.clash_tech_ids.includes(x.id))) }))
        .filter((g) => g.list.length > 0);
      return [1, 2, 3].map((type) => ({ type_id: type, type_name: t(`catalogue:tech_type.${type}`), groups: groups.filter((g) => g.type_id === type) }));
    },
  }),

  defineRoute(EP.deepWearingStyles, {
    summary: 'Wearing styles of a category',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const snapshot = await loadCatalogue(db);
      return wearingStylesView(lang, snapshot, requireCategory(catalogueIndex(snapshot), query.category_id));
    },
  }),

  defineRoute(EP.deepBodyItems, {
    summary: 'Net body measurement fields of categories, duplicates by id removed',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { idx } = await loadIndexed(db);
      const seen = new Set<number>();
      return requireCategories(idx, query.category_id, 'category_id')
        .flatMap((c) => bodyItemsView(lang, idx, c))
        .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
    },
  }),

  defineRoute(EP.deepStandardSizeData, {
    summary: 'Standard size plus/minus data of a category and edition type',
    access: 'user',
    handler: async ({ db, query }) => [await editionSizes(db, query.category_id, query.gender_id, (idx, categoryId) => requireEdition(idx, query.edition_type_id, 'edition_type_id', categoryId))],
  }),

  defineRoute(EP.deepSizeList, {
    summary: 'The set of size values of a category and edition type',
    access: 'user',
    handler: async ({ db, query }) => {
      const { idx, category, chart } = await sizeChartOf(db, query.category_id, query.gender_id);
      requireEdition(idx, query.edition_type_id, 'edition_type_id', category.id);
      return { size_name: DEFAULT_SIZE_NAME, list: expandChart(chart).map((s) => s.size_value) };
    },
  }),

  defineRoute(EP.deepBom, {
    summary: 'BOM of a fabric, edition and process: unit consumption and the fabric-dependent (type 3) techniques',
    access: 'user',
    handler: async ({ db, lang, body }) => {
      const { snapshot, idx } = await loadIndexed(db);
      const fabric = requireFabric(idx, body.fabric_code.toUpperCase(), 'fabric_code');
      const edition = requireEditionNumber(idx, body.edition_number);
      const process = requireProcess(idx, body.process_id);
      if (!process.prices.some((p) => p.category_id === edition.category_id)) throw invalidField('process_id', 'field.unknown_id', { id: body.process_id });
      const state = fabricTechniques(snapshot, unwrapEdition(snapshot, edition.category_id, edition.id), fabric);
      return {
        fabric_num: fabric.fabric_num,
        edition_number: edition.edition_number,
        process_id: process.id,
        unit_consumption: idx.category.get(edition.category_id)!.unit_consumption,
        bom: state.choices.filter((c) => c.type_id === 3 && c.tech_id > 0).map((c) => techView(lang, idx, idx.technique.get(c.tech_id)!)),
      };
    },
  }),

  defineRoute(EP.deepFabricTechList, {
    summary: 'Fabric-dependent techniques for a fabric number, edition number and process',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      const fabric = requireFabric(idx, query.fabric_num.toUpperCase());
      const edition = requireEditionNumber(idx, query.edition_number);
      requireProcess(idx, query.process_id);
      const state = fabricTechniques(snapshot, unwrapEdition(snapshot, edition.category_id, edition.id), fabric);
      return state.choices.filter((c) => c.type_id === 3 && c.tech_id > 0).map((c) => techView(lang, idx, idx.technique.get(c.tech_id)!, c.default_tech_id));
    },
  }),

  defineRoute(EP.deepProductList, {
    summary: 'Products of a category by product-code keyword',
    access: 'user',
    handler: async ({ db, query }) => {
      const { snapshot, idx } = await loadIndexed(db);
      requireCategory(idx, query.category_id);
      return snapshot.products
        .filter((p) => p.category_id === query.category_id && p.product_code.includes(query.keyword.toUpperCase()))
        .map((p) => ({ product_code: p.product_code, fabric_num: p.fabric_num, edition_number: idx.edition.get(p.edition_id)!.edition_number, process_id: p.process_id }));
    },
  }),

  defineRoute(EP.deepTechByProduct, {
    summary: 'Technologies, edition, fabric and process of a product number',
    access: 'user',
    handler: async ({ db, lang, query }) => {
      const { idx } = await loadIndexed(db);
      const p = requireProduct(idx, query.product_code);
      return {
        product_code: p.product_code,
        category_id: p.category_id,
        edition_id: p.edition_id,
        edition_number: idx.edition.get(p.edition_id)!.edition_number,
        fabric_num: p.fabric_num,
        process_id: p.process_id,
        tech_list: techListView(lang, idx, p.tech_ids),
      };
    },
  }),
];

function unwrapEdition(snapshot: Parameters<typeof emptyTechState>[0], categoryId: number, editionId: number) {
  const r = chooseEdition(snapshot, emptyTechState(snapshot, categoryId), editionId);
  if (!r.ok) throw invalidField('edition_number', 'field.unknown_id', { id: editionId });
  return r.value;
}
