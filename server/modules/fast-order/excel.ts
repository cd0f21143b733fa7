/**
 * The team order's Excel template and its upload (spec 2 §2.1, §5, §7). The template is a real
 * .xlsx built with SheetJS (the patched 0.20 line) in the caller's language; an upload is judged
 * by its first bytes and parsed in a worker thread (server/files/spreadsheet), never by its name, and read
 * row by row into `ImportedStaff`, or into per-row errors naming the row and the column.
 * Headers are accepted in Chinese or English, so a template downloaded in one language can be
 * filled and uploaded in the other.
 */
import { randomBytes } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { MEASURE_TYPE } from '@/domain/fast-order/constants';
import type { ImportedStaff, TeamUploadRowError } from '@/domain/fast-order/team-import';
import { parseSize } from '@/domain/rules/standard-size';
import { garmentRange } from '@/domain/rules/validation';
import { uploadContentType, uploadStorage } from '../../http/upload-storage';
import { buildWorkbook, cellText, genderOf, measureOf, normaliseHeader, readSheetTable } from '../../files/sheet';

/** Staff per order (the cart order keeps at most 2000 employees). */
export const MAX_TEAM_ROWS = 2000;

const BASIC = {
  truename: ['姓名', 'name', 'truename'],
  gender: ['性别', 'gender'],
  department: ['部门', 'department', 'department_name'],
  height: ['身高', 'height'],
  weight: ['体重', 'weight'],
  age: ['年龄', 'age'],
  config: ['配置', 'configuration', 'config'],
  measuring_way: ['量体方式', 'measuring way', 'measuring_way'],
  wearing_style: ['穿衣风格', 'wearing style', 'wearing_style'],
  size_value: ['标准号', 'standard size', 'size_value'],
} as const;
type Basic = keyof typeof BASIC;

const BASIC_ORDER: Basic[] = ['truename', 'gender', 'department', 'height', 'weight', 'age', 'config', 'measuring_way', 'wearing_style', 'size_value'];

const WAYS: Record<string, 1 | 2 | 3> = { '1': 1, '2': 2, '3': 3, 净身量体: 1, 成衣尺寸: 2, 标准号: 3, net: 1, 'net body': 1, garment: 2, 'finished garment': 2, standard: 3, 'standard size': 3 };

/**
 * The template: the employee sheet (a header row and one example row, headers in the caller's
 * language) and a notes sheet explaining the codes.
 */
export function buildTeamTemplate(snapshot: CatalogueSnapshot, t: TFunction, lang: 'zh' | 'en'): Buffer {
  const header = [...BASIC_ORDER.map((c) => t(`fast_order:template.${c}`)), ...snapshot.body_items.map((b) => (lang === 'zh' ? `${b.item_name}(cm)` : `${b.name_en} (cm)`))];
  const example = [lang === 'zh' ? '张三' : 'Zhang San', lang === 'zh' ? '男' : 'male', lang === 'zh' ? '行政部' : 'Admin', 175, 70, 30, 1, 1, 1, '', ...snapshot.body_items.map(() => '')];
  const notes = (['config', 'measuring_way', 'wearing_style', 'size_value', 'values'] as const).map((k) => [t(`fast_order:template.note_${k}`)]);
  return buildWorkbook([
    { name: t('fast_order:template.sheet'), rows: [header, example] },
    { name: t('fast_order:template.notes_sheet'), rows: notes },
  ]);
}

export type TeamSheet = { staffs: ImportedStaff[]; errors: { row: number; column: string; key: string; params?: Record<string, unknown> }[] };

