/**
 * Untrusted spreadsheets (member imports, team uploads) are parsed in a worker thread with a
 * memory cap and a deadline (DESIGN §2, §8): a zip bomb or a pathological file costs that worker,
 * never the server's event loop or heap. Files are judged by their first bytes, never by name.
 */
import { Worker } from 'node:worker_threads';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** xlsx is a zip container, xls an OLE2 compound file. */
export function isExcelFile(bytes: Uint8Array): boolean {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  return starts(ZIP) || starts(OLE2);
}

export type SheetRead =
  | { ok: true; rows: unknown[][]; /** more data rows than maxRows */ truncated: boolean }
  /** too_big: the file, or what it unpacks to; too_many: its sheet declares more rows than maxRows. Both before parsing. */
  | { ok: false; reason: 'unreadable' | 'empty' | 'too_big' | 'too_many' };

/** What an import may be: 10 MB as sent, 100 MB unpacked (a sheet of 10,000 people is about 2 MB). */
export const SHEET_LIMITS = { maxBytes: 10 * 1024 * 1024, maxUnzipped: 100 * 1024 * 1024 };

/**
 * The route options of every spreadsheet import, its sheet sent as the multipart part named `file`:
 * a body that holds the largest sheet accepted plus a megabyte for the multipart envelope and the
 * other fields, and idempotent, because an import adds rows and a retried upload must not add them
 * twice.
 */
export function sheetImport(file: string) {
  return { idempotent: true, bodyLimit: SHEET_LIMITS.maxBytes + 1024 * 1024, multipart: { files: [file] } };
}

const WORKER_URL = new URL('./sheet-worker.mjs', import.meta.url);
const DEADLINE_MS = 15_000;
const HEAP_MB = 256;

/** The first sheet as rows of cells (header row included); at most maxRows data rows are read. */
export function readFirstSheet(bytes: Uint8Array, maxRows: number, limits = SHEET_LIMITS): Promise<SheetRead> {
  if (!isExcelFile(bytes)) return Promise.resolve({ ok: false, reason: 'unreadable' });
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, maxRows, ...limits },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      // The worker needs no loader of ours; don't hand it tsx's or vitest's.
      execArgv: [],
    });
    let settled = false;
    const finish = (read: SheetRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(read);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'unreadable' }), DEADLINE_MS);
    worker.once('message', (read: SheetRead) => finish(read));
    worker.once('error', () => finish({ ok: false, reason: 'unreadable' }));
    worker.once('exit', () => finish({ ok: false, reason: 'unreadable' }));
  });
}
