/**
 * Shared pieces of the catalogue routes: the snapshot lookups that refuse unknown ids naming the
 * field, the presenters that shape rows the way the spec names them (in the caller's language),
 * and the translation of a rule refusal into an API error.
 */
import { fenToYuan } from '@/domain/shared/money';
import type { Locale } from '@/domain/shared/locale';
import { indexCatalogue, type CatalogueIndex } from '@/domain/catalogue/lookup';
import type { CatalogueSnapshot, Edition, Fabric, Process, Product, Series, Style, Technique } from '@/domain/catalogue/types';
import type { BodyItemRow, CategoryRow, EditionRow, FabricRow, ProcessRow, SpecialShapeRow, TechGroupRow, TechRow, WearingStylesRow } from '@/domain/catalogue/contract';
import type { RuleMessage, RuleResult } from '@/domain/rules/messages';
import { DEFAULT_SIZE_NAME } from '@/domain/catalogue/constants';
import { chartFor, expandChart } from '@/domain/rules/standard-size';
import type { Db } from '../../db/database';
import { type ApiError, invalidField, rejected } from '../../http/errors';
import { loadCatalogue } from './snapshot';

export const pick = (lang: Locale, zh: string, en: string) => (lang === 'zh' ? zh : en);

/** Refusals that point at one input field (unknown ids and the like) are 400s naming it. */
const FIELD_KEYS = new Set([
  'rules:unknown_category',
  'rules:unknown_edition',
  'rules:unknown_item',
  'rules:unknown_tech',
  'rules:unknown_process',
  'rules:unknown_wearing_style',
  'rules:not_grading_tech',
  'rules:size_key_missing',
  'rules:unknown_product',
  'rules:unknown_style',
  'rules:unknown_range',
  'rules:no_size_chart',
]);

/**
 * The value of a rule result, or the matching API error: unknown ids become 400s naming the
 * field (`fieldOf` turns the refusal's params into the field path), business refusals (clashes,
 * locked edition) 422s with the rule's own message.
 */
export function unwrap<T>(result: RuleResult<T>, fieldOf: (message: RuleMessage) => string): T {
  if (result.ok) return result.value;
  const { key, params = {} } = result.message;
  if (FIELD_KEYS.has(key)) {
    const field = fieldOf(result.message);
    const apiKey = key === 'rules:size_key_missing' ? 'rules:api_size_key_missing' : key === 'rules:not_grading_tech' ? 'rules:api_not_grading_tech' : 'field.unknown_id';
    return raise(invalidField(field, apiKey, { id: params.id ?? params.code ?? '', ...params }));
  }
  return raise(rejected(key, params));
}

function raise(err: ApiError): never {
  throw err;
}

export function requireCategory(idx: CatalogueIndex, id: number, field = 'category_id') {
  const c = idx.category.get(id);
  if (!c) throw invalidField(field, 'field.unknown_id', { id });
  return c;
}

/** Every id of a list, each refused by its place in the list (category_ids.2) when unknown. */
export function requireCategories(idx: CatalogueIndex, ids: readonly number[], field = 'category_ids') {
  return ids.map((id, i) => requireCategory(idx, id, `${field}.${i}`));
}

export function requireEdition(idx: CatalogueIndex, id: number, field = 'edition_id', categoryId?: number): Edition {
  const e = idx.edition.get(id);
  if (!e || (categoryId !== undefined && e.category_id !== categoryId)) throw invalidField(field, 'field.unknown_id', { id });
  return e;
}

export function requireEditionNumber(idx: CatalogueIndex, number: string, field = 'edition_number', categoryId?: number): Edition {
  const e = idx.editionByNumber.get(number);
  if (!e || (categoryId !== undefined && e.category_id !== categoryId)) throw invalidField(field, 'field.unknown_id', { id: number });
  return e;
}

export function requireProcess(idx: CatalogueIndex, id: number, field = 'process_id'): Process {
  const p = idx.process.get(id);
  if (!p) throw invalidField(field, 'field.unknown_id', { id });
  return p;
}

export function requireFabric(idx: CatalogueIndex, num: string, field = 'fabric_num'): Fabric {
  const f = idx.fabric.get(num);
  if (!f) throw invalidField(field, 'field.unknown_id', { id: num });
  return f;
}

/** A product by its code, in any case; one of another category than `categoryId` is as unknown. */
export function requireProduct(idx: CatalogueIndex, code: string, field = 'product_code', categoryId?: number): Product {
  const p = idx.product.get(code.toUpperCase());
  if (!p || (categoryId !== undefined && p.category_id !== categoryId)) throw invalidField(field, 'field.unknown_id', { id: code });
  return p;
}

