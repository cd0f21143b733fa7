/**
 * Every change to a person of a task, versioned and merged. A change takes the task's
 * next revision (which locks the task's row to the transaction, so the changes of one task merge
 * one after another), reads the person as stored and the versions after the change's base, merges
 * field by field (src/domain/measuring/merge.ts), writes the person with the new revision and
 * their conflicts, and stores the version: the fields it changed, their values before, who and
 * which device made it, and when. Nothing is overwritten without a version.
 */
import { sql, type Selectable } from 'kysely';
import { MEASURING_STATUS, REPAIR_STATUS } from '@/domain/measuring/constants';
import type { ChangeMeta } from '@/domain/measuring/contract';
import { mergeChange, othersChangedSince, type FieldConflict, type LaterVersion } from '@/domain/measuring/merge';
import {
  cleanSizesOf,
  DELETE_FIELD,
  measurementOf,
  personFields,
  touchedMeasurements,
  type MeasurementFieldSource,
  type PersonFields,
} from '@/domain/measuring/person-fields';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/session';
import { catalogueNames } from '../catalogue/names';
import { toNumber } from './format';
import { measurerNames } from './repository';
import type { MeasuringPeopleTable, StoredConflict, VersionKind } from './tables';
import './tables';

export type PersonRow = Selectable<MeasuringPeopleTable>;

/** Who made a change, from which device, when there, and from which revision of the person. */
export type ChangeOrigin = { device: string; userId: number; deviceTime: string | null; baseRev: number | undefined };

/** A change's origin from its body; a device that names none is its measurer's. */
export function changeOrigin(user: SessionUser, body: ChangeMeta): ChangeOrigin {
  return { device: body.device_id ?? `user:${user.id}`, userId: user.id, deviceTime: body.changed_at ?? null, baseRev: body.base_rev };
}

/**
 * Takes `count` revisions of a task and answers the first. The task's row stays locked until the
 * transaction ends: changes to one task are merged one after another, each reading what the one
 * before wrote.
 */
export async function takeRevs(db: Db, taskId: number, count: number): Promise<number> {
  const { rows } = await sql<{ rev: number }>`UPDATE measuring_tasks SET rev = rev + ${count}::integer WHERE id = ${taskId}::integer RETURNING rev`.execute(db);
  return Number(rows[0]!.rev) - count + 1;
}

type StoredMeasurement = MeasurementFieldSource;
export type PersonState = { row: PersonRow; measurements: StoredMeasurement[]; fields: PersonFields };

export function fieldsOfRow(row: PersonRow, measurements: readonly StoredMeasurement[]): PersonFields {
  return personFields(
    {
      height: toNumber(row.height),
      weight: toNumber(row.weight),
      wearing_style: row.wearing_style,
      no_sleeve: row.no_sleeve,
      truename: row.truename,
      gender_id: row.gender_id,
      department_name: row.department_name,
      company_name: row.company_name,
      sign: row.sign_url,
      order_config: row.order_config,
      clean_size_info: row.clean_size_info,
    },
    measurements,
  );
}

type StoredVersion = LaterVersion & { rev: number; userId: number | null };

/** What a change is based on: the revision its device read, and the device. */
export type Base = { base: number; device: string };

/**
 * People of a task as stored, with their measurements, by id; and, for those whose change names a
 * base (`bases`), the versions stored after it, oldest first, when another device changed them
 * since. When only the change's own device did, what it saw is the person as stored now, and the
 * merge needs no version (a tablet replaying a day's saves of the same people from one read, issue
 * 42's replay figure). `only` narrows each person's measurements to the categories their change
 * touches (a change's fields are all a merge and a write need). One statement: it runs for every
 * run of a replayed batch.
 */
