/**
 * Measuring tasks: listing, detail, create/edit/delete, counters, departments (spec 3 §3, §7).
 */
import { sql } from 'kysely';
import { countPeople, type TaskCounts } from '@/domain/measuring/people-filter';
import { USER_TYPE } from '@/domain/account/user-types';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { containsPattern, paginate } from '../../http/paging';
import type { SessionUser } from '../../http/session';
import { catalogueNames } from '../catalogue/names';
import { taskAccess } from './access';
import { taskClientId } from './repository';
import type { OrderConfigEntry, TaskInput } from '@/domain/measuring/contract';
import './tables';


/** Tasks the user owns or measures. */
function visibleTasks(db: Db, userId: number) {
  return db
    .selectFrom('measuring_tasks as t')
    .where((eb) =>
      eb.or([
        eb('t.owner_id', '=', userId),
        eb.exists(eb.selectFrom('measuring_task_measurers as m').select('m.task_id').whereRef('m.task_id', '=', 't.id').where('m.user_id', '=', userId)),
      ]),
    );
}

/** Ids of the tasks of a client (company customer) that the user owns or measures. */
export async function clientTaskIds(db: Db, userId: number, clientId: number): Promise<number[]> {
  const rows = await visibleTasks(db, userId).select('t.id').where('t.client_id', '=', clientId).orderBy('t.id').execute();
  return rows.map((r) => r.id);
}

