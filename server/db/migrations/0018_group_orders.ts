import { sql, type Kysely } from 'kysely';

/**
 * Group purchases: a group order moves through five stages (1 entry, 2 finance review,
 * 3 assign measurers, 4 size assignment, 5 business check; 6 once in the cart), each move a row
 * of its timeline. It links to the measuring task made for it and to the cart order it became.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE group_orders (
    id serial PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES users(id),
    stage smallint NOT NULL DEFAULT 1,
    company_customer_id integer,
    company_name varchar(128) NOT NULL,
    contacts varchar(64) NOT NULL,
    user_mobilephone varchar(11) NOT NULL,
    user_address varchar(255) NOT NULL DEFAULT '',
    delivery_date varchar(19) NOT NULL DEFAULT '',
    other_requirement varchar(1000) NOT NULL DEFAULT '',
    prepay_fen bigint NOT NULL DEFAULT 0,
    fabric_type_id smallint NOT NULL,
    goods jsonb NOT NULL,
    size_overrides jsonb NOT NULL DEFAULT '[]',
    measuring_task_id integer REFERENCES measuring_tasks(id) ON DELETE SET NULL,
    order_id integer REFERENCES orders(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX group_orders_owner ON group_orders (owner_id, stage, id DESC)`.execute(db);
  await sql`CREATE TABLE group_order_moves (
    id serial PRIMARY KEY,
    group_order_id integer NOT NULL REFERENCES group_orders(id) ON DELETE CASCADE,
    from_stage smallint,
    to_stage smallint NOT NULL,
    action varchar(16) NOT NULL,
    note varchar(500) NOT NULL DEFAULT '',
    actor_id integer NOT NULL REFERENCES users(id),
    created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX group_order_moves_order ON group_order_moves (group_order_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS group_order_moves`.execute(db);
  await sql`DROP TABLE IF EXISTS group_orders`.execute(db);
}
