import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { isExcelFile, readFirstSheet, SHEET_LIMITS } from './spreadsheet';

const workbook = (rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer);
};

describe('reading an uploaded spreadsheet in a worker thread', () => {
  it('reads the first sheet of an xlsx and of an xls file, header row first', async () => {
    for (const type of ['xlsx', 'biff8'] as const) {
      const read = await readFirstSheet(workbook([['姓名', '性别'], ['张三', '男'], ['李四', '女']], type), 100);
      expect(read).toEqual({ ok: true, rows: [['姓名', '性别'], ['张三', '男'], ['李四', '女']], truncated: false });
    }
  });

  it('says when there are more rows than allowed: from the size the sheet declares, before parsing', async () => {
    const rows = [['name'], ...Array.from({ length: 12 }, (_, i) => [`p${i}`])];
    expect(await readFirstSheet(workbook(rows), 10)).toEqual({ ok: false, reason: 'too_many' });
  });

  it('refuses by content: a text file named .xlsx, and a zip that is not a workbook', async () => {
    expect(isExcelFile(new TextEncoder().encode('name,gender\n'))).toBe(false);
    expect(await readFirstSheet(new TextEncoder().encode('name,gender\n'), 10)).toEqual({ ok: false, reason: 'unreadable' });
    const notABook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    expect(await readFirstSheet(notABook, 10)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses before parsing a file too big as sent, one that unpacks too big (a zip bomb), and a sheet declaring too many rows', async () => {
    const huge = new Uint8Array(SHEET_LIMITS.maxBytes + 1);
    huge.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await readFirstSheet(huge, 10)).toEqual({ ok: false, reason: 'too_big' });
    // 3,000 rows of a long repeated text pack to a few KB and unpack to some 3 MB: over a 1 MB limit.
    const bomb = workbook([['name'], ...Array.from({ length: 3000 }, () => ['x'.repeat(1000)])]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await readFirstSheet(bomb, 5000, { ...SHEET_LIMITS, maxUnzipped: 1024 * 1024 })).toEqual({ ok: false, reason: 'too_big' });
    // A sheet that declares a million rows is refused from its first bytes, whatever its cells.
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([['name'], ['张三']]);
    sheet['!ref'] = 'A1:B1000000';
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const million = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
    expect(await readFirstSheet(million, 10_000)).toEqual({ ok: false, reason: 'too_many' });
  });
});
