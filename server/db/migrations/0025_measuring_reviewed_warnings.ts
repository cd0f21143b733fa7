import { sql, type Kysely } from 'kysely';

/**
 * The plausibility warnings a measurer confirmed as measured (已复核), by key, with the person:
 * a person's field like the others (merged and versioned), so the seller and the factory see that
 * an unusual value was checked, and the measurer is not asked again for the same values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE measuring_people ADD COLUMN reviewed_warnings jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE measuring_people DROP COLUMN IF EXISTS reviewed_warnings`.execute(db);
}
