/**
 * The measuring module's plain queries that its routes need (the task and people services hold
 * the writes with rules around them).
 */
import { endOfZonedDay, startOfZonedDay } from '@/domain/shared/zoned-time';
import { USER_TYPE } from '@/domain/account/user-types';
import type { Db } from '../../db/database';
import { toNumber } from './format';
import './tables';

/** A measurer's name as lists show it: the real name, else the login name. */
export async function measurerName(db: Db, userId: number): Promise<string> {
  const me = await db.selectFrom('users').select(['truename', 'username']).where('id', '=', userId).executeTakeFirstOrThrow();
  return me.truename || me.username;
}

/** Measurers' names as lists show them, by id (ids of accounts gone are left out). */
export async function measurerNames(db: Db, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const list = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (list.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'truename', 'username']).where('id', 'in', list).execute();
  return new Map(rows.map((r) => [r.id, r.truename || r.username]));
}

/** The step of the measuring pad, in cm; undefined while the user has not set one. */
export async function stepSizeOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('measuring_settings').select('step_size').where('user_id', '=', userId).executeTakeFirst();
  return row ? toNumber(row.step_size) : undefined;
}

export async function saveStepSize(db: Db, userId: number, step: number): Promise<void> {
  await db
    .insertInto('measuring_settings')
    .values({ user_id: userId, step_size: step })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ step_size: step }))
    .execute();
}

/** Who can be put on a task: active measurer accounts and the caller. */
export async function assignableMeasurers(db: Db, callerId: number) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'truename', 'username', 'mobilephone'])
    .where('status_id', '<>', 0)
    .where((eb) => eb.or([eb('user_type', '=', USER_TYPE.measurer), eb('id', '=', callerId)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, truename: r.truename || r.username, mobilephone: r.mobilephone }));
}

/** Deletes tasks; their people and measurements go with them (foreign keys cascade). */
export async function deleteTasks(db: Db, taskIds: readonly number[]): Promise<void> {
  await db.deleteFrom('measuring_tasks').where('id', 'in', [...taskIds]).execute();
}

export async function setOrderType(db: Db, taskId: number, orderType: number): Promise<void> {
  await db.updateTable('measuring_tasks').set({ order_type: orderType, updated_at: new Date() }).where('id', '=', taskId).execute();
}

export async function taskSpecialShapeIds(db: Db, taskId: number): Promise<number[]> {
  return (await db.selectFrom('measuring_tasks').select('special_shape_ids').where('id', '=', taskId).executeTakeFirstOrThrow()).special_shape_ids;
}

export async function taskClientId(db: Db, taskId: number): Promise<number | null> {
  return (await db.selectFrom('measuring_tasks').select('client_id').where('id', '=', taskId).executeTakeFirstOrThrow()).client_id;
}

/** Every stored measurement of a task (both repair statuses), for the offline mirror. */
export async function taskMeasurements(db: Db, taskId: number) {
  const rows = await db
    .selectFrom('measuring_measurements as m')
    .innerJoin('measuring_people as p', 'p.id', 'm.person_id')
    .select(['m.person_id', 'm.repair_status_id', 'm.category_id', 'm.edition_type_id', 'm.size', 'm.num', 'm.items', 'm.special', 'm.special_position_remark', 'm.wear_styles'])
    .where('p.task_id', '=', taskId)
    .orderBy('m.person_id')
    .execute();
  return rows.map((r) => ({ ...r, item: r.items, items: undefined }));
}

export type ExportFilter = { task_id: number; measuring_status_id: number; start_time?: string | undefined; end_time?: string | undefined; tz: string };

/** A task's people for an export (by measuring status and save day in the viewer's zone) and their measurements. */
export async function exportRows(db: Db, q: ExportFilter) {
  const task = await db.selectFrom('measuring_tasks').select(['name', 'body_item_ids']).where('id', '=', q.task_id).executeTakeFirstOrThrow();
  let people = db.selectFrom('measuring_people').selectAll().where('task_id', '=', q.task_id);
  // measuring_status_id: 0 all, 1 not measured, 2 measured (2 or 4), 4 repaired.
  if (q.measuring_status_id === 1) people = people.where('measuring_status_id', '=', 1);
  else if (q.measuring_status_id === 2 || q.measuring_status_id === 3) people = people.where('measuring_status_id', '<>', 1);
  else if (q.measuring_status_id === 4) people = people.where('measuring_status_id', '=', 4);
  // Days are the viewer's days, as their screens show the save dates.
  if (q.start_time) people = people.where('save_date', '>=', startOfZonedDay(q.start_time, q.tz));
  if (q.end_time) people = people.where('save_date', '<', endOfZonedDay(q.end_time, q.tz));
  const rows = await people.orderBy('company_name').orderBy('department_name').orderBy('id').execute();
  const measurements = rows.length
    ? await db
        .selectFrom('measuring_measurements')
        .selectAll()
        .where(
          'person_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('category_id')
        .execute()
    : [];
  return { task, rows, measurements };
}
