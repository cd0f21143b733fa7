/**
 * People import and measurement export as real spreadsheets (SheetJS, the patched 0.20 line).
 * The upload itself is judged by content and parsed in a worker thread (server/files/spreadsheet);
 * this module only reads the rows it gets back.
 */
import * as XLSX from 'xlsx';
import { GENDER } from '@/domain/measuring/constants';
import { readFirstSheet } from '../../files/spreadsheet';

export const MAX_IMPORT_ROWS = 10_000;

/** Column headers accepted on import, Chinese or English, matched case-insensitively. */
const HEADERS = {
  truename: ['姓名', 'name', 'truename'],
  gender: ['性别', 'gender'],
  company_name: ['公司', '公司名称', 'company', 'company_name'],
  department_name: ['部门', 'department', 'department_name'],
  height: ['身高', '身高(cm)', 'height', 'height (cm)'],
  weight: ['体重', '体重(kg)', 'weight', 'weight (kg)'],
} as const;

type Column = keyof typeof HEADERS;

/** How a refusal names a column to the person who filled the sheet: its header, in their language. */
export const COLUMN_LABEL_KEYS: Record<Column, string> = {
  truename: 'measuring:col_name',
  gender: 'measuring:col_gender',
  company_name: 'measuring:col_company',
  department_name: 'measuring:col_department',
  height: 'measuring:col_height',
  weight: 'measuring:col_weight',
};

export type ImportedPerson = {
  truename: string;
  gender_id: number;
  company_name: string;
  department_name: string;
  height: number;
  weight: number;
};

/** A refusal for one cell: the sheet row (1-based, as Excel shows it), the column and a message key. */
export type RowError = { row: number; field: Column | 'file'; key: string; params?: Record<string, unknown> };

export type ImportParse = { people: ImportedPerson[]; errors: RowError[] };

const MALE = new Set(['男', 'm', 'male', '1']);
const FEMALE = new Set(['女', 'f', 'female', '2']);

function cellText(v: unknown): string {
  return v === undefined || v === null ? '' : String(v).trim();
}

export async function parsePeopleSheet(bytes: Uint8Array): Promise<ImportParse> {
  const read = await readFirstSheet(bytes, MAX_IMPORT_ROWS);
  if (!read.ok) {
    return { people: [], errors: [{ row: 0, field: 'file', key: read.reason === 'empty' ? 'measuring:import_empty' : 'measuring:import_unreadable' }] };
  }
  const rows = read.rows;
  const header = (rows[0] ?? []).map((h) => cellText(h).toLowerCase());
  const index = {} as Record<Column, number>;
  for (const col of Object.keys(HEADERS) as Column[]) {
    index[col] = header.findIndex((h) => (HEADERS[col] as readonly string[]).includes(h));
  }
  if (index.truename < 0 || index.gender < 0) {
    return { people: [], errors: [{ row: 1, field: index.truename < 0 ? 'truename' : 'gender', key: 'measuring:import_missing_column' }] };
  }
  if (rows.length < 2) return { people: [], errors: [{ row: 0, field: 'file', key: 'measuring:import_empty' }] };
  if (rows.length - 1 > MAX_IMPORT_ROWS) {
    return { people: [], errors: [{ row: 0, field: 'file', key: 'measuring:import_too_many', params: { max: MAX_IMPORT_ROWS } }] };
  }

  const people: ImportedPerson[] = [];
  const errors: RowError[] = [];
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const get = (c: Column) => (index[c] >= 0 ? cellText(cells[index[c]]) : '');
    const truename = get('truename');
    const gender = get('gender').toLowerCase();
    const company_name = get('company_name');
    const department_name = get('department_name');
    const measure = (c: 'height' | 'weight', max: number): number | null => {
      const raw = get(c);
      if (raw === '') return 0; // spec 3 §5: empty height and weight become 0
      const n = Number(raw);
      if (!Number.isFinite(n) || n < 0 || n > max) {
        errors.push({ row, field: c, key: 'measuring:import_bad_number', params: { max } });
        return null;
      }
      return Math.round(n * 10) / 10;
    };
    if (!truename) errors.push({ row, field: 'truename', key: 'measuring:import_required' });
    else if (truename.length > 32) errors.push({ row, field: 'truename', key: 'measuring:import_too_long', params: { max: 32 } });
    const gender_id = MALE.has(gender) ? GENDER.male : FEMALE.has(gender) ? GENDER.female : null;
    if (gender_id === null) errors.push({ row, field: 'gender', key: 'measuring:import_bad_gender' });
    if (company_name.length > 128) errors.push({ row, field: 'company_name', key: 'measuring:import_too_long', params: { max: 128 } });
    if (department_name.length > 64) errors.push({ row, field: 'department_name', key: 'measuring:import_too_long', params: { max: 64 } });
    const height = measure('height', 300);
    const weight = measure('weight', 500);
    if (truename && truename.length <= 32 && gender_id !== null && height !== null && weight !== null) {
      people.push({ truename, gender_id, company_name, department_name, height, weight });
    }
  });
  return { people, errors };
}

export type ExportRow = Record<string, string | number>;

/** One sheet, header row first; returns the bytes of an .xlsx file. */
export function buildWorkbook(sheetName: string, header: string[], rows: (string | number)[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