/** A style by its number, in any case; one of another category than `categoryId` is as unknown. */
export function requireStyle(idx: CatalogueIndex, number: string, field = 'style_number', categoryId?: number): Style {
  const s = idx.style.get(number.toUpperCase());
  if (!s || (categoryId !== undefined && s.category_id !== categoryId)) throw invalidField(field, 'field.unknown_id', { id: number });
  return s;
}

export function requireTechIds(idx: CatalogueIndex, ids: readonly number[], categoryId: number, field = 'tech_ids'): void {
  for (const [i, id] of ids.entries()) {
    if (id <= 0) continue;
    const t = idx.technique.get(id);
    if (!t || t.category_id !== categoryId) throw invalidField(`${field}.${i}`, 'field.unknown_id', { id });
  }
}

/** The wearing styles offered for one category (the same list for every category today). */
export function wearingStylesView(lang: Locale, snapshot: CatalogueSnapshot, c: CatalogueSnapshot['categories'][number]): WearingStylesRow {
  return { cate_id: c.id, cate_name: pick(lang, c.name, c.name_en), items: snapshot.wearing_styles.map((w) => ({ id: w.id, name: pick(lang, w.name, w.name_en) })) };
}

/** The special shapes of some categories, each with its levels. */
export function specialShapesView(lang: Locale, snapshot: CatalogueSnapshot, categoryIds: readonly number[]): SpecialShapeRow[] {
  return snapshot.special_shapes
    .filter((s) => s.category_ids.some((c) => categoryIds.includes(c)))
    .map((s) => ({ id: s.id, shape_name: pick(lang, s.shape_name, s.name_en), items: s.items.map((l) => ({ id: l.id, name: pick(lang, l.name, l.name_en), value: l.value })) }));
}

/** A category's body measurement items with their names and bounds. */
export function bodyItemsView(lang: Locale, idx: CatalogueIndex, c: CatalogueSnapshot['categories'][number]): BodyItemRow[] {
  return (idx.itemsOfCategory.get(c.id) ?? []).map((item) => {
    const name = idx.bodyItemName.get(item.item_id)!;
    return { id: item.item_id, item_name: pick(lang, name.zh, name.en), cate_id: c.id, is_required: item.is_required, min_value: item.min_value, max_value: item.max_value };
  });
}

export function seriesView(lang: Locale, s: Series) {
  return { id: s.id, name: pick(lang, s.name, s.name_en) };
}

export function categoryView(lang: Locale, c: CatalogueSnapshot['categories'][number]): CategoryRow {
  return { id: c.id, category_id: c.id, cate_name: pick(lang, c.name, c.name_en), category_name: pick(lang, c.name, c.name_en), gender_id: c.gender_id, series_ids: c.series_ids };
}

export function editionView(lang: Locale, e: Edition): EditionRow {
  return {
    id: e.id,
    category_id: e.category_id,
    edition_number: e.edition_number,
    edition_name: pick(lang, e.name, e.name_en),
    series_id: e.series_id,
    default_tech_result: e.default_tech_result,
    clash_tech_ids: e.clash_tech_ids,
  };
}

/** The editions of some categories, of one series when `seriesId` is given. */
export function editionsView(lang: Locale, snapshot: CatalogueSnapshot, categoryIds: readonly number[], seriesId?: number): EditionRow[] {
  return snapshot.editions.filter((e) => categoryIds.includes(e.category_id) && (!seriesId || e.series_id === seriesId)).map((e) => editionView(lang, e));
}

/** A technique entry as the technique panels read it (spec 2 §3 "Technique entry"). */
export function techView(lang: Locale, idx: CatalogueIndex, t: Technique, defaultTechId: number | null = null): TechRow {
  const group = idx.group.get(t.group_id)!;
  const type = idx.snapshot.tech_types.find((x) => x.id === t.type_id)!;
  const clash = idx.clash.get(t.id);
  return {
    id: t.id,
    tech_id: t.id,
    type_id: t.type_id,
    type_name: pick(lang, type.name, type.name_en),
    group_id: t.group_id,
    group_name: pick(lang, group.name, group.name_en),
    tech_name: pick(lang, t.tech_name, t.tech_name_en),
    tech_code: t.tech_code,
    cate_id: t.category_id,
    category_id: t.category_id,
    rank: t.sort,
    is_special: t.is_special,
    checked: false,
    defaultTechId: defaultTechId,
    crashTech: clash?.clash_tech_ids ?? [],
    allow_content: t.allow_content,
    allow_more: t.allow_more,
    is_modifiable: t.is_modifiable,
    price: fenToYuan(t.price_fen),
    tech_type: t.type_id,
    items: t.items.map((i) => ({
      item_name: pick(lang, i.item_name, i.item_name_en),
      item_type: i.item_type,
      content: i.content,
      photos: i.photos.map((p) => ({ name: pick(lang, p.name, p.name_en), target: p.target })),
    })),
  };
}

