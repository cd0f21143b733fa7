import { sql, type Kysely } from 'kysely';

/**
 * An order item's list detail keeps only what a list shows of an item: its category and
 * sub-category (ids and names), its fabric number and its retail price. It was the whole detail
 * less its bulky parts (~420 bytes in the seed); putting it out as JSON at each list request was
 * about a fifth of the list's time in PostgreSQL, and parsing it a share of the server's.
 *
 * Named rather than subtracted, so a key later added to the detail stays out of the lists. A
 * generated column takes immutable functions only, and jsonb_build_object is not one, so the object
 * is built with jsonb_set; a key an old detail lacks is null rather than the whole column.
 */
const SHOWN = ['category_id', 'category_name', 'sub_category_id', 'sub_category_name', 'fabric_num', 'retail_fen'];

const shownKeys = SHOWN.reduce((object, key) => `jsonb_set(${object}, '{${key}}', coalesce(detail -> '${key}', 'null'::jsonb))`, `'{}'::jsonb`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_items DROP COLUMN list_detail`.execute(db);
  await sql`ALTER TABLE order_items ADD COLUMN list_detail jsonb GENERATED ALWAYS AS (${sql.raw(shownKeys)}) STORED`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_items DROP COLUMN list_detail`.execute(db);
  await sql`ALTER TABLE order_items ADD COLUMN list_detail jsonb
    GENERATED ALWAYS AS (detail - '{size_info,bom_info,special_shape_info,category_size_data,tech_info}'::text[]) STORED`.execute(db);
}
