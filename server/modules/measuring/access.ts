/**
 * Who may see or change a task: its owner and its measurers (DESIGN §8). To anyone else the task
 * does not exist (40004, as for an id that does not): a 403 would let them count the tasks.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import './tables';

export type TaskAccess = { taskId: number; ownerId: number; isOwner: boolean; orderType: number };

export async function taskAccess(db: Db, user: SessionUser, taskId: number): Promise<TaskAccess> {
  const row = await db
    .selectFrom('measuring_tasks as t')
    .select([
      't.id',
      't.owner_id',
      't.order_type',
      sql<boolean>`exists (select 1 from measuring_task_measurers m where m.task_id = t.id and m.user_id = ${user.id})`.as('is_measurer'),
    ])
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  const isOwner = row?.owner_id === user.id;
  if (!row || (!isOwner && !row.is_measurer)) throw new ApiError(ERRCODE.notFound, 'measuring:task_not_found');
  return { taskId: row.id, ownerId: row.owner_id, isOwner, orderType: row.order_type };
}

/**
 * A person of a task the user may work on; returns the task access too. One query, person and
 * task together: it runs before every change to a person, the bulk of a measurer's sync.
 */
export async function personAccess(db: Db, user: SessionUser, personId: number, taskId?: number) {
  const row = await db
    .selectFrom('measuring_people as p')
    .innerJoin('measuring_tasks as t', 't.id', 'p.task_id')
    .select([
      'p.id',
      'p.task_id',
      'p.is_edit',
      't.owner_id',
      't.order_type',
      sql<boolean>`exists (select 1 from measuring_task_measurers m where m.task_id = t.id and m.user_id = ${user.id})`.as('is_measurer'),
    ])
    .where('p.id', '=', personId)
    .executeTakeFirst();
  if (!row || (taskId !== undefined && row.task_id !== taskId)) throw new ApiError(ERRCODE.notFound, 'measuring:person_not_found');
  const isOwner = row.owner_id === user.id;
  // The person's task is not the user's: as taskAccess says it.
  if (!isOwner && !row.is_measurer) throw new ApiError(ERRCODE.notFound, 'measuring:task_not_found');
  const person = { id: row.id, task_id: row.task_id, is_edit: row.is_edit };
  const access: TaskAccess = { taskId: row.task_id, ownerId: row.owner_id, isOwner, orderType: row.order_type };
  return { person, access };
}
