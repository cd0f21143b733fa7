import { sql, type Kysely } from 'kysely';
import { isComplete, personCompletion, type GarmentMeasurement, type TaskGarments } from '@/domain/measuring/completion';
import { MEASURING_STATUS } from '@/domain/measuring/constants';

/**
 * People stored before a person was measured only with every garment: their `garments_done` is
 * counted, and one stored measured (or repaired) with a garment still blank goes back to not
 * measured, so a group purchase cannot take their size for a garment nobody measured. Nobody is
 * made measured here: a person becomes measured by a save. Read by the rule of the day
 * (src/domain/measuring/completion.ts), which is the point: the stored status is that rule's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const json = <T>(v: unknown, fallback: T): T => {
    if (typeof v !== 'string') return (v ?? fallback) as T;
    try {
      return JSON.parse(v) as T;
    } catch {
      return fallback;
    }
  };
  const tasks = await sql<{ id: number; order_config: unknown; body_item_ids: unknown }>`SELECT id, order_config, body_item_ids FROM measuring_tasks`.execute(db);
  for (const t of tasks.rows) {
    const task: TaskGarments = { order_config: json(t.order_config, []), body_item_ids: json(t.body_item_ids, []) };
    const people = await sql<{ id: number; measuring_status_id: number; order_config: unknown }>`
      SELECT id, measuring_status_id, order_config FROM measuring_people WHERE task_id = ${t.id}`.execute(db);
    const measured = await sql<{ person_id: number; category_id: number; size: string; items: unknown }>`
      SELECT m.person_id, m.category_id, m.size, m.items FROM measuring_measurements m
      JOIN measuring_people p ON p.id = m.person_id WHERE p.task_id = ${t.id}`.execute(db);
    const byPerson = new Map<number, GarmentMeasurement[]>();
    for (const m of measured.rows) {
      const items = json<{ id: number; value: number | null }[]>(m.items, []);
      byPerson.set(m.person_id, [...(byPerson.get(m.person_id) ?? []), { category_id: m.category_id, size: m.size ?? '', item: items }]);
    }
    for (const p of people.rows) {
      const completion = personCompletion(task, { order_config: json(p.order_config, []) }, byPerson.get(p.id) ?? []);
      const status = p.measuring_status_id !== MEASURING_STATUS.notMeasured && !isComplete(completion) ? MEASURING_STATUS.notMeasured : p.measuring_status_id;
      await sql`UPDATE measuring_people SET garments_done = ${completion.done}, measuring_status_id = ${status} WHERE id = ${p.id}`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  // The statuses before are not kept: a person demoted is measured again by their next save.
}
