/**
 * Fast submit validation (spec 2 §5), run by the screen on its mirrored catalogue and by the
 * server on its own catalogue, so both refuse the same payload with the same message.
 *
 * Order of checks: categories, fabric, processing, an edition per category (spec order), then
 * what only a hand-made payload can get wrong (unknown ids, technique conflicts), then the
 * individual additions (customer name, phone, address, delivery date, body features, wearing
 * styles, measurements) or the team additions (company, contacts, phone, address, delivery date,
 * uploaded file, staff). The first problem is returned: a message key (namespace `fast_order`, or
 * `rules` where the rules engine already has the spec's text), its params with names in both
 * languages (`category` / `category_en`), and the payload field it is about.
 */
import { DELIVERY_DATE_PAST, deliveryDateProblem } from '../shared/delivery-date';
import { indexCatalogue, type CatalogueIndex } from '../catalogue/lookup';
import type { CatalogueSnapshot, Category, CategoryItem, Edition, SpecialShape, Technique } from '../catalogue/types';
import type { RuleMessage } from '../rules/messages';
import { chartFor, chartSize } from '../rules/standard-size';
import { findConflict } from '../rules/technique';
import { checkCorrection, checkPhone, garmentRange } from '../rules/validation';
import { FAST_FABRIC_TYPE, FAST_ORDER_TYPE, MEASURE_TYPE, STAFF_STATUS, UPLOAD_TYPE_IMPORT, type StaffStatus } from './constants';
import { mainValue, rowOfType } from './build-payload';
import type { FastConfigure, FastGoods, FastIndividualPayload, FastOrderPayload, FastSizeInfo, FastSizeRow, FastSpecialShape, FastStaff, FastTeamCategory, FastTeamPayload, FastTechInfo } from './payload';
import type { FastConfigCategoryState } from './state';

export type FastOrderMessageKey = `fast_order:${string}` | RuleMessage['key'] | typeof DELIVERY_DATE_PAST;
export type FastOrderProblem = { key: FastOrderMessageKey; params?: Record<string, string | number>; field: string };

const problem = (field: string, key: FastOrderMessageKey, params?: Record<string, string | number>): FastOrderProblem => (params ? { key, params, field } : { key, field });

const categoryNames = (c: Category) => ({ category: c.name, category_en: c.name_en });

function checkCategories(idx: CatalogueIndex, list: readonly FastTeamCategory[]): FastOrderProblem | null {
  if (list.length === 0) return problem('category_array', 'fast_order:choose_category');
  const seen = new Set<number>();
  for (const [i, c] of list.entries()) {
    if (!idx.category.has(c.category_id)) return problem(`category_array.${i}.category_id`, 'fast_order:category_unknown', { id: c.category_id });
    if (seen.has(c.category_id)) return problem(`category_array.${i}.category_id`, 'fast_order:category_twice', categoryNames(idx.category.get(c.category_id)!));
    seen.add(c.category_id);
  }
  return null;
}

function checkFabric(idx: CatalogueIndex, payload: FastGoods): FastOrderProblem | null {
  const f = payload.fabric_info;
  if (!f.fabric_num.trim()) return problem('fabric_info.fabric_num', 'fast_order:choose_fabric');
  if (f.type_id === FAST_FABRIC_TYPE.customer) {
    return f.composition.trim() ? null : problem('fabric_info.composition', 'fast_order:fill_composition');
  }
  // Any catalogue fabric will do: picking a product sets the source to 1 even for an imported fabric (spec 2 §4).
  if (!idx.fabric.has(f.fabric_num.trim())) return problem('fabric_info.fabric_num', 'fast_order:fabric_unknown', { fabric_num: f.fabric_num });
  return null;
}

function checkProcess(idx: CatalogueIndex, payload: FastGoods): FastOrderProblem | null {
  if (!payload.process_id) return problem('process_id', payload.order_type === FAST_ORDER_TYPE.team ? 'fast_order:choose_process_team' : 'fast_order:choose_process');
  const process = idx.process.get(payload.process_id);
  if (!process) return problem('process_id', 'fast_order:process_unknown', { id: payload.process_id });
  for (const c of payload.category_array) {
    if (!process.prices.some((p) => p.category_id === c.category_id)) {
      return problem('process_id', 'fast_order:process_unavailable', { process: process.process_name, process_en: process.name_en, ...categoryNames(idx.category.get(c.category_id)!) });
    }
  }
  return null;
}

