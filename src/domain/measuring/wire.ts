/**
 * Wire shapes of the measuring calls (spec 3 §3, §7), as the server answers them. The browser
 * mirrors these in Dexie; the request bodies (and so the queued payloads) are in ./contract.ts.
 */
import { z } from 'zod';
import { OrderConfigEntrySchema, type OrderConfigEntry } from './contract';

export type { OrderConfigEntry };

// Each answer is a zod schema, so the OpenAPI document describes it and, under test, every answer
// is checked against it; the type of each is read off its schema.

const id = z.number().int();
const count = z.number().int();
const IdItemSchema = z.object({ id, item: z.string() });

const FieldValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);
/**
 * Who saved a value: the measurer's name (empty when the account is gone), and the revision. A
 * signature's value is where it is stored; `url` opens it (signed for the next hour, as `sign`).
 */
const SavedValue = z.object({ value: FieldValue, by: z.string(), rev: z.number().int(), url: z.string().optional() });
/** A field in conflict: the value applied (the later change) and the one it replaced. */
export const ConflictFieldSchema = z.object({ field: z.string(), applied: SavedValue, replaced: SavedValue });
export type ConflictField = z.output<typeof ConflictFieldSchema>;

export const MeasuringPersonSchema = z.object({
  id,
  measuring_user_id: id,
  user_id: id,
  task_id: id,
  truename: z.string(),
  gender_id: z.number().int(),
  save_date: z.string(),
  company_name: z.string(),
  department_name: z.string(),
  height: z.number(),
  weight: z.number(),
  measuring_status_id: z.number().int(),
  repair_status_id: z.number().int(),
  no_sleeve: z.boolean(),
  sign: z.string().nullable(),
  wearing_style: z.number().int(),
  is_edit: z.boolean(),
  /** The person's own order configuration (order info); empty means the task's applies. */
  order_config: z.array(OrderConfigEntrySchema),
  /** The task's revision at the person's last change; a queued change carries it as base_rev. */
  rev: z.number().int(),
  /** The person's fields in conflict (./person-fields.ts keys) with both values, until a measurer resolves them. */
  conflicts: z.array(ConflictFieldSchema),
  /** The keys of the plausibility warnings a measurer confirmed (已复核). */
  reviewed_warnings: z.array(z.string()),
});
export type MeasuringPerson = z.output<typeof MeasuringPersonSchema>;

export const MeasurementItemSchema = z.object({ id, name: z.string().optional(), value: z.number() });
export const SpecialValueSchema = z.object({ id, value: z.number() });

export const MeasurementRowSchema = z.object({
  person_id: id,
  repair_status_id: z.number().int(),
  category_id: id,
  edition_type_id: id,
  size: z.string(),
  num: count,
  item: z.array(MeasurementItemSchema),
  special: z.array(SpecialValueSchema),
  special_position_remark: z.string(),
  wear_styles: z.number().int(),
});
export type MeasurementRow = z.output<typeof MeasurementRowSchema>;

/**
 * conflicts: how many people are in conflict; partial: how many of those not measured have some of
 * their garments measured (src/domain/measuring/completion.ts), counted among `no`.
 */
export const TaskCountersSchema = z.object({ total: count, already: count, no: count, partial: count, no_sleeve: count, repair: count, conflicts: count });
export type TaskCounters = z.output<typeof TaskCountersSchema>;

export const MeasuringTaskInfoSchema = TaskCountersSchema.extend({
  id,
  name: z.string(),
  order_type: z.number().int(),
  client_id: id.nullable(),
  config: z.array(z.string()),
  order_config: z.array(OrderConfigEntrySchema.extend({ category: z.string(), edition_number: z.string() })),
  bodybuilder: z.array(z.string()),
  measurers: z.array(z.object({ id, measurer: z.string() })),
  body_items: z.array(IdItemSchema),
  special_shape: z.array(IdItemSchema),
  user_name: z.string(),
  create_time: z.string(),
  remark: z.string(),
  enable_edit: z.boolean(),
  enable_delete: z.boolean(),
  /** The task's current revision: a device that holds the task catches up from it (changes). */
  rev: z.number().int(),
});
export type MeasuringTaskInfo = z.output<typeof MeasuringTaskInfoSchema>;

/** task_info adds what the task orders and how far its measuring is. */
export const TaskDetailSchema = MeasuringTaskInfoSchema.extend({
  stats: z.object({ total: count, done: count }),
  order_items: z.array(
    z.object({ category_id: id, category: z.string(), modeling_id: id, edition_type_id: id, edition_number: z.string(), quantity: count }),
  ),
  special_items: z.array(IdItemSchema),
  special_position_remark: z.string(),
});

/** A person with the sizes measured for each category of one round (get_user_measuring_info). */
export const PersonMeasuringInfoSchema = MeasuringPersonSchema.extend({
  clean_size_info: z.record(z.string(), z.unknown()),
  size_info: z.array(
    MeasurementRowSchema.omit({ person_id: true, item: true, special: true, repair_status_id: true }).extend({
      cate_name: z.string(),
      edition_number: z.string(),
      item: z.array(z.object({ id, name: z.string(), value: z.number().nullable() })),
      special: z.array(z.object({ id, name: z.string(), value: z.number() })),
      task_id: id,
      user_id: id,
    }),
  ),
});

