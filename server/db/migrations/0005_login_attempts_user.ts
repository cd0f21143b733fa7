import { sql, type Kysely } from 'kysely';

/**
 * Password attempts also record the account they were made against (null for an unknown phone),
 * so the per-account limit follows the account rather than its phone number: changing the phone
 * must not clear the count of wrong passwords.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE login_attempts ADD COLUMN user_id integer REFERENCES users(id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX login_attempts_user ON login_attempts (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS login_attempts_user`.execute(db);
  await sql`ALTER TABLE login_attempts DROP COLUMN IF EXISTS user_id`.execute(db);
}
