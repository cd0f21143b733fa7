/**
 * Every change to a person of a task, versioned and merged. A change takes the task's
 * next revision (which locks the task's row to the transaction, so the changes of one task merge
 * one after another), reads the person as stored and the versions after the change's base, merges
 * field by field (src/domain/measuring/merge.ts), writes the person with the new revision and
 * their conflicts, and stores the version: the fields it changed, their values before, who and
 * which device made it, and when. Nothing is overwritten without a version.
 */
import { sql, type Selectable } from 'kysely';
import { completionOfFields, isComplete, statusAfter, type TaskGarments } from '@/domain/measuring/completion';
import { REPAIR_STATUS } from '@/domain/measuring/constants';
import type { ChangeMeta, OrderConfigEntry } from '@/domain/measuring/contract';
import { mergeChange, othersChangedSince, type FieldConflict, type LaterVersion } from '@/domain/measuring/merge';
import { DELETE_FIELD } from '@/domain/measuring/field-keys';
import {
  cleanSizesOf,
  measurementOf,
  reviewedOf,
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
  return (await takeRevsOf(db, taskId, count)).first;
}

/** takeRevs, with the task's garments and body items (what a person's status is reckoned against). */
async function takeRevsOf(db: Db, taskId: number, count: number): Promise<{ first: number; task: TaskGarments }> {
  const { rows } = await sql<{ rev: number } & TaskGarments>`
    UPDATE measuring_tasks SET rev = rev + ${count}::integer WHERE id = ${taskId}::integer RETURNING rev, order_config, body_item_ids`.execute(db);
  const row = rows[0]!;
  return { first: Number(row.rev) - count + 1, task: { order_config: row.order_config, body_item_ids: row.body_item_ids } };
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
      reviewed_warnings: row.reviewed_warnings,
    },
    measurements,
  );
}

type StoredVersion = LaterVersion & { rev: number; userId: number | null };

/** What a change is based on: the revision its device read, and the device (null: changes of several devices). */
export type Base = { base: number; device: string | null };

/**
 * People of a task as stored, with their measurements, by id; and, for those whose changes name a
 * base (`bases`), the versions stored after it, oldest first, when another device changed them
 * since. When only the changes' own device did, what it saw is the person as stored now, and the
 * merge needs no version (a tablet replaying a day's saves of the same people from one read).
 * `only` narrows each person's measurements to the categories their changes touch (a change's
 * fields are all a merge and a write need); a person it maps to null is read whole. One statement: it runs for every run of a replayed
 * batch.
 */