function checkEditions(idx: CatalogueIndex, list: readonly FastTeamCategory[]): FastOrderProblem | null {
  for (const [i, c] of list.entries()) {
    const category = idx.category.get(c.category_id)!;
    if (!c.edition_number.trim()) return problem(`category_array.${i}.edition_number`, 'fast_order:choose_edition', categoryNames(category));
    const edition = idx.editionByNumber.get(c.edition_number.trim());
    if (!edition || edition.category_id !== c.category_id) {
      return problem(`category_array.${i}.edition_number`, 'fast_order:edition_unknown', { edition: c.edition_number, ...categoryNames(category) });
    }
  }
  return null;
}

/**
 * A technique's items are the catalogue's: an item it does not have is refused, and so is a photo
 * choice that is none of the item's photos (the order keeps the catalogue's names and photos,
 * `techInfo` in cart-input.ts, so a choice it cannot find would be lost).
 */
function checkTechItems(tech: Technique, sent: FastTechInfo, field: string): FastOrderProblem | null {
  const names = { name: tech.tech_name, name_en: tech.tech_name_en };
  for (const [k, item] of sent.items.entries()) {
    const own = tech.items.find((x) => x.item_name === item.item_name);
    if (!own || sent.items.findIndex((x) => x.item_name === item.item_name) !== k) return problem(`${field}.items.${k}.item_name`, 'fast_order:tech_item_unknown', { item: item.item_name, ...names });
    if (own.item_type === 2 && item.content && !own.photos.some((p) => p.target === item.content)) {
      return problem(`${field}.items.${k}.content`, 'fast_order:tech_photo_unknown', { item: own.item_name, item_en: own.item_name_en, photo: item.content, ...names });
    }
  }
  return null;
}

/** What only a hand-made payload gets wrong: unknown products, styles and techniques, clashes. */
function checkTechniques(snapshot: CatalogueSnapshot, idx: CatalogueIndex, list: readonly FastTeamCategory[]): FastOrderProblem | null {
  for (const [i, c] of list.entries()) {
    const category = idx.category.get(c.category_id)!;
    if (c.product_code) {
      const p = idx.product.get(c.product_code);
      if (!p || p.category_id !== c.category_id) return problem(`category_array.${i}.product_code`, 'fast_order:product_unknown', { code: c.product_code });
    }
    if (c.style_number) {
      const s = idx.style.get(c.style_number);
      if (!s || s.category_id !== c.category_id) return problem(`category_array.${i}.style_number`, 'fast_order:style_unknown', { code: c.style_number });
    }
    const specialTypes = new Set<number>();
    for (const [j, t] of c.tech_info.entries()) {
      const tech = idx.technique.get(t.id);
      if (!tech || tech.category_id !== c.category_id) return problem(`category_array.${i}.tech_info.${j}.id`, 'fast_order:tech_unknown', { id: t.id, ...categoryNames(category) });
      if (c.tech_info.findIndex((x) => x.id === t.id) !== j) return problem(`category_array.${i}.tech_info.${j}.id`, 'fast_order:tech_twice', { name: tech.tech_name, name_en: tech.tech_name_en });
      const items = checkTechItems(tech, t, `category_array.${i}.tech_info.${j}`);
      if (items) return items;
      if (tech.is_special) {
        // Spec 2 §4: special techniques are checked one per type.
        if (specialTypes.has(tech.type_id)) return problem(`category_array.${i}.tech_info.${j}.id`, 'fast_order:special_twice', { name: tech.tech_name, name_en: tech.tech_name_en });
        specialTypes.add(tech.type_id);
      } else {
        const sameGroup = c.tech_info.findIndex((x) => idx.technique.get(x.id)?.group_id === tech.group_id);
        if (sameGroup !== j) return problem(`category_array.${i}.tech_info.${j}.id`, 'fast_order:tech_same_group', { name: tech.tech_name, name_en: tech.tech_name_en });
      }
    }
    const edition = idx.editionByNumber.get(c.edition_number.trim())!;
    const conflict = findConflict(snapshot, edition.id, c.tech_info.map((t) => t.id));
    if (conflict) return { key: conflict.key, ...(conflict.params ? { params: conflict.params } : {}), field: `category_array.${i}.tech_info` };
  }
  return null;
}

