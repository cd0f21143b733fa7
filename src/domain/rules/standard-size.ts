/**
 * Standard sizes (标准号加减, spec 2 §2.3, §7) from the GB/T 1335 charts of the catalogue: a size
 * is height/girth plus body type (170/88A). Matching picks the nearest size for a person's height
 * and key girth (chest for tops, waist for bottoms), the body type from chest minus waist, and
 * gives each item its base value and the correction (in 0.5 cm steps) to the person's value.
 */
import { BODY_ITEM, DEFAULT_SIZE_NAME } from '../catalogue/constants';
import { indexCatalogue } from '../catalogue/lookup';
import type { BodyTypeCode, CatalogueSnapshot, Edition, SizeChart } from '../catalogue/types';
import { bodyTypeFromDrop } from './body-type';
import { ok, refuse, type RuleResult } from './messages';
import { roundTo01, snapToCorrectionStep } from './rounding';

/** The chart of a category: a single-gender category has one; a unisex one (overcoat) one per gender. */
export function chartFor(snapshot: CatalogueSnapshot, categoryId: number, genderId: number, sizeName = DEFAULT_SIZE_NAME): SizeChart | undefined {
  const charts = indexCatalogue(snapshot).charts.filter((c) => c.category_id === categoryId && c.size_name === sizeName);
  return charts.find((c) => c.gender_id === genderId) ?? charts.find((c) => c.gender_id === 1) ?? charts[0];
}

export const formatSize = (height: number, girth: number, type: BodyTypeCode) => `${height}/${girth}${type}`;

const SIZE_PATTERN = /^(\d{3})\/(\d{2,3})([YABC])$/;
export function parseSize(value: string): { height: number; girth: number; body_type: BodyTypeCode } | null {
  const m = SIZE_PATTERN.exec(value);
  return m ? { height: Number(m[1]), girth: Number(m[2]), body_type: m[3] as BodyTypeCode } : null;
}

/**
 * The chart step nearest to `value`, halves rounding up, clamped to the chart. Non-decreasing in
 * `value`, which keeps size recommendation monotonic.
 */
export function nearestStep(value: number, range: { min: number; max: number; step: number; centre: number }): number {
  const k = Math.floor((value - range.centre) / range.step + 0.5 + 1e-9);
  return Math.min(range.max, Math.max(range.min, range.centre + k * range.step));
}

export function baseValue(chart: SizeChart, edition: Edition | undefined, itemId: number, height: number, girth: number, type: BodyTypeCode): number | undefined {
  const row = chart.items.find((i) => i.item_id === itemId);
  if (!row) return undefined;
  const value =
    row.centre +
    (row.per_height * (height - chart.height.centre)) / chart.height.step +
    (row.per_girth * (girth - chart.girth.centre)) / chart.girth.step +
    row.per_type[type] +
    (edition?.size_offsets[String(itemId)] ?? 0);
  return roundTo01(value);
}

export type StandardSize = {
  size_value: string;
  size_name: string;
  height: number;
  girth: number;
  body_type: BodyTypeCode;
  items: { item_id: number; value: number }[];
};

const onSteps = (value: number, range: { min: number; max: number; step: number }) => value >= range.min && value <= range.max && (value - range.min) % range.step === 0;

/**
 * The size of a chart named by its value (170/88A) with its base values for an edition, or
 * undefined when the chart has no such size: the same entry `expandChart` lists.
 */
export function chartSize(chart: SizeChart, edition: Edition | undefined, value: string): StandardSize | undefined {
  const size = parseSize(value.trim());
  if (!size || !onSteps(size.height, chart.height) || !onSteps(size.girth, chart.girth) || !chart.body_types.some((b) => b.code === size.body_type)) return undefined;
  return {
    size_value: formatSize(size.height, size.girth, size.body_type),
    size_name: chart.size_name,
    ...size,
    items: chart.items.map((i) => ({ item_id: i.item_id, value: baseValue(chart, edition, i.item_id, size.height, size.girth, size.body_type)! })),
  };
}

/** A person's standard size of a category (their gender's chart, the edition's offsets), or undefined when the chart has none such. */
export function standardSizeOf(snapshot: CatalogueSnapshot, categoryId: number, genderId: number, editionId: number | null | undefined, value: string): StandardSize | undefined {
  const chart = chartFor(snapshot, categoryId, genderId);
  const edition = editionId ? indexCatalogue(snapshot).edition.get(editionId) : undefined;
  return chart && value.trim() ? chartSize(chart, edition, value) : undefined;
}

