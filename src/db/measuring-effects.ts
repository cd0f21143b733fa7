/**
 * What each queued change of measuring detail does to a table of people: the mirror screens read
 * (peopleBuckets, when a change is queued or re-applied) and the server's last known copy
 * (snapshotBuckets, when the server acknowledged the change). The same code for both keeps them
 * in step: the mirror is always the snapshot plus the changes still queued.
 */
import { garmentsOfTask, isComplete, personCompletion, statusAfter } from '@/domain/measuring/completion';
import { MEASURING_STATUS, REPAIR_STATUS } from '@/domain/measuring/constants';
import type { AddPersonPayload, DeletePersonPayload, EditOrderInfoPayload, RenameDepartmentPayload, ResolveConflictPayload, SaveMeasurementPayload } from '@/domain/measuring/contract';
import { DELETE_FIELD, parseField } from '@/domain/measuring/field-keys';
import { measurementFields, measurementOf, reviewedOf, touchedMeasurements, type PersonFields } from '@/domain/measuring/person-fields';
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
    // A person stored by a version before revisions has no conflicts list.
    conflicts: person.conflicts?.length ?? 0,
    data: { person, measurements },
  };
}

/**
 * A task's people as the mirror keeps them, each with their measurements. Here, not in the mirror's
 * module: a first open draws the people fetched early with it, before the mirror (and zod) arrive.
 */
export function snapshotRows(people: MeasuringPerson[], measurements: MeasurementRow[]): TaskPersonMirror[] {
  const byPerson = new Map<number, MeasurementRow[]>();
  for (const m of measurements) {
    const list = byPerson.get(m.person_id) ?? [];
    list.push(m);
    byPerson.set(m.person_id, list);
  }
  // In one order whatever order the server listed them in, so an unchanged person stores as it was.
  const order = (a: MeasurementRow, b: MeasurementRow) => a.repair_status_id - b.repair_status_id || a.category_id - b.category_id;
  return people.map((p) => toPersonRow(p, (byPerson.get(p.id) ?? []).sort(order)));
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

/**
 * The revision a person's row on screen is as of once a queued change is put over it: the change
 * shows every value it carries, the ones it did not alter too, as its device saw them when it was
 * queued. Put back over a row fetched since (a refresh or catch-up while it waits), the row is
 * then no longer the server's at the row's revision, but the change's base with the change over
 * it: a change queued later names that base, so the server does not take the values shown from the
 * older change for alterations of the newer one (such a value overwrote another
 * measurer's). Only the mirror screens read (peopleBuckets) takes it; the snapshot stays the server's.
 */
function revShown(db: PortalDb, table: PeopleTable, row: TaskPersonMirror, p: { base_rev?: number | undefined }): number {
  const rev = row.data.person.rev ?? 0;
  return table === db.peopleBuckets && p.base_rev !== undefined ? Math.min(rev, p.base_rev) : rev;
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
    conflicts: [],
    reviewed_warnings: [],
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
  const measurements = savedMeasurements(row, p);
  // The server reckons the status the same way when the save lands; without the task on the
  // device there is nothing to reckon it against, and the status waits for the server's answer.
  const task = await db.tasks.get(p.task_id);
  const status = task
    ? statusAfter(row.measuring_status_id, p.repair_status_id, isComplete(personCompletion(garmentsOfTask(task.data), row.data.person, measurements)))
    : row.measuring_status_id;
  const person: MeasuringPerson = {
    ...row.data.person,
    height: p.height,
    weight: p.weight,
    wearing_style: p.wearing_style,
    no_sleeve: p.no_sleeve ?? row.data.person.no_sleeve,
    measuring_status_id: status,
    repair_status_id: p.repair_status_id,
    // A person mirrored before the checks has no confirmations.
    reviewed_warnings: p.reviewed_warnings ?? row.data.person.reviewed_warnings ?? [],
    rev: revShown(db, table, row, p),
  };
  await putPerson(table, { ...row, measuring_status_id: status, no_sleeve: person.no_sleeve, data: { person, measurements } });
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
    Object.assign(r.data.person, { truename: p.truename, gender_id: p.gender_id, department_name: p.department_name, order_config: p.order_config, sign, rev: revShown(db, table, r, p) });
  });
}

/** A person's row with `fields` set (./person-fields.ts keys): the person's values and their categories' measurements. */
export function withFields(row: TaskPersonMirror, fields: PersonFields): TaskPersonMirror {
  const person: MeasuringPerson = { ...row.data.person };
  for (const [key, value] of Object.entries(fields)) {
    const f = parseField(key);
    if (f?.kind !== 'person') continue;
    if (f.name === 'order_config') person.order_config = JSON.parse(String(value ?? '[]')) as MeasuringPerson['order_config'];
    else if (f.name === 'reviewed_warnings') person.reviewed_warnings = reviewedOf(value);
    else (person as Record<string, unknown>)[f.name] = value;
  }
  let measurements = row.data.measurements;
  for (const { repair, category } of touchedMeasurements(Object.keys(fields))) {
    const held = measurements.find((m) => m.repair_status_id === repair && m.category_id === category);
    const merged = measurementOf({ ...(held ? measurementFields({ ...held, item: held.item }) : {}), ...fields }, repair, category);
    if (!merged) continue;
    const next: MeasurementRow = { ...merged, person_id: row.id, item: merged.item.map((i) => ({ id: i.id, value: i.value as number })), special: [...merged.special] };
    measurements = [...measurements.filter((m) => m !== held), next];
  }
  return { ...row, truename: person.truename, gender_id: person.gender_id, department_name: person.department_name, no_sleeve: person.no_sleeve, data: { person, measurements } };
}

/** A measurer's choice for a person's fields in conflict: the values as chosen, those conflicts closed; `_delete` true removes the person. */
export async function applyResolveConflict(db: PortalDb, table: PeopleTable, p: ResolveConflictPayload): Promise<void> {
  const id = await resolvePersonId(db, p.user_id);
  if (p.fields[DELETE_FIELD] === true) {
    await removePerson(table, p.task_id, id);
    return;
  }
  const row = await getPerson(table, p.task_id, id);
  if (!row) return;
  const { [DELETE_FIELD]: _keep, ...chosen } = p.fields;
  const next = withFields(row, chosen);
  next.data.person.rev = revShown(db, table, row, p);
  next.data.person.conflicts = (row.data.person.conflicts ?? []).filter((c) => !(c.field in p.fields));
  next.conflicts = next.data.person.conflicts.length;
  await putPerson(table, next);
}