function checkPhoneField(value: string, field: string): FastOrderProblem | null {
  if (!value.trim()) return problem(field, 'fast_order:fill_phone');
  const bad = checkPhone(value);
  return bad ? problem(field, bad.key) : null;
}

function checkDeliveryDate(value: string, field: string): FastOrderProblem | null {
  const bad = deliveryDateProblem(value);
  if (bad === 'required') return problem(field, 'fast_order:choose_delivery_date');
  if (bad === 'format') return problem(field, 'fast_order:delivery_date_invalid');
  return bad ? problem(field, DELIVERY_DATE_PAST) : null;
}

/**
 * How the order's customer (a person, or a team's company) is reached, checked in the spec's
 * order: the mobile phone, the address (`addressKey` words its absence), the delivery date.
 */
function checkReachable(u: { user_mobilephone: string; user_address: string; delivery_date: string }, addressKey: FastOrderMessageKey): FastOrderProblem | null {
  const phone = checkPhoneField(u.user_mobilephone, 'user_info.user_mobilephone');
  if (phone) return phone;
  if (!u.user_address.trim()) return problem('user_info.user_address', addressKey);
  return checkDeliveryDate(u.delivery_date, 'user_info.delivery_date');
}

/** Body features that apply to the categories: every one must have a level chosen. */
export function applicableShapes(snapshot: CatalogueSnapshot, categoryIds: readonly number[]): SpecialShape[] {
  return snapshot.special_shapes.filter((s) => s.category_ids.some((c) => categoryIds.includes(c)));
}

function checkShapes(snapshot: CatalogueSnapshot, categoryIds: readonly number[], chosen: readonly FastSpecialShape[], field: string, required: boolean): FastOrderProblem | null {
  const shapes = applicableShapes(snapshot, categoryIds);
  for (const [i, s] of chosen.entries()) {
    const shape = shapes.find((x) => x.id === s.id);
    if (!shape) return problem(`${field}.${i}.id`, 'fast_order:shape_unknown', { id: s.id });
    if (!shape.items.some((l) => l.id === s.shape_item)) return problem(`${field}.${i}.shape_item`, 'fast_order:shape_item_unknown', { shape: shape.shape_name, shape_en: shape.name_en, id: s.shape_item });
  }
  if (!required) return null;
  const missing = shapes.find((s) => !chosen.some((c) => c.id === s.id));
  return missing ? problem(field, 'fast_order:choose_shape', { shape: missing.shape_name, shape_en: missing.name_en }) : null;
}

function itemsOf(idx: CatalogueIndex, categoryId: number): CategoryItem[] {
  return idx.itemsOfCategory.get(categoryId) ?? [];
}

/**
 * What one category's measurements are checked and derived with: the wearing style and grading
 * technique the allowances are graded with, and the person's gender and the edition the standard
 * sizes come from.
 */
export type SizeContext = { categoryId: number; wearingStyle: number | null; techIds: readonly number[]; genderId: number; edition: Edition | undefined; person: string };

/** The context of a category of the order (`ordered`: its edition and techniques) measured on a person. */
export function sizeContext(idx: CatalogueIndex, categoryId: number, ordered: FastTeamCategory | undefined, wearingStyle: number | null, genderId: number, person = ''): SizeContext {
  return { person, categoryId, wearingStyle, techIds: ordered ? ordered.tech_info.map((t) => t.id) : [], genderId, edition: ordered ? idx.editionByNumber.get(ordered.edition_number.trim()) : undefined };
}

/**
 * What the client entered, in range: known items, net values in the item's range, garment values
 * in the item's garment range (成衣量体), a standard size the person's chart has (标准号加减), and
 * corrections on the 0.5 step. What the client computed from them (grading allowances, base sizes,
 * standard data) is not checked: the order keeps the values derived from the catalogue
 * (deriveSizeInfo), whatever was sent.
 */
