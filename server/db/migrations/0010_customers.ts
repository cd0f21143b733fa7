import { sql, type Kysely } from 'kysely';

/**
 * Customer management (spec 3 §3): a seller's individual customers (C-end), company customers
 * (B-end) with their measured people, and delivery addresses of either kind. Every row hangs off
 * its owner (`owner_id`), which is what each call checks. Orders name the individual customer
 * they were placed for (`orders.customer_id`), so a customer's body info, pattern records and
 * order history are read from the real orders rather than copied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE customers (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      truename varchar(32) NOT NULL,
      gender_id smallint NOT NULL DEFAULT 0 CHECK (gender_id IN (0, 1, 2)),
      mobilephone varchar(20) NOT NULL,
      height numeric(5, 1) NOT NULL,
      weight numeric(5, 1) NOT NULL,
      birthday date,
      company_name varchar(128) NOT NULL DEFAULT '',
      address varchar(255) NOT NULL DEFAULT '',
      remark varchar(500) NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX customers_owner ON customers (owner_id, id DESC)`.execute(db);
  await sql`CREATE INDEX customers_owner_phone ON customers (owner_id, mobilephone)`.execute(db);

  await sql`
    CREATE TABLE customer_companies (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name varchar(128) NOT NULL,
      contact varchar(32) NOT NULL DEFAULT '',
      tel varchar(20) NOT NULL DEFAULT '',
      address varchar(255) NOT NULL DEFAULT '',
      remark varchar(500) NOT NULL DEFAULT '',
      logo varchar(255),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX customer_companies_owner ON customer_companies (owner_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE company_people (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES customer_companies(id) ON DELETE CASCADE,
      truename varchar(32) NOT NULL,
      gender_id smallint NOT NULL CHECK (gender_id IN (1, 2)),
      height numeric(5, 1) NOT NULL DEFAULT 0,
      weight numeric(5, 1) NOT NULL DEFAULT 0,
      department_name varchar(64) NOT NULL DEFAULT '',
      remark varchar(500) NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX company_people_company ON company_people (company_id, id)`.execute(db);

  await sql`
    CREATE TABLE customer_addresses (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      client_type smallint NOT NULL CHECK (client_type IN (1, 2)),
      client_id integer NOT NULL,
      name varchar(32) NOT NULL,
      mobilephone varchar(20) NOT NULL,
      country varchar(32) NOT NULL DEFAULT '中国',
      province_id integer NOT NULL,
      city_id integer NOT NULL,
      district_id integer NOT NULL,
      address varchar(255) NOT NULL,
      is_default smallint NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
      address_type smallint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX customer_addresses_client ON customer_addresses (client_type, client_id, id)`.execute(db);
  // At most one default per customer: setting another default clears the first in the same transaction.
  await sql`CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses (client_type, client_id) WHERE is_default = 1`.execute(db);

  await sql`ALTER TABLE orders ADD COLUMN customer_id integer REFERENCES customers(id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX orders_customer ON orders (customer_id) WHERE customer_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS customer_id`.execute(db);
  for (const table of ['customer_addresses', 'company_people', 'customer_companies', 'customers']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
