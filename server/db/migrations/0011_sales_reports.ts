import { sql, type Kysely } from 'kysely';

/**
 * Saved sales reports: a seller's named views over its orders and ledger. The figures
 * are never stored; each reading computes them from the orders as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sales_reports (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name varchar(64) NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      group_by varchar(8) NOT NULL DEFAULT 'day' CHECK (group_by IN ('day', 'week')),
      order_types jsonb NOT NULL DEFAULT '[]'::jsonb,
      category_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      shop_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      staff_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX sales_reports_owner ON sales_reports (owner_id, id DESC)`.execute(db);
  // The report reads paid orders by when they were paid.
  await sql`CREATE INDEX orders_paid_at ON orders (user_id, paid_at) WHERE paid_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS orders_paid_at`.execute(db);
  await sql`DROP TABLE IF EXISTS sales_reports`.execute(db);
}
