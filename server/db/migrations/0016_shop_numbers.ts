import { sql, type Kysely } from 'kysely';

/** Shop sub-accounts (spec 3 §3 "Shop account") carry the shop's own number. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN shop_number varchar(32) NOT NULL DEFAULT ''`.execute(db);
  await sql`CREATE INDEX users_parent ON users (parent_id) WHERE parent_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_parent`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS shop_number`.execute(db);
}
