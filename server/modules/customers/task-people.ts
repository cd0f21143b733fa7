/**
 * A company's people and the seller's measuring tasks: the company's people pulled into
 * a task (as the task's file import does, and the task then names the company), and a task's
 * people saved back to the company (those it does not have yet, by name and department).
 */
import type { Db } from '../../db/database';
import { ApiError, ERRCODE } from '../../http/errors';
import { ownCompany } from './service';
import '../measuring/tables';
import './tables';

/** Only the task's owner moves people in or out of it; a measurer works the people it is given. */
async function ownTask(db: Db, ownerId: number, taskId: number) {
  const task = await db.selectFrom('measuring_tasks').select(['id', 'client_id']).where('id', '=', taskId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!task) throw new ApiError(ERRCODE.notFound, 'measuring:task_not_found');
  return task;
}

const personKey = (p: { truename: string; department_name: string }) => `${p.truename}\u0000${p.department_name}`;

export async function peopleToTask(db: Db, ownerId: number, companyId: number, taskId: number): Promise<{ count: number }> {
  const company = await ownCompany(db, ownerId, companyId);
  const task = await ownTask(db, ownerId, taskId);
  const people = await db.selectFrom('company_people').selectAll().where('company_id', '=', company.id).orderBy('id').execute();
  // Pulling twice does not measure anyone twice: people already in the task (same company, name and department) stay as they are.
  const present = new Set(
    (await db.selectFrom('measuring_people').select(['truename', 'department_name']).where('task_id', '=', task.id).where('company_name', '=', company.name).execute()).map(personKey),
  );
  const fresh = people.filter((p) => !present.has(personKey(p)));
  for (let i = 0; i < fresh.length; i += 1000) {
    await db
      .insertInto('measuring_people')
      .values(fresh.slice(i, i + 1000).map((p) => ({ task_id: task.id, truename: p.truename, gender_id: p.gender_id, company_name: company.name, department_name: p.department_name, height: p.height, weight: p.weight })))
      .execute();
  }
  if (task.client_id === null) await db.updateTable('measuring_tasks').set({ client_id: company.id }).where('id', '=', task.id).execute();
  return { count: fresh.length };
}

export async function peopleFromTask(db: Db, ownerId: number, companyId: number, taskId: number): Promise<{ count: number }> {
  const company = await ownCompany(db, ownerId, companyId);
  const task = await ownTask(db, ownerId, taskId);
  const known = new Set((await db.selectFrom('company_people').select(['truename', 'department_name']).where('company_id', '=', company.id).execute()).map(personKey));
  const people = await db.selectFrom('measuring_people').selectAll().where('task_id', '=', task.id).orderBy('id').execute();
  const fresh = people.filter((p) => {
    const k = personKey(p);
    if (known.has(k)) return false;
    known.add(k);
    return true;
  });
  for (let i = 0; i < fresh.length; i += 1000) {
    await db
      .insertInto('company_people')
      .values(fresh.slice(i, i + 1000).map((p) => ({ company_id: company.id, truename: p.truename, gender_id: p.gender_id === 2 ? 2 : 1, height: p.height, weight: p.weight, department_name: p.department_name })))
      .execute();
  }
  return { count: fresh.length };
}
