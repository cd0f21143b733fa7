/**
 * People of a task and their measurements (spec 3 §3 "Person in a task", §7 measuring.measuring_user).
 * Measurements are kept per person, category and repair status: repair mode (1) edits its own copy,
 * starting from the normal values, and saving it marks the person repaired (4).
 */
import { sql, type Selectable } from 'kysely';
import { MEASURING_STATUS, PEOPLE_FILTER, REPAIR_STATUS } from '@/domain/measuring/constants';
import { PEOPLE_NAME_COLLATION } from '@/domain/measuring/people-order';
import type { EditOrderInfoPayload, SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { signedUploadUrl, storedUploadUrl } from '../../http/uploads';
import { isDataUrl, isOwnUpload, storeBase64Image } from './base64-image';
import { catalogueNames } from '../catalogue/names';
import { toNumber } from './format';
import type { PersonAccess, TaskConfig } from './access';
import type { MeasuringPeopleTable, OrderConfigEntry } from './tables';
import { containsPattern, paginate } from '../../http/paging';
import { orderInfoFields, saveFields, type FieldValue } from '@/domain/measuring/person-fields';
import { applyPersonChanges, moveDepartment, recordAdded, type AppliedChange, type ChangeOrigin, type PersonChange } from './person-changes';
import type { TFunction } from 'i18next';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { measurementWarnings, withConfirmations, type PlausibilityWarning } from '@/domain/rules/plausibility';
import { fieldWarnings } from '@/domain/measuring/warnings';
import './tables';

type PersonRow = Selectable<MeasuringPeopleTable>;

/** A signature in conflict is shown, not named: each of its values opens at a signed URL. */
const signatureUrl = (field: string, value: FieldValue) => (field === 'sign' && typeof value === 'string' && value ? { url: signedUploadUrl(value) } : {});

/**
 * The columns a person's summary reads: a task's list of people and a catch-up read these alone,
 * not the clean sizes and the devices' revisions each row also keeps, which the driver would
 * otherwise parse for every person of a 10,000-person task and drop.
 */
export const SUMMARY_COLUMNS = [
  'id',
  'task_id',
  'truename',
  'gender_id',
  'save_date',
  'company_name',
  'department_name',
  'height',
  'weight',
  'measuring_status_id',
  'repair_status_id',
  'no_sleeve',
  'sign_url',
  'wearing_style',
  'is_edit',
  'order_config',
  'rev',
  'conflicts',
  'reviewed_warnings',
] as const satisfies readonly (keyof PersonRow)[];

type SummaryRow = Pick<PersonRow, (typeof SUMMARY_COLUMNS)[number]>;

export function personSummary(p: SummaryRow) {
  return {
    id: p.id,
    measuring_user_id: p.id,
    user_id: p.id,
    task_id: p.task_id,
    truename: p.truename,
    gender_id: p.gender_id,
    save_date: p.save_date ? new Date(p.save_date).toISOString() : '',
    company_name: p.company_name,
    department_name: p.department_name,
    height: toNumber(p.height),
    weight: toNumber(p.weight),
    measuring_status_id: p.measuring_status_id,
    repair_status_id: p.repair_status_id,
    no_sleeve: p.no_sleeve,
    // An <img> cannot send X-Token: the signature opens at a URL signed for the next hour.
    sign: signedUploadUrl(p.sign_url),
    wearing_style: p.wearing_style,
    is_edit: p.is_edit,
    // The person's own order configuration (order info); empty until saved, when the task's applies.
    // Listed with the person so the detail screen can show and edit order info offline.
    order_config: p.order_config,
    rev: Number(p.rev),
    conflicts: Object.entries(p.conflicts).map(([field, c]) => ({
      field,
      applied: { value: c.applied, by: c.applied_name, rev: c.applied_rev, ...signatureUrl(field, c.applied) },
      replaced: { value: c.replaced, by: c.replaced_name, rev: c.replaced_rev, ...signatureUrl(field, c.replaced) },
    })),
    reviewed_warnings: p.reviewed_warnings,
  };
}

/** What a warning's answer needs: the catalogue (names, limits, charts) and the reader's language. */
export type WarningReader = { snapshot: CatalogueSnapshot; t: TFunction };

/** Warnings as answered: the message in the reader's language. */
function warningAnswers(t: TFunction, warnings: readonly (PlausibilityWarning & { confirmed: boolean })[]) {
  return warnings.map((w) => ({ item: w.item, code: w.code, key: w.key, message: t(w.message.key, w.message.params ?? {}), confirmed: w.confirmed }));
}

/** A saved person with the warnings of what the save left stored (checked here again: the device's are not trusted). */
function savedAnswer(reader: WarningReader, task: Pick<TaskConfig, 'order_config'>, applied: AppliedChange, repair: number) {
  const categories = task.order_config.map((o) => o.category_id);
  return { ...personSummary(applied.row), warnings: warningAnswers(reader.t, fieldWarnings(reader.snapshot, applied.fields, repair, categories)) };
}

export type PersonSummary = ReturnType<typeof personSummary>;

export type PeopleListQuery = {
  page: number;
  size: number;
  task_id: number;
  company_name?: string | undefined;
  department_name?: string | undefined;
  gender_id: number;
  isVolume: number;
  keywords?: string | undefined;
};

/** Names in the list's order (src/domain/measuring/people-order.ts), in SQL. */
const byName = (column: 'company_name' | 'department_name') => sql`${sql.ref(column)} collate ${sql.id(PEOPLE_NAME_COLLATION)}`;

/**
 * The same filter as src/domain/measuring/people-filter.ts, in SQL, and the same order as
 * comparePeople: a device shows the first page as the head of the list it builds from the whole.
 */
export async function listPeople(db: Db, q: PeopleListQuery) {
  let base = db.selectFrom('measuring_people').where('task_id', '=', q.task_id);
  if (q.company_name) base = base.where('company_name', '=', q.company_name);
  if (q.department_name) base = base.where('department_name', '=', q.department_name);
  if (q.gender_id) base = base.where('gender_id', '=', q.gender_id);
  switch (q.isVolume) {
    case PEOPLE_FILTER.notMeasured:
      base = base.where('measuring_status_id', '=', MEASURING_STATUS.notMeasured);
      break;
    case PEOPLE_FILTER.measured:
      base = base.where('measuring_status_id', '<>', MEASURING_STATUS.notMeasured);
      break;
    case PEOPLE_FILTER.noSleeve:
      base = base.where('no_sleeve', '=', true);
      break;
    case PEOPLE_FILTER.repaired:
      base = base.where('measuring_status_id', '=', MEASURING_STATUS.repaired);
      break;
    case PEOPLE_FILTER.inConflict:
      base = base.where(sql<boolean>`conflicts <> '{}'::jsonb`);
      break;
  }
  const keyword = q.keywords?.trim();
  if (keyword) {
    const like = containsPattern(keyword);
    base = base.where((eb) => eb.or([eb('truename', 'ilike', like), eb('department_name', 'ilike', like)]));
  }
  const { total, rows } = await paginate(base, q, (qb) => qb.select(SUMMARY_COLUMNS).orderBy(byName('company_name')).orderBy(byName('department_name')).orderBy('id'));
  return { count: total, list: rows.map(personSummary) };
}

async function loadPerson(db: Db, personId: number): Promise<PersonRow> {
  return db.selectFrom('measuring_people').selectAll().where('id', '=', personId).executeTakeFirstOrThrow();
}

async function loadTaskConfig(db: Db, taskId: number) {
  return db
    .selectFrom('measuring_tasks')
    .select(['order_config', 'body_item_ids', 'special_shape_ids', 'remark'])
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
}

/** Stored measurements of a person for a repair status; repair mode starts from the normal values. */
async function measurementsFor(db: Db, personId: number, repairStatusId: number) {
  const rows = await db.selectFrom('measuring_measurements').selectAll().where('person_id', '=', personId).execute();
  const own = rows.filter((r) => r.repair_status_id === repairStatusId);
  if (own.length || repairStatusId === REPAIR_STATUS.normal) return own;
  return rows.filter((r) => r.repair_status_id === REPAIR_STATUS.normal);
}

export async function measuringInfo(db: Db, taskId: number, personId: number, repairStatusId: number, lang: Locale, reader: WarningReader) {
  const [person, task, stored] = await Promise.all([loadPerson(db, personId), loadTaskConfig(db, taskId), measurementsFor(db, personId, repairStatusId)]);
  const cat = catalogueNames;
  const [categories, editions, bodyItems, shapes] = await Promise.all([
    cat.categoryNames(db, task.order_config.map((o) => o.category_id), lang),
    cat.editionNames(db, task.order_config.map((o) => o.edition_type_id), lang),
    cat.bodyItemNames(db, task.body_item_ids, lang),
    cat.specialShapeNames(db, task.special_shape_ids, lang),
  ]);
  const byCategory = new Map(stored.map((m) => [m.category_id, m]));
  const size_info = task.order_config.map((o) => {
    const m = byCategory.get(o.category_id);
    const values = new Map((m?.items ?? []).map((i) => [i.id, i.value]));
    const specials = new Map((m?.special ?? []).map((s) => [s.id, s.value]));
    const editionTypeId = m?.edition_type_id ?? o.edition_type_id;
    return {
      category_id: o.category_id,
      cate_name: categories.get(o.category_id) ?? String(o.category_id),
      edition_type_id: editionTypeId,
      edition_number: editions.get(editionTypeId) ?? String(editionTypeId),
      size: m?.size ?? '',
      num: m?.num ?? o.num,
      item: task.body_item_ids.map((id) => ({ id, name: bodyItems.get(id) ?? String(id), value: values.get(id) ?? null })),
      special: task.special_shape_ids.map((id) => ({ id, name: shapes.get(id) ?? String(id), value: specials.get(id) ?? 0 })),
      special_position_remark: m?.special_position_remark ?? '',
      wear_styles: m?.wear_styles ?? person.wearing_style,
      task_id: taskId,
      user_id: personId,
    };
  });
  const warnings = withConfirmations(
    measurementWarnings(reader.snapshot, { gender_id: person.gender_id, height: toNumber(person.height), weight: toNumber(person.weight), garments: size_info }),
    person.reviewed_warnings,
  );
  return { ...personSummary(person), repair_status_id: repairStatusId, clean_size_info: person.clean_size_info, size_info, warnings: warningAnswers(reader.t, warnings) };
}

export type SaveMeasurementInput = SaveMeasurementPayload;

/** A save of measurements as a change of fields (merged with other devices' changes). */
function saveChange(input: SaveMeasurementInput, origin: ChangeOrigin): PersonChange {
  return { personId: input.user_id, incoming: saveFields(input), kind: 'save', origin, measured: { repair_status_id: input.repair_status_id } };
}

/** Saves a person's measurement; `person` and `task` as personAccess read them (access checked). */
export async function saveMeasurement(db: Db, { person, task }: Pick<PersonAccess, 'person' | 'task'>, input: SaveMeasurementInput, origin: ChangeOrigin, reader: WarningReader) {
  if (!person.is_edit) throw new ApiError(ERRCODE.conflict, 'measuring:person_locked');
  checkSizeInfo(task, input);
  // Locked or moved since it was read (by a concurrent request): as if it had been so then.
  const [saved] = await applyPersonChanges(db, person.task_id, [saveChange(input, origin)]);
  if (!saved) throw new ApiError(ERRCODE.conflict, 'measuring:person_locked');
  return savedAnswer(reader, task, saved, input.repair_status_id);
}

/**
 * Saves, together, consecutive measurements of people of a task whose configuration and access
 * were read in this transaction (taskForSaves): a replayed batch's saves, a person's corrections
 * among them. Saves them in order up to the first that cannot be saved so (of another task, sizes
 * the task does not take, not in the task or locked) and answers those written; the first not saved
 * goes alone (personAccess, saveMeasurement), which answers why or saves it.
 */
export async function saveMeasurementsOfTask(
  db: Db,
  taskId: number,
  task: TaskConfig,
  inputs: readonly SaveMeasurementInput[],
  origin: (input: SaveMeasurementInput) => ChangeOrigin,
  reader: WarningReader,
) {
  const fitting: PersonChange[] = [];
  for (const input of inputs) {
    if (input.task_id !== taskId || !fitsTask(task, input)) break;
    fitting.push(saveChange(input, origin(input)));
  }
  return (await applyPersonChanges(db, taskId, fitting)).map((a, i) => savedAnswer(reader, task, a, inputs[i]!.repair_status_id));
}

function fitsTask(task: TaskConfig, input: SaveMeasurementInput): boolean {
  try {
    checkSizeInfo(task, input);
    return true;
  } catch (err) {
    if (err instanceof ApiError) return false;
    throw err;
  }
}

/** Refuses sizes the task does not configure, a category given twice, and items or shapes the task does not measure, naming the field. */
function checkSizeInfo(task: TaskConfig, input: SaveMeasurementInput): void {
  const configured = new Set(task.order_config.map((o) => o.category_id));
  const bodyItems = new Set(task.body_item_ids);
  const shapes = new Set(task.special_shape_ids);
  const seen = new Set<number>();
  for (const [i, s] of input.size_info.entries()) {
    if (!configured.has(s.category_id)) throw invalidField(`size_info.${i}.category_id`, 'measuring:category_not_in_task', { id: s.category_id });
    if (seen.has(s.category_id)) throw invalidField(`size_info.${i}.category_id`, 'measuring:category_twice', { id: s.category_id });
    seen.add(s.category_id);
    for (const [j, it] of s.item.entries()) {
      if (!bodyItems.has(it.id)) throw invalidField(`size_info.${i}.item.${j}.id`, 'field.unknown_id', { id: it.id });
    }
    for (const [j, sp] of s.special.entries()) {
      if (!shapes.has(sp.id)) throw invalidField(`size_info.${i}.special.${j}.id`, 'field.unknown_id', { id: sp.id });
    }
  }
}

export type AddPersonInput = {
  task_id: number;
  truename: string;
  gender_id: number;
  department_name: string;
  company_name: string;
  local_id?: number | undefined;
};

export async function addPerson(db: Db, input: AddPersonInput, origin: ChangeOrigin) {
  const inserted = await db
    .insertInto('measuring_people')
    .values({
      task_id: input.task_id,
      truename: input.truename,
      gender_id: input.gender_id,
      department_name: input.department_name,
      company_name: input.company_name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const row = await recordAdded(db, input.task_id, inserted, origin);
  // local_id: the browser's temporary id for a person added offline, echoed so the sync engine can re-key it.
  return { ...personSummary(row), ...(input.local_id !== undefined ? { local_id: input.local_id } : {}) };
}

/** Renames a department in each of the tasks: a revision of each task, a version of each person moved. */
export async function renameDepartment(db: Db, taskIds: readonly number[], from: string, to: string, companyName: string | undefined, origin: ChangeOrigin) {
  let count = 0;
  for (const taskId of taskIds) count += await moveDepartment(db, taskId, from, to, companyName, origin);
  return { count };
}

export async function sizeSelect(db: Db, personId: number, categoryId: number, editionTypeId: number, repairStatusId: number) {
  const stored = (await measurementsFor(db, personId, repairStatusId)).find((m) => m.category_id === categoryId);
  const sizes = await catalogueNames.sizeOptions(db, categoryId, editionTypeId);
  return {
    sizes,
    selected:
      stored && stored.edition_type_id === editionTypeId
        ? { size: stored.size, num: stored.num, item: stored.items, special: stored.special, wear_styles: stored.wear_styles }
        : null,
  };
}

export async function orderInfo(db: Db, taskId: number, personId: number) {
  const [person, task] = await Promise.all([loadPerson(db, personId), loadTaskConfig(db, taskId)]);
  const config: OrderConfigEntry[] = person.order_config.length ? person.order_config : task.order_config;
  return {
    truename: person.truename,
    gender_id: person.gender_id,
    department_name: person.department_name,
    company_name: person.company_name,
    sign: signedUploadUrl(person.sign_url),
    order_config: config,
  };
}


/**
 * Saves a person's order info. `sign` is either the url of a signature this user uploaded
 * (upload_base64_file, the spec's two-step flow) or the drawn image itself as a data URL: a
 * change queued offline carries its image, and storing it here, in the same transaction and
 * under the same Idempotency-Key as the rest, makes the replay one request that applies once.
 */
export async function editOrderInfo(db: Db, userId: number, input: EditOrderInfoPayload, origin: ChangeOrigin) {
  const [person, task] = await Promise.all([loadPerson(db, input.user_id), loadTaskConfig(db, input.task_id)]);
  // spec 3 §3: the person's data may be edited only while is_edit is on; order info is their data too.
  if (!person.is_edit) throw new ApiError(ERRCODE.conflict, 'measuring:person_locked');
  const configured = new Set(task.order_config.map((o) => o.category_id));
  for (const [i, o] of input.order_config.entries()) {
    if (!configured.has(o.category_id)) throw invalidField(`order_config.${i}.category_id`, 'measuring:category_not_in_task', { id: o.category_id });
  }
  let sign = input.sign;
  if (isDataUrl(sign)) sign = (await storeBase64Image(db, userId, sign, 'sign')).url;
  else if (await isOwnUpload(db, userId, sign)) sign = storedUploadUrl(sign);
  else throw invalidField('sign', 'measuring:sign_unknown');
  // A signature is a field like any other: each version keeps the one it saved.
  const incoming = orderInfoFields({ ...input, sign });
  const [saved] = await applyPersonChanges(db, input.task_id, [{ personId: input.user_id, incoming, kind: 'order_info', origin }]);
  if (!saved) throw new ApiError(ERRCODE.conflict, 'measuring:person_locked');
  return orderInfo(db, input.task_id, input.user_id);
}
