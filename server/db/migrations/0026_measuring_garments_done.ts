import { sql, type Kysely } from 'kysely';

/**
 * How many of a person's garments are measured (src/domain/measuring/completion.ts), set with the
 * status when a change lands: a person stays not measured until every garment is, and the task
 * lists count those part way (some garments, not all) without reading every measurement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE measuring_people ADD COLUMN garments_done smallint NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE measuring_people DROP COLUMN IF EXISTS garments_done`.execute(db);
}
