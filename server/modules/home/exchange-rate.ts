/**
 * The business's exchange rate: set on the server by `npm run exchange-rate -- <yuan
 * per dollar> <YYYY-MM-DD>`, read by every signed-in screen to show dollars in English.
 */
import { sql } from 'kysely';
import type { ExchangeRate } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import './tables';

/** The latest rate by its day (the last set, for two on one day), or null before any was set. */
export async function latestExchangeRate(db: Db): Promise<ExchangeRate | null> {
  const row = await db
    .selectFrom('exchange_rates')
    // The day as text: a driver turns a date into local midnight, which another zone reads as the day before.
    .select(['cny_per_unit', sql<string>`rate_date::text`.as('day')])
    .where('currency', '=', 'USD')
    .orderBy('rate_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { currency: 'USD', cny_per_usd: Number(row.cny_per_unit).toFixed(6), date: row.day } : null;
}

/** Records a rate for a day; refuses one that is not a positive number with at most six decimals. */
export async function setExchangeRate(db: Db, cnyPerUsd: string, date: string): Promise<ExchangeRate> {
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(cnyPerUsd) || Number(cnyPerUsd) <= 0) throw new Error(`rate: "${cnyPerUsd}" is not a positive number of yuan per dollar`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`date: "${date}" is not a YYYY-MM-DD day`);
  await db.insertInto('exchange_rates').values({ cny_per_unit: cnyPerUsd, rate_date: date }).execute();
  return (await latestExchangeRate(db))!;
}
