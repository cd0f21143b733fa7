/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` into DATA_DIR, which must be
 * new or empty and used by no server (server/backup/). Start the server on it afterwards.
 */
import path from 'node:path';
import { restoreFromFile } from '../server/backup/to-file';
import { loadConfig } from '../server/config';

try {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) throw new Error('Usage: DATA_DIR=<a new or empty folder> npm run restore -- FILE');
  if (config.DATABASE_URL) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md, Backups)');
  const { ms, manifest } = await restoreFromFile(file, config.DATA_DIR);
  const { database, uploads } = manifest;
  console.log(
    [
      `Restored ${path.resolve(file)} (taken ${manifest.created_at}) into ${path.resolve(config.DATA_DIR)} in ${(ms / 1000).toFixed(1)} s`,
      `  Database: ${database.users} users, ${database.orders} orders, ${database.balance_log} ledger rows, checked`,
      uploads.kind === 'disk' ? `  Uploads:  ${uploads.files} files` : `  Uploads:  in bucket ${uploads.bucket} (not in the archive): point S3_BUCKET at it, or at its copy`,
      `  Start the server with DATA_DIR=${config.DATA_DIR}`,
    ].join('\n'),
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
