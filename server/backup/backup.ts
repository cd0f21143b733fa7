/**
 * A backup of an install on the embedded database: one .tar.gz holding
 * - manifest.json: when, what, and the counts the restore checks the database against;
 * - database.tar: PGlite's own dump of its data folder (`dumpDataDir`), which it loads back;
 * - keys/*.key: the keys kept in DATA_DIR (the sample tags' key above all: printed tags carry it);
 * - uploads/*: the uploaded files, unless they live in a bucket, which the operator backs up.
 *
 * Consistency: the dump is taken while holding the database's one connection (pglite-dialect.ts
 * hands it to one holder at a time, for a whole transaction), so no transaction is half done in
 * it: a payment and its ledger rows are both in the backup or neither. A checkpoint first writes
 * every committed change into the data files, so the copy opens without recovery. The uploads are
 * read after the dump: a row names a file only once the file is stored, so every file the dumped
 * rows name is there (a later one too, which nothing names yet and which does no harm).
 */
import { createGzip, createGunzip } from 'node:zlib';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { sql } from 'kysely';
import { openDatabase, pgliteOf, type Db } from '../db/database';
import { holderOf, inUseMessage } from '../db/data-dir-lock';
import { tarEntries, tarWriter } from './tar';

export const BACKUP_FORMAT = 'mtm-portal-backup/1';

/** What the restore checks the opened database against: a cut-short or mixed-up copy differs. */
export type DatabaseCounts = { users: number; orders: number; balance_log: number; balance_fen: number };

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  created_at: string;
  database: DatabaseCounts;
  /** `disk`: the uploads are in the archive; `bucket`: they are in that bucket, not here. */
  uploads: { kind: 'disk'; files: number } | { kind: 'bucket'; bucket: string };
  keys: string[];
};

/** The embedded database's data folder under DATA_DIR (main.ts opens the same). */
export const pgdataOf = (dataDir: string) => path.resolve(dataDir, 'pgdata');

async function countsOf(db: Db): Promise<DatabaseCounts> {
  const { rows } = await sql<DatabaseCounts>`
    SELECT (SELECT count(*) FROM users)::int AS users,
           (SELECT count(*) FROM orders)::int AS orders,
           (SELECT count(*) FROM balance_log)::int AS balance_log,
           (SELECT coalesce(sum(money_fen), 0) FROM users)::bigint AS balance_fen`.execute(db);
  return rows[0]!;
}

export type DatabaseSnapshot = { dump: Uint8Array; counts: DatabaseCounts };

/** The database as it stands between two transactions: PGlite's dump and its counts. */
export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const pglite = pgliteOf(db);
  if (!pglite) throw new Error('A backup of PostgreSQL is made with pg_dump (docs/deploy.md, Backups)');
  return db.connection().execute(async (conn) => {
    await sql`CHECKPOINT`.execute(conn);
    const counts = await countsOf(conn);
    const dump = await pglite.dumpDataDir('none');
    return { dump: new Uint8Array(await dump.arrayBuffer()), counts };
  });
}

async function filesIn(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files: string[] = [];
  for (const name of names.sort()) {
    if (keep(name) && (await stat(path.join(dir, name))).isFile()) files.push(name);
  }
  return files;
}

const isKey = (name: string) => name.endsWith('.key');

/**
 * Writes the archive of `snapshot` and of DATA_DIR's keys and uploads (none when `bucket` names
 * where they are) to `out`, gzipped; its manifest.
 */
