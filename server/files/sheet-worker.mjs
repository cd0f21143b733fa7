// Runs in a worker thread: reads the first sheet of an untrusted spreadsheet into rows of cells.
// Plain JavaScript so it starts under node, tsx and vitest alike without a TypeScript loader.
//
// Before parsing, a file is refused by what its own bytes say: larger than maxBytes; an xlsx (a
// zip) whose entries unpack to more than maxUnzipped, or one of them to more than 200 times its
// packed size (a zip bomb); or whose first sheet declares more rows than maxRows allows (read
// from the sheet's <dimension>, at its start). A file that lies about its sizes still meets the
// worker's memory cap and deadline.
import { parentPort, workerData } from 'node:worker_threads';
import { constants, inflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';

const { bytes, maxRows, maxBytes, maxUnzipped } = workerData;
const MAX_RATIO = 200;

/** The zip's entries from its central directory, or null when it has none that reads. */
function zipEntries(buf) {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    const entries = [];
    let p = buf.readUInt32LE(i + 16);
    for (let n = buf.readUInt16LE(i + 10); n > 0; n--) {
      if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return null;
      const nameLength = buf.readUInt16LE(p + 28);
      entries.push({
        name: buf.toString('utf8', p + 46, p + 46 + nameLength),
        method: buf.readUInt16LE(p + 10),
        packed: buf.readUInt32LE(p + 20),
        size: buf.readUInt32LE(p + 24),
        local: buf.readUInt32LE(p + 42),
      });
      p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    }
    return entries;
  }
  return null;
}

/** The rows the first sheet's <dimension> declares, from its first few KB, or null when it says none. */
function declaredRows(buf, entries) {
  const sheet = entries.filter((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name)).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))[0];
  if (!sheet || buf.readUInt32LE(sheet.local) !== 0x04034b50) return null;
  const start = sheet.local + 30 + buf.readUInt16LE(sheet.local + 26) + buf.readUInt16LE(sheet.local + 28);
  const head = buf.subarray(start, start + Math.min(sheet.packed, 4096));
  const xml = (sheet.method === 8 ? inflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }) : head).toString('utf8');
  const ref = /<dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(xml);
  return ref?.[1] ? Number(ref[1]) : null;
}

/** Why the file is refused before parsing, or null to parse it. */
function refusal(buf) {
  if (buf.length > maxBytes) return 'too_big';
  if (buf.readUInt32LE(0) !== 0x04034b50) return null;
  const entries = zipEntries(buf);
  if (!entries) return 'unreadable';
  if (entries.reduce((n, e) => n + e.size, 0) > maxUnzipped) return 'too_big';
  if (entries.some((e) => e.size > 1_000_000 && e.size > e.packed * MAX_RATIO)) return 'too_big';
  const rows = declaredRows(buf, entries);
  return rows !== null && rows > maxRows + 1 ? 'too_many' : null;
}

try {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const refused = refusal(buf);
  if (refused) parentPort.postMessage({ ok: false, reason: refused });
  else {
    const book = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, sheetRows: maxRows + 2 });
    const name = book.SheetNames[0];
    const sheet = name ? book.Sheets[name] : undefined;
    if (!sheet) parentPort.postMessage({ ok: false, reason: 'empty' });
    else {
      const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, blankrows: false, defval: '' });
      parentPort.postMessage({ ok: true, rows, truncated: rows.length > maxRows + 1 });
    }
  }
} catch {
  parentPort.postMessage({ ok: false, reason: 'unreadable' });
}
