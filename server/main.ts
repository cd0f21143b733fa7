/**
 * Start-up: configuration, database, migrations, first-run seed, then listen: in this process, or
 * in WORKERS processes forked by this one (cluster.ts).
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { startWorkers } from './cluster';
import { loadConfig, type Config } from './config';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD, DEMO_STAFF_PHONE, SECOND_MEASURER } from './seed/accounts';
import { seedDemoData } from './seed';
import { FACTORY_PHONE } from './seed/orders';
import { stopOnSignals } from './stop';
import { compileEmbeddedDatabaseUpFront, warmUp } from './warm-up';

const openConfigured = (config: Config) =>
  openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pgdata') });

/** Where a process on this machine reaches the server (a backup asks it there). */
function localUrl(host: string, port: string): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** The API on the configured port, stopping cleanly on a signal; its port. */
async function serve(config: Config, db: Db): Promise<string> {
  const app = await buildApp({
    db,
    staticDir: config.staticDir,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });
  await warmUp(db);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  stopOnSignals(app, db, config.STOP_GRACE_S * 1000);
  return new URL(address).port;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) compileEmbeddedDatabaseUpFront();
  // A worker of WORKERS=N: the primary has migrated and seeded, and prints the banner.
  if (cluster.isWorker) {
    await serve(config, await openConfigured(config));
    return;
  }
  // The embedded database's folder is this process's alone (data-dir-lock.ts), released on exit.
  const lock: DataDirLock | null = config.DATABASE_URL ? null : lockDataDir(config.DATA_DIR, 'the portal server');
  const db = await openConfigured(config);
  const applied = await migrateToLatest(db);
  const seeded = config.SEED === '1' ? await seedDemoData(db) : [];

  let port: string;
  if (config.WORKERS > 1) {
    await db.destroy();
    port = String(await startWorkers(config.WORKERS));
  } else {
    port = await serve(config, db);
    lock?.listening(localUrl(config.HOST, port));
  }

  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.resolve(config.DATA_DIR)}`;
  const lines = [
    '',
    `  Made-to-measure ordering portal is running`,
    `  URL:       http://localhost:${port}/`,
    `  Database:  ${where}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}`,
    ...(config.WORKERS > 1 ? [`  Processes: ${config.WORKERS} API workers on the port`] : []),
    `  Uploads:   ${config.s3 ? `bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}` : path.resolve(config.DATA_DIR, 'uploads')}`,
    ...(seeded.length ? [`  Demo data: seeded (${seeded.join(', ')})`] : []),
    '',
    `  Demo logins (password ${DEMO_PASSWORD}, pay password ${DEMO_PAY_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.mobilephone}  ${a.note}`),
    `    ${FACTORY_PHONE}  factory: reviews and produces the paid orders`,
    `    ${DEMO_STAFF_PHONE}  staff of 13800000001: fast order, customers and orders only`,
    `    ${SECOND_MEASURER.mobilephone}  ${SECOND_MEASURER.note}`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
