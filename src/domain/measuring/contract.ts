/**
 * The measuring module's contract (spec 3 §3, §7): the request schemas of its calls, imported by
 * the server's routes, the client's calls and the queued changes alike, so a change saved offline
 * is checked on the device by the very rules the server will apply hours later. Its paths are in
 * ./paths.ts, the answers' shapes in ./wire.ts.
 */
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/zoned-time';
import { z } from 'zod';
import { fileBytes, int, num, page, size, text } from '../shared/fields';
import { INT4_MIN } from '../shared/ids';
import { MEASURE_LIMITS, ORDER_TYPES, PEOPLE_LOAD_ALL_SIZE, REPAIR_STATUS } from './constants';

export { MEASURE_LIMITS };
import { parseField } from './field-keys';


/** A signature sent inline (a PNG/JPEG data URL drawn offline): at most 3 MiB of base64. */
export const BASE64_IMAGE_MAX_CHARS = 3 * 1024 * 1024;

export const id = () => int(1);
const ids = (messageKey: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean).map(Number) : v),
    z.array(id(), { message: messageKey }).min(1, { message: messageKey }).max(200),
  );
// Checked as one of its codes, typed as a number: the device's mirrors keep plain numbers.
const gender = () => int(1, 2, 'measuring:gender_required');
const repairStatus = () => int(0, 1).default(REPAIR_STATUS.normal);
/** spec 3 §5: empty height and weight become 0. */
const bodyMeasure = (max: number) =>
  z.preprocess((v) => (v === null || v === '' || v === undefined ? 0 : v), num().pipe(z.number().min(0).max(max)));

/** One line of an order configuration: a category, its edition, and how many pieces. */
export const OrderConfigEntrySchema = z.object({ category_id: id(), edition_type_id: id(), num: int(1, 9999) });
export const OrderConfigSchema = z
  .array(OrderConfigEntrySchema, {
    message: 'measuring:order_config_required',
  })
  .min(1, { message: 'measuring:order_config_required' })
  .max(50);

export const TaskSchema = z.object({
  name: z.string({ message: 'measuring:task_name_required' }).trim().min(1, { message: 'measuring:task_name_required' }).max(64),
  order_config: OrderConfigSchema,
  bodybuilders: ids('measuring:measurers_required'),
  body_item_ids: ids('measuring:body_items_required'),
  special_shape_ids: ids('measuring:special_shapes_required'),
  special_position_remark: text(500).default(''),
  client_id: id().nullish(),
});

/** One task (id) or several (ids, a comma list). */
export const DeleteTasksSchema = z
  .object({ id: id().optional(), ids: ids('field.required').optional() })
  .refine((b) => b.id !== undefined || b.ids !== undefined, { message: 'field.required', path: ['id'] });

export const TaskIdQuery = z.object({ task_id: id() });

/** An empty date field is no bound. */
const optionalDate = () => z.iso.date().optional().or(z.literal('').transform(() => undefined));
/**
 * The export's filter: a measuring status (default 2, measured) and a range of save dates, as days
 * in the viewer's time zone `tz` (an IANA zone; China's when the caller names none), which also
 * writes the sheet's save times.
 */
export const ExportQuery = TaskIdQuery.extend({
  measuring_status_id: int(0, 4).default(2),
  start_time: optionalDate(),
  end_time: optionalDate(),
  tz: z.string().max(64).refine(isTimeZone, { message: 'measuring:unknown_time_zone' }).default(DEFAULT_TIME_ZONE),
}).refine((q) => !q.start_time || !q.end_time || q.start_time <= q.end_time, { path: ['end_time'], message: 'measuring:end_before_start' });
export type ExportParams = z.input<typeof ExportQuery>;

/**
 * What every queued change of a person carries for several measurers on one task: the
 * revision of the person its device last saw, the device, and when the change was made there.
 * Without base_rev a change applies as it always did (a device from before revisions).
 */
export const ChangeMetaShape = {
  base_rev: int(0).optional(),
  device_id: z.string().trim().min(1).max(64).optional(),
  changed_at: z.iso.datetime({ offset: true }).optional(),
};

