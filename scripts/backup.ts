/**
 * `npm run backup -- FILE`: one archive (.tar.gz) of the embedded database in DATA_DIR, its keys
 * and its uploads, taken while the server runs or not (server/backup/). On PostgreSQL, pg_dump
 * (docs/deploy.md, Backups).
 */
import path from 'node:path';
import { backupToFile } from '../server/backup/to-file';
import { loadConfig } from '../server/config';

try {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run backup -- FILE   (for example backups/portal-2026-01-31.tar.gz)');
  if (config.DATABASE_URL) throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md, Backups)');
  const done = await backupToFile(file, { dataDir: config.DATA_DIR, bucket: config.s3?.bucket ?? null });
  const { database, uploads } = done.manifest;
  console.log(
    [
      `Backup of ${path.resolve(config.DATA_DIR)} written to ${done.file}`,
      `  ${(done.bytes / 1024 / 1024).toFixed(1)} MB in ${(done.ms / 1000).toFixed(1)} s, taken by ${done.by}`,
      `  Database: ${database.users} users, ${database.orders} orders, ${database.balance_log} ledger rows`,
      uploads.kind === 'disk'
        ? `  Uploads:  ${uploads.files} files`
        : `  Uploads:  not in the archive: they are in bucket ${uploads.bucket}, which is backed up on its own (docs/deploy.md, Backups)`,
    ].join('\n'),
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
