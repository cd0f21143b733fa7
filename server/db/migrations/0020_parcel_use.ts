import { sql, type Kysely } from 'kysely';

/**
 * Orders use customer-supplied fabric: an order item may name the parcel its fabric
 * comes from. Paying the order writes a 'use' movement of the BOM's metres; a refund of the order
 * writes them back as a 'release', so the parcel's ledger only ever grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_items ADD COLUMN fabric_parcel_id integer REFERENCES customer_fabrics(id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX order_items_parcel ON order_items (fabric_parcel_id) WHERE fabric_parcel_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE fabric_movements DROP CONSTRAINT fabric_movements_kind_check`.execute(db);
  await sql`ALTER TABLE fabric_movements ADD CONSTRAINT fabric_movements_kind_check CHECK (kind IN ('receive', 'return', 'use', 'release'))`.execute(db);
  await sql`CREATE INDEX fabric_movements_order ON fabric_movements (order_id) WHERE order_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS fabric_movements_order`.execute(db);
  await sql`DELETE FROM fabric_movements WHERE kind = 'release'`.execute(db);
  await sql`ALTER TABLE fabric_movements DROP CONSTRAINT fabric_movements_kind_check`.execute(db);
  await sql`ALTER TABLE fabric_movements ADD CONSTRAINT fabric_movements_kind_check CHECK (kind IN ('receive', 'return', 'use'))`.execute(db);
  await sql`DROP INDEX IF EXISTS order_items_parcel`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS fabric_parcel_id`.execute(db);
}
