import { sql, type Kysely } from 'kysely';

/**
 * Staff accounts (spec 3 §3 "Staff account"): a staff login (user_type 7) works for its
 * owner (parent_id) within the modules the owner grants it. The grant is kept apart from
 * module_codes, which stays the login's own ordered home list (a staff member hiding a tile from
 * the home grid must not lose the module).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN employee_number varchar(32) NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN granted_modules jsonb`.execute(db);
  // One job number per owner among its live staff (a deleted one keeps its row and frees the number).
  await sql`CREATE UNIQUE INDEX users_staff_number ON users (parent_id, employee_number) WHERE user_type = 7 AND status_id <> 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_staff_number`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS granted_modules`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS employee_number`.execute(db);
}