export async function readStates(
  db: Db,
  taskId: number,
  personIds: readonly number[],
  bases: ReadonlyMap<number, Base> = new Map(),
  only?: ReadonlyMap<number, readonly { repair: number; category: number }[]>,
): Promise<Map<number, PersonState & { later: StoredVersion[] }>> {
  const asks = personIds.map((id) => ({
    person_id: id,
    base: bases.get(id)?.base ?? null,
    device: bases.get(id)?.device ?? null,
    cats: only ? (only.get(id) ?? []).map((c) => `${c.repair}:${c.category}`) : null,
  }));
  const { rows } = await sql<PersonRow & { measurements: StoredMeasurement[]; later: { rev: number; device_id: string; user_id: number | null; changed: PersonFields; previous: PersonFields }[] }>`
    WITH a AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(asks)}::jsonb) AS a(person_id integer, base bigint, device varchar, cats jsonb)
    )
    SELECT p.*, coalesce((
      SELECT jsonb_agg(jsonb_build_object('repair_status_id', m.repair_status_id, 'category_id', m.category_id, 'edition_type_id', m.edition_type_id,
        'size', m.size, 'num', m.num, 'item', m.items, 'special', m.special, 'special_position_remark', m.special_position_remark, 'wear_styles', m.wear_styles))
      FROM measuring_measurements m WHERE m.person_id = p.id
        AND (a.cats IS NULL OR a.cats ? (m.repair_status_id::text || ':' || m.category_id::text))), '[]'::jsonb) AS measurements,
    CASE WHEN a.base IS NOT NULL AND EXISTS (SELECT 1 FROM jsonb_each_text(p.device_revs) d WHERE d.key <> a.device AND d.value::bigint > a.base)
      THEN (SELECT jsonb_agg(jsonb_build_object('rev', v.rev, 'device_id', v.device_id, 'user_id', v.user_id, 'changed', v.changed, 'previous', v.previous) ORDER BY v.rev, v.id)
            FROM measuring_person_versions v WHERE v.person_id = p.id AND v.rev > a.base)
      ELSE '[]'::jsonb END AS later
    FROM a JOIN measuring_people p ON p.id = a.person_id AND p.task_id = ${taskId}::integer`.execute(db);
  return new Map(
    rows.map(({ measurements, later, ...row }) => [
      row.id,
      {
        row,
        measurements,
        fields: fieldsOfRow(row, measurements),
        later: later.map((v) => ({ device: v.device_id, changed: v.changed, previous: v.previous, rev: Number(v.rev), userId: v.user_id })),
      },
    ]),
  );
}

/** A person as written: every field, the revision, the conflicts, and whether it is a save of measurements. */
type PersonWrite = {
  personId: number;
  rev: number;
  fields: PersonFields;
  /** The fields whose stored value moves (their categories' rows are written). */
  changed: readonly string[];
  conflicts: Record<string, StoredConflict>;
  /** A save of measurements: the person is measured (repaired in repair mode), saved now. */
  measured: { repair_status_id: number } | null;
  /** The device the change comes from. */
  device: string;
};

/**
 * Writes people of a task and their versions in one statement (a replayed queue is mostly saves,
 * and a statement each was most of its time): their columns from their fields, the measurements
 * of the categories whose fields moved, their revision and conflicts. Answers the rows written, in the order given.
 */
