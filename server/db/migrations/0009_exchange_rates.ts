import { sql, type Kysely } from 'kysely';

/**
 * The business's yuan-per-dollar rates, each for a day: the English interface shows
 * amounts in dollars at the latest one. Rows are only added (`npm run exchange-rate`), so the rate
 * behind any figure shown on a day can be found again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE exchange_rates (
      id bigserial PRIMARY KEY,
      currency char(3) NOT NULL DEFAULT 'USD' CHECK (currency = 'USD'),
      cny_per_unit numeric(12, 6) NOT NULL CHECK (cny_per_unit > 0),
      rate_date date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX exchange_rates_latest ON exchange_rates (currency, rate_date DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS exchange_rates`.execute(db);
}
