import { sql, type Kysely } from 'kysely';

/**
 * Ordering conferences: a seller's event, its sample line (catalogue products with a
 * price and sizes; the product number is the code on the sample's tag), the buyers it invited,
 * and each buyer's counts per sample and size. Closing links each buyer to the bulk orders made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE conferences (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name varchar(64) NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
      closed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX conferences_owner ON conferences (owner_id, id DESC)`.execute(db);
  await sql`
    CREATE TABLE conference_samples (
      id serial PRIMARY KEY,
      conference_id integer NOT NULL REFERENCES conferences(id) ON DELETE CASCADE,
      product_no varchar(32) NOT NULL,
      category_id integer NOT NULL,
      edition_id integer NOT NULL,
      fabric_num varchar(64) NOT NULL,
      price_fen bigint NOT NULL CHECK (price_fen > 0),
      sizes jsonb NOT NULL,
      UNIQUE (conference_id, product_no)
    )`.execute(db);
  await sql`CREATE INDEX conference_samples_product ON conference_samples (product_no)`.execute(db);
  await sql`
    CREATE TABLE conference_buyers (
      conference_id integer NOT NULL REFERENCES conferences(id) ON DELETE CASCADE,
      buyer_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (conference_id, buyer_id)
    )`.execute(db);
  await sql`CREATE INDEX conference_buyers_buyer ON conference_buyers (buyer_id)`.execute(db);
  await sql`
    CREATE TABLE conference_lines (
      sample_id integer NOT NULL REFERENCES conference_samples(id) ON DELETE CASCADE,
      buyer_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      size varchar(16) NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (sample_id, buyer_id, size)
    )`.execute(db);
  await sql`
    CREATE TABLE conference_orders (
      conference_id integer NOT NULL REFERENCES conferences(id) ON DELETE CASCADE,
      buyer_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      PRIMARY KEY (conference_id, order_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['conference_orders', 'conference_lines', 'conference_buyers', 'conference_samples', 'conferences']) await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
}
