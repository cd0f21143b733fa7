import { sql, type Kysely } from 'kysely';

/**
 * When a measurer was put on a task. A business reads the haute couture tasks its measurers take
 * (server/modules/haute-couture/routes.ts), but only those taken since it first put the measurer on
 * one of its tasks: putting a measurer on a task is the business's act alone, and must not open the
 * measurer's earlier clients to it. Rows already there keep what they showed (-infinity: since
 * ever); a row written from now on is dated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE measuring_task_measurers ADD COLUMN assigned_at timestamptz NOT NULL DEFAULT '-infinity'`.execute(db);
  await sql`ALTER TABLE measuring_task_measurers ALTER COLUMN assigned_at SET DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE measuring_task_measurers DROP COLUMN IF EXISTS assigned_at`.execute(db);
}
