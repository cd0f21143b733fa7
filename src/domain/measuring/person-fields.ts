/**
 * A person of a measuring task as the values a measurer sees one by one: height, weight,
 * wearing style, no-sleeve, each body item of each category, each special shape, the remark, the
 * department... Each is a field with a key; a version of a person is the map of its fields, and
 * several measurers' changes merge field by field (./merge.ts). The server and the devices read
 * fields with these same functions.
 *
 * Keys:
 * - person: `height`, `weight`, `wearing_style`, `no_sleeve`, `truename`, `gender_id`,
 *   `department_name`, `company_name`, `sign`, `order_config`, `reviewed_warnings` (the keys of
 *   the plausibility warnings a measurer confirmed, as one JSON list), and `clean:<key>` per clean size;
 * - a category's measurement of a repair round: `m:<repair>:<category>:<part>`, part one of
 *   `edition`, `size`, `num`, `remark`, `wear`, `item:<body item id>`, `special:<shape id>`.
 * An absent value is null (a body item not measured, a category not saved).
 */
import { MEASURE_LIMITS } from './constants';
import { parseField } from './field-keys';
import type { OrderConfigEntry, SaveMeasurementPayload } from './contract';

export type FieldValue = string | number | boolean | null;
export type PersonFields = Record<string, FieldValue>;

/** The person columns that are fields. */
export type PersonFieldSource = {
  height: number;
  weight: number;
  wearing_style: number;
  no_sleeve: boolean;
  truename: string;
  gender_id: number;
  department_name: string;
  company_name: string;
  sign: string | null;
  order_config: readonly OrderConfigEntry[];
  clean_size_info?: Record<string, unknown> | undefined;
  reviewed_warnings?: readonly string[] | undefined;
};

/** A stored category measurement of one repair round. */
export type MeasurementFieldSource = {
  repair_status_id: number;
  category_id: number;
  edition_type_id: number;
  size: string;
  num: number;
  item: readonly { id: number; value: number | null }[];
  special: readonly { id: number; value: number }[];
  special_position_remark: string;
  wear_styles: number;
};

const measurePrefix = (repair: number, category: number) => `m:${repair}:${category}:`;

