import { sql, type Kysely } from 'kysely';

/**
 * Orders (cart and placed), their categories, team employees, status history, logistics, and the
 * balance ledger. Money is integer fen. Orders are deleted softly (deleted_at) because the ledger
 * keeps pointing at them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE order_num_seq START 100001`.execute(db);

  await sql`
    CREATE TABLE orders (
      id serial PRIMARY KEY,
      order_num varchar(32) NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users(id),
      order_type_id smallint NOT NULL CHECK (order_type_id BETWEEN 1 AND 4),
      sub_fast_type_id smallint CHECK (sub_fast_type_id IN (1, 2)),
      order_status_id smallint NOT NULL DEFAULT 1 CHECK (order_status_id BETWEEN 1 AND 13),
      payamount_fen bigint NOT NULL DEFAULT 0 CHECK (payamount_fen >= 0),
      paid_fen bigint NOT NULL DEFAULT 0 CHECK (paid_fen >= 0),
      quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
      user_name varchar(64) NOT NULL DEFAULT '',
      user_mobilephone varchar(11) NOT NULL DEFAULT '',
      user_sex smallint NOT NULL DEFAULT 1,
      user_height double precision,
      user_weight double precision,
      user_company_name varchar(128) NOT NULL DEFAULT '',
      user_ic varchar(64) NOT NULL DEFAULT '',
      user_address varchar(255) NOT NULL DEFAULT '',
      other_requirement varchar(1000) NOT NULL DEFAULT '',
      user_remark varchar(1000) NOT NULL DEFAULT '',
      group_buy_company_name varchar(128) NOT NULL DEFAULT '',
      group_buy_contacts varchar(64) NOT NULL DEFAULT '',
      group_buy_receive_order varchar(64) NOT NULL DEFAULT '',
      group_buy_prepay_fen bigint NOT NULL DEFAULT 0,
      group_buy_contract_images text NOT NULL DEFAULT '',
      large_goods_company_name varchar(128) NOT NULL DEFAULT '',
      large_goods_contacts varchar(64) NOT NULL DEFAULT '',
      large_goods_prepay_fen bigint NOT NULL DEFAULT 0,
      delivery_date date,
      process_name varchar(64) NOT NULL DEFAULT '',
      process_price_fen bigint NOT NULL DEFAULT 0,
      image_3d varchar(255) NOT NULL DEFAULT '',
      remark varchar(1000) NOT NULL DEFAULT '',
      review_feedback varchar(1000) NOT NULL DEFAULT '',
      source_order_id integer REFERENCES orders(id),
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX orders_owner_list ON orders (user_id, order_status_id, order_type_id, id DESC) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX orders_board ON orders (order_status_id, id) WHERE deleted_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE order_items (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      sort_id integer NOT NULL DEFAULT 0,
      category_id integer NOT NULL,
      category_name varchar(64) NOT NULL,
      sub_category_id integer NOT NULL,
      sub_category_name varchar(64) NOT NULL,
      quantity integer NOT NULL CHECK (quantity >= 1),
      unit_price_fen bigint NOT NULL CHECK (unit_price_fen >= 0),
      detail jsonb NOT NULL,
      UNIQUE (order_id, sub_category_id)
    )`.execute(db);

  await sql`
    CREATE TABLE order_employees (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      sort_id integer NOT NULL,
      truename varchar(64) NOT NULL,
      gender_id smallint NOT NULL,
      height double precision,
      weight double precision,
      department_name varchar(64) NOT NULL DEFAULT '',
      measuring_info jsonb NOT NULL DEFAULT '[]'::jsonb
    )`.execute(db);
  await sql`CREATE INDEX order_employees_order ON order_employees (order_id, sort_id)`.execute(db);

  await sql`
    CREATE TABLE order_status_history (
      id bigserial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      from_status smallint,
      to_status smallint NOT NULL,
      actor_user_id integer REFERENCES users(id),
      action varchar(32) NOT NULL,
      note varchar(1000) NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX order_status_history_order ON order_status_history (order_id, id)`.execute(db);

  await sql`
    CREATE TABLE order_logistics (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      carrier varchar(64) NOT NULL,
      tracking_no varchar(64) NOT NULL,
      receiver varchar(64) NOT NULL DEFAULT '',
      phone varchar(20) NOT NULL DEFAULT '',
      address varchar(255) NOT NULL DEFAULT '',
      events jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX order_logistics_order ON order_logistics (order_id)`.execute(db);

  // One row per money movement; balance_after = balance_before + amount, and the rows of one
  // user chain (each before equals the previous after), which the tests check.
  await sql`
    CREATE TABLE balance_log (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      type smallint NOT NULL,
      order_id integer REFERENCES orders(id),
      order_num varchar(32) NOT NULL DEFAULT '',
      category varchar(255) NOT NULL DEFAULT '',
      customer_name varchar(64) NOT NULL DEFAULT '',
      company_name varchar(128) NOT NULL DEFAULT '',
      amount_fen bigint NOT NULL,
      balance_before_fen bigint NOT NULL,
      balance_after_fen bigint NOT NULL CHECK (balance_after_fen >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (balance_after_fen = balance_before_fen + amount_fen)
    )`.execute(db);
  await sql`CREATE INDEX balance_log_user ON balance_log (user_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['balance_log', 'order_logistics', 'order_status_history', 'order_employees', 'order_items', 'orders']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`DROP SEQUENCE IF EXISTS order_num_seq`.execute(db);
}
