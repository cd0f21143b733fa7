import { sql, type Kysely } from 'kysely';

/**
 * Foreign customization orders become their own order type (5). They were stored as deep
 * customization orders whose remark began with "Foreign customization", which is how the ones
 * already placed are told apart here; their button and lining stay in the note they were written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_order_type_id_check`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_order_type_id_check CHECK (order_type_id BETWEEN 1 AND 5)`.execute(db);
  await sql`UPDATE orders SET order_type_id = 5 WHERE order_type_id = 1 AND remark LIKE 'Foreign customization%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE orders SET order_type_id = 1 WHERE order_type_id = 5`.execute(db);
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_order_type_id_check`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_order_type_id_check CHECK (order_type_id BETWEEN 1 AND 4)`.execute(db);
}