/** A clean size's value as a field: numbers and strings as they are, anything else as its JSON. */
function cleanValue(v: unknown): FieldValue {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** The fields of a category's measurement. */
export function measurementFields(m: MeasurementFieldSource): PersonFields {
  const at = measurePrefix(m.repair_status_id, m.category_id);
  const out: PersonFields = {
    [`${at}edition`]: m.edition_type_id,
    [`${at}size`]: m.size,
    [`${at}num`]: m.num,
    [`${at}remark`]: m.special_position_remark,
    [`${at}wear`]: m.wear_styles,
  };
  for (const i of m.item) out[`${at}item:${i.id}`] = i.value;
  for (const s of m.special) out[`${at}special:${s.id}`] = s.value;
  return out;
}

/** The order configuration as one field: one value a measurer sets as a whole. */
export const orderConfigField = (config: readonly OrderConfigEntry[]): string =>
  JSON.stringify(config.map((c) => ({ category_id: c.category_id, edition_type_id: c.edition_type_id, num: c.num })));

/** The confirmed warnings as one field, sorted: the same set is the same value, whichever order they were confirmed in. */
export const reviewedField = (keys: readonly string[]): string => JSON.stringify([...new Set(keys)].sort());

/** The confirmed warnings read back from their field. */
export function reviewedOf(value: FieldValue | undefined): string[] {
  if (typeof value !== 'string') return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Every field of a person and their stored measurements. */
export function personFields(p: PersonFieldSource, measurements: readonly MeasurementFieldSource[]): PersonFields {
  const out: PersonFields = {
    height: p.height,
    weight: p.weight,
    wearing_style: p.wearing_style,
    no_sleeve: p.no_sleeve,
    truename: p.truename,
    gender_id: p.gender_id,
    department_name: p.department_name,
    company_name: p.company_name,
    sign: p.sign,
    order_config: orderConfigField(p.order_config),
    reviewed_warnings: reviewedField(p.reviewed_warnings ?? []),
  };
  for (const [k, v] of Object.entries(p.clean_size_info ?? {})) out[`clean:${k}`] = cleanValue(v);
  for (const m of measurements) Object.assign(out, measurementFields(m));
  return out;
}

/** What a save of measurements sets (spec 3 §7 save_user_measuring_info), as fields. */
export type SaveFieldsInput = Pick<SaveMeasurementPayload, 'repair_status_id' | 'height' | 'weight' | 'wearing_style' | 'no_sleeve' | 'clean_size_info' | 'size_info' | 'reviewed_warnings'>;

export function saveFields(p: SaveFieldsInput): PersonFields {
  const out: PersonFields = { height: p.height, weight: p.weight, wearing_style: p.wearing_style };
  if (p.no_sleeve !== undefined) out.no_sleeve = p.no_sleeve;
  if (p.reviewed_warnings !== undefined) out.reviewed_warnings = reviewedField(p.reviewed_warnings);
  for (const [k, v] of Object.entries(p.clean_size_info ?? {})) out[`clean:${k}`] = cleanValue(v);
  for (const s of p.size_info) Object.assign(out, measurementFields({ ...s, repair_status_id: p.repair_status_id, wear_styles: s.wear_styles ?? p.wearing_style }));
  return out;
}

/** What an edit of order info sets, as fields. */
export function orderInfoFields(p: { truename: string; gender_id: number; department_name: string; order_config: readonly OrderConfigEntry[]; sign: string | null }): PersonFields {
  return { truename: p.truename, gender_id: p.gender_id, department_name: p.department_name, order_config: orderConfigField(p.order_config), sign: p.sign };
}

export const sameValue = (a: FieldValue | undefined, b: FieldValue | undefined): boolean => (a ?? null) === (b ?? null);

/** The categories (of a repair round) whose measurement a set of fields touches, as `repair:category`. */
export function touchedMeasurements(keys: Iterable<string>): { repair: number; category: number }[] {
  const seen = new Map<string, { repair: number; category: number }>();
  for (const key of keys) {
    const f = parseField(key);
    if (f?.kind === 'measure') seen.set(`${f.repair}:${f.category}`, { repair: f.repair, category: f.category });
  }
  return [...seen.values()];
}

/** A category's measurement read back from fields (null when none of its fields has a value). */
export function measurementOf(fields: PersonFields, repair: number, category: number): MeasurementFieldSource | null {
  const at = measurePrefix(repair, category);
  const edition = fields[`${at}edition`];
  if (edition === null || edition === undefined) return null;
  const item: { id: number; value: number }[] = [];
  const special: { id: number; value: number }[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (!key.startsWith(at) || typeof value !== 'number') continue;
    const f = parseField(key);
    if (f?.kind !== 'measure' || !('id' in f)) continue;
    (f.part === 'item' ? item : special).push({ id: f.id, value });
  }
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  return {
    repair_status_id: repair,
    category_id: category,
    edition_type_id: Number(edition),
    size: String(fields[`${at}size`] ?? ''),
    num: Number(fields[`${at}num`] ?? 1),
    item: item.sort(byId),
    special: special.sort(byId),
    special_position_remark: String(fields[`${at}remark`] ?? ''),
    wear_styles: Number(fields[`${at}wear`] ?? 1),
  };
}

/** The clean sizes read back from fields. */
export function cleanSizesOf(fields: PersonFields): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(fields)) if (key.startsWith('clean:') && value !== null) out[key.slice(6)] = value;
  return out;
}

/** The confirmed warnings' field at most: a hundred keys of a warning's length. */
const REVIEWED_MAX_CHARS = 100 * 130;

