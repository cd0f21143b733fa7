import { sql, type Kysely } from 'kysely';

/**
 * Customer-supplied fabric (spec 3 §3): a seller's parcels, each with a code its QR label
 * carries, and a metres ledger per parcel (received by the warehouse, returned, used by orders).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE customer_fabrics (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code varchar(40) NOT NULL UNIQUE,
      fabric_num varchar(64) NOT NULL,
      specs varchar(64) NOT NULL DEFAULT '',
      flower varchar(32) NOT NULL,
      color varchar(32) NOT NULL,
      stock numeric(12, 2) NOT NULL CHECK (stock > 0),
      grammage varchar(32) NOT NULL DEFAULT '',
      composition varchar(128) NOT NULL DEFAULT '',
      width varchar(32) NOT NULL DEFAULT '',
      unit varchar(8) NOT NULL DEFAULT '米',
      remark varchar(500) NOT NULL DEFAULT '',
      sub_type_id smallint NOT NULL CHECK (sub_type_id IN (1, 2)),
      assoc_order_id integer REFERENCES orders(id) ON DELETE SET NULL,
      logistics_num varchar(64) NOT NULL,
      logistics_company varchar(64) NOT NULL,
      images jsonb NOT NULL,
      brand_images jsonb NOT NULL DEFAULT '[]',
      stock_status_id smallint NOT NULL DEFAULT 1 CHECK (stock_status_id IN (1, 2)),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX customer_fabrics_owner ON customer_fabrics (owner_id, id DESC)`.execute(db);
  await sql`
    CREATE TABLE fabric_movements (
      id serial PRIMARY KEY,
      fabric_id integer NOT NULL REFERENCES customer_fabrics(id) ON DELETE CASCADE,
      kind varchar(8) NOT NULL CHECK (kind IN ('receive', 'return', 'use')),
      metres numeric(12, 2) NOT NULL CHECK (metres > 0),
      photo varchar(255),
      note varchar(255) NOT NULL DEFAULT '',
      order_id integer REFERENCES orders(id) ON DELETE SET NULL,
      user_id integer NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX fabric_movements_fabric ON fabric_movements (fabric_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS fabric_movements`.execute(db);
  await sql`DROP TABLE IF EXISTS customer_fabrics`.execute(db);
}
