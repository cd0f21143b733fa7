/**
 * The people import of a measuring task: the rows of an uploaded sheet (read by server/files/sheet)
 * checked into people, or into per-row errors naming the row and the column.
 */
import { GENDER } from '@/domain/measuring/constants';
import { cellText, genderOf, measureOf, readSheetTable } from '../../files/sheet';

export const MAX_IMPORT_ROWS = 10_000;

/** Column headers accepted on import, Chinese or English, matched case-insensitively and without a unit. */
const HEADERS = {
  truename: ['姓名', 'name', 'truename'],
  gender: ['性别', 'gender'],
  company_name: ['公司', '公司名称', 'company', 'company_name'],
  department_name: ['部门', 'department', 'department_name'],
  height: ['身高', 'height'],
  weight: ['体重', 'weight'],
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

export async function parsePeopleSheet(bytes: Uint8Array): Promise<ImportParse> {
  const read = await readSheetTable(bytes, MAX_IMPORT_ROWS, HEADERS);
  if (!read.ok) {
    const key = { empty: 'measuring:import_empty', unreadable: 'measuring:import_unreadable', too_big: 'measuring:import_too_big', too_many: 'measuring:import_too_many' }[read.reason];
    return { people: [], errors: [{ row: 0, field: 'file', key, params: { max: MAX_IMPORT_ROWS } }] };
  }
  const { columns: index, rows } = read.table;
  if (index.truename < 0 || index.gender < 0) {
    return { people: [], errors: [{ row: 1, field: index.truename < 0 ? 'truename' : 'gender', key: 'measuring:import_missing_column' }] };
  }
  if (rows.length < 1) return { people: [], errors: [{ row: 0, field: 'file', key: 'measuring:import_empty' }] };
  if (rows.length > MAX_IMPORT_ROWS) {
    return { people: [], errors: [{ row: 0, field: 'file', key: 'measuring:import_too_many', params: { max: MAX_IMPORT_ROWS } }] };
  }

  const people: ImportedPerson[] = [];
  const errors: RowError[] = [];
  for (const { row, cells } of rows) {
    const get = (c: Column) => (index[c] >= 0 ? cellText(cells[index[c]]) : '');
    const truename = get('truename');
    const company_name = get('company_name');
    const department_name = get('department_name');
    const measure = (c: 'height' | 'weight', max: number): number | null => {
      // spec 3 §5: empty height and weight become 0
      const n = measureOf(get(c), max, 0);
      if (n === null) errors.push({ row, field: c, key: 'measuring:import_bad_number', params: { max } });
      return n;
    };
    if (!truename) errors.push({ row, field: 'truename', key: 'measuring:import_required' });
    else if (truename.length > 32) errors.push({ row, field: 'truename', key: 'measuring:import_too_long', params: { max: 32 } });
    const gender = genderOf(get('gender'));
    const gender_id = gender === 1 ? GENDER.male : gender === 2 ? GENDER.female : null;
    if (gender_id === null) errors.push({ row, field: 'gender', key: 'measuring:import_bad_gender' });
    if (company_name.length > 128) errors.push({ row, field: 'company_name', key: 'measuring:import_too_long', params: { max: 128 } });
    if (department_name.length > 64) errors.push({ row, field: 'department_name', key: 'measuring:import_too_long', params: { max: 64 } });
    const height = measure('height', 300);
    const weight = measure('weight', 500);
    if (truename && truename.length <= 32 && gender_id !== null && height !== null && weight !== null) {
      people.push({ truename, gender_id, company_name, department_name, height, weight });
    }
  }
  return { people, errors };
}