/** Technique groups of a category with their techniques, the edition's default marked per group. */
export function techGroupsView(lang: Locale, idx: CatalogueIndex, categoryId: number, edition: Edition | undefined): TechGroupRow[] {
  const defaults = new Set(edition?.default_tech_result ?? []);
  return (idx.groupsOfCategory.get(categoryId) ?? []).map((g) => {
    const techs = idx.techniquesOfGroup.get(g.id) ?? [];
    const def = techs.find((t) => defaults.has(t.id))?.id ?? null;
    return {
      group_id: g.id,
      type_id: g.type_id,
      name: pick(lang, g.name, g.name_en),
      is_required: g.is_required,
      is_special: g.is_special,
      default_tech_id: def,
      list: techs.filter((t) => !edition?.clash_tech_ids.includes(t.id)).map((t) => techView(lang, idx, t, def)),
    };
  });
}

/** The techniques of a product, style or saved design, by id, as the technique panels read them. */
export function techListView(lang: Locale, idx: CatalogueIndex, ids: readonly number[]): TechRow[] {
  return ids.map((id) => techView(lang, idx, idx.technique.get(id)!));
}

export function fabricView(lang: Locale, f: Fabric): FabricRow {
  return {
    id: f.id,
    value: f.fabric_num,
    label: `${f.fabric_num} ${pick(lang, f.name, f.name_en)}`,
    fabric_num: f.fabric_num,
    type_id: f.type_id,
    series_id: f.series_id,
    name: pick(lang, f.name, f.name_en),
    composition: pick(lang, f.composition, f.composition_en),
    colour: pick(lang, f.colour, f.colour_en),
    colour_hex: f.colour_hex,
    pattern: f.pattern,
    weight_gsm: f.weight_gsm,
    '3d_image': f.texture,
    items: [{ item_value: pick(lang, f.composition, f.composition_en) }],
  };
}

export function processView(lang: Locale, p: Process, categoryIds: readonly number[]): ProcessRow {
  const prices = p.prices.filter((x) => categoryIds.includes(x.category_id));
  return {
    id: p.id,
    process_name: pick(lang, p.process_name, p.name_en),
    prices: prices.map((x) => ({ category_id: x.category_id, price: fenToYuan(x.price_fen) })),
    price: fenToYuan(prices.reduce((sum, x) => sum + x.price_fen, 0)),
  };
}

/** The processing grades priced for every one of the categories, each with its prices for them. */
export function processesView(lang: Locale, snapshot: CatalogueSnapshot, categoryIds: readonly number[]): ProcessRow[] {
  return snapshot.processes.filter((p) => categoryIds.every((c) => p.prices.some((x) => x.category_id === c))).map((p) => processView(lang, p, categoryIds));
}

export const catalogueIndex = (snapshot: CatalogueSnapshot) => indexCatalogue(snapshot);

/** The catalogue and its lookup index, as most handlers need both. */
export async function loadIndexed(db: Db) {
  const snapshot = await loadCatalogue(db);
  return { snapshot, idx: catalogueIndex(snapshot) };
}

/**
 * What a size lookup starts from: the catalogue's index, the category (refused by its field when
 * unknown) and its standard size chart for its own gender; a category for both takes the gender
 * asked, or men's.
 */
export async function sizeChartOf(db: Db, categoryId: number, genderId?: number) {
  const { snapshot, idx } = await loadIndexed(db);
  const category = requireCategory(idx, categoryId);
  return { idx, category, chart: chartFor(snapshot, category.id, category.gender_id || genderId || 1)! };
}

/**
 * The standard sizes of a category in the default size group, with their base values for one of
 * its editions: `editionOf` finds the edition (by id or by number, refusing its own field) once
 * the category is known.
 */
export async function editionSizes(db: Db, categoryId: number, genderId: number | undefined, editionOf: (idx: CatalogueIndex, categoryId: number) => Edition) {
  const { idx, category, chart } = await sizeChartOf(db, categoryId, genderId);
  return { size_name: DEFAULT_SIZE_NAME, list: expandChart(chart, editionOf(idx, category.id)) };
}
