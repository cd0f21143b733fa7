/**
 * Who may see or change a task: its owner and its measurers (DESIGN §8). To anyone else the task
 * does not exist (40004, as for an id that does not): a 403 would let them count the tasks.
 */
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { writeCounter, type Db } from '../../db/database';
import { rootOf } from '../../db/tx';
import { ApiError, ERRCODE } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { OrderConfigEntry } from './tables';
import './tables';

export type TaskAccess = { taskId: number; ownerId: number; isOwner: boolean; orderType: number };

/** Whether `userId` measures for the task aliased `t` (a column of an access query). */
const measures = (userId: number) => sql<boolean>`exists (select 1 from measuring_task_measurers m where m.task_id = t.id and m.user_id = ${userId})`.as('is_measurer');

/** The access a task's row grants `user`, or 40004: its owner and its measurers only. */
function granted(user: SessionUser, t: { task_id: number; owner_id: number; order_type: number; is_measurer: boolean }): TaskAccess {
  const isOwner = t.owner_id === user.id;
  if (!isOwner && !t.is_measurer) throw new ApiError(ERRCODE.notFound, 'measuring:task_not_found');
  return { taskId: t.task_id, ownerId: t.owner_id, isOwner, orderType: t.order_type };
}

export async function taskAccess(db: Db, user: SessionUser, taskId: number): Promise<TaskAccess> {
  const row = await db
    .selectFrom('measuring_tasks as t')
    .select(['t.id as task_id', 't.owner_id', 't.order_type', measures(user.id)])
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  if (!row) throw new ApiError(ERRCODE.notFound, 'measuring:task_not_found');
  return granted(user, row);
}

/** Built once: it runs before each change to a person, a thousand times in a replayed queue. */
const personWithTask = compiledOnce((db, v: { userId: number; personId: number }) =>
  db
    .selectFrom('measuring_people as p')
    .innerJoin('measuring_tasks as t', 't.id', 'p.task_id')
    .selectAll('p')
    .select(['t.owner_id', 't.order_type', 't.order_config as task_order_config', 't.body_item_ids as task_body_item_ids', 't.special_shape_ids as task_special_shape_ids', measures(v.userId)])
    .where('p.id', '=', v.personId),
);

/**
 * A person of a task the user may work on, with their whole row and their task's configuration,
 * and the task access. One query, person and task together: it runs before every change to a
 * person, the bulk of a measurer's sync, and saving a measurement needs all of it. The task's
 * columns are renamed: a person has an order_config of their own.
 */
export async function personAccess(db: Db, user: SessionUser, personId: number, taskId?: number) {
  const [row] = await personWithTask(db, { userId: user.id, personId });
  if (!row || (taskId !== undefined && row.task_id !== taskId)) throw new ApiError(ERRCODE.notFound, 'measuring:person_not_found');
  const access = granted(user, row);
  const { owner_id: _owner, order_type: _type, is_measurer: _measures, task_order_config, task_body_item_ids, task_special_shape_ids, ...person } = row;
  const task: TaskConfig = { order_config: task_order_config, body_item_ids: task_body_item_ids, special_shape_ids: task_special_shape_ids };
  return { person, task, access };
}

export type PersonAccess = Awaited<ReturnType<typeof personAccess>>;

/** What a task configures for its people's measurements. */
export type TaskConfig = { order_config: OrderConfigEntry[]; body_item_ids: number[]; special_shape_ids: number[] };

/**
 * The tasks a transaction has read for runs of saves (taskForSaves), by user and task: a replayed
 * batch saves many people of one task in one transaction (server/modules/sync), and reading the
 * task again for each run was a round trip each. Kept by the transaction only (a
 * batch's), so another request always reads afresh; forgotten when this process writes a task or
 * its measurers, so a change later in the batch that edits the task is seen by the saves after it.
 */
const readTasks = new WeakMap<Db, Map<string, { writes: number; task: TaskConfig }>>();
const taskWrites = writeCounter(['measuring_tasks', 'measuring_task_measurers']);

/**
 * The configuration of a task `user` may save measurements in, for a run of saves whose first is
 * of `personId`: as this transaction read it, or read now with that person's access (as the save
 * alone would). Undefined when refused: the save alone then answers why.
 */
export async function taskForSaves(db: Db, user: SessionUser, taskId: number, personId: number): Promise<TaskConfig | undefined> {
  // Only a transaction opened through inTransaction keeps them: its root database counts the writes.
  const tasks = db.isTransaction && rootOf(db) !== db ? (readTasks.get(db) ?? readTasks.set(db, new Map()).get(db)!) : undefined;
  const key = `${user.id}:${taskId}`;
  const known = tasks?.get(key);
  // Counted before the read: a task written while it runs leaves what it read stale.
  const writes = tasks ? taskWrites(db) : 0;
  if (known && known.writes === writes) return known.task;
  try {
    const { task } = await personAccess(db, user, personId, taskId);
    tasks?.set(key, { writes, task });
    return task;
  } catch (err) {
    if (err instanceof ApiError) return undefined;
    throw err;
  }
}