const isNumberIn = (v: FieldValue, min: number, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const isIntIn = (v: FieldValue, min: number, max: number) => isNumberIn(v, min, max) && Number.isInteger(v);
const isTextUpTo = (v: FieldValue, max: number) => typeof v === 'string' && v.length <= max;

/** Whether an order configuration field holds a list of categories, editions and quantities. */
function isOrderConfig(v: FieldValue): boolean {
  if (typeof v !== 'string') return false;
  try {
    const list: unknown = JSON.parse(v);
    return Array.isArray(list) && list.every((c: unknown) => {
      const e = c as Record<string, unknown>;
      return typeof e === 'object' && e !== null && [e.category_id, e.edition_type_id, e.num].every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1);
    });
  } catch {
    return false;
  }
}

/**
 * Why a value cannot be a field's (a value a measurer chose in resolving a conflict, checked on the
 * device and again on the server), or null when it can: the bounds of ./contract.ts's inputs.
 */
export function fieldValueProblem(key: string, value: FieldValue): 'unknown' | 'invalid' | null {
  const f = parseField(key);
  if (!f) return 'unknown';
  const ok = (() => {
    switch (f.kind) {
      case 'delete':
        return typeof value === 'boolean';
      case 'clean':
        return value === null || typeof value === 'number' || isTextUpTo(value, 200);
      case 'person':
        switch (f.name) {
          case 'height':
            return isNumberIn(value, 0, MEASURE_LIMITS.height);
          case 'weight':
            return isNumberIn(value, 0, MEASURE_LIMITS.weight);
          case 'wearing_style':
            return isIntIn(value, 1, 4);
          case 'no_sleeve':
            return typeof value === 'boolean';
          case 'truename':
            return isTextUpTo(value, 32) && String(value).trim() !== '';
          case 'gender_id':
            return isIntIn(value, 1, 2);
          case 'department_name':
            return isTextUpTo(value, 64);
          case 'company_name':
            return isTextUpTo(value, 128);
          case 'sign':
            return value === null || isTextUpTo(value, 255);
          case 'order_config':
            return isOrderConfig(value);
          case 'reviewed_warnings':
            return isTextUpTo(value, REVIEWED_MAX_CHARS) && reviewedField(reviewedOf(value)) === value;
          default:
            return false;
        }
      case 'measure':
        switch (f.part) {
          case 'item':
            return value === null || isNumberIn(value, 0, MEASURE_LIMITS.bodyItem);
          case 'special':
            return isNumberIn(value, 0, MEASURE_LIMITS.special);
          case 'edition':
            return isIntIn(value, 1, 2 ** 31 - 1);
          case 'size':
            return isTextUpTo(value, 32);
          case 'num':
            return isIntIn(value, 0, MEASURE_LIMITS.quantity);
          case 'remark':
            return isTextUpTo(value, 500);
          case 'wear':
            return isIntIn(value, 1, 4);
        }
    }
  })();
  return ok ? null : 'invalid';
}

/** The names a field's label is made of, in the reader's language. */
export type FieldLabelNames = {
  category: (id: number) => string | undefined;
  item: (id: number) => string | undefined;
  shape: (id: number) => string | undefined;
  /** The word for a person field, a measurement part (`edition`...), `clean`, `delete` or `repair`. */
  word: (key: string) => string;
};

/** A field as a measurer reads it: "Height", "Suit jacket · Chest", "Suit jacket (repair) · Size". */
export function fieldLabel(key: string, names: FieldLabelNames): string {
  const f = parseField(key);
  if (!f) return key;
  switch (f.kind) {
    case 'person':
      return names.word(f.name);
    case 'clean':
      return `${names.word('clean')} ${f.key}`;
    case 'delete':
      return names.word('delete');
    case 'measure': {
      const category = `${names.category(f.category) ?? f.category}${f.repair ? ` (${names.word('repair')})` : ''}`;
      const part = 'id' in f ? ((f.part === 'item' ? names.item(f.id) : names.shape(f.id)) ?? String(f.id)) : names.word(f.part);
      return `${category} · ${part}`;
    }
  }
}