export async function writeBackup(snapshot: DatabaseSnapshot, out: Writable, where: { dataDir: string; bucket: string | null }): Promise<Manifest> {
  const dataDir = path.resolve(where.dataDir);
  const uploadsDir = path.join(dataDir, 'uploads');
  const keys = await filesIn(dataDir, isKey);
  const uploads = where.bucket ? [] : await filesIn(uploadsDir, () => true);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    database: snapshot.counts,
    uploads: where.bucket ? { kind: 'bucket', bucket: where.bucket } : { kind: 'disk', files: uploads.length },
    keys,
  };
  // Level 1: the database pages compress almost as well as at 9, in a fraction of the time.
  const gzip = createGzip({ level: 1 });
  const written = pipeline(gzip, out);
  const tar = tarWriter(gzip);
  try {
    await tar.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.add('database.tar', snapshot.dump);
    for (const name of keys) await tar.add(`keys/${name}`, await readFile(path.join(dataDir, name)));
    for (const name of uploads) {
      const file = path.join(uploadsDir, name);
      await tar.add(`uploads/${name}`, await readFile(file), (await stat(file)).mtime);
    }
    await tar.end();
  } catch (err) {
    gzip.destroy(err as Error);
  }
  await written;
  return manifest;
}

/** Why `dataDir` may not be restored into, or null when it may (missing or empty, and unheld). */
export async function refusalToRestoreInto(dataDir: string): Promise<string | null> {
  const holder = holderOf(dataDir);
  if (holder) return inUseMessage(dataDir, holder);
  const names = await readdir(dataDir).catch(() => null);
  if (names && names.length > 0) {
    return `${path.resolve(dataDir)} is not empty (${names.length} entries): a restore goes into a new or empty folder, never over data`;
  }
  return null;
}

/** A name from the archive that stays in its folder (no path, no dot-dot). */
function plainName(name: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(name) || name === '.' || name === '..') throw new Error(`The backup holds a file with an unexpected name: ${name}`);
  return name;
}

/**
 * Restores the archive read from `input` into `dataDir`, which must be new or empty and held by
 * no process. Everything is written into a folder beside it and moved into place at the end, so a
 * restore that fails leaves no half a data folder behind. The database is opened before the move
 * and its counts checked against the manifest.
 */
export async function restoreBackup(input: Readable, dataDir: string): Promise<Manifest> {
  const refusal = await refusalToRestoreInto(dataDir);
  if (refusal) throw new Error(refusal);
  const target = path.resolve(dataDir);
  const staging = `${target}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    let manifest: Manifest | null = null;
    let restored: DatabaseCounts | null = null;
    const gunzip = createGunzip();
    // A read error ends the entries below with it.
    input.on('error', (err) => gunzip.destroy(err));
    input.pipe(gunzip);
    for await (const entry of tarEntries(gunzip)) {
      if (!manifest) {
        if (entry.name !== 'manifest.json') throw new Error('Not a backup of this portal (no manifest.json first)');
        const parsed = JSON.parse(entry.bytes.toString('utf8')) as Manifest;
        if (parsed.format !== BACKUP_FORMAT) throw new Error(`Not a backup this version can restore (${String(parsed.format)})`);
        manifest = parsed;
      } else if (entry.name === 'database.tar') {
        const db = await openDatabase({ kind: 'pglite', dataDir: pgdataOf(staging), loadDataDir: new Blob([new Uint8Array(entry.bytes)]) });
        try {
          restored = await countsOf(db);
        } finally {
          await db.destroy();
        }
      } else if (entry.name.startsWith('keys/')) {
        await writeFile(path.join(staging, plainName(entry.name.slice(5))), entry.bytes, { mode: 0o600 });
      } else if (entry.name.startsWith('uploads/')) {
        await mkdir(path.join(staging, 'uploads'), { recursive: true });
        await writeFile(path.join(staging, 'uploads', plainName(entry.name.slice(8))), entry.bytes);
      } else {
        throw new Error(`The backup holds an unexpected entry: ${entry.name}`);
      }
    }
    if (!manifest || !restored) throw new Error('The backup holds no database');
    if (JSON.stringify(restored) !== JSON.stringify(manifest.database)) {
      throw new Error(`The restored database differs from the backup's manifest: ${JSON.stringify(restored)} against ${JSON.stringify(manifest.database)}`);
    }
    // Checked again at the last moment: a server may have started on the folder meanwhile.
    const late = await refusalToRestoreInto(dataDir);
    if (late) throw new Error(late);
    if (existsSync(target)) await rmdir(target);
    await rename(staging, target);
    return manifest;
  } catch (err) {
    input.destroy();
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}
