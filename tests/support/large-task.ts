/**
 * A measuring task of thousands of people (two in three measured), for the benches and the browser
 * tests of large tasks: owned by the seller 13800000001 and measured by 13800000004.
 */
import type { Db } from '../../server/db/database';
import { DEMO_TASK, insertDemoTask } from '../../server/seed/measuring';

/** Inserts a task of `people` people (two in three measured) owned by the seller, measured by the measurer. */
export async function seedLargeTask(db: Db, people = 10_000, orderConfig: { category_id: number; edition_type_id: number; num: number }[] = DEMO_TASK.order_config): Promise<number> {
  const owner = await db.selectFrom('users').select('id').where('mobilephone', '=', '13800000001').executeTakeFirstOrThrow();
  const measurer = await db.selectFrom('users').select('id').where('mobilephone', '=', '13800000004').executeTakeFirstOrThrow();
  const taskId = await insertDemoTask(db, { ownerId: owner.id, measurerId: measurer.id, name: `万人量体 ${people}`, orderConfig });
  for (let start = 0; start < people; start += 500) {
    const rows = Array.from({ length: Math.min(500, people - start) }, (_, k) => {
      const i = start + k;
      // Uneven shares, so every filter step changes the count on screen.
      const measured = i % 3 !== 0;
      return {
        task_id: taskId,
        truename: `员工${i}`,
        gender_id: i % 3 === 1 ? 2 : 1,
        company_name: `公司${i % 5}`,
        department_name: `部门${i % 40}`,
        height: measured ? 160 + (i % 25) : 0,
        weight: measured ? 50 + (i % 30) : 0,
        measuring_status_id: measured ? (i % 10 === 0 ? 4 : 2) : 1,
        save_date: measured ? new Date(Date.UTC(2026, 9, 1 + (i % 28))) : null,
      };
    });
    const ids = await db.insertInto('measuring_people').values(rows).returning('id').execute();
    const measurements = ids
      .filter((_, k) => (start + k) % 3 !== 0)
      .flatMap(({ id }) =>
        orderConfig.map((o) => ({
          person_id: id,
          repair_status_id: 0,
          category_id: o.category_id,
          edition_type_id: o.edition_type_id,
          size: '170/88A',
          num: o.num,
          items: JSON.stringify(DEMO_TASK.body_item_ids.map((itemId) => ({ id: itemId, name: String(itemId), value: 40 + itemId * 8 }))),
          special: JSON.stringify([]),
          special_position_remark: '',
          wear_styles: 1,
        })),
      );
    if (measurements.length) await db.insertInto('measuring_measurements').values(measurements).execute();
  }
  return taskId;
}
