/**
 * The demo catalogue of a maker of made-to-measure suits and shirts, built as one snapshot
 * (without its version, which the seed step derives from the content). Deterministic: every
 * build gives the same rows and ids.
 */
import { DEFAULT_SIZE_NAME } from '@/domain/catalogue/constants';
import type { CatalogueSnapshot, Category, Process, Series, TechType } from '@/domain/catalogue/types';
import { buildFabrics } from './catalogue-fabrics';
import { BODY_ITEMS, SPECIAL_SHAPES, WEARING_STYLES, buildCategoryItems, buildGradingRules, buildSizeCharts } from './catalogue-sizes';
import { buildProductsAndStyles, buildTechniqueCatalogue } from './catalogue-techniques';

export const SERIES: Series[] = [
  { id: 1, name: '商务正装', name_en: 'Business formal' },
  { id: 2, name: '婚礼礼服', name_en: 'Wedding and ceremony' },
  { id: 3, name: '休闲', name_en: 'Smart casual' },
  { id: 4, name: '职业制服', name_en: 'Corporate uniform' },
];

export const CATEGORIES: Category[] = [
  { id: 1, name: '西服上衣', name_en: 'Suit jacket', gender_id: 1, series_ids: [1, 2, 3, 4], size_kind: 'top', unit_consumption: 1.8, sort: 1 },
  { id: 2, name: '西裤', name_en: 'Suit trousers', gender_id: 1, series_ids: [1, 2, 3, 4], size_kind: 'bottom', unit_consumption: 1.3, sort: 2 },
  { id: 4, name: '马甲', name_en: 'Waistcoat', gender_id: 1, series_ids: [1, 2, 4], size_kind: 'top', unit_consumption: 0.9, sort: 3 },
  { id: 5, name: '男衬衫', name_en: "Men's shirt", gender_id: 1, series_ids: [1, 2, 3, 4], size_kind: 'top', unit_consumption: 1.6, sort: 4 },
  { id: 8, name: '大衣', name_en: 'Overcoat', gender_id: 0, series_ids: [1, 3], size_kind: 'top', unit_consumption: 2.6, sort: 5 },
  { id: 23, name: '女西服', name_en: "Women's suit jacket", gender_id: 2, series_ids: [1, 4], size_kind: 'top', unit_consumption: 1.6, sort: 6 },
  { id: 26, name: '半身裙', name_en: 'Skirt', gender_id: 2, series_ids: [1, 4], size_kind: 'bottom', unit_consumption: 0.9, sort: 7 },
  { id: 27, name: '女西裤', name_en: "Women's trousers", gender_id: 2, series_ids: [1, 4], size_kind: 'bottom', unit_consumption: 1.2, sort: 8 },
  { id: 28, name: '女衬衫', name_en: "Women's shirt", gender_id: 2, series_ids: [1, 3, 4], size_kind: 'top', unit_consumption: 1.4, sort: 9 },
];

export const TECH_TYPES: TechType[] = [
  { id: 1, name: '外观工艺', name_en: 'Outer techniques' },
  { id: 2, name: '内部工艺', name_en: 'Inner techniques' },
  { id: 3, name: '面料工艺', name_en: 'Fabric techniques (BOM)' },
];

/** Yuan per category for each processing grade, highest grade first. */
const PROCESS_YUAN: Record<number, [number, number, number, number]> = {
  1: [3800, 2600, 1800, 1200],
  2: [1200, 900, 600, 400],
  4: [900, 700, 500, 350],
  5: [900, 600, 380, 260],
  8: [5200, 3600, 2600, 1800],
  23: [3400, 2400, 1600, 1100],
  26: [900, 700, 450, 320],
  27: [1100, 850, 560, 380],
  28: [850, 580, 360, 250],
};
const PROCESS_NAMES: [string, string][] = [
  ['精品手工', 'Handmade bespoke'],
  ['高级定制', 'Premium made-to-measure'],
  ['标准定制', 'Standard made-to-measure'],
  ['快速定制', 'Express made-to-measure'],
];

export function buildProcesses(): Process[] {
  return PROCESS_NAMES.map(([zh, en], i) => ({
    id: i + 1,
    process_name: zh,
    name_en: en,
    prices: Object.entries(PROCESS_YUAN).map(([cat, yuan]) => ({ category_id: Number(cat), price_fen: yuan[i]! * 100 })),
    sort: i + 1,
  }));
}

export function buildDemoCatalogue(): Omit<CatalogueSnapshot, 'version'> {
  const techCat = buildTechniqueCatalogue();
  const fabrics = buildFabrics();
  const processes = buildProcesses();
  const fabricsByCategory = new Map<number, string[]>();
  for (const f of fabrics) for (const c of f.category_ids) fabricsByCategory.set(c, [...(fabricsByCategory.get(c) ?? []), f.fabric_num]);
  const { products, styles } = buildProductsAndStyles(techCat, fabricsByCategory, processes.map((p) => p.id));
  return {
    series: SERIES,
    categories: CATEGORIES,
    editions: techCat.editions,
    tech_types: TECH_TYPES,
    tech_groups: techCat.tech_groups,
    techniques: techCat.techniques,
    clashes: techCat.clashes,
    processes,
    fabrics,
    body_items: BODY_ITEMS,
    category_items: buildCategoryItems(),
    wearing_styles: WEARING_STYLES,
    special_shapes: SPECIAL_SHAPES,
    size_charts: buildSizeCharts(DEFAULT_SIZE_NAME),
    grading_rules: buildGradingRules(),
    products,
    styles,
  };
}