/** Reads the first sheet (in a worker thread); every row becomes a person or errors (all rows are checked). */
export async function parseTeamSheet(bytes: Uint8Array, snapshot: CatalogueSnapshot, configCount: number): Promise<TeamSheet> {
  const read = await readSheetTable(bytes, MAX_TEAM_ROWS, BASIC);
  if (!read.ok) {
    const key = { empty: 'fast_order:import.empty', unreadable: 'fast_order:import.unreadable', too_big: 'fast_order:import.too_big', too_many: 'fast_order:import.too_many' }[read.reason];
    return { staffs: [], errors: [{ row: 0, column: '', key, params: { max: MAX_TEAM_ROWS } }] };
  }
  const { header: rawHeader, columns: col, rows } = read.table;
  if (rows.length < 1) return { staffs: [], errors: [{ row: 0, column: '', key: 'fast_order:import.empty' }] };
  if (rows.length > MAX_TEAM_ROWS) return { staffs: [], errors: [{ row: 0, column: '', key: 'fast_order:import.too_many', params: { max: MAX_TEAM_ROWS } }] };
  for (const c of ['truename', 'gender'] as const) {
    if (col[c] < 0) return { staffs: [], errors: [{ row: 1, column: BASIC[c][0], key: 'fast_order:import.missing_column', params: { column: BASIC[c][0] } }] };
  }
  const header = rawHeader.map(normaliseHeader);
  // Widest accepted range of each body item over the categories that measure it, for net body
  // values and for garment values (add_order checks each category's own range again).
  const widen = (ranges: Map<number, { min: number; max: number }>, itemId: number, add: { min: number; max: number }) => {
    const r = ranges.get(itemId);
    ranges.set(itemId, r ? { min: Math.min(r.min, add.min), max: Math.max(r.max, add.max) } : add);
  };
  const ranges = new Map<number, { min: number; max: number }>();
  const garmentRanges = new Map<number, { min: number; max: number }>();
  for (const ci of snapshot.category_items) {
    widen(ranges, ci.item_id, { min: ci.min_value, max: ci.max_value });
    widen(garmentRanges, ci.item_id, garmentRange(snapshot, ci));
  }
  const itemColumns = snapshot.body_items
    .map((b) => ({ id: b.id, index: header.findIndex((h) => h === b.item_name.toLowerCase() || h === b.name_en.toLowerCase()) }))
    .filter((x) => x.index >= 0);
  const styles = new Map<string, number>();
  for (const w of snapshot.wearing_styles) for (const k of [String(w.id), w.name, w.name_en.toLowerCase()]) styles.set(k, w.id);

  const staffs: ImportedStaff[] = [];
  const errors: TeamSheet['errors'] = [];
  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (index: number, key: string, params?: Record<string, unknown>) => errors.push({ row, column: rawHeader[index] ?? '', key, ...(params ? { params } : {}) });
    const get = (c: Basic) => (col[c] >= 0 ? cellText(cells[col[c]]) : '');
    const number = (c: Basic, max: number): number | null => {
      const raw = get(c);
      const n = measureOf(raw, max, null);
      if (n === null && raw !== '') fail(col[c], 'fast_order:import.bad_number', { max });
      return n;
    };

    const truename = get('truename');
    if (!truename) fail(col.truename, 'fast_order:import.required');
    else if (truename.length > 64) fail(col.truename, 'fast_order:import.too_long', { max: 64 });
    const gender_id = genderOf(get('gender'));
    if (gender_id === null) fail(col.gender, 'fast_order:import.bad_gender');
    const department_name = get('department');
    if (department_name.length > 64) fail(col.department, 'fast_order:import.too_long', { max: 64 });
    const height = number('height', 300);
    const weight = number('weight', 500);
    const age = number('age', 150);
    const configRaw = get('config');
    const config = configRaw === '' ? 1 : Number(configRaw);
    if (!Number.isInteger(config) || config < 1 || config > configCount) fail(col.config, 'fast_order:import.bad_config', { max: configCount });
    const wayRaw = get('measuring_way').toLowerCase();
    const way = wayRaw === '' ? 0 : WAYS[wayRaw];
    if (way === undefined) fail(col.measuring_way, 'fast_order:import.bad_way');
    const styleRaw = get('wearing_style').toLowerCase();
    const wearing_style = styleRaw === '' ? null : (styles.get(styleRaw) ?? undefined);
    if (wearing_style === undefined) fail(col.wearing_style, 'fast_order:import.bad_style');
    const size_value = get('size_value').toUpperCase();
    if (size_value && !parseSize(size_value)) fail(col.size_value, 'fast_order:import.bad_size');
    const values: Record<number, number> = {};
    for (const item of itemColumns) {
      const raw = cellText(cells[item.index]);
      if (raw === '') continue;
      const n = Number(raw);
      // Net body and garment values must lie in the items' ranges; values without a measuring way yet only need to be sensible.
      const range = way === MEASURE_TYPE.net ? ranges.get(item.id) : way === MEASURE_TYPE.garment ? garmentRanges.get(item.id) : undefined;
      const ok = Number.isFinite(n) && n > 0 && n <= 500 && (!range || (n >= range.min && n <= range.max));
      if (!ok) fail(item.index, 'rules:measure_out_of_range');
      else values[item.id] = n;
    }
    if (errors.length === before) {
      staffs.push({
        row,
        config_index: config - 1,
        truename,
        gender_id: gender_id!,
        department_name,
        height,
        weight,
        age,
        measuring_way: way ?? 0,
        wearing_style: wearing_style ?? null,
        size_value,
        values,
      });
    }
  }
  return { staffs, errors };
}

/** The errors as the caller reads them: "Row 3 Gender: gender must be male or female". */
export function describeRowErrors(errors: TeamSheet['errors'], t: TFunction): TeamUploadRowError[] {
  return errors.map((e) => {
    const reason = t(e.key, e.params ?? {});
    if (e.row <= 0) return { row: e.row, column: e.column, message: reason, cell: reason };
    return { row: e.row, column: e.column, message: t('fast_order:row_error', { row: e.row, column: e.column, reason }), cell: t('fast_order:cell_error', { column: e.column, reason }) };
  });
}

const STORED_TEMPLATE = /^[a-f0-9]{32}\.(xlsx|xls)$/;
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Keeps an uploaded template under a fresh random name (spec 2 §7: "kept for later"). */
export async function storeTemplate(bytes: Uint8Array): Promise<string> {
  const ext = ZIP.every((b, i) => bytes[i] === b) ? 'xlsx' : 'xls';
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await uploadStorage().put(name, bytes, uploadContentType(name));
  return name;
}

/** Whether a size_template names a template this server stored. */
export async function templateExists(name: string | undefined): Promise<boolean> {
  if (!name || !STORED_TEMPLATE.test(name)) return false;
  return uploadStorage().exists(name);
}
