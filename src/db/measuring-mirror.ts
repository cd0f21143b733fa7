/**
 * The measuring mirror: tasks and their people (with stored measurements) in Dexie, and the
 * queued changes of measuring detail (add person, save measurement, delete person, rename
 * department, order info with its signature). Each change is applied here to the mirror and queued in the same transaction
 * (outbox.enqueue); when the server answers, its answer is written back (`answerEffects`).
 *
 * A person added offline gets a negative local id (allocated in the enqueue transaction). When the
 * server answers with the real id, the mirror row is re-keyed and local -> server id is recorded in
 * the same transaction that removes the mutation; later queued changes keep the local id and are
 * resolved when applied locally and just before they are sent (`sendEffects`).
 */
import { MEASURING_STATUS, REPAIR_STATUS } from '@/domain/measuring/constants';
import {
  MEASURING_PATHS,
  type AddPersonPayload,
  type DeletePersonPayload,
  type EditOrderInfoPayload,
  type MeasurementRow,
  type MeasuringPerson,
  type MeasuringTaskInfo,
  type RenameDepartmentPayload,
  type SaveMeasurementPayload,
} from '@/domain/measuring/wire';
import type { PortalDb, TaskPersonMirror } from './db';
import { enqueue, reapplyQueued, registerAnswerEffect, registerLocalEffect, registerSendEffect } from './outbox';

export const MEASURING_KIND = {
  addPerson: 'measuring.add_person',
  saveMeasurement: 'measuring.save_measurement',
  deletePerson: 'measuring.delete_person',
  renameDepartment: 'measuring.rename_department',
  editOrderInfo: 'measuring.edit_order_info',
} as const;

const LOCAL_ID_KEY = 'measuring.nextLocalId';
const LOCAL_ID_MAP = 'measuring.localId:';

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
    order_config: [],
  };
  await db.taskPeople.put(toPersonRow(person, []));
});

registerLocalEffect(MEASURING_KIND.saveMeasurement, async (db, raw) => {
  const p = raw as SaveMeasurementPayload;
  const row = await db.taskPeople.get(personKey(p.task_id, await resolvePersonId(db, p.user_id)));
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
      person_id: row.id,
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
  if (p.task_id !== undefined) await db.taskPeople.delete(personKey(p.task_id, await resolvePersonId(db, p.id)));
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

// The signature shows at once: until the server stores it, `sign` is the data URL drawn here.
registerLocalEffect(MEASURING_KIND.editOrderInfo, async (db, raw) => {
  const p = raw as EditOrderInfoPayload;
  await db.taskPeople
    .where('key')
    .equals(personKey(p.task_id, await resolvePersonId(db, p.user_id)))
    .modify((r) => {
      r.truename = p.truename;
      r.gender_id = p.gender_id;
      r.department_name = p.department_name;
      Object.assign(r.data.person, { truename: p.truename, gender_id: p.gender_id, department_name: p.department_name, order_config: p.order_config, sign: p.sign });
    });
});

/*
 * Server answers: the local row already shows every queued change, so an answer only contributes
 * what the server assigns: the id of a new person and the save date.
 */
registerAnswerEffect(MEASURING_KIND.addPerson, async (db, m, result) => {
  const answer = result as MeasuringPerson;
  const localId = (m.payload as AddPersonPayload).local_id;
  // Queued changes and screens may still name the local id; they resolve it through this map.
  await db.settings.put({ key: `${LOCAL_ID_MAP}${localId}`, value: answer.id });
  const row = await db.taskPeople.get(personKey(answer.task_id, localId));
  if (!row) return;
  await db.taskPeople.delete(row.key);
  const person = { ...row.data.person, id: answer.id, measuring_user_id: answer.id, user_id: answer.id };
  await db.taskPeople.put({
    ...row,
    key: personKey(answer.task_id, answer.id),
    id: answer.id,
    data: { person, measurements: row.data.measurements.map((x) => ({ ...x, person_id: answer.id })) },
  });
});

registerAnswerEffect(MEASURING_KIND.saveMeasurement, async (db, _m, result) => {
  const answer = result as MeasuringPerson;
  await db.taskPeople
    .where('key')
    .equals(personKey(answer.task_id, answer.id))
    .modify((r) => {
      r.data.person.save_date = answer.save_date;
    });
});

registerAnswerEffect(MEASURING_KIND.editOrderInfo, async (db, m, result) => {
  const p = m.payload as EditOrderInfoPayload;
  const answer = result as { sign: string | null };
  await db.taskPeople
    .where('key')
    .equals(personKey(p.task_id, await resolvePersonId(db, p.user_id)))
    .modify((r) => {
      // The stored image's url replaces the data URL, unless a later queued change drew another.
      if (r.data.person.sign === p.sign) r.data.person.sign = answer.sign;
    });
});

/**
 * Rewrites a queued body just before it is sent: a person added offline is named by the id the
 * server gave it (known once its add was acknowledged, which replay order guarantees).
 */
registerSendEffect(MEASURING_KIND.saveMeasurement, async (db, raw) => {
  const p = raw as SaveMeasurementPayload;
  return { ...p, user_id: await resolvePersonId(db, p.user_id) };
});

registerSendEffect(MEASURING_KIND.editOrderInfo, async (db, raw) => {
  const p = raw as EditOrderInfoPayload;
  return { ...p, user_id: await resolvePersonId(db, p.user_id) };
});

registerSendEffect(MEASURING_KIND.deletePerson, async (db, raw) => {
  const p = raw as DeletePersonPayload;
  return { ...p, id: await resolvePersonId(db, p.id) };
});

/** The server id of a person added offline once the server has answered; otherwise the id as given. */
export async function resolvePersonId(db: PortalDb, id: number): Promise<number> {
  if (id >= 0) return id;
  return ((await db.settings.get(`${LOCAL_ID_MAP}${id}`))?.value as number | undefined) ?? id;
}

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

export function queueEditOrderInfo(db: PortalDb, userId: number, payload: EditOrderInfoPayload, summary: string) {
  return enqueue(db, { userId, kind: MEASURING_KIND.editOrderInfo, path: MEASURING_PATHS.editOrderInfo, payload, summary });
}