export const PersonQuery = z.object({ task_id: id(), user_id: id(), repair_status_id: repairStatus() });

/** One category's measurements of a person (a row of size_info). */
export const MeasurementInputSchema = z.object({
  category_id: id(),
  edition_type_id: id(),
  size: text(32).default(''),
  num: int(0, MEASURE_LIMITS.quantity).default(1),
  item: z
    .array(z.object({ id: id(), value: z.preprocess((v) => (v === '' ? null : v), num().pipe(z.number().min(0).max(MEASURE_LIMITS.bodyItem)).nullable()) }))
    .max(100)
    .default([]),
  special: z
    .array(z.object({ id: id(), value: num().pipe(z.number().min(0).max(MEASURE_LIMITS.special)) }))
    .max(50)
    .default([]),
  special_position_remark: text(500).default(''),
  wear_styles: int(1, 4).optional(),
});

export const SaveMeasurementSchema = z.object({
  task_id: id(),
  user_id: id(),
  repair_status_id: repairStatus(),
  height: bodyMeasure(MEASURE_LIMITS.height),
  weight: bodyMeasure(MEASURE_LIMITS.weight),
  wearing_style: int(1, 4).default(1),
  no_sleeve: z.boolean().optional(),
  clean_size_info: z.record(z.string().max(32), z.union([z.number(), z.string().max(200), z.null()])).optional(),
  size_info: z.array(MeasurementInputSchema).max(50).default([]),
  /**
   * The keys of the plausibility warnings the measurer confirmed as measured (已复核). Absent: the
   * confirmations stay as they were (a device from before the checks).
   */
  reviewed_warnings: z.array(z.string().max(120)).max(100).optional(),
  ...ChangeMetaShape,
});

export const AddPersonSchema = z.object({
  task_id: id(),
  truename: z.string({ message: 'measuring:name_required' }).trim().min(1, { message: 'measuring:name_required' }).max(32),
  gender_id: gender(),
  department_name: text(64).default(''),
  company_name: text(128).default(''),
  /** The temporary (negative) id the person carries on this device until the server answers. */
  local_id: int(INT4_MIN, -1).optional(),
  device_id: ChangeMetaShape.device_id,
  changed_at: ChangeMetaShape.changed_at,
});

export const DeletePersonSchema = z.object({ id: id(), ...ChangeMetaShape });

/** spec 3 §7 names the department by `client_id`; `task_id` narrows it to the people of one task. */
export const RenameDepartmentSchema = z
  .object({
    task_id: id().optional(),
    client_id: id().nullish(),
    company_name: text(128).optional(),
    old_department_name: text(64),
    department_name: z.string({ message: 'measuring:department_required' }).trim().min(1, { message: 'measuring:department_required' }).max(64),
    device_id: ChangeMetaShape.device_id,
    changed_at: ChangeMetaShape.changed_at,
  })
  .refine((b) => b.task_id !== undefined || (b.client_id !== undefined && b.client_id !== null), { message: 'field.required', path: ['client_id'] });

/**
 * Order info and change-info (repair_status_id 1). `sign` is the signature: a PNG data URL drawn on
 * this device (kept in the queue until the server stores it), or the url the server gave it.
 */
export const EditOrderInfoSchema = z.object({
  task_id: id(),
  user_id: id(),
  truename: z.string({ message: 'measuring:name_required' }).trim().min(1, { message: 'measuring:name_required' }).max(32),
  gender_id: gender(),
  department_name: text(64).default(''),
  order_config: OrderConfigSchema,
  sign: z.string({ message: 'measuring:sign_required' }).trim().min(1, { message: 'measuring:sign_required' }).max(BASE64_IMAGE_MAX_CHARS),
  repair_status_id: repairStatus(),
  ...ChangeMetaShape,
});

/** A value a measurer chose for a field in conflict: mine, theirs, or typed again. */
const FieldValueSchema = z.union([z.number(), z.string().max(BASE64_IMAGE_MAX_CHARS), z.boolean(), z.null()]);

