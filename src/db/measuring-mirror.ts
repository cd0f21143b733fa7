/**
 * The measuring mirror: tasks and their people (with stored measurements) in Dexie, and the four
 * queued changes of measuring detail (add person, save measurement, delete person, rename
 * department). Each change is applied here to the mirror and queued in the same transaction
 * (outbox.enqueue); when the server answers, its answer is written back (`answerEffects`).
 *
 * A person added offline gets a negative local id (allocated in the enqueue transaction); when
 * the server answers with the real id, the mirror row and the later queued changes that point at
 * the local id are re-keyed in the same transaction that removes the mutation.
 */
import type { Transaction } from 'dexie';
import { MEASURING_STATUS, REPAIR_STATUS } from '@/domain/measuring/constants';
import {
  MEASURING_PATHS,
  type AddPersonPayload,
  type DeletePersonPayload,
  type MeasurementRow,
  type MeasuringPerson,
  type MeasuringTaskInfo,
  type RenameDepartmentPayload,
  type SaveMeasurementPayload,
} from '@/domain/measuring/wire';
import type { Mutation, PortalDb, TaskPersonMirror } from './db';
import { enqueue, localEffectFor, reapplyQueued, registerLocalEffect } from './outbox';

export const MEASURING_KIND = {
  addPerson: 'measuring.add_person',
  saveMeasurement: 'measuring.save_measurement',
  deletePerson: 'measuring.delete_person',
  renameDepartment: 'measuring.rename_department',
} as const;

const LOCAL_ID_KEY = 'measuring.nextLocalId';

export const personKey = (taskId: number, id: number) => `${taskId}:${id}`;

export function toPersonRow(person: MeasuringPerson, measurements: MeasurementRow[]): TaskPersonMirror {
  return {
    key: personKey(person.task_id, person.id),
    taskId: person.task_id,
    id: person.id,
    truename: person.truename,
    company_name: person.company_name,
    department_name: person.department_name,
    gender_id: person.gender_id,
    measuring_status_id: person.measuring_status_id,
    no_sleeve: person.no_sleeve,
    data: { person, measurements },
  };
}

/**
 * Writes a task as the server gave it, then re-applies the changes still queued for it, so a
 * refresh never hides what the measurer did offline.
 */
export async function saveTaskSnapshot(
  db: PortalDb,
  userId: number,
  task: MeasuringTaskInfo,
  people: MeasuringPerson[],
  measurements: MeasurementRow[],
): Promise<void> {
  const byPerson = new Map<number, MeasurementRow[]>();
  for (const m of measurements) {
    const list = byPerson.get(m.person_id) ?? [];
    list.push(m);
    byPerson.set(m.person_id, list);
  }
  await db.transaction('rw', db.tables, async (tx) => {
    await db.tasks.put({ id: task.id, userId, data: task, fetchedAt: Date.now() });
    await db.taskPeople.where('taskId').equals(task.id).delete();
    await db.taskPeople.bulkPut(people.map((p) => toPersonRow(p, byPerson.get(p.id) ?? [])));
    await reapplyQueued(db, userId, tx, (m) => (m.payload as { task_id?: number } | null)?.task_id === task.id);
  });
}

function measuredStatus(current: number, repairStatusId: number): number {
  if (repairStatusId === REPAIR_STATUS.repair || current === MEASURING_STATUS.repaired) return MEASURING_STATUS.repaired;
  return MEASURING_STATUS.measured;
}

registerLocalEffect(MEASURING_KIND.addPerson, async (db, raw) => {
  const p = raw as AddPersonPayload;
  const person: MeasuringPerson = {
    id: p.local_id,
    measuring_user_id: p.local_id,
    user_id: p.local_id,
    task_id: p.task_id,
    truename: p.truename,
    gender_id: p.gender_id,
    save_date: '',
    company_name: p.company_name,
    department_name: p.department_name,
    height: 0,
    weight: 0,
    measuring_status_id: MEASURING_STATUS.notMeasured,
    repair_status_id: REPAIR_STATUS.normal,
    no_sleeve: false,
    sign: null,
    wearing_style: 1,
    is_edit: true,
  };
  await db.taskPeople.put(toPersonRow(person, []));
});

registerLocalEffect(MEASURING_KIND.saveMeasurement, async (db, raw) => {
  const p = raw as SaveMeasurementPayload;
  const row = await db.taskPeople.get(personKey(p.task_id, p.user_id));
  if (!row) return;
  const status = measuredStatus(row.measuring_status_id, p.repair_status_id);
  const person: MeasuringPerson = {
    ...row.data.person,
    height: p.height,
    weight: p.weight,
    wearing_style: p.wearing_style,
    no_sleeve: p.no_sleeve ?? row.data.person.no_sleeve,
    measuring_status_id: status,
    repair_status_id: p.repair_status_id,
  };
  const saved = new Set(p.size_info.map((s) => s.category_id));
  const measurements: MeasurementRow[] = [
    ...row.data.measurements.filter((m) => m.repair_status_id !== p.repair_status_id || !saved.has(m.category_id)),
    ...p.size_info.map((s) => ({
      person_id: p.user_id,
      repair_status_id: p.repair_status_id,
      category_id: s.category_id,
      edition_type_id: s.edition_type_id,
      size: s.size,
      num: s.num,
      item: s.item.filter((i): i is { id: number; value: number } => i.value !== null),
      special: s.special,
      special_position_remark: s.special_position_remark,
      wear_styles: s.wear_styles ?? p.wearing_style,
    })),
  ];
  await db.taskPeople.put({ ...row, measuring_status_id: status, no_sleeve: person.no_sleeve, data: { person, measurements } });
});

