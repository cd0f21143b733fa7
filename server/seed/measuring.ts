/**
 * Demo measuring task: owned by the seller 13800000001, measured by 13800000004 and 13800000007; 40 people in two
 * companies and several departments, some measured. Category, edition, body-item and
 * special-shape ids follow the catalogue's demo ids (plain integers, no foreign keys).
 */
import type { Db } from '../db/database';
import '../modules/measuring/tables';
import { SECOND_MEASURER, seedAccounts } from './accounts';
import { estimateGirths } from '@/domain/rules/recommend-size';
import { BODY_ITEMS } from './catalogue-sizes';
import { netMeasure } from './order-people';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '军', '杰', '丽'];
const COMPANIES = [
  { name: '华东能源集团有限公司', departments: ['行政部', '财务部', '工程部'] },
  { name: '江南银行股份有限公司', departments: ['营业部', '风控部'] },
];

/** Body items 1-6 and special shapes 1-2 of the demo catalogue; suit jacket (1) and trousers (2). */
export const DEMO_TASK = {
  name: '华东能源 2026 秋季工装量体',
  order_config: [
    { category_id: 1, edition_type_id: 1, num: 1 },
    { category_id: 2, edition_type_id: 5, num: 2 },
  ],
  body_item_ids: [1, 2, 3, 4, 5, 6],
  special_shape_ids: [1, 2],
};

/** A task with the demo task's items and shapes, owned by `ownerId` and measured by `measurerId`; returns its id. */
export async function insertDemoTask(
  db: Db,
  { ownerId, measurerId, name, orderConfig = DEMO_TASK.order_config }: { ownerId: number; measurerId: number; name: string; orderConfig?: { category_id: number; edition_type_id: number; num: number }[] },
): Promise<number> {
  const { id: taskId } = await db
    .insertInto('measuring_tasks')
    .values({
      owner_id: ownerId,
      name,
      order_type: 1,
      order_config: JSON.stringify(orderConfig),
      body_item_ids: JSON.stringify(DEMO_TASK.body_item_ids),
      special_shape_ids: JSON.stringify(DEMO_TASK.special_shape_ids),
      remark: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('measuring_task_measurers').values({ task_id: taskId, user_id: measurerId }).execute();
  return taskId;
}

export async function seedMeasuring(db: Db): Promise<void> {
  const owner = await db.selectFrom('users').select('id').where('mobilephone', '=', '13800000001').executeTakeFirst();
  const measurer = await db.selectFrom('users').select('id').where('mobilephone', '=', '13800000004').executeTakeFirst();
  if (!owner || !measurer) return;
  const taskId = await insertDemoTask(db, { ownerId: owner.id, measurerId: measurer.id, name: DEMO_TASK.name });

  for (let i = 0; i < 40; i += 1) {
    const company = COMPANIES[i < 24 ? 0 : 1]!;
    const gender_id: 1 | 2 = i % 3 === 0 ? 2 : 1;
    const measured = i % 4 === 0;
    const height = gender_id === 1 ? 168 + (i % 12) : 155 + (i % 10);
    const weight = gender_id === 1 ? 62 + (i % 15) : 48 + (i % 12);
    const { id } = await db
      .insertInto('measuring_people')
      .values({
        task_id: taskId,
        truename: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}${i >= 20 ? GIVEN[i % GIVEN.length] : ''}`,
        gender_id,
        company_name: company.name,
        department_name: company.departments[i % company.departments.length]!,
        height: measured ? height : 0,
        weight: measured ? weight : 0,
        measuring_status_id: measured ? 2 : 1,
        save_date: measured ? new Date(Date.UTC(2026, 9, 10 + (i % 10), 2, 30)) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!measured) continue;
    // Sizes and net values come from one body per person (the same estimate the size
    // recommendation uses), so demo tables read like a real tape's: collar 36-42, chest 80-110.
    const body = { sex: gender_id, height, weight };
    const chest = estimateGirths(height, weight, gender_id).chest;
    const size = `${Math.round(height / 5) * 5}/${Math.round(chest / 4) * 4}A`;
    for (const o of DEMO_TASK.order_config) {
      await db
        .insertInto('measuring_measurements')
        .values({
          person_id: id,
          repair_status_id: 0,
          category_id: o.category_id,
          edition_type_id: o.edition_type_id,
          size,
          num: o.num,
          items: JSON.stringify(
            DEMO_TASK.body_item_ids.map((itemId) => ({
              id: itemId,
              name: BODY_ITEMS.find((item) => item.id === itemId)?.item_name ?? String(itemId),
              value: netMeasure(body, o.category_id, itemId) ?? 0,
            })),
          ),
          special: JSON.stringify([]),
          special_position_remark: '',
          wear_styles: 1,
        })
        .execute();
    }
  }
}

/**
 * The second demo measurer, on the demo task beside the first. A step of its own, run
 * after the others, so the accounts seeded before it keep their ids.
 */
export async function seedSecondMeasurer(db: Db): Promise<void> {
  await seedAccounts(db, [SECOND_MEASURER]);
  const measurer = await db.selectFrom('users').select('id').where('mobilephone', '=', SECOND_MEASURER.mobilephone).executeTakeFirst();
  const task = await db.selectFrom('measuring_tasks').select('id').where('name', '=', DEMO_TASK.name).orderBy('id').executeTakeFirst();
  if (!measurer || !task) return;
  await db.insertInto('measuring_task_measurers').values({ task_id: task.id, user_id: measurer.id }).onConflict((oc) => oc.doNothing()).execute();
}
