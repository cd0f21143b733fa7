/**
 * Sets the business's exchange rate: `npm run exchange-rate -- 7.1234 2026-11-24` records 7.1234
 * yuan per US dollar for that day (the day defaults to today, UTC) in the database the server uses
 * (DATABASE_URL, or the embedded one under DATA_DIR). The English interface shows dollars at the
 * latest rate by day; rows are kept, so earlier rates stay on record.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { setExchangeRate } from '../server/modules/home/exchange-rate';

const [rate, day = new Date().toISOString().slice(0, 10)] = process.argv.slice(2);
if (!rate) {
  console.error('usage: npm run exchange-rate -- <yuan per US dollar> [YYYY-MM-DD]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pgdata') });
try {
  await migrateToLatest(db);
  const now = await setExchangeRate(db, rate, day);
  console.log(`Exchange rate: ${now.cny_per_usd} yuan per US dollar, for ${now.date}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
