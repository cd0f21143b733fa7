import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { isExcelFile, readFirstSheet } from './spreadsheet';

const workbook = (rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType }) as Buffer);
};

describe('reading an uploaded spreadsheet in a worker thread', () => {
  it('reads the first sheet of an xlsx and of an xls file, header row first', async () => {
    for (const type of ['xlsx', 'biff8'] as const) {
      const read = await readFirstSheet(workbook([['姓名', '性别'], ['张三', '男'], ['李四', '女']], type), 100);
      expect(read).toEqual({ ok: true, rows: [['姓名', '性别'], ['张三', '男'], ['李四', '女']], truncated: false });
    }
  });

  it('says when there are more rows than allowed', async () => {
    const rows = [['name'], ...Array.from({ length: 12 }, (_, i) => [`p${i}`])];
    const read = await readFirstSheet(workbook(rows), 10);
    expect(read.ok && read.truncated).toBe(true);
  });

  it('refuses by content: a text file named .xlsx, and a zip that is not a workbook', async () => {
    expect(isExcelFile(new TextEncoder().encode('name,gender\n'))).toBe(false);
    expect(await readFirstSheet(new TextEncoder().encode('name,gender\n'), 10)).toEqual({ ok: false, reason: 'unreadable' });
    const notABook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    expect(await readFirstSheet(notABook, 10)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