/**
 * A plausibility warning of a person's measurements (src/domain/rules/plausibility.ts): what it is
 * about (height, weight or a body item's id), why, in the reader's language, and whether a
 * measurer confirmed it as measured.
 */
export const MeasurementWarningSchema = z.object({
  item: z.union([z.number().int(), z.enum(['height', 'weight'])]),
  code: z.string(),
  key: z.string(),
  message: z.string(),
  confirmed: z.boolean(),
});
export type MeasurementWarning = z.output<typeof MeasurementWarningSchema>;
const warnings = z.array(MeasurementWarningSchema);

/** A person's order information (get_measuring_user_order_info, and the answer of its edit). */
export const PersonOrderInfoSchema = MeasuringPersonSchema.pick({ truename: true, gender_id: true, department_name: true, company_name: true, sign: true, order_config: true });

/** A version of a person (person_history), newest first. */
export const PersonVersionSchema = z.object({
  rev: z.number().int(),
  kind: z.string(),
  measurer: z.string(),
  device_time: z.string().nullable(),
  arrived_at: z.string(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), value: FieldValue, previous: FieldValue })),
});
export type PersonVersion = z.output<typeof PersonVersionSchema>;

/** A person in conflict (conflicts): each field with the value applied and the one it replaced. */
export const PersonConflictSchema = z.object({
  user_id: id,
  truename: z.string(),
  rev: z.number().int(),
  fields: z.array(ConflictFieldSchema.extend({ label: z.string() })),
});
export type PersonConflict = z.output<typeof PersonConflictSchema>;

const CountedSchema = <T extends z.ZodType>(row: T) => z.object({ count, list: z.array(row) });

/** What each measuring call answers (the export answers the .xlsx itself). */
export const MeasuringAnswers = {
  getUser: z.object({ id, truename: z.string() }).extend(TaskCountersSchema.partial().shape),
  getBaseSetting: z.object({ step_size: z.number() }),
  setBaseSetting: z.object({ step_size: z.number() }),
  getUserList: z.array(z.object({ id, truename: z.string(), mobilephone: z.string() })),
  measuringList: CountedSchema(MeasuringTaskInfoSchema),
  taskInfo: TaskDetailSchema,
  addTask: z.object({ id }),
  editTask: z.object({ id }),
  delTask: z.object({ ids: z.array(id) }),
  updateTask: z.object({ task_id: id, order_type: z.number().int() }),
  getTaskCount: TaskCountersSchema,
  getDepartmentListByTask: z.object({
    company_name: z.array(z.string()),
    department: z.record(z.string(), z.array(z.object({ department_name: z.string(), total: count }))),
  }),
  renameDepartment: z.object({ count, task_ids: z.array(id), old_department_name: z.string(), department_name: z.string() }),
  getSpecialShapeValueByTask: z.array(IdItemSchema.extend({ levels: z.array(z.object({ value: z.number().int(), name: z.string() })) })),
  getTaskUserList: CountedSchema(MeasuringPersonSchema),
  getUserMeasuringInfo: PersonMeasuringInfoSchema.extend({ warnings }),
  saveMeasurement: MeasuringPersonSchema.extend({ warnings }),
  /** kept: not deleted, as another device measured the person since this one saw them (a conflict). */
  deletePerson: z.object({ id, task_id: id, rev: z.number().int(), kept: z.boolean().optional() }),
  /** local_id: the device's id of a person added offline, so the device can swap it for `id`. */
  addPerson: MeasuringPersonSchema.extend({ local_id: z.number().optional() }),
  getTaskMeasuringData: z.object({ list: z.array(MeasurementRowSchema) }),
  getSizeSelect: z.object({
    sizes: z.array(z.string()),
    selected: MeasurementRowSchema.pick({ size: true, num: true, item: true, special: true, wear_styles: true }).nullable(),
  }),
  getMeasuringUserOrderInfo: PersonOrderInfoSchema,
  editOrderInfo: PersonOrderInfoSchema,
  importUserData: z.object({ imported: count }),
  uploadBase64: z.object({ url: z.string() }),
  personHistory: z.object({ list: z.array(PersonVersionSchema) }),
  conflicts: z.object({ list: z.array(PersonConflictSchema) }),
  /** The person as resolved, or, when the resolution deleted them, which one. */
  resolveConflict: z.union([MeasuringPersonSchema, z.object({ id, task_id: id, deleted: z.literal(true) })]),
  /** What changed in a task after `since`: the people (with their measurements) and the deletions, and its revision now. */
  changes: z.object({ rev: z.number().int(), people: z.array(MeasuringPersonSchema), measurements: z.array(MeasurementRowSchema), deleted: z.array(id) }),
};

export type TaskChanges = z.output<typeof MeasuringAnswers.changes>;
