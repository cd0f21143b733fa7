/** Start-up: configuration, database, migrations, first-run seed, then listen. */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD, DEMO_STAFF_PHONE, SECOND_MEASURER } from './seed/accounts';
import { seedDemoData } from './seed';
import { FACTORY_PHONE } from './seed/orders';
import { stopOnSignals } from './stop';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pgdata') },
  );
  const applied = await migrateToLatest(db);
  const seeded = config.SEED === '1' ? await seedDemoData(db) : [];

  const app = await buildApp({
    db,
    staticDir: config.staticDir,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;

  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.resolve(config.DATA_DIR)}`;
  const lines = [
    '',
    `  Made-to-measure ordering portal is running`,
    `  URL:       http://localhost:${port}/`,
    `  Database:  ${where}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}`,
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

  stopOnSignals(app, db);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