/** resolve_conflict: the values chosen for a person's fields in conflict (keys of ./person-fields.ts). */
export const ResolveConflictSchema = z.object({
  task_id: id(),
  user_id: id(),
  fields: z
    .record(z.string().max(64), FieldValueSchema)
    .refine((f) => Object.keys(f).length > 0, { message: 'measuring:conflict_nothing_chosen' })
    .refine((f) => Object.keys(f).every((k) => parseField(k) !== null), { message: 'measuring:conflict_unknown_field' }),
  ...ChangeMetaShape,
});

export const PersonHistoryQuery = z.object({ task_id: id(), user_id: id() });
export const ChangesQuery = z.object({ task_id: id(), since: int(0) });

/*
 * The same calls as the device queues them (the outbox checks a stored change with these before
 * sending it). A person added offline is named by a temporary negative id until the server gives
 * it one, which the outbox puts in just before sending; a queued change always names its task.
 */
const devicePersonId = () => int().refine((v) => v !== 0, { message: 'field.unknown_id' });

export const QueuedAddPersonSchema = AddPersonSchema.extend({ local_id: int(INT4_MIN, -1) });
export const QueuedSaveMeasurementSchema = SaveMeasurementSchema.extend({ user_id: devicePersonId() });
export const QueuedDeletePersonSchema = z.object({ id: devicePersonId(), task_id: id(), ...ChangeMetaShape });
export const QueuedRenameDepartmentSchema = z.intersection(RenameDepartmentSchema, z.object({ task_id: id() }));
export const QueuedEditOrderInfoSchema = EditOrderInfoSchema.extend({ user_id: devicePersonId() });
export const QueuedResolveConflictSchema = ResolveConflictSchema.extend({ user_id: devicePersonId() });

export type TaskInput = z.output<typeof TaskSchema>;
export type OrderConfigEntry = z.output<typeof OrderConfigEntrySchema>;
export type MeasurementInput = z.output<typeof MeasurementInputSchema>;
export type SaveMeasurementPayload = z.output<typeof QueuedSaveMeasurementSchema>;
export type AddPersonPayload = z.output<typeof QueuedAddPersonSchema>;
export type DeletePersonPayload = z.output<typeof QueuedDeletePersonSchema>;
export type RenameDepartmentPayload = z.output<typeof QueuedRenameDepartmentSchema>;
export type EditOrderInfoPayload = z.output<typeof QueuedEditOrderInfoSchema>;
export type ResolveConflictPayload = z.output<typeof QueuedResolveConflictSchema>;
export type ChangeMeta = z.output<z.ZodObject<typeof ChangeMetaShape>>;

/** get_user: the counters of a task when one is named. */
export const UserQuery = z.object({ task_id: id().optional() });

export const StepSizeBody = z.object({
  // spec 3 §5: an empty step gets "请输入步长", not the generic "required".
  step_size: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', { message: 'measuring:step_required' })
    .pipe(num().pipe(z.number().min(0.1).max(10))),
});

export const TaskListQuery = z.object({
  page: page(),
  size: size(100, 10),
  keywords: text(64).optional(),
  order_type: int(0, 3).optional(),
  order_status: int(0, 3).optional(),
});

export const TaskEditSchema = TaskSchema.extend({ id: id() });

export const UpdateTaskSchema = z.object({ task_id: id(), order_type: int().pipe(z.union(ORDER_TYPES.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>])) });

export const DepartmentsQuery = TaskIdQuery.extend({ keywords: text(64).optional() });

export const PeopleListQuery = z.object({
  page: page(),
  size: size(PEOPLE_LOAD_ALL_SIZE, 10),
  task_id: id(),
  company_name: text(128).optional(),
  department_name: text(64).optional(),
  gender_id: int(0, 2).default(0),
  isVolume: int(0, 5).default(0),
  keywords: text(64).optional(),
});

export const SizeSelectQuery = PersonQuery.extend({ category_id: id(), edition_type_id: id() });

/** import_user_data is multipart: the sheet and its task. */
export const ImportPeopleBody = z.object({ task_id: id(), file: fileBytes('measuring:import_not_excel') });

export const Base64ImageBody = z.object({ file: z.string().min(1).max(BASE64_IMAGE_MAX_CHARS) });