/** Every size of a chart with its base values for an edition (the standard size data and picker). */
export function expandChart(chart: SizeChart, edition?: Edition): StandardSize[] {
  const out: StandardSize[] = [];
  for (let h = chart.height.min; h <= chart.height.max; h += chart.height.step) {
    for (let g = chart.girth.min; g <= chart.girth.max; g += chart.girth.step) {
      for (const { code } of chart.body_types) {
        out.push({
          size_value: formatSize(h, g, code),
          size_name: chart.size_name,
          height: h,
          girth: g,
          body_type: code,
          items: chart.items.map((i) => ({ item_id: i.item_id, value: baseValue(chart, edition, i.item_id, h, g, code)! })),
        });
      }
    }
  }
  return out;
}

export type SizeMatchItem = { item_id: number; item_value: number; item_net_value?: number | null };
export type SizeMatchCategory = {
  cate_id: number;
  height: number;
  edition_id?: number | null;
  gender_id?: number | null;
  item_array: SizeMatchItem[];
  /**
   * The person's net values measured for other categories. Only chest and mid waist are read, for
   * the body type: trousers and skirts measure neither, yet their size takes the wearer's type.
   */
  body_values?: { item_id: number; item_net_value: number }[] | null;
};
export type SizeMatchResult = {
  cate_id: number;
  shape_name: string;
  size_name: string;
  item_array: { item_id: number; base_value: number; correct_value: number }[];
};

export function matchStandardSize(snapshot: CatalogueSnapshot, list: readonly SizeMatchCategory[]): RuleResult<SizeMatchResult[]> {
  const idx = indexCatalogue(snapshot);
  // The same person's chest and mid waist: measured for this category, else sent as the person's
  // body values, else measured for another category of the request.
  const all = list.flatMap((c) => c.item_array);
  const netOf = (entry: SizeMatchCategory, itemId: number): number | undefined => {
    const own = entry.item_array.find((i) => i.item_id === itemId);
    if (own) return own.item_net_value ?? own.item_value;
    const body = entry.body_values?.find((i) => i.item_id === itemId);
    if (body) return body.item_net_value;
    const other = all.find((i) => i.item_id === itemId);
    return other ? (other.item_net_value ?? other.item_value) : undefined;
  };
  const out: SizeMatchResult[] = [];
  for (const [index, entry] of list.entries()) {
    const category = idx.category.get(entry.cate_id);
    if (!category) return refuse('rules:unknown_category', { index, id: entry.cate_id });
    const edition = entry.edition_id ? idx.edition.get(entry.edition_id) : undefined;
    if (entry.edition_id && (!edition || edition.category_id !== entry.cate_id)) return refuse('rules:unknown_edition', { index, id: entry.edition_id });
    const chart = chartFor(snapshot, entry.cate_id, category.gender_id || entry.gender_id || 1);
    if (!chart) return refuse('rules:no_size_chart', { index, id: entry.cate_id });
    const key = entry.item_array.find((i) => i.item_id === chart.key_item_id);
    if (!key) {
      const name = idx.bodyItemName.get(chart.key_item_id)!;
      return refuse('rules:size_key_missing', { index, name: name.zh, name_en: name.en });
    }
    const chest = netOf(entry, BODY_ITEM.chest);
    const waist = netOf(entry, BODY_ITEM.midWaist);
    // GB/T 1335's most common type when the person's chest or mid waist is not known at all.
    const type: BodyTypeCode = chest !== undefined && waist !== undefined ? bodyTypeFromDrop(chest - waist, chart.body_types) : 'A';
    const height = nearestStep(entry.height, chart.height);
    const girth = nearestStep(key.item_net_value ?? key.item_value, chart.girth);
    const items: SizeMatchResult['item_array'] = [];
    for (const item of entry.item_array) {
      const base = baseValue(chart, edition, item.item_id, height, girth, type);
      if (base === undefined) return refuse('rules:unknown_item', { index, id: item.item_id, cate_id: entry.cate_id });
      items.push({ item_id: item.item_id, base_value: base, correct_value: snapToCorrectionStep(item.item_value - base) });
    }
    out.push({ cate_id: entry.cate_id, shape_name: formatSize(height, girth, type), size_name: chart.size_name, item_array: items });
  }
  return ok(out);
}