async function writePeople(db: Db, taskId: number, writes: readonly PersonWrite[], versions: readonly VersionWrite[]): Promise<PersonRow[]> {
  if (writes.length === 0) return [];
  const rowsOf = (w: PersonWrite) =>
    touchedMeasurements(w.changed).flatMap(({ repair, category }) => {
      const m = measurementOf(w.fields, repair, category);
      return m ? [m] : [];
    });
  const categories = writes.map(rowsOf);
  // Stored with the values as the catalogue's own (Chinese) names, whoever saves them; screens and
  // answers name items from the catalogue in the reader's language.
  const itemIds = [...new Set(categories.flat().flatMap((m) => m.item.map((i) => i.id)))];
  const names = itemIds.length ? await catalogueNames.bodyItemNames(db, itemIds, 'zh') : new Map<number, string>();
  const doc = writes.map((w, ord) => {
    const f = w.fields;
    return {
      ord,
      person_id: w.personId,
      rev: w.rev,
      height: f.height,
      weight: f.weight,
      wearing_style: f.wearing_style,
      no_sleeve: f.no_sleeve,
      truename: f.truename,
      gender_id: f.gender_id,
      department_name: f.department_name,
      company_name: f.company_name,
      sign_url: f.sign,
      order_config: JSON.parse(String(f.order_config ?? '[]')) as unknown,
      clean_size_info: cleanSizesOf(f),
      conflicts: w.conflicts,
      measured: w.measured !== null,
      repair_status_id: w.measured?.repair_status_id ?? 0,
      categories: categories[ord]!.map((m) => ({ ...m, items: m.item.map((i) => ({ id: i.id, name: names.get(i.id) ?? String(i.id), value: i.value })) })),
      device: w.device,
    };
  });
  const now = new Date();
  const { rows } = await sql<PersonRow & { ord: number }>`
    WITH w AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(doc)}::jsonb)
        AS w(ord integer, person_id integer, rev bigint, height numeric, weight numeric, wearing_style smallint, no_sleeve boolean, truename varchar,
             gender_id smallint, department_name varchar, company_name varchar, sign_url varchar, order_config jsonb, clean_size_info jsonb,
             conflicts jsonb, measured boolean, repair_status_id smallint, categories jsonb, device varchar)
    ), measured AS (
      INSERT INTO measuring_measurements (person_id, repair_status_id, category_id, edition_type_id, size, num, items, special, special_position_remark, wear_styles, updated_at)
      SELECT w.person_id, c.repair_status_id, c.category_id, c.edition_type_id, c.size, c.num, c.items, c.special, c.special_position_remark, c.wear_styles, ${now}::timestamptz
      FROM w, jsonb_to_recordset(w.categories)
        AS c(repair_status_id smallint, category_id integer, edition_type_id integer, size varchar, num integer, items jsonb, special jsonb, special_position_remark varchar, wear_styles smallint)
      ON CONFLICT (person_id, repair_status_id, category_id) DO UPDATE SET
        edition_type_id = excluded.edition_type_id, size = excluded.size, num = excluded.num, items = excluded.items, special = excluded.special,
        special_position_remark = excluded.special_position_remark, wear_styles = excluded.wear_styles, updated_at = excluded.updated_at
    ), versioned AS (
      ${insertingVersions(versions)}
    )
    UPDATE measuring_people AS p SET
      height = w.height, weight = w.weight, wearing_style = w.wearing_style, no_sleeve = w.no_sleeve, truename = w.truename, gender_id = w.gender_id,
      department_name = w.department_name, company_name = w.company_name, sign_url = w.sign_url, order_config = w.order_config,
      clean_size_info = w.clean_size_info, rev = w.rev, conflicts = w.conflicts, device_revs = p.device_revs || jsonb_build_object(w.device, w.rev),
      -- Repair mode marks the person repaired; a normal save keeps a repaired person repaired.
      measuring_status_id = CASE WHEN NOT w.measured THEN p.measuring_status_id
        WHEN w.repair_status_id = ${REPAIR_STATUS.repair}::smallint OR p.measuring_status_id = ${MEASURING_STATUS.repaired}::smallint
        THEN ${MEASURING_STATUS.repaired}::smallint ELSE ${MEASURING_STATUS.measured}::smallint END,
      repair_status_id = CASE WHEN w.measured THEN w.repair_status_id ELSE p.repair_status_id END,
      save_date = CASE WHEN w.measured THEN ${now}::timestamptz ELSE p.save_date END
    FROM w WHERE p.id = w.person_id AND p.task_id = ${taskId}::integer
    RETURNING p.*, w.ord`.execute(db);
  return rows.sort((a, b) => a.ord - b.ord).map(({ ord: _ord, ...row }) => row);
}

export type VersionWrite = {
  taskId: number;
  personId: number;
  rev: number;
  kind: VersionKind;
  origin: ChangeOrigin;
  changed: PersonFields;
  previous: PersonFields;
  deleted?: boolean;
};

/** Stores versions in one statement. */
export async function insertVersions(db: Db, versions: readonly VersionWrite[]): Promise<void> {
  if (versions.length === 0) return;
  await sql`${insertingVersions(versions)}`.execute(db);
}

/** The statement that stores versions (alone, or as a part of writePeople's). */
function insertingVersions(versions: readonly VersionWrite[]) {
  const doc = versions.map((v) => ({
    task_id: v.taskId,
    person_id: v.personId,
    rev: v.rev,
    kind: v.kind,
    device_id: v.origin.device,
    user_id: v.origin.userId,
    device_time: v.origin.deviceTime,
    changed: v.changed,
    previous: v.previous,
    deleted: v.deleted ?? false,
  }));
  return sql`
    INSERT INTO measuring_person_versions (task_id, person_id, rev, kind, device_id, user_id, device_time, changed, previous, deleted)
    SELECT task_id, person_id, rev, kind, device_id, user_id, device_time, changed, previous, deleted
    FROM jsonb_to_recordset(${JSON.stringify(doc)}::jsonb)
      AS v(task_id integer, person_id integer, rev bigint, kind varchar, device_id varchar, user_id integer, device_time timestamptz, changed jsonb, previous jsonb, deleted boolean)`;
}

