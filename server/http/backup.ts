/**
 * GET /backup: the running server's backup of its embedded database and uploads (backup/backup.ts),
 * for `npm run backup`. PGlite lives inside this process, so only this process can read it while
 * it runs; a second process opening the folder would not see a consistent database.
 *
 * The archive is the whole database, so it is refused (403) unless the call comes from this
 * machine (loopback) and carries the key kept in DATA_DIR/backup.key: whoever can read the data
 * folder may have its backup, and a reverse proxy on the same machine passing strangers' calls on
 * from loopback does not open it to them.
 */
import { timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { snapshotDatabase, writeBackup } from '../backup/backup';
import { pgliteOf, type Db } from '../db/database';
import { secretKey } from './secret-key';
import { s3SettingsFrom } from './upload-storage';

export const BACKUP_PATH = '/backup';

/** The Authorization header `npm run backup` sends: the key of the DATA_DIR it is run on. */
export const backupAuthorization = () => `Bearer ${secretKey('backup.key', null).toString('base64url')}`;

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

function authorized(header: string | undefined): boolean {
  const expected = Buffer.from(backupAuthorization());
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const backupRoute = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.get(BACKUP_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isLoopback(req.ip) || !authorized(req.headers.authorization)) return reply.code(403).type('text/plain').send('Forbidden');
      if (!pgliteOf(db)) return reply.code(501).type('text/plain').send('This server runs on PostgreSQL: back it up with pg_dump (docs/deploy.md, Backups)');
      // Taken before the answer starts, so a failure is a 500, not a cut-short archive.
      const snapshot = await snapshotDatabase(db);
      const body = new PassThrough();
      const where = { dataDir: process.env.DATA_DIR || './data', bucket: s3SettingsFrom(process.env)?.bucket ?? null };
      writeBackup(snapshot, body, where).catch((err: unknown) => {
        req.log.error({ err }, 'backup: writing the archive failed');
        body.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply.type('application/gzip').send(body);
    });
  },
  { name: 'backup' },
);
