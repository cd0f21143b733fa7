import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, genderOf, measureOf, normaliseHeader, readSheetTable } from './sheet';

describe('reading an imported sheet', () => {
  it('finds columns by a header in either language, with or without a unit, and numbers rows as Excel does', async () => {
    const bytes = buildWorkbook([{ name: 'staff', rows: [['Name', '身高（cm）', 'Other'], ['张三', 170, 'x'], ['Li Si', '', 'y']] }]);
    const read = await readSheetTable(new Uint8Array(bytes), 100, { truename: ['姓名', 'name'], height: ['身高', 'height'], gender: ['性别', 'gender'] });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.table.columns).toEqual({ truename: 0, height: 1, gender: -1 });
    expect(read.table.header).toEqual(['Name', '身高（cm）', 'Other']);
    expect(read.table.rows.map((r) => r.row)).toEqual([2, 3]);
  });

  it('refuses a file that is not a spreadsheet by its content, whatever its name', async () => {
    expect(await readSheetTable(new TextEncoder().encode('name,height\nA,170'), 10, { truename: ['name'] })).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reads genders and measures the same way for every import', () => {
    expect([genderOf('男'), genderOf('Female'), genderOf('2'), genderOf('?')]).toEqual([1, 2, 2, null]);
    expect([measureOf('170.26', 300, 0), measureOf('', 300, 0), measureOf('', 300, null), measureOf('-1', 300, 0), measureOf('301', 300, 0), measureOf('abc', 300, 0)]).toEqual([170.3, 0, null, null, null, null]);
    expect(normaliseHeader(' Height (cm) ')).toBe('height');
  });

  it('builds a workbook of several sheets, names cut to Excel’s 31 characters', () => {
    const book = XLSX.read(buildWorkbook([{ name: 'a'.repeat(40), rows: [['h'], [1]] }, { name: 'notes', rows: [['n']] }]));
    expect(book.SheetNames).toEqual(['a'.repeat(31), 'notes']);
  });
});