function checkSizeValues(snapshot: CatalogueSnapshot, idx: CatalogueIndex, ctx: SizeContext, size: FastSizeInfo, field: string): FastOrderProblem | null {
  const items = itemsOf(idx, ctx.categoryId);
  const category = idx.category.get(ctx.categoryId)!;
  // Every message names the person and the category it is about (a team order has many of each).
  const about = { person: ctx.person, ...categoryNames(category) };
  const chart = chartFor(snapshot, ctx.categoryId, ctx.genderId);
  const standard = size.size_info_type === MEASURE_TYPE.standard && size.size_value && chart ? chartSize(chart, ctx.edition, size.size_value) : undefined;
  if (size.size_info_type === MEASURE_TYPE.standard && size.size_value && !standard) {
    return problem(`${field}.size_value`, 'fast_order:size_unknown', { size: size.size_value, ...about });
  }
  const type = size.size_info_type;
  const filled = (r: FastSizeRow) => mainValue(rowOfType(r, type), type) !== null;
  for (const [j, raw] of size.size_data.entries()) {
    // Only the columns of the size's type are kept, and a row without its main value is an empty
    // row that is not kept at all (normalizeSizeInfo): neither is checked, as neither is stored.
    const row = rowOfType(raw, type);
    if (!filled(row)) continue;
    const at = `${field}.size_data.${j}`;
    const item = items.find((x) => x.item_id === row.body_item_id);
    if (!item) return problem(`${at}.body_item_id`, 'fast_order:item_unknown', { id: row.body_item_id, ...about });
    if (size.size_data.findIndex((r) => r.body_item_id === row.body_item_id && filled(r)) !== j) {
      return problem(`${at}.body_item_id`, 'fast_order:item_twice', { id: row.body_item_id, ...about });
    }
    const net = row.body_item_net_value;
    const name = idx.bodyItemName.get(item.item_id)!;
    const itemAbout = { ...about, item: name.zh, item_en: name.en };
    if (type === MEASURE_TYPE.net && net !== null && (net < item.min_value || net > item.max_value)) {
      return problem(`${at}.body_item_net_value`, 'fast_order:measure_out_of_range', { ...itemAbout, min: item.min_value, max: item.max_value });
    }
    const clothes = row.body_item_clothes_value;
    if (type === MEASURE_TYPE.garment && clothes !== null) {
      const range = garmentRange(snapshot, item);
      if (clothes < range.min || clothes > range.max) return problem(`${at}.body_item_clothes_value`, 'fast_order:measure_out_of_range', { ...itemAbout, ...range });
    }
    for (const key of ['body_correct_value', 'body_item_correct_value'] as const) {
      const v = row[key];
      if (v !== null && checkCorrection(v)) return problem(`${at}.${key}`, 'fast_order:correction_step', itemAbout);
    }
  }
  return null;
}

/**
 * Every required item has its value (net or garment), or a standard size of the category's
 * charts is chosen (the person's own chart is checked with the values, `checkSizeValues`).
 */
export function sizeComplete(snapshot: CatalogueSnapshot, categoryId: number, size: FastSizeInfo | null): boolean {
  if (!size) return false;
  const idx = indexCatalogue(snapshot);
  if (size.size_info_type === MEASURE_TYPE.standard) return idx.charts.some((c) => c.category_id === categoryId && chartSize(c, undefined, size.size_value) !== undefined);
  const filled = new Set(size.size_data.filter((r) => mainValue(r, size.size_info_type) !== null).map((r) => r.body_item_id));
  return itemsOf(idx, categoryId).every((i) => !i.is_required || filled.has(i.item_id));
}


function checkIndividual(snapshot: CatalogueSnapshot, idx: CatalogueIndex, p: FastIndividualPayload): FastOrderProblem | null {
  const u = p.user_info;
  if (!u.user_name.trim()) return problem('user_info.user_name', 'fast_order:fill_customer_name');
  const reach = checkReachable(u, 'fast_order:fill_customer_address');
  if (reach) return reach;
  const shapes = checkShapes(
    snapshot,
    p.category_array.map((c) => c.category_id),
    p.special_shape,
    'special_shape',
    true,
  );
  if (shapes) return shapes;
  for (const [i, c] of p.category_array.entries()) {
    if (c.wearing_style === null) return problem(`category_array.${i}.wearing_style`, 'fast_order:choose_wearing_style', { person: u.user_name.trim(), ...categoryNames(idx.category.get(c.category_id)!) });
  }
  for (const [i, c] of p.category_array.entries()) {
    const ctx = sizeContext(idx, c.category_id, c, c.wearing_style, u.user_sex, u.user_name.trim());
    const values = checkSizeValues(snapshot, idx, ctx, c.size_info, `category_array.${i}.size_info`);
    if (values) return values;
    if (!sizeComplete(snapshot, c.category_id, c.size_info)) return problem(`category_array.${i}.size_info`, 'fast_order:measure_incomplete', { person: ctx.person, ...categoryNames(idx.category.get(c.category_id)!) });
  }
  return null;
}

