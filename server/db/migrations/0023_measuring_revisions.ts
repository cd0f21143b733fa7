import { sql, type Kysely } from 'kysely';

/**
 * Several measurers on one task. A task counts its revisions (`rev`, one up per change
 * to any of its people); each person carries the revision of their last change and the fields in
 * conflict (`conflicts`: field -> the value replaced, the value applied, and who saved each).
 * Every version of a person is kept in `measuring_person_versions`: the fields it changed with
 * their new values (`changed`) and the values they replaced (`previous`), the device and measurer
 * that made it, the device's time of the change and the server's time of arrival. So the person as
 * any device saw them at any revision can be read back (src/domain/measuring/merge.ts). Versions
 * outlive a deleted person (no foreign key to the person): a tablet catching up learns of the
 * delete, and the delete's `previous` keeps everything that was measured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE measuring_tasks ADD COLUMN rev bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE measuring_people ADD COLUMN rev bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE measuring_people ADD COLUMN conflicts jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  // Each device's last revision of the person: whether another device changed them after a change's
  // base is read here, not by scanning their versions (which grow with every save).
  await sql`ALTER TABLE measuring_people ADD COLUMN device_revs jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  await sql`CREATE INDEX measuring_people_task_rev ON measuring_people (task_id, rev)`.execute(db);
  await sql`
    CREATE TABLE measuring_person_versions (
      id bigserial PRIMARY KEY,
      task_id integer NOT NULL REFERENCES measuring_tasks(id) ON DELETE CASCADE,
      person_id integer NOT NULL,
      rev bigint NOT NULL,
      kind varchar(16) NOT NULL,
      device_id varchar(64) NOT NULL DEFAULT '',
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      device_time timestamptz,
      arrived_at timestamptz NOT NULL DEFAULT now(),
      changed jsonb NOT NULL DEFAULT '{}'::jsonb,
      previous jsonb NOT NULL DEFAULT '{}'::jsonb,
      deleted boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX measuring_person_versions_person ON measuring_person_versions (person_id, rev)`.execute(db);
  await sql`CREATE INDEX measuring_person_versions_task ON measuring_person_versions (task_id, rev) WHERE deleted`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS measuring_person_versions`.execute(db);
  await sql`DROP INDEX IF EXISTS measuring_people_task_rev`.execute(db);
  await sql`ALTER TABLE measuring_people DROP COLUMN IF EXISTS conflicts`.execute(db);
  await sql`ALTER TABLE measuring_people DROP COLUMN IF EXISTS device_revs`.execute(db);
  await sql`ALTER TABLE measuring_people DROP COLUMN IF EXISTS rev`.execute(db);
  await sql`ALTER TABLE measuring_tasks DROP COLUMN IF EXISTS rev`.execute(db);
}
