import { sql, type Kysely } from 'kysely';

/**
 * The public order form (spec 3 §2 "Order form page"): a seller is reached by
 * its region code, and what a visitor submits waits as a request until the seller turns it into a
 * cart order or declines it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN region_code varchar(16) UNIQUE`.execute(db);
  await sql`
    CREATE TABLE order_requests (
      id serial PRIMARY KEY,
      seller_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
      form jsonb NOT NULL,
      decline_reason varchar(255) NOT NULL DEFAULT '',
      order_id integer REFERENCES orders(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX order_requests_seller ON order_requests (seller_id, status, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS order_requests`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS region_code`.execute(db);
}
