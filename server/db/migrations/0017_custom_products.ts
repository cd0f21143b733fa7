import { sql, type Kysely } from 'kysely';

/**
 * A seller's own product codes and style numbers: a bulk product whose edition, fabric
 * or techniques were changed is saved as a new product code (add_product_codes) with a new style
 * number per category, so the factory makes what the code says. Codes and style numbers are the
 * factory's: unique across sellers and apart from the catalogue's (checked in the service).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE custom_styles (
    style_number varchar(32) PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES users(id),
    category_id integer NOT NULL,
    edition_id integer NOT NULL,
    tech_ids jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE TABLE custom_products (
    product_code varchar(32) PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES users(id),
    source_code varchar(32) NOT NULL,
    goods jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  // Codes are compared as typed in upper case (labels print them so); the search is by owner.
  await sql`CREATE UNIQUE INDEX custom_styles_upper ON custom_styles (upper(style_number))`.execute(db);
  await sql`CREATE UNIQUE INDEX custom_products_upper ON custom_products (upper(product_code))`.execute(db);
  await sql`CREATE INDEX custom_products_owner ON custom_products (owner_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS custom_products`.execute(db);
  await sql`DROP TABLE IF EXISTS custom_styles`.execute(db);
}
