/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/backup.ts, scripts/restore.ts),
 * on the embedded database in DATA_DIR.
 *
 * A backup asks the running server for it when one holds the folder (GET /backup: only that
 * process can read its database consistently); when none does, it takes the folder itself, so no
 * server starts on it meanwhile, and opens the database to dump it.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { holderOf, lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { backupAuthorization, BACKUP_PATH } from '../http/backup';
import { pgdataOf, restoreBackup, snapshotDatabase, writeBackup, type Manifest } from './backup';
import { tarEntries } from './tar';

export type BackupWritten = { file: string; bytes: number; ms: number; by: 'the running server' | 'this process'; manifest: Manifest };

/** The manifest at the head of a backup file. */
export async function manifestOf(file: string): Promise<Manifest> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  try {
    for await (const entry of tarEntries(gunzip)) {
      if (entry.name === 'manifest.json') return JSON.parse(entry.bytes.toString('utf8')) as Manifest;
      break;
    }
    throw new Error(`${file} is not a backup of this portal (no manifest.json first)`);
  } finally {
    input.destroy();
  }
}

export async function backupToFile(file: string, where: { dataDir: string; bucket: string | null }): Promise<BackupWritten> {
  const started = performance.now();
  const target = path.resolve(file);
  if (existsSync(target)) throw new Error(`${target} exists: a backup never overwrites a file, name a new one`);
  // Written under a temporary name and renamed when whole, so a cut-short backup is never taken for one.
  const partial = `${target}.partial`;
  let by: BackupWritten['by'];
  try {
    const holder = holderOf(where.dataDir);
    if (holder) {
      if (!holder.url) throw new Error(`${holder.what} (process ${holder.pid}) holds ${path.resolve(where.dataDir)} but is not answering yet: try again once it has started`);
      const res = await fetch(`${holder.url}${BACKUP_PATH}`, { headers: { authorization: backupAuthorization() } });
      if (!res.ok || !res.body) throw new Error(`The server at ${holder.url} refused the backup: ${res.status} ${await res.text()}`);
      await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), createWriteStream(partial, { mode: 0o600 }));
      by = 'the running server';
    } else {
      if (!existsSync(path.join(pgdataOf(where.dataDir), 'PG_VERSION'))) throw new Error(`There is no database in ${path.resolve(where.dataDir)} (DATA_DIR)`);
      const lock = lockDataDir(where.dataDir, 'npm run backup');
      try {
        const db = await openDatabase({ kind: 'pglite', dataDir: pgdataOf(where.dataDir) });
        let snapshot;
        try {
          snapshot = await snapshotDatabase(db);
        } finally {
          await db.destroy();
        }
        await writeBackup(snapshot, createWriteStream(partial, { mode: 0o600 }), where);
      } finally {
        lock.release();
      }
      by = 'this process';
    }
    const manifest = await manifestOf(partial);
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, ms: Math.round(performance.now() - started), by, manifest };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

export async function restoreFromFile(file: string, dataDir: string): Promise<{ ms: number; manifest: Manifest }> {
  const started = performance.now();
  if (!existsSync(file)) throw new Error(`${path.resolve(file)} does not exist`);
  const manifest = await restoreBackup(createReadStream(file), dataDir);
  return { ms: Math.round(performance.now() - started), manifest };
}
