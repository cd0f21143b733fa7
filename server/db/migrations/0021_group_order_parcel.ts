import { sql, type Kysely } from 'kysely';

/** A group order with customer-supplied fabric may name the parcel it comes from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE group_orders ADD COLUMN fabric_parcel_id integer REFERENCES customer_fabrics(id) ON DELETE SET NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE group_orders DROP COLUMN IF EXISTS fabric_parcel_id`.execute(db);
}