export async function taskCounts(db: Db, taskIds: readonly number[]): Promise<Map<number, TaskCounts>> {
  const out = new Map<number, TaskCounts>();
  if (taskIds.length === 0) return out;
  const rows = await db
    .selectFrom('measuring_people')
    .select([
      'task_id',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where measuring_status_id <> 1))::int`.as('already'),
      sql<number>`(count(*) filter (where measuring_status_id = 1))::int`.as('no'),
      sql<number>`(count(*) filter (where measuring_status_id = 1 and garments_done > 0))::int`.as('partial'),
      sql<number>`(count(*) filter (where no_sleeve))::int`.as('no_sleeve'),
      sql<number>`(count(*) filter (where measuring_status_id = 4))::int`.as('repair'),
      sql<number>`(count(*) filter (where conflicts <> '{}'::jsonb))::int`.as('conflicts'),
    ])
    .where('task_id', 'in', taskIds)
    .groupBy('task_id')
    .execute();
  for (const id of taskIds) out.set(id, countPeople([]));
  for (const r of rows) out.set(r.task_id, { total: r.total, already: r.already, no: r.no, partial: r.partial, no_sleeve: r.no_sleeve, repair: r.repair, conflicts: r.conflicts });
  return out;
}

async function measurersOf(db: Db, taskIds: readonly number[]) {
  if (taskIds.length === 0) return new Map<number, { id: number; measurer: string }[]>();
  const rows = await db
    .selectFrom('measuring_task_measurers as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.task_id', 'u.id', 'u.truename', 'u.username'])
    .where('m.task_id', 'in', taskIds)
    .orderBy('u.id')
    .execute();
  const out = new Map<number, { id: number; measurer: string }[]>();
  for (const r of rows) {
    const list = out.get(r.task_id) ?? [];
    list.push({ id: r.id, measurer: r.truename || r.username });
    out.set(r.task_id, list);
  }
  return out;
}

type TaskRow = {
  id: number;
  owner_id: number;
  name: string;
  order_type: number;
  client_id: number | null;
  order_config: OrderConfigEntry[];
  body_item_ids: number[];
  special_shape_ids: number[];
  remark: string;
  created_at: Date;
  rev: number;
};

async function describeTasks(db: Db, userId: number, tasks: TaskRow[], lang: Locale) {
  const ids = tasks.map((t) => t.id);
  const cat = catalogueNames;
  const [counts, measurers, owners] = await Promise.all([
    taskCounts(db, ids),
    measurersOf(db, ids),
    tasks.length
      ? db.selectFrom('users').select(['id', 'truename', 'username']).where('id', 'in', [...new Set(tasks.map((t) => t.owner_id))]).execute()
      : Promise.resolve([]),
  ]);
  const categories = await cat.categoryNames(db, [...new Set(tasks.flatMap((t) => t.order_config.map((o) => o.category_id)))], lang);
  const editions = await cat.editionNames(db, [...new Set(tasks.flatMap((t) => t.order_config.map((o) => o.edition_type_id)))], lang);
  const bodyItems = await cat.bodyItemNames(db, [...new Set(tasks.flatMap((t) => t.body_item_ids))], lang);
  const shapes = await cat.specialShapeNames(db, [...new Set(tasks.flatMap((t) => t.special_shape_ids))], lang);
  const ownerName = new Map(owners.map((o) => [o.id, o.truename || o.username]));
  return tasks.map((t) => {
    const c = counts.get(t.id)!;
    const isOwner = t.owner_id === userId;
    return {
      id: t.id,
      name: t.name,
      ...c,
      config: t.order_config.map((o) => `${categories.get(o.category_id) ?? o.category_id}*${o.num}`),
      order_config: t.order_config.map((o) => ({
        ...o,
        category: categories.get(o.category_id) ?? String(o.category_id),
        edition_number: editions.get(o.edition_type_id) ?? String(o.edition_type_id),
      })),
      bodybuilder: (measurers.get(t.id) ?? []).map((m) => m.measurer),
      measurers: measurers.get(t.id) ?? [],
      body_items: t.body_item_ids.map((id) => ({ id, item: bodyItems.get(id) ?? String(id) })),
      special_shape: t.special_shape_ids.map((id) => ({ id, item: shapes.get(id) ?? String(id) })),
      user_name: ownerName.get(t.owner_id) ?? '',
      // An instant: ISO 8601 with its offset; the screen shows it in the viewer's zone.
      create_time: new Date(t.created_at).toISOString(),
      client_id: t.client_id,
      order_type: t.order_type,
      remark: t.remark,
      // Owner and measurers may edit and finish; only the owner may delete (it clears the people too).
      enable_edit: true,
      enable_delete: isOwner,
      rev: Number(t.rev),
    };
  });
}

export type TaskListQuery = { page: number; size: number; keywords?: string | undefined; order_type: number };

export async function listTasks(db: Db, user: SessionUser, q: TaskListQuery, lang: Locale) {
  let base = visibleTasks(db, user.id);
  const keyword = q.keywords?.trim();
  if (keyword) base = base.where('t.name', 'ilike', containsPattern(keyword));
  if (q.order_type) base = base.where('t.order_type', '=', q.order_type);
  const { total, rows } = await paginate(base, q, (qb) => qb.selectAll('t').orderBy('t.id', 'desc'));
  return { count: total, list: await describeTasks(db, user.id, rows, lang) };
}

export async function taskInfo(db: Db, user: SessionUser, taskId: number, lang: Locale) {
  const row = await db.selectFrom('measuring_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  const [t] = await describeTasks(db, user.id, [row], lang);
  return {
    ...t!,
    stats: { total: t!.total, done: t!.already },
    order_items: t!.order_config.map((o) => ({
      category_id: o.category_id,
      category: o.category,
      modeling_id: o.edition_type_id,
      edition_type_id: o.edition_type_id,
      edition_number: o.edition_number,
      quantity: o.num,
    })),
    special_items: t!.special_shape,
    special_position_remark: t!.remark,
  };
}

/**
 * Measurers must be measurer accounts (or the creator measuring their own task). A refusal names
 * the request's own field (`field`, the task form's bodybuilders or the group order's
 * measurer_ids) at the index it was sent at.
 */
async function checkMeasurers(db: Db, user: SessionUser, ids: number[], field: string) {
  const rows = await db.selectFrom('users').select(['id', 'user_type', 'status_id']).where('id', 'in', ids).execute();
  const ok = new Set(rows.filter((r) => r.status_id !== 0 && (r.user_type === USER_TYPE.measurer || r.id === user.id)).map((r) => r.id));
  for (const [i, id] of ids.entries()) {
    if (!ok.has(id)) throw invalidField(`${field}.${i}`, 'field.unknown_id', { id });
  }
}

/**
 * A task's company customer must be one of the task owner's: the owner's size export and the
 * people pulled into the task read the company's tasks by it, so another account's company would
 * put this task's people into that account's records.
 */
async function checkClient(db: Db, ownerId: number, clientId: number | null | undefined) {
  if (clientId === null || clientId === undefined) return;
  const own = await db.selectFrom('customer_companies').select('id').where('id', '=', clientId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!own) throw invalidField('client_id', 'field.unknown_id', { id: clientId });
}

export async function createTask(db: Db, user: SessionUser, input: TaskInput, measurersField = 'bodybuilders') {
  await checkMeasurers(db, user, input.bodybuilders, measurersField);
  await checkClient(db, user.id, input.client_id);
  const measurers = [...new Set(input.bodybuilders)];
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('measuring_tasks')
      .values({
        owner_id: user.id,
        name: input.name,
        client_id: input.client_id ?? null,
        order_config: JSON.stringify(input.order_config),
        body_item_ids: JSON.stringify([...new Set(input.body_item_ids)]),
        special_shape_ids: JSON.stringify([...new Set(input.special_shape_ids)]),
        remark: input.special_position_remark,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('measuring_task_measurers')
      .values(measurers.map((user_id) => ({ task_id: id, user_id })))
      .execute();
    return { id };
  });
}

/** `ownerId` is the task's owner (taskAccess): a measurer may edit the task too, and the company must be the owner's, not the editor's. */
export async function editTask(db: Db, user: SessionUser, taskId: number, ownerId: number, input: TaskInput) {
  await checkMeasurers(db, user, input.bodybuilders, 'bodybuilders');
  await checkClient(db, ownerId, input.client_id);
  const measurers = [...new Set(input.bodybuilders)];
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('measuring_tasks')
      .set({
        name: input.name,
        ...(input.client_id !== undefined ? { client_id: input.client_id } : {}),
        order_config: JSON.stringify(input.order_config),
        body_item_ids: JSON.stringify([...new Set(input.body_item_ids)]),
        special_shape_ids: JSON.stringify([...new Set(input.special_shape_ids)]),
        remark: input.special_position_remark,
        updated_at: new Date(),
      })
      .where('id', '=', taskId)
      .execute();
    // A measurer kept on the task keeps the time it was put on (assigned_at): what of its haute
    // couture tasks the business reads starts there.
    await trx.deleteFrom('measuring_task_measurers').where('task_id', '=', taskId).where('user_id', 'not in', measurers).execute();
    await trx
      .insertInto('measuring_task_measurers')
      .values(measurers.map((user_id) => ({ task_id: taskId, user_id })))
      .onConflict((oc) => oc.columns(['task_id', 'user_id']).doNothing())
      .execute();
    return { id: taskId };
  });
}

export async function departmentsByTask(db: Db, taskId: number, keywords: string | undefined) {
  let q = db
    .selectFrom('measuring_people')
    .select(['company_name', 'department_name', sql<number>`count(*)::int`.as('total')])
    .where('task_id', '=', taskId)
    .groupBy(['company_name', 'department_name'])
    .orderBy('company_name')
    .orderBy('department_name');
  const keyword = keywords?.trim();
  if (keyword) {
    const like = containsPattern(keyword);
    q = q.where((eb) => eb.or([eb('department_name', 'ilike', like), eb('company_name', 'ilike', like)]));
  }
  const rows = await q.execute();
  const department: Record<string, { department_name: string; total: number }[]> = {};
  for (const r of rows) (department[r.company_name] ??= []).push({ department_name: r.department_name, total: r.total });
  return { company_name: Object.keys(department), department };
}

/**
 * The tasks a department rename applies to: the given task (which must belong to the client when
 * both are named), or every task of the client that the caller owns or measures.
 */
export async function departmentTasks(db: Db, user: SessionUser, taskId: number | undefined, clientId: number | undefined): Promise<number[]> {
  if (taskId !== undefined) {
    await taskAccess(db, user, taskId);
    if (clientId !== undefined) {
      if ((await taskClientId(db, taskId)) !== clientId) throw invalidField('client_id', 'measuring:client_not_in_task', { id: clientId });
    }
    return [taskId];
  }
  const ids = await clientTaskIds(db, user.id, clientId!);
  if (ids.length) return ids;
  // Someone else's client is as unknown to the caller as one that does not exist.
  throw new ApiError(ERRCODE.notFound, 'measuring:task_not_found');
}