/** A change to one person: the fields it sets. */
export type PersonChange = {
  personId: number;
  incoming: PersonFields;
  kind: VersionKind;
  origin: ChangeOrigin;
  /** A save of measurements (it marks the person measured). */
  measured?: { repair_status_id: number };
  /** Fields a measurer chose in resolving a conflict: applied as chosen, their conflicts closed. */
  resolves?: readonly string[];
};

export type AppliedChange = { row: PersonRow; conflicts: FieldConflict[] };

/** The version that set a field's value as stored: the last one after the base that changed it. */
const setterOf = (later: readonly StoredVersion[], key: string) => [...later].reverse().find((v) => Object.prototype.hasOwnProperty.call(v.changed, key));

/** The conflicts of a person once a merge has applied: new ones recorded, moved ones brought up to date. */
function conflictsAfter(
  held: Record<string, StoredConflict>,
  merged: ReturnType<typeof mergeChange>,
  later: readonly StoredVersion[],
  change: PersonChange,
  rev: number,
  names: ReadonlyMap<number, string>,
) {
  const out = { ...held };
  const me = { applied_by: change.origin.userId, applied_name: names.get(change.origin.userId) ?? '', applied_rev: rev };
  for (const field of change.resolves ?? []) delete out[field];
  for (const c of merged.conflicts) {
    const setter = setterOf(later, c.field);
    const by = setter?.userId ?? null;
    out[c.field] = { applied: c.applied, ...me, replaced: c.replaced, replaced_by: by, replaced_name: by === null ? '' : (names.get(by) ?? ''), replaced_rev: setter?.rev ?? 0 };
  }
  for (const [key, value] of Object.entries(merged.changed)) {
    const open = out[key];
    if (open && !merged.conflicts.some((c) => c.field === key)) out[key] = { ...open, applied: value, ...me };
  }
  return out;
}

/**
 * Applies changes to people of a task, in order, each merged with what other devices changed after
 * its base. Stops before the first change whose person is not in the task or is locked (that one
 * and those after it are not written; the caller answers it alone). Answers the rows written, in
 * order, with the conflicts each change made.
 */
export async function applyPersonChanges(db: Db, taskId: number, changes: readonly PersonChange[]): Promise<AppliedChange[]> {
  if (changes.length === 0) return [];
  const ids = changes.map((c) => c.personId);
  if (new Set(ids).size !== ids.length) throw new Error('applyPersonChanges: a person given twice');
  const first = await takeRevs(db, taskId, changes.length);
  // A resolution is a measurer's decision over both values: applied as chosen, never a conflict.
  const bases = new Map(changes.flatMap((c) => (c.origin.baseRev === undefined || c.resolves ? [] : [[c.personId, { base: c.origin.baseRev, device: c.origin.device }] as const])));
  const touched = new Map(changes.map((c) => [c.personId, touchedMeasurements(Object.keys(c.incoming))]));
  const states = await readStates(db, taskId, ids, bases, touched);
  const applicable: PersonChange[] = [];
  for (const c of changes) {
    const state = states.get(c.personId);
    if (!state || !state.row.is_edit) break;
    applicable.push(c);
  }
  const laterOf = (c: PersonChange) => (bases.has(c.personId) ? states.get(c.personId)!.later : null);
  const merges = applicable.map((c) => mergeChange({ current: states.get(c.personId)!.fields, later: laterOf(c), device: c.origin.device, incoming: c.incoming }));
  // Who saved each value of a field in conflict, named for the tablets (rarely needed: a query only then).
  const clashing = applicable.filter((c, i) => merges[i]!.conflicts.length > 0 || Object.keys(states.get(c.personId)!.row.conflicts).length > 0);
  const names = await measurerNames(
    db,
    clashing.flatMap((c) => [c.origin.userId, ...(laterOf(c) ?? []).map((v) => v.userId)]),
  );
  const writes: PersonWrite[] = [];
  const versions: VersionWrite[] = [];
  const made: FieldConflict[][] = [];
  applicable.forEach((c, i) => {
    const state = states.get(c.personId)!;
    const rev = first + i;
    const merged = merges[i]!;
    writes.push({
      personId: c.personId,
      rev,
      fields: merged.next,
      changed: Object.keys(merged.changed),
      conflicts: conflictsAfter(state.row.conflicts, merged, laterOf(c) ?? [], c, rev, names),
      measured: c.measured ?? null,
      device: c.origin.device,
    });
    versions.push({ taskId, personId: c.personId, rev, kind: c.kind, origin: c.origin, changed: merged.changed, previous: merged.previous });
    made.push(merged.conflicts);
  });
  const rows = await writePeople(db, taskId, writes, versions);
  return rows.map((row, i) => ({ row, conflicts: made[i]! }));
}

