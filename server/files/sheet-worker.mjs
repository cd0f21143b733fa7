// Runs in a worker thread: reads the first sheet of an untrusted spreadsheet into rows of cells.
// Plain JavaScript so it starts under node, tsx and vitest alike without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

const { bytes, maxRows } = workerData;
try {
  const book = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, sheetRows: maxRows + 2 });
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet) parentPort.postMessage({ ok: false, reason: 'empty' });
  else {
    const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, blankrows: false, defval: '' });
    parentPort.postMessage({ ok: true, rows, truncated: rows.length > maxRows + 1 });
  }
} catch {
  parentPort.postMessage({ ok: false, reason: 'unreadable' });
}
