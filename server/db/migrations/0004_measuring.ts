import { sql, type Kysely } from 'kysely';

/**
 * Measuring tasks (spec 3 §3): tasks, their measurers and people, measurements per person,
 * category and repair status, per-user base settings, and uploaded files (signatures).
 * Category, edition, body-item and special-shape ids are plain integers: the catalogue owns them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE measuring_tasks (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name varchar(64) NOT NULL,
      order_type smallint NOT NULL DEFAULT 1 CHECK (order_type IN (1, 2, 3)),
      client_id integer,
      order_config jsonb NOT NULL DEFAULT '[]'::jsonb,
      body_item_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      special_shape_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      remark varchar(500) NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX measuring_tasks_owner ON measuring_tasks (owner_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE measuring_task_measurers (
      task_id integer NOT NULL REFERENCES measuring_tasks(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (task_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX measuring_task_measurers_user ON measuring_task_measurers (user_id)`.execute(db);

  await sql`
    CREATE TABLE measuring_people (
      id serial PRIMARY KEY,
      task_id integer NOT NULL REFERENCES measuring_tasks(id) ON DELETE CASCADE,
      truename varchar(32) NOT NULL,
      gender_id smallint NOT NULL CHECK (gender_id IN (0, 1, 2)),
      company_name varchar(128) NOT NULL DEFAULT '',
      department_name varchar(64) NOT NULL DEFAULT '',
      height numeric(5, 1) NOT NULL DEFAULT 0,
      weight numeric(5, 1) NOT NULL DEFAULT 0,
      measuring_status_id smallint NOT NULL DEFAULT 1 CHECK (measuring_status_id IN (1, 2, 4)),
      repair_status_id smallint NOT NULL DEFAULT 0 CHECK (repair_status_id IN (0, 1)),
      no_sleeve boolean NOT NULL DEFAULT false,
      sign_url varchar(255),
      wearing_style smallint NOT NULL DEFAULT 1 CHECK (wearing_style BETWEEN 1 AND 4),
      is_edit boolean NOT NULL DEFAULT true,
      clean_size_info jsonb NOT NULL DEFAULT '{}'::jsonb,
      order_config jsonb NOT NULL DEFAULT '[]'::jsonb,
      save_date timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX measuring_people_task ON measuring_people (task_id, company_name, department_name, id)`.execute(db);

  await sql`
    CREATE TABLE measuring_measurements (
      person_id integer NOT NULL REFERENCES measuring_people(id) ON DELETE CASCADE,
      repair_status_id smallint NOT NULL CHECK (repair_status_id IN (0, 1)),
      category_id integer NOT NULL,
      edition_type_id integer NOT NULL,
      size varchar(32) NOT NULL DEFAULT '',
      num integer NOT NULL DEFAULT 1 CHECK (num >= 0),
      items jsonb NOT NULL DEFAULT '[]'::jsonb,
      special jsonb NOT NULL DEFAULT '[]'::jsonb,
      special_position_remark varchar(500) NOT NULL DEFAULT '',
      wear_styles smallint NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (person_id, repair_status_id, category_id)
    )`.execute(db);

  await sql`
    CREATE TABLE measuring_settings (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      step_size numeric(4, 1) NOT NULL CHECK (step_size > 0)
    )`.execute(db);

  await sql`
    CREATE TABLE base64_uploads (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      stored_name varchar(80) NOT NULL UNIQUE,
      content_type varchar(64) NOT NULL,
      bytes integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['base64_uploads', 'measuring_settings', 'measuring_measurements', 'measuring_people', 'measuring_task_measurers', 'measuring_tasks']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