/**
 * Deletes a person, unless another device changed them after the base this delete comes from: then
 * the person is kept and flagged (a conflict on `_delete`, resolved by deleting or keeping), never
 * a silent loss of what was measured. The delete's version keeps every field the person had.
 */
export async function deletePersonVersioned(db: Db, taskId: number, personId: number, origin: ChangeOrigin): Promise<{ kept: boolean; rev: number }> {
  const rev = await takeRevs(db, taskId, 1);
  const bases = origin.baseRev === undefined ? undefined : new Map([[personId, { base: origin.baseRev, device: origin.device }]]);
  const state = (await readStates(db, taskId, [personId], bases)).get(personId);
  if (!state) return { kept: false, rev };
  const later = state.later;
  if (othersChangedSince(later, origin.device)) {
    const setter = [...later].reverse().find((v) => v.device !== origin.device);
    const names = await measurerNames(db, [origin.userId, setter?.userId ?? null]);
    const by = setter?.userId ?? null;
    const conflicts = {
      ...state.row.conflicts,
      [DELETE_FIELD]: {
        applied: true,
        applied_by: origin.userId,
        applied_name: names.get(origin.userId) ?? '',
        applied_rev: rev,
        replaced: false,
        replaced_by: by,
        replaced_name: by === null ? '' : (names.get(by) ?? ''),
        replaced_rev: setter?.rev ?? 0,
      },
    };
    await writePeople(db, taskId, [{ personId, rev, fields: state.fields, changed: [], conflicts, measured: null, device: origin.device }], [{ taskId, personId, rev, kind: 'delete_kept', origin, changed: {}, previous: {} }]);
    return { kept: true, rev };
  }
  await removeVersioned(db, taskId, state, rev, origin);
  return { kept: false, rev };
}

/** Removes a person, their every field kept in the delete's version. */
export async function removeVersioned(db: Db, taskId: number, state: PersonState, rev: number, origin: ChangeOrigin): Promise<void> {
  await insertVersions(db, [{ taskId, personId: state.row.id, rev, kind: 'delete', origin, changed: { [DELETE_FIELD]: true }, previous: state.fields, deleted: true }]);
  await db.deleteFrom('measuring_people').where('id', '=', state.row.id).execute();
}

/** A person added to a task: their first revision and version. */
export async function recordAdded(db: Db, taskId: number, row: PersonRow, origin: ChangeOrigin): Promise<PersonRow> {
  const rev = await takeRevs(db, taskId, 1);
  const updated = await db
    .updateTable('measuring_people')
    .set({ rev, device_revs: JSON.stringify({ [origin.device]: rev }) })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertVersions(db, [{ taskId, personId: row.id, rev, kind: 'add', origin, changed: fieldsOfRow(updated, []), previous: {} }]);
  return updated;
}

/** Moves the people of a department of a task to another (a rename): one revision, a version each. Answers how many moved. */
export async function moveDepartment(db: Db, taskId: number, from: string, to: string, companyName: string | undefined, origin: ChangeOrigin): Promise<number> {
  const rev = await takeRevs(db, taskId, 1);
  const { rows } = await sql<{ id: number }>`
    WITH moved AS (
      UPDATE measuring_people SET department_name = ${to}, rev = ${rev}::bigint, device_revs = device_revs || jsonb_build_object(${origin.device}::text, ${rev}::bigint)
      WHERE task_id = ${taskId}::integer AND department_name = ${from} AND (${companyName ?? null}::varchar IS NULL OR company_name = ${companyName ?? null}::varchar)
      RETURNING id
    )
    INSERT INTO measuring_person_versions (task_id, person_id, rev, kind, device_id, user_id, device_time, changed, previous)
    SELECT ${taskId}::integer, id, ${rev}::bigint, 'move', ${origin.device}, ${origin.userId}::integer, ${origin.deviceTime}::timestamptz,
      jsonb_build_object('department_name', ${to}::text), jsonb_build_object('department_name', ${from}::text)
    FROM moved
    RETURNING person_id AS id`.execute(db);
  return rows.length;
}