/** Two configurations with the same categories and quantities are the same configuration. */
export function configKey(categories: readonly Pick<FastConfigCategoryState, 'category_id' | 'quantity'>[]): string {
  return categories
    .filter((c) => c.quantity > 0)
    .map((c) => `${c.category_id}x${c.quantity}`)
    .sort()
    .join(',');
}

/** A staff member as a placed order keeps them: name, a measuring way per category, values in range. */
function checkStaff(snapshot: CatalogueSnapshot, idx: CatalogueIndex, categories: readonly FastTeamCategory[], config: FastConfigure, s: FastStaff, field: string): FastOrderProblem | null {
  if (!s.truename.trim()) return problem(`${field}.truename`, 'fast_order:staff_name_required');
  const wanted = config.category_array.filter((c) => c.quantity > 0);
  for (const [k, c] of s.category_array.entries()) {
    if (!wanted.some((w) => w.category_id === c.category_id)) {
      return problem(`${field}.category_array.${k}.category_id`, 'fast_order:staff_category_unknown', { id: c.category_id, person: s.truename.trim() });
    }
  }
  for (const w of wanted) {
    const k = s.category_array.findIndex((c) => c.category_id === w.category_id);
    if (k < 0 || !s.category_array[k]!.size_info) {
      return problem(k < 0 ? `${field}.category_array` : `${field}.category_array.${k}.size_info`, 'fast_order:choose_measuring_way', { person: s.truename.trim(), ...categoryNames(idx.category.get(w.category_id)!) });
    }
  }
  for (const [k, c] of s.category_array.entries()) {
    const ordered = categories.find((x) => x.category_id === c.category_id);
    const ctx = sizeContext(idx, c.category_id, ordered, c.wearing_style, s.gender_id, s.truename.trim());
    const values = checkSizeValues(snapshot, idx, ctx, c.size_info!, `${field}.category_array.${k}.size_info`);
    if (values) return values;
  }
  return checkShapes(
    snapshot,
    s.category_array.map((c) => c.category_id),
    s.special_shape,
    `${field}.special_shape`,
    false,
  );
}

function checkTeam(snapshot: CatalogueSnapshot, idx: CatalogueIndex, p: FastTeamPayload): FastOrderProblem | null {
  const u = p.user_info;
  if (!u.company_name.trim()) return problem('user_info.company_name', 'fast_order:fill_company_name');
  if (!u.contacts.trim()) return problem('user_info.contacts', 'fast_order:fill_contacts');
  const reach = checkReachable(u, 'fast_order:fill_address');
  if (reach) return reach;
  if (p.uploadType === UPLOAD_TYPE_IMPORT && !p.size_template?.trim()) return problem('size_template', 'fast_order:upload_file');
  if (!p.configure.some((c) => c.staffs.length > 0)) return problem('configure', 'fast_order:add_staff');
  const keys = new Set<string>();
  for (const [i, config] of p.configure.entries()) {
    if (!config.category_array.some((c) => c.quantity > 0)) return problem(`configure.${i}.category_array`, 'fast_order:config_empty');
    for (const [j, c] of config.category_array.entries()) {
      if (!p.category_array.some((x) => x.category_id === c.category_id)) {
        return problem(`configure.${i}.category_array.${j}.category_id`, 'fast_order:config_category_unknown', { id: c.category_id });
      }
    }
    const key = configKey(config.category_array);
    if (keys.has(key)) return problem(`configure.${i}`, 'fast_order:config_exists');
    keys.add(key);
    for (const [j, s] of config.staffs.entries()) {
      const bad = checkStaff(snapshot, idx, p.category_array, config, s, `configure.${i}.staffs.${j}`);
      if (bad) return bad;
    }
  }
  return null;
}

/** The first problem of an order's goods (categories, fabric, processing, editions, techniques), or null. */
export function validateGoods(snapshot: CatalogueSnapshot, goods: FastGoods): FastOrderProblem | null {
  const idx = indexCatalogue(snapshot);
  return (
    checkCategories(idx, goods.category_array) ??
    checkFabric(idx, goods) ??
    checkProcess(idx, goods) ??
    checkEditions(idx, goods.category_array) ??
    checkTechniques(snapshot, idx, goods.category_array)
  );
}

