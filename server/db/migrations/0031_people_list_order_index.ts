import { sql, type Kysely } from 'kysely';

/**
 * A task's people in the list's order: names compared byte by byte (collation "C",
 * PEOPLE_NAME_COLLATION in src/domain/measuring/people-order.ts), then id. The index of 0004 keeps
 * the columns' own collation, which that order cannot use: a task's first page sorted all its
 * people (docs/speed.md). The older index stays for the filters by company and department.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX measuring_people_list_order ON measuring_people (task_id, company_name COLLATE "C", department_name COLLATE "C", id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS measuring_people_list_order`.execute(db);
}
