/**
 * What several measurers on one task read and decide: a person's history, the people in
 * conflict, the resolution of a conflict, and a task's changes after a revision (a tablet's catch-up).
 */
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { ResolveConflictPayload } from '@/domain/measuring/contract';
import { DELETE_FIELD, parseField, type FieldName } from '@/domain/measuring/field-keys';
import { fieldLabel, fieldValueProblem, type FieldValue } from '@/domain/measuring/person-fields';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { catalogueNames } from '../catalogue/names';
import type { TaskConfig } from './access';
import { personSummary, SUMMARY_COLUMNS } from './people-service';
import { measurerNames } from './repository';
import { applyPersonChanges, readStates, removeVersioned, takeRevs, type ChangeOrigin } from './person-changes';
import './tables';

type Translate = TFunction;

/** Labels of fields in the reader's language: the catalogue's names of categories, items and shapes. */
async function fieldLabeller(db: Db, keys: Iterable<string>, lang: Locale, t: Translate): Promise<(key: string) => string> {
  const measures = [...keys].map(parseField).filter((f): f is Extract<FieldName, { kind: 'measure' }> => f?.kind === 'measure');
  const [categories, items, shapes] = await Promise.all([
    catalogueNames.categoryNames(db, [...new Set(measures.map((f) => f.category))], lang),
    catalogueNames.bodyItemNames(db, [...new Set(measures.flatMap((f) => (f.part === 'item' ? [f.id] : [])))], lang),
    catalogueNames.specialShapeNames(db, [...new Set(measures.flatMap((f) => (f.part === 'special' ? [f.id] : [])))], lang),
  ]);
  const names = { category: (id: number) => categories.get(id), item: (id: number) => items.get(id), shape: (id: number) => shapes.get(id), word: (w: string) => t(`measuring:field_${w}`) };
  return (key) => fieldLabel(key, names);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Every stored version of a person of the task (a deleted one's too), newest first. */
export async function personHistory(db: Db, taskId: number, personId: number, lang: Locale, t: Translate) {
  const rows = await db
    .selectFrom('measuring_person_versions')
    .select(['rev', 'kind', 'user_id', 'device_time', 'arrived_at', 'changed', 'previous'])
    .where('task_id', '=', taskId)
    .where('person_id', '=', personId)
    .orderBy('rev', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const [names, label] = await Promise.all([measurerNames(db, rows.map((r) => r.user_id)), fieldLabeller(db, rows.flatMap((r) => Object.keys(r.changed)), lang, t)]);
  return {
    list: rows.map((r) => ({
      rev: Number(r.rev),
      kind: r.kind,
      measurer: r.user_id === null ? '' : (names.get(r.user_id) ?? ''),
      device_time: iso(r.device_time),
      arrived_at: iso(r.arrived_at)!,
      changes: Object.entries(r.changed).map(([field, value]) => ({ field, label: label(field), value, previous: r.previous[field] ?? null })),
    })),
  };
}

/** The people of a task in conflict, each field with the value applied and the one it replaced. */
export async function taskConflicts(db: Db, taskId: number, lang: Locale, t: Translate) {
  const rows = await db
    .selectFrom('measuring_people')
    .selectAll()
    .where('task_id', '=', taskId)
    .where(sql<boolean>`conflicts <> '{}'::jsonb`)
    .orderBy('id')
    .execute();
  const label = await fieldLabeller(db, rows.flatMap((r) => Object.keys(r.conflicts)), lang, t);
  return {
    list: rows.map((r) => ({
      user_id: r.id,
      truename: r.truename,
      rev: Number(r.rev),
      fields: personSummary(r).conflicts.map((c) => ({ ...c, label: label(c.field) })),
    })),
  };
}

/** Refuses a chosen value that is not one the field takes in this task, naming the field by its label. */
async function checkChosen(db: Db, task: TaskConfig, fields: Record<string, FieldValue>, lang: Locale, t: Translate): Promise<void> {
  const categories = new Set(task.order_config.map((o) => o.category_id));
  const items = new Set(task.body_item_ids);
  const shapes = new Set(task.special_shape_ids);
  for (const [key, value] of Object.entries(fields)) {
    const f = parseField(key);
    const inTask =
      f !== null &&
      (f.kind !== 'measure' || (categories.has(f.category) && (!('id' in f) || (f.part === 'item' ? items : shapes).has(f.id))));
    if (!inTask) throw invalidField(`fields.${key}`, 'measuring:conflict_unknown_field');
    if (fieldValueProblem(key, value)) {
      const label = (await fieldLabeller(db, [key], lang, t))(key);
      throw new ApiError(ERRCODE.validation, 'measuring:conflict_bad_value', { label }, { field: `fields.${key}` });
    }
  }
}

/**
 * A measurer's choice for a person's fields in conflict: each applied as chosen and its conflict
 * closed, in a version of its own. `_delete` true deletes the person (their fields kept in the
 * delete's version), false keeps them. Answers the person, or null once deleted.
 */
export async function resolveConflict(db: Db, task: TaskConfig, body: ResolveConflictPayload, origin: ChangeOrigin, lang: Locale, t: Translate) {
  await checkChosen(db, task, body.fields, lang, t);
  const { [DELETE_FIELD]: remove, ...chosen } = body.fields;
  if (remove === true) {
    const state = (await readStates(db, body.task_id, [body.user_id])).get(body.user_id);
    if (!state) throw new ApiError(ERRCODE.notFound, 'measuring:person_not_found');
    if (!state.row.is_edit) throw new ApiError(ERRCODE.conflict, 'measuring:person_locked');
    await removeVersioned(db, body.task_id, state, await takeRevs(db, body.task_id, 1), origin);
    return null;
  }
  const resolves = Object.keys(body.fields);
  const [saved] = await applyPersonChanges(db, body.task_id, [{ personId: body.user_id, incoming: chosen, kind: 'resolve', origin, resolves }]);
  if (!saved) throw new ApiError(ERRCODE.conflict, 'measuring:person_locked');
  return personSummary(saved.row);
}

/**
 * What changed in a task after revision `since`: the people changed (with their measurements), the
 * people deleted, and the task's revision now. The revision is read first: a change committed while
 * the people are read is then sent again next time rather than missed.
 */
export async function changesSince(db: Db, taskId: number, since: number) {
  const { rev } = await db.selectFrom('measuring_tasks').select('rev').where('id', '=', taskId).executeTakeFirstOrThrow();
  const people = await db.selectFrom('measuring_people').select(SUMMARY_COLUMNS).where('task_id', '=', taskId).where('rev', '>', since).orderBy('id').execute();
  const ids = people.map((p) => p.id);
  const [measurements, deleted] = await Promise.all([
    ids.length
      ? db
          .selectFrom('measuring_measurements')
          .select(['person_id', 'repair_status_id', 'category_id', 'edition_type_id', 'size', 'num', 'items', 'special', 'special_position_remark', 'wear_styles'])
          .where('person_id', 'in', ids)
          .orderBy('person_id')
          .execute()
      : Promise.resolve([]),
    sql<{ person_id: number }>`
      SELECT DISTINCT v.person_id FROM measuring_person_versions v
      WHERE v.task_id = ${taskId}::integer AND v.deleted AND v.rev > ${since}::bigint
        AND NOT EXISTS (SELECT 1 FROM measuring_people p WHERE p.id = v.person_id)`.execute(db),
  ]);
  return {
    rev: Number(rev),
    people: people.map(personSummary),
    measurements: measurements.map(({ items, ...m }) => ({ ...m, item: items })),
    deleted: deleted.rows.map((r) => r.person_id),
  };
}