/** The first problem of a fast order's people (the customer, or the company and its employees), or null; checked once its goods are. */
export function validatePeople(snapshot: CatalogueSnapshot, payload: FastOrderPayload): FastOrderProblem | null {
  const idx = indexCatalogue(snapshot);
  return payload.order_type === FAST_ORDER_TYPE.team ? checkTeam(snapshot, idx, payload) : checkIndividual(snapshot, idx, payload);
}

/** The first problem of a fast order payload in the spec's order, or null when it may be sent. */
export function validateFastOrder(snapshot: CatalogueSnapshot, payload: FastOrderPayload): FastOrderProblem | null {
  return validateGoods(snapshot, payload) ?? validatePeople(snapshot, payload);
}

/** Staff status (spec 2 §4): 1 when every category's required measures are complete, else 2. */
export function staffStatus(snapshot: CatalogueSnapshot, staff: Pick<FastStaff, 'category_array'>): StaffStatus {
  const complete = staff.category_array.length > 0 && staff.category_array.every((c) => sizeComplete(snapshot, c.category_id, c.size_info));
  return complete ? STAFF_STATUS.measured : STAFF_STATUS.waiting;
}

/**
 * The add-employee dialog (spec 2 §5 "Employee"): name, a measuring way for each category of the
 * configuration, all required measures unless standard size. Field paths are relative to the staff.
 */
export function validateEmployee(snapshot: CatalogueSnapshot, config: Pick<FastConfigure, 'category_array'>, staff: FastStaff): FastOrderProblem | null {
  const idx = indexCatalogue(snapshot);
  if (!staff.truename.trim()) return problem('truename', 'fast_order:staff_name_required');
  for (const w of config.category_array.filter((c) => c.quantity > 0)) {
    const k = staff.category_array.findIndex((c) => c.category_id === w.category_id);
    const category = idx.category.get(w.category_id);
    const names = { person: staff.truename.trim(), category: category?.name ?? String(w.category_id), category_en: category?.name_en ?? String(w.category_id) };
    if (k < 0 || !staff.category_array[k]!.size_info) return problem(k < 0 ? 'category_array' : `category_array.${k}.size_info`, 'fast_order:choose_measuring_way', names);
  }
  for (const [k, c] of staff.category_array.entries()) {
    if (!idx.category.has(c.category_id)) return problem(`category_array.${k}.category_id`, 'fast_order:category_unknown', { id: c.category_id });
    // Nothing derived is checked, and a standard size is checked on the person's chart alone.
    const ctx = sizeContext(idx, c.category_id, undefined, c.wearing_style, staff.gender_id, staff.truename.trim());
    const values = checkSizeValues(snapshot, idx, ctx, c.size_info!, `category_array.${k}.size_info`);
    if (values) return values;
    if (c.size_info!.size_info_type !== MEASURE_TYPE.standard && !sizeComplete(snapshot, c.category_id, c.size_info)) {
      return problem(`category_array.${k}.size_info`, 'fast_order:staff_measure_incomplete', { person: ctx.person, ...categoryNames(idx.category.get(c.category_id)!) });
    }
  }
  return null;
}

/** A configuration tab's quantity input: a number (请输入数字), not negative (请输入大于 0 的数字). */
export function checkConfigQuantity(raw: string | number): FastOrderProblem | null {
  const text = String(raw).trim();
  if (!/^-?\d+$/.test(text)) return problem('quantity', 'fast_order:quantity_not_number');
  return Number(text) < 0 ? problem('quantity', 'fast_order:quantity_negative') : null;
}

/** A new configuration tab: at least one piece (请至少选择一件商品), not a duplicate (该配置已存在). */
export function checkNewConfiguration(existing: readonly (readonly FastConfigCategoryState[])[], candidate: readonly FastConfigCategoryState[]): FastOrderProblem | null {
  for (const c of candidate) {
    const bad = checkConfigQuantity(c.quantity);
    if (bad) return bad;
  }
  if (!candidate.some((c) => c.quantity > 0)) return problem('category_array', 'fast_order:config_empty');
  const key = configKey(candidate);
  return existing.some((e) => configKey(e) === key) ? problem('category_array', 'fast_order:config_exists') : null;
}

/** Moving staff between configurations needs a selection (请勾选需要调入的员工!). */
export function checkStaffSelection(ids: readonly unknown[]): FastOrderProblem | null {
  return ids.length ? null : problem('staffs', 'fast_order:move_staff_none');
}