registerLocalEffect(MEASURING_KIND.deletePerson, async (db, raw) => {
  const p = raw as DeletePersonPayload;
  if (p.task_id !== undefined) await db.taskPeople.delete(personKey(p.task_id, p.id));
});

registerLocalEffect(MEASURING_KIND.renameDepartment, async (db, raw) => {
  const p = raw as RenameDepartmentPayload;
  await db.taskPeople
    .where('taskId')
    .equals(p.task_id)
    .filter((r) => r.department_name === p.old_department_name && (p.company_name === undefined || r.company_name === p.company_name))
    .modify((r) => {
      r.department_name = p.department_name;
      r.data.person.department_name = p.department_name;
    });
});

/** Does a queued mutation point at this person id (by `user_id` or, for a delete, `id`)? */
function targetsPerson(m: Mutation, personId: number): boolean {
  const p = m.payload as { user_id?: number; id?: number } | null;
  return p?.user_id === personId || (m.kind === MEASURING_KIND.deletePerson && p?.id === personId);
}

export type AnswerEffect = (db: PortalDb, m: Mutation, result: unknown, tx: Transaction) => Promise<void>;

/** What a server answer changes in the mirror, per kind (run where the mutation is removed). */
export const answerEffects: Record<string, AnswerEffect> = {
  [MEASURING_KIND.addPerson]: async (db, m, result, tx) => {
    const answer = result as MeasuringPerson & { local_id?: number };
    const localId = (m.payload as AddPersonPayload).local_id;
    const row = await db.taskPeople.get(personKey(answer.task_id, localId));
    await db.taskPeople.delete(personKey(answer.task_id, localId));
    if (row) await db.taskPeople.put(toPersonRow(answer, []));
    // Later queued changes of this person now name the server's id.
    const later = await db.outbox.where('userId').equals(m.userId).filter((o) => o.seq !== m.seq && targetsPerson(o, localId)).toArray();
    for (const o of later) {
      const payload = { ...(o.payload as Record<string, unknown>) };
      if (payload.user_id === localId) payload.user_id = answer.id;
      if (o.kind === MEASURING_KIND.deletePerson && payload.id === localId) payload.id = answer.id;
      await db.outbox.update(o.seq!, { payload });
    }
    if (row && later.length) {
      // The person's later offline edits were re-keyed; re-apply them on top of the server's row.
      const fresh = await db.outbox.bulkGet(later.map((o) => o.seq!));
      for (const o of fresh) if (o) await localEffectFor(o.kind)?.(db, o.payload, tx);
    }
  },
  [MEASURING_KIND.saveMeasurement]: async (db, m, result) => {
    const answer = result as MeasuringPerson;
    // A later queued change of the same person is newer than this answer: leave the mirror to it.
    const newer = await db.outbox.where('userId').equals(m.userId).filter((o) => o.seq !== m.seq && targetsPerson(o, answer.id)).count();
    if (newer) return;
    const row = await db.taskPeople.get(personKey(answer.task_id, answer.id));
    if (!row) return;
    await db.taskPeople.put({ ...toPersonRow(answer, row.data.measurements) });
  },
};

/** Allocates the next negative local id inside the enqueue transaction. */
async function nextLocalId(db: PortalDb): Promise<number> {
  const current = ((await db.settings.get(LOCAL_ID_KEY))?.value as number | undefined) ?? -1;
  await db.settings.put({ key: LOCAL_ID_KEY, value: current - 1 });
  return current;
}

export function queueAddPerson(db: PortalDb, userId: number, payload: Omit<AddPersonPayload, 'local_id'>, summary: string) {
  return enqueue(db, { userId, kind: MEASURING_KIND.addPerson, path: MEASURING_PATHS.addPerson, payload, summary }, async (_tx, p) => ({
    ...(p as object),
    local_id: await nextLocalId(db),
  }));
}

export function queueSaveMeasurement(db: PortalDb, userId: number, payload: SaveMeasurementPayload, summary: string) {
  return enqueue(db, { userId, kind: MEASURING_KIND.saveMeasurement, path: MEASURING_PATHS.saveMeasurement, payload, summary });
}

export function queueDeletePerson(db: PortalDb, userId: number, payload: Required<DeletePersonPayload>, summary: string) {
  return enqueue(db, { userId, kind: MEASURING_KIND.deletePerson, path: MEASURING_PATHS.deletePerson, payload, summary });
}

export function queueRenameDepartment(db: PortalDb, userId: number, payload: RenameDepartmentPayload, summary: string) {
  return enqueue(db, { userId, kind: MEASURING_KIND.renameDepartment, path: MEASURING_PATHS.renameDepartment, payload, summary });
}
