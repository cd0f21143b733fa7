import { sql, type Kysely } from 'kysely';

/**
 * A ledger row keeps the catalogue ids of its order's categories beside their Chinese names, so
 * the ledger shows them in the reader's language; the names stay for searching and
 * for rows whose categories the catalogue no longer has. Existing rows get their order's ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE balance_log ADD COLUMN category_ids jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
  await sql`
    UPDATE balance_log b SET category_ids = ids.list
    FROM (
      SELECT order_id, jsonb_agg(category_id ORDER BY first_sort) AS list
      FROM (SELECT order_id, category_id, min(sort_id * 1000000 + id) AS first_sort FROM order_items GROUP BY order_id, category_id) c
      GROUP BY order_id
    ) ids
    WHERE b.order_id = ids.order_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE balance_log DROP COLUMN IF EXISTS category_ids`.execute(db);
}
