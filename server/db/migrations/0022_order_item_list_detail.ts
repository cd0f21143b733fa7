import { sql, type Kysely } from 'kysely';

/**
 * An order item's detail as lists show it, kept beside the whole detail: without the
 * sizes, BOM and shapes lists do not show, and the techniques, whose prices the item's stored unit
 * price already holds (~1.2 of ~2.5 KB in the seed). Computed by PostgreSQL when an item is written;
 * taking the keys out as each list was read was nearly half of order_list's time in the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_items ADD COLUMN list_detail jsonb
    GENERATED ALWAYS AS (detail - '{size_info,bom_info,special_shape_info,category_size_data,tech_info}'::text[]) STORED`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS list_detail`.execute(db);
}
