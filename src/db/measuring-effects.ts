/**
 * What each queued change of measuring detail does to a table of people: the mirror screens read
 * (peopleBuckets, when a change is queued or re-applied) and the server's last known copy
 * (snapshotBuckets, when the server acknowledged the change). The same code for both keeps them
 * in step: the mirror is always the snapshot plus the changes still queued.
 */
import { MEASURING_STATUS, REPAIR_STATUS } from '@/domain/measuring/constants';
import type { AddPersonPayload, DeletePersonPayload, EditOrderInfoPayload, RenameDepartmentPayload, SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { MeasurementRow, MeasuringPerson } from '@/domain/measuring/wire';
import { type PortalDb, type TaskPersonMirror } from './db';
import { readSetting } from './settings';
import { getPerson, modifyPeople, modifyPerson, putPerson, removePerson, type PeopleTable } from './people-buckets';

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

/** Records the id the server gave a person added offline (in the transaction that acknowledges the add). */
export async function recordServerId(db: PortalDb, localId: number, serverId: number): Promise<void> {
  await db.settings.put({ key: `${LOCAL_ID_MAP}${localId}`, value: serverId });
}

/** The server id of a person added offline once the server has answered; otherwise the id as given. */
export async function resolvePersonId(db: PortalDb, id: number): Promise<number> {
  if (id >= 0) return id;
  return readSetting(db, `${LOCAL_ID_MAP}${id}`, id);
}

function measuredStatus(current: number, repairStatusId: number): number {
  if (repairStatusId === REPAIR_STATUS.repair || current === MEASURING_STATUS.repaired) return MEASURING_STATUS.repaired;
  return MEASURING_STATUS.measured;
}

export async function applyAddPerson(table: PeopleTable, p: AddPersonPayload): Promise<void> {
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
    rev: 0,
    conflict_fields: [],
  };
  await putPerson(table, toPersonRow(person, []));
}

/** A person's measurements once `p` is saved: the saved categories' rows of that repair status replace theirs. */
export function savedMeasurements(row: TaskPersonMirror, p: SaveMeasurementPayload): MeasurementRow[] {
  const saved = new Set(p.size_info.map((s) => s.category_id));
  return [
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
}

/** As the server saves it: person fields, the measured status, and the saved categories' rows of that repair status. */
export async function applySaveMeasurement(db: PortalDb, table: PeopleTable, p: SaveMeasurementPayload): Promise<void> {
  const row = await getPerson(table, p.task_id, await resolvePersonId(db, p.user_id));
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
  await putPerson(table, { ...row, measuring_status_id: status, no_sleeve: person.no_sleeve, data: { person, measurements: savedMeasurements(row, p) } });
}

export async function applyDeletePerson(db: PortalDb, table: PeopleTable, p: DeletePersonPayload): Promise<void> {
  if (p.task_id !== undefined) await removePerson(table, p.task_id, await resolvePersonId(db, p.id));
}

export async function applyRenameDepartment(table: PeopleTable, p: RenameDepartmentPayload): Promise<void> {
  await modifyPeople(
    table,
    p.task_id,
    (r) => r.department_name === p.old_department_name && (p.company_name === undefined || r.company_name === p.company_name),
    (r) => {
      r.department_name = p.department_name;
      r.data.person.department_name = p.department_name;
    },
  );
}

/** Order info; `sign` is the drawn data URL until the server answers with its stored image's url. */
export async function applyOrderInfo(db: PortalDb, table: PeopleTable, p: EditOrderInfoPayload, sign: string | null = p.sign): Promise<void> {
  await modifyPerson(table, p.task_id, await resolvePersonId(db, p.user_id), (r) => {
    r.truename = p.truename;
    r.gender_id = p.gender_id;
    r.department_name = p.department_name;
    Object.assign(r.data.person, { truename: p.truename, gender_id: p.gender_id, department_name: p.department_name, order_config: p.order_config, sign });
  });
}