export async function readStates(
  db: Db,
  taskId: number,
  personIds: readonly number[],
  bases: ReadonlyMap<number, Base> = new Map(),
  only?: ReadonlyMap<number, readonly { repair: number; category: number }[] | null>,
): Promise<Map<number, PersonState & { later: StoredVersion[] }>> {
  const asks = personIds.map((id) => ({
    person_id: id,
    base: bases.get(id)?.base ?? null,
    device: bases.get(id)?.device ?? null,
    cats: only && only.get(id) !== null ? (only.get(id) ?? []).map((c) => `${c.repair}:${c.category}`) : null,
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
    CASE WHEN a.base IS NOT NULL AND EXISTS (SELECT 1 FROM jsonb_each_text(p.device_revs) d WHERE (a.device IS NULL OR d.key <> a.device) AND d.value::bigint > a.base)
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

/** A person's columns from their fields (fieldsOfRow reads them back). */
function columnsOf(f: PersonFields) {
  return {
    height: f.height as number,
    weight: f.weight as number,
    wearing_style: f.wearing_style as number,
    no_sleeve: f.no_sleeve as boolean,
    truename: f.truename as string,
    gender_id: f.gender_id as number,
    department_name: f.department_name as string,
    company_name: f.company_name as string,
    sign_url: f.sign as string | null,
    order_config: JSON.parse(String(f.order_config ?? '[]')) as OrderConfigEntry[],
    clean_size_info: cleanSizesOf(f),
    reviewed_warnings: reviewedOf(f.reviewed_warnings),
  };
}

/**
 * Where a person's status stands after changes, with how many of their garments are measured;
 * `saved` when a save of measurements is among them (its save date is the write's time).
 */
type PersonStatus = { measuring_status_id: number; garments_done: number; repair_status_id: number; saved: boolean };

/** A person as written: every field, the revision, the conflicts and the status the changes leave. */
type PersonWrite = {
  personId: number;
  rev: number;
  fields: PersonFields;
  /** The fields whose stored value moves (their categories' rows are written). */
  changed: readonly string[];
  conflicts: Record<string, StoredConflict>;
  status: PersonStatus;
  /** Each device's last revision among the changes. */
  deviceRevs: Record<string, number>;
};

/**
 * Writes people of a task and their versions in one statement (a replayed queue is mostly saves,
 * and a statement each was most of its time): their columns from their fields, the measurements
 * of the categories whose fields moved, their revision, conflicts and status. Answers the rows
 * written, in the order given.
 */
async function writePeople(db: Db, taskId: number, writes: readonly PersonWrite[], versions: readonly VersionWrite[], now: Date): Promise<PersonRow[]> {
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
  const doc = writes.map((w, ord) => ({
    ord,
    person_id: w.personId,
    rev: w.rev,
    ...columnsOf(w.fields),
    conflicts: w.conflicts,
    ...w.status,
    categories: categories[ord]!.map((m) => ({ ...m, items: m.item.map((i) => ({ id: i.id, name: names.get(i.id) ?? String(i.id), value: i.value })) })),
    device_revs: w.deviceRevs,
  }));
  const { rows } = await sql<PersonRow & { ord: number }>`
    WITH w AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(doc)}::jsonb)
        AS w(ord integer, person_id integer, rev bigint, height numeric, weight numeric, wearing_style smallint, no_sleeve boolean, truename varchar,
             gender_id smallint, department_name varchar, company_name varchar, sign_url varchar, order_config jsonb, clean_size_info jsonb, reviewed_warnings jsonb,
             conflicts jsonb, measuring_status_id smallint, garments_done smallint, repair_status_id smallint, saved boolean, categories jsonb, device_revs jsonb)
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
      clean_size_info = w.clean_size_info, reviewed_warnings = w.reviewed_warnings, rev = w.rev, conflicts = w.conflicts, device_revs = p.device_revs || w.device_revs,
      measuring_status_id = w.measuring_status_id, garments_done = w.garments_done, repair_status_id = w.repair_status_id,
      save_date = CASE WHEN w.saved THEN ${now}::timestamptz ELSE p.save_date END
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

/** `fields`: the person's fields as the change left them (those of the categories it touched among the measurements). */
export type AppliedChange = { row: PersonRow; conflicts: FieldConflict[]; fields: PersonFields };

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

/** Per person, the earliest base among their changes: the versions after it serve every one of them. */
function earliestBases(changes: readonly PersonChange[]): Map<number, Base> {
  const bases = new Map<number, Base>();
  for (const c of changes) {
    // A resolution is a measurer's decision over both values: applied as chosen, never a conflict.
    if (c.origin.baseRev === undefined || c.resolves) continue;
    const held = bases.get(c.personId);
    // Changes of several devices need every version after the base, their own included.
    const device = held && held.device !== c.origin.device ? null : c.origin.device;
    bases.set(c.personId, { base: Math.min(held?.base ?? c.origin.baseRev, c.origin.baseRev), device });
  }
  return bases;
}

/**
 * A change after which the person's status is reckoned again: a save, a new order configuration
 * (a garment more or less), a resolution (a value chosen may empty an item). The status reads
 * every garment, so these people are read whole.
 */
const reckonsStatus = (c: PersonChange) => c.measured !== undefined || c.kind === 'order_info' || c.kind === 'resolve';

/** Per person, the categories their changes touch (null: all of them, see reckonsStatus). */
function touchedBy(changes: readonly PersonChange[]): Map<number, { repair: number; category: number }[] | null> {
  const keys = new Map<number, string[]>();
  const whole = new Set(changes.filter(reckonsStatus).map((c) => c.personId));
  for (const c of changes) keys.set(c.personId, [...(keys.get(c.personId) ?? []), ...Object.keys(c.incoming)]);
  return new Map([...keys].map(([id, k]) => [id, whole.has(id) ? null : touchedMeasurements(k)]));
}

/** A person as the changes of a call leave them, one change after another. */
type Running = {
  fields: PersonFields;
  conflicts: Record<string, StoredConflict>;
  status: PersonStatus;
  /** The versions stored after the earliest base of the person's changes, then those of this call. */
  stored: readonly StoredVersion[];
  made: StoredVersion[];
  changed: Set<string>;
  deviceRevs: Record<string, number>;
};

/**
 * Applies changes to people of a task, in order, each merged with what other devices changed after
 * its base. A person may have several changes: each merges with what the one before left, as if
 * sent alone, and the person is written once. Stops before the first change whose person is not in
 * the task or is locked (that one and those after it are not written; the caller answers it alone).
 * Answers, for each change written, the person as it left them and the conflicts it made.
 */
export async function applyPersonChanges(db: Db, taskId: number, changes: readonly PersonChange[]): Promise<AppliedChange[]> {
  if (changes.length === 0) return [];
  const { first, task } = await takeRevsOf(db, taskId, changes.length);
  const bases = earliestBases(changes);
  const states = await readStates(db, taskId, [...new Set(changes.map((c) => c.personId))], bases, touchedBy(changes));
  const applicable: PersonChange[] = [];
  for (const c of changes) {
    const state = states.get(c.personId);
    if (!state || !state.row.is_edit) break;
    applicable.push(c);
  }
  const running = new Map<number, Running>();
  const runningOf = (id: number): Running => {
    const known = running.get(id);
    if (known) return known;
    const { row, fields, later } = states.get(id)!;
    const fresh: Running = {
      fields,
      conflicts: row.conflicts,
      status: { measuring_status_id: row.measuring_status_id, garments_done: row.garments_done, repair_status_id: row.repair_status_id, saved: false },
      stored: later,
      made: [],
      changed: new Set(),
      deviceRevs: {},
    };
    running.set(id, fresh);
    return fresh;
  };
  // The versions after a change's base: other devices' since it, and this call's before it.
  const laterOf = (c: PersonChange, r: Running) =>
    c.origin.baseRev === undefined || c.resolves ? null : [...r.stored.filter((v) => v.rev > c.origin.baseRev!), ...r.made];
  const merged = applicable.map((c, i) => {
    const r = runningOf(c.personId);
    const later = laterOf(c, r);
    const merge = mergeChange({ current: r.fields, later, device: c.origin.device, incoming: c.incoming });
    r.fields = merge.next;
    r.made.push({ device: c.origin.device, changed: merge.changed, previous: merge.previous, rev: first + i, userId: c.origin.userId });
    return { merge, later };
  });
  // Who saved each value of a field in conflict, named for the tablets (rarely needed: a query only then).
  const clashing = new Set(applicable.filter((c, i) => merged[i]!.merge.conflicts.length > 0 || Object.keys(states.get(c.personId)!.row.conflicts).length > 0).map((c) => c.personId));
  const names = await measurerNames(
    db,
    applicable.flatMap((c, i) => (clashing.has(c.personId) ? [c.origin.userId, ...(merged[i]!.later ?? []).map((v) => v.userId)] : [])),
  );
  const versions: VersionWrite[] = [];
  const after = applicable.map((c, i) => {
    const r = running.get(c.personId)!;
    const rev = first + i;
    const { merge, later } = merged[i]!;
    r.conflicts = conflictsAfter(r.conflicts, merge, later ?? [], c, rev, names);
    if (reckonsStatus(c)) {
      const completion = completionOfFields(task, r.fields);
      const complete = isComplete(completion);
      const wasSaved = r.status.saved || states.get(c.personId)!.row.save_date !== null;
      if (c.measured) {
        r.status = { measuring_status_id: statusAfter(r.status.measuring_status_id, c.measured.repair_status_id, complete), garments_done: completion.done, repair_status_id: c.measured.repair_status_id, saved: true };
      } else {
        // Never saved, a person stays not measured whatever their order info says.
        const status = wasSaved ? statusAfter(r.status.measuring_status_id, REPAIR_STATUS.normal, complete) : r.status.measuring_status_id;
        r.status = { ...r.status, measuring_status_id: status, garments_done: completion.done };
      }
    }
    for (const key of Object.keys(merge.changed)) r.changed.add(key);
    r.deviceRevs[c.origin.device] = rev;
    versions.push({ taskId, personId: c.personId, rev, kind: c.kind, origin: c.origin, changed: merge.changed, previous: merge.previous });
    return { rev, fields: merge.next, conflicts: r.conflicts, status: r.status };
  });
  const lastOf = new Map(applicable.map((c, i) => [c.personId, i]));
  const writes: PersonWrite[] = [...running].map(([personId, r]) => ({
    personId,
    rev: first + lastOf.get(personId)!,
    fields: r.fields,
    changed: [...r.changed],
    conflicts: r.conflicts,
    status: r.status,
    deviceRevs: r.deviceRevs,
  }));
  const now = new Date();
  const written = new Map((await writePeople(db, taskId, writes, versions, now)).map((row) => [row.id, row]));
  return applicable.map((c, i) => {
    const row = written.get(c.personId)!;
    const a = after[i]!;
    // A person's last change answers the row as written; an earlier one, the person as it left them.
    if (lastOf.get(c.personId) === i) return { row, conflicts: merged[i]!.merge.conflicts, fields: a.fields };
    const { saved, ...status } = a.status;
    const columns = columnsOf(a.fields);
    return {
      row: {
        ...row,
        ...columns,
        // Numeric columns read back as text.
        height: String(columns.height),
        weight: String(columns.weight),
        rev: a.rev,
        conflicts: a.conflicts,
        ...status,
        save_date: saved ? now : states.get(c.personId)!.row.save_date,
      },
      conflicts: merged[i]!.merge.conflicts,
      fields: a.fields,
    };
  });
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
    const status = { measuring_status_id: state.row.measuring_status_id, garments_done: state.row.garments_done, repair_status_id: state.row.repair_status_id, saved: false };
    await writePeople(
      db,
      taskId,
      [{ personId, rev, fields: state.fields, changed: [], conflicts, status, deviceRevs: { [origin.device]: rev } }],
      [{ taskId, personId, rev, kind: 'delete_kept', origin, changed: {}, previous: {} }],
      new Date(),
    );
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
