/**
 * The one way an imported sheet is read and an exported one built: the first sheet of an upload
 * (parsed in a worker thread, server/files/spreadsheet.ts), its columns found by header in Chinese
 * or English, cells as trimmed text, genders and numbers read alike; each import module then
 * checks its own rows and words its own per-row errors.
 */
import * as XLSX from 'xlsx';
import { readFirstSheet, type SheetRead } from './spreadsheet';

export const cellText = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** "身高(cm)", "Height (cm)", "体重（kg）" -> "身高", "height", "体重". */
export const normaliseHeader = (header: unknown) =>
  cellText(header)
    .toLowerCase()
    .replace(/\s*[(（][^)）]*[)）]\s*$/, '');

const MALE = new Set(['男', 'm', 'male', '1']);
const FEMALE = new Set(['女', 'f', 'female', '2']);

/** 1 male, 2 female, null for anything else. */
export function genderOf(text: string): 1 | 2 | null {
  const g = text.toLowerCase();
  return MALE.has(g) ? 1 : FEMALE.has(g) ? 2 : null;
}

/** A number of at most `max`, to one decimal; '' is `empty`; anything else is null (a refused cell). */
export function measureOf<E>(raw: string, max: number, empty: E): number | E | null {
  if (raw === '') return empty;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= max ? Math.round(n * 10) / 10 : null;
}

export type SheetTable<C extends string> = {
  /** The header cells as written, for naming a column in an error. */
  header: string[];
  /** Column index per key, -1 when the sheet has no such column. */
  columns: Record<C, number>;
  /** Data rows with their row number as Excel shows it (the header is row 1). */
  rows: { row: number; cells: unknown[] }[];
};

/**
 * Reads the first sheet and finds each column by any of its header aliases (compared without case
 * and without a trailing unit). The refusals are the file's own problems (too_many: more rows than maxRows, said before parsing).
 */
export async function readSheetTable<C extends string>(
  bytes: Uint8Array,
  maxRows: number,
  aliases: Record<C, readonly string[]>,
): Promise<{ ok: true; table: SheetTable<C> } | Extract<SheetRead, { ok: false }>> {
  const read = await readFirstSheet(bytes, maxRows);
  if (!read.ok) return read;
  const header = (read.rows[0] ?? []).map(cellText);
  const normalised = header.map(normaliseHeader);
  const columns = Object.fromEntries(
    (Object.keys(aliases) as C[]).map((key) => [key, normalised.findIndex((h) => aliases[key].includes(h))]),
  ) as Record<C, number>;
  return { ok: true, table: { header, columns, rows: read.rows.slice(1).map((cells, i) => ({ row: i + 2, cells })) } };
}

/** An .xlsx file of one or more sheets, each its rows with the header first. */
/** What an .xlsx is sent as. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function buildWorkbook(sheets: { name: string; rows: (string | number)[][] }[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const s of sheets) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(s.rows), s.name.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
