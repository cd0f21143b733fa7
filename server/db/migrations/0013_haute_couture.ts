import { sql, type Kysely } from 'kysely';

/**
 * Haute-couture tasks (spec 3 §3): one person's bespoke measuring, named by the uuid the
 * measurer's device gave it so an offline save replays as an upsert. The owner is the business the
 * creating account belongs to (its parent, else itself), so a seller sees its staff's tasks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE couture_tasks (
      id serial PRIMARY KEY,
      uid uuid NOT NULL UNIQUE,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      updated_by integer NOT NULL REFERENCES users(id),
      cust_name varchar(32) NOT NULL,
      gender_id smallint NOT NULL CHECK (gender_id IN (0, 1, 2)),
      company varchar(64) NOT NULL DEFAULT '',
      phone varchar(16) NOT NULL DEFAULT '',
      delivery_date date,
      store varchar(64) NOT NULL DEFAULT '',
      measurer varchar(32) NOT NULL DEFAULT '',
      remark varchar(500) NOT NULL DEFAULT '',
      clear_dimension jsonb NOT NULL DEFAULT '{}',
      special_items jsonb NOT NULL DEFAULT '[]',
      size_alterations jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX couture_tasks_owner ON couture_tasks (owner_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS couture_tasks`.execute(db);
}
