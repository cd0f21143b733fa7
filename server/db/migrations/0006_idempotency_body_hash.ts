import { sql, type Kysely } from 'kysely';

/**
 * An Idempotency-Key remembers a hash of the body it was first sent with, so a key reused with a
 * different body is refused instead of replaying the first answer and dropping the second change.
 * Keys stored before this have none and keep replaying as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN body_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys DROP COLUMN IF EXISTS body_hash`.execute(db);
}
