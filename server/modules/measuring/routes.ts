/**
 * measuring.index and measuring.measuring_user (spec 3 §7), except the catalogue lookups
 * (categories, editions, body items, recommend_size, get_size_by_one), which the catalogue
 * module serves. Every change is `idempotent`: the sync worker replays queued ones with the
 * mutation id as Idempotency-Key, and the server stores the answer with the effect.
 */
import { z } from 'zod';
import { canChangeOrderType, DEFAULT_STEP_SIZE, ORDER_TYPES, PEOPLE_LOAD_ALL_SIZE } from '@/domain/measuring/constants';
import {
  AddPersonSchema,
  DeleteTasksSchema,
  BASE64_IMAGE_MAX_CHARS,
  DeletePersonSchema,
  EditOrderInfoSchema,
  id,
  PersonQuery,
  RenameDepartmentSchema,
  SaveMeasurementSchema,
  TaskIdQuery,
  TaskSchema,
  ExportQuery,
  ChangesQuery,
  PersonHistoryQuery,
  ResolveConflictSchema,
} from '@/domain/measuring/contract';
import { changeOrigin, deletePersonVersioned, takeRevs } from './person-changes';
import { changesSince, personHistory, resolveConflict, taskConflicts } from './revisions-service';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import { inTransaction } from '../../db/tx';
import { ApiError, conflict, ERRCODE, forbidden, invalidField } from '../../http/errors';
import { int, num, page, size, text } from '@/domain/shared/fields';
import { Answer, defineRoute } from '../../http/route';
import { personAccess, taskAccess, taskForSaves } from './access';
import { signedUploadUrl } from '../../http/uploads';
import { storeBase64Image } from './base64-image';
import { isExcelFile } from '../../files/spreadsheet';
import { XLSX_CONTENT_TYPE } from '../../files/sheet';
import { COLUMN_LABEL_KEYS, parsePeopleSheet } from './excel';
import {
  addPerson,
  editOrderInfo,
  listPeople,
  measuringInfo,
  orderInfo,
  renameDepartment,
  saveMeasurement,
  saveMeasurementsOfTask,
  sizeSelect,
} from './people-service';
import { exportTask } from './export';
import * as repo from './repository';
import { MeasuringAnswers } from '@/domain/measuring/wire';
import { createTask, departmentsByTask, departmentTasks, editTask, listTasks, taskCounts, taskInfo } from './task-service';
import { catalogueNames } from '../catalogue/names';
import './tables';


const importBody = z.object({
  task_id: id(),
  file: z.custom<Buffer>((v) => Buffer.isBuffer(v), { message: 'measuring:import_not_excel' }),
});

export const measuringRoutes = [
  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getUser,
    summary: 'The signed-in measurer (truename) and the counters of the current task when task_id is given',
    access: 'user',
    response: MeasuringAnswers.getUser,
    query: z.object({ task_id: id().optional() }),
    handler: async ({ db, user, query }) => {
      const out = { id: user.id, truename: await repo.measurerName(db, user.id) };
      if (query.task_id === undefined) return out;
      await taskAccess(db, user, query.task_id);
      return { ...out, ...(await taskCounts(db, [query.task_id])).get(query.task_id)! };
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getBaseSetting,
    summary: "The user's basic measuring settings (step_size in cm)",
    access: 'user',
    response: MeasuringAnswers.getBaseSetting,
    handler: async ({ db, user }) => {
      return { step_size: (await repo.stepSizeOf(db, user.id)) ?? DEFAULT_STEP_SIZE };
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.setBaseSetting,
    summary: 'Save step_size (cm, 0.1 to 10)',
    access: 'user',
    response: MeasuringAnswers.setBaseSetting,
    idempotent: true,
    body: z.object({
      // spec 3 §5: an empty step gets "请输入步长", not the generic "required".
      step_size: z
        .unknown()
        .refine((v) => v !== undefined && v !== null && v !== '', { message: 'measuring:step_required' })
        .pipe(num().pipe(z.number().min(0.1).max(10))),
    }),
    handler: async ({ db, user, body }) => {
      const step = Math.round(body.step_size * 10) / 10;
      await repo.saveStepSize(db, user.id, step);
      return new Answer({ step_size: step }, ERRCODE.ok, 'measuring:setting_saved');
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getUserList,
    summary: 'Measurers who can be assigned to a task (measurer accounts and the caller)',
    access: 'user',
    response: MeasuringAnswers.getUserList,
    handler: async ({ db, user }) => {
      return repo.assignableMeasurers(db, user.id);
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.measuringList,
    summary: 'Tasks the user owns or measures: keywords, order_type (or order_status) 0 all, 1, 2, 3',
    access: 'user',
    response: MeasuringAnswers.measuringList,
    query: z.object({
      page: page(),
      size: size(100, 10),
      keywords: text(64).optional(),
      order_type: int(0, 3).optional(),
      order_status: int(0, 3).optional(),
    }),
    handler: ({ db, user, query, lang }) =>
      listTasks(db, user, { page: query.page, size: query.size, keywords: query.keywords, order_type: query.order_type ?? query.order_status ?? 0 }, lang),
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.taskInfo,
    summary: 'One task: stats, order_items, body_items, special_items, measurers, remark',
    access: 'user',
    response: MeasuringAnswers.taskInfo,
    query: TaskIdQuery,
    handler: async ({ db, user, query, lang }) => {
      await taskAccess(db, user, query.task_id);
      return taskInfo(db, user, query.task_id, lang);
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.addTask,
    summary: 'Create a task owned by the caller',
    access: 'user',
    response: MeasuringAnswers.addTask,
    idempotent: true,
    body: TaskSchema,
    handler: async ({ db, user, body }) => new Answer(await createTask(db, user, body), ERRCODE.ok, 'measuring:task_created'),
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.editTask,
    summary: 'Edit a task (owner or measurer)',
    access: 'user',
    response: MeasuringAnswers.editTask,
    idempotent: true,
    body: TaskSchema.extend({ id: id() }),
    handler: async ({ db, user, body }) => {
      await taskAccess(db, user, body.id);
      return new Answer(await editTask(db, user, body.id, body), ERRCODE.ok, 'measuring:task_edited');
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.delTask,
    summary: 'Delete one task (id) or several (ids, comma list); owner only; removes its people and measurements',
    access: 'user',
    response: MeasuringAnswers.delTask,
    idempotent: true,
    body: DeleteTasksSchema,
    handler: async ({ db, user, body }) => {
      const targets = [...new Set([...(body.ids ?? []), ...(body.id !== undefined ? [body.id] : [])])];
      return inTransaction(db, async (trx) => {
        for (const taskId of targets) {
          const access = await taskAccess(trx, user, taskId);
          if (!access.isOwner) throw forbidden();
        }
        await repo.deleteTasks(trx, targets);
        return new Answer({ ids: targets }, ERRCODE.ok, 'measuring:deleted');
      });
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.updateTask,
    summary: 'Set order_type: 2 finishes a task of type 1 or 3 (spec 3 §4); a finished task keeps its type (40009)',
    access: 'user',
    response: MeasuringAnswers.updateTask,
    idempotent: true,
    body: z.object({ task_id: id(), order_type: int().pipe(z.union(ORDER_TYPES.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>])) }),
    handler: async ({ db, user, body }) => {
      const access = await taskAccess(db, user, body.task_id);
      if (!canChangeOrderType(access.orderType, body.order_type)) throw conflict('measuring:task_finished');
      await repo.setOrderType(db, body.task_id, body.order_type);
      return new Answer({ task_id: body.task_id, order_type: body.order_type }, ERRCODE.ok, 'measuring:updated');
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getTaskCount,
    summary: 'Counters of a task: total, already, no, no_sleeve, repair',
    access: 'user',
    response: MeasuringAnswers.getTaskCount,
    query: TaskIdQuery,
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return (await taskCounts(db, [query.task_id])).get(query.task_id)!;
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getDepartmentListByTask,
    summary: 'Companies of a task and their departments (with head counts), optionally filtered by keywords',
    access: 'user',
    response: MeasuringAnswers.getDepartmentListByTask,
    query: TaskIdQuery.extend({ keywords: text(64).optional() }),
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return departmentsByTask(db, query.task_id, query.keywords);
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.renameDepartment,
    summary:
      'Rename a department: spec 3 §7 {client_id, old_department_name, department_name} renames it for the people of every task of that client the caller may work on; task_id narrows it to one task, company_name to one company',
    access: 'user',
    response: MeasuringAnswers.renameDepartment,
    idempotent: true,
    body: RenameDepartmentSchema,
    handler: async ({ db, user, body }) => {
      const taskIds = await departmentTasks(db, user, body.task_id, body.client_id ?? undefined);
      const result = await inTransaction(db, (trx) => renameDepartment(trx, taskIds, body.old_department_name, body.department_name, body.company_name, changeOrigin(user, body)));
      return new Answer({ ...result, task_ids: taskIds, old_department_name: body.old_department_name, department_name: body.department_name }, ERRCODE.ok, 'measuring:edited');
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getSpecialShapeValueByTask,
    summary: "The task's special shapes with their level choices (none, slight, obvious, severe)",
    access: 'user',
    response: MeasuringAnswers.getSpecialShapeValueByTask,
    query: TaskIdQuery,
    handler: async ({ db, user, query, t, lang }) => {
      await taskAccess(db, user, query.task_id);
      const shapeIds = await repo.taskSpecialShapeIds(db, query.task_id);
      const names = await catalogueNames.specialShapeNames(db, shapeIds, lang);
      const levels = (['none', 'slight', 'obvious', 'severe'] as const).map((k, value) => ({ value, name: t(`measuring:level_${k}`) }));
      return shapeIds.map((sid) => ({ id: sid, item: names.get(sid) ?? String(sid), levels }));
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getTaskUserList,
    summary: 'People of a task: company_name, department_name, gender_id, isVolume (0 all, 1 to 4, 5 in conflict), keywords; size up to 10000',
    access: 'user',
    response: MeasuringAnswers.getTaskUserList,
    query: z.object({
      page: page(),
      size: size(PEOPLE_LOAD_ALL_SIZE, 10),
      task_id: id(),
      company_name: text(128).optional(),
      department_name: text(64).optional(),
      gender_id: int(0, 2).default(0),
      isVolume: int(0, 5).default(0),
      keywords: text(64).optional(),
    }),
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return listPeople(db, query);
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getUserMeasuringInfo,
    summary: 'One person with clean_size_info and size_info per category, for a repair status',
    access: 'user',
    response: MeasuringAnswers.getUserMeasuringInfo,
    query: PersonQuery,
    handler: async ({ db, user, query, lang }) => {
      await personAccess(db, user, query.user_id, query.task_id);
      return measuringInfo(db, query.task_id, query.user_id, query.repair_status_id, lang);
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.saveMeasurement,
    summary: "Save a person's height, weight, wearing style and per-category sizes and items; marks them measured (repaired in repair mode)",
    access: 'user',
    response: MeasuringAnswers.saveMeasurement,
    idempotent: true,
    body: SaveMeasurementSchema,
    handler: async ({ db, user, body }) => {
      const access = await personAccess(db, user, body.user_id, body.task_id);
      const saved = await inTransaction(db, (trx) => saveMeasurement(trx, access, body, changeOrigin(user, body)));
      return new Answer(saved, ERRCODE.ok, 'measuring:saved');
    },
    // A replayed queue's saves, mostly of one task: written together, the task read once.
    handleRun: async ({ db, user, bodies }) => {
      const { task_id: taskId, user_id: personId } = bodies[0]!;
      const task = await taskForSaves(db, user, taskId, personId);
      const saved = task ? await saveMeasurementsOfTask(db, taskId, task, bodies, (body) => changeOrigin(user, body)) : [];
      return saved.map((person) => new Answer(person, ERRCODE.ok, 'measuring:saved'));
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.deletePerson,
    summary: 'Remove a person from their task',
    access: 'user',
    response: MeasuringAnswers.deletePerson,
    idempotent: true,
    body: DeletePersonSchema,
    handler: async ({ db, user, body }) => {
      const { person } = await personAccess(db, user, body.id);
      // Another device measured them since this one saw them: kept, in conflict.
      const { kept, rev } = await inTransaction(db, (trx) => deletePersonVersioned(trx, person.task_id, person.id, changeOrigin(user, body)));
      return new Answer({ id: person.id, task_id: person.task_id, rev, ...(kept ? { kept } : {}) }, ERRCODE.ok, kept ? 'measuring:delete_kept' : 'measuring:deleted');
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.addPerson,
    summary: 'Add a person to a task (local_id: the temporary id of a person added offline, echoed back)',
    access: 'user',
    response: MeasuringAnswers.addPerson,
    idempotent: true,
    body: AddPersonSchema,
    handler: async ({ db, user, body }) => {
      await taskAccess(db, user, body.task_id);
      const added = await inTransaction(db, (trx) => addPerson(trx, body, changeOrigin(user, body)));
      return new Answer(added, ERRCODE.ok, 'measuring:person_added');
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getTaskMeasuringData,
    summary: 'All stored measurements of a task in one answer (both repair statuses), for the offline mirror',
    access: 'user',
    response: MeasuringAnswers.getTaskMeasuringData,
    query: TaskIdQuery,
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return { list: await repo.taskMeasurements(db, query.task_id) };
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getSizeSelect,
    summary: 'Size options of a category edition (from the catalogue) and the size saved for the person',
    access: 'user',
    response: MeasuringAnswers.getSizeSelect,
    query: PersonQuery.extend({ category_id: id(), edition_type_id: id() }),
    handler: async ({ db, user, query }) => {
      await personAccess(db, user, query.user_id, query.task_id);
      return sizeSelect(db, query.user_id, query.category_id, query.edition_type_id, query.repair_status_id);
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.getMeasuringUserOrderInfo,
    summary: "A person's order info: truename, gender_id, department_name, sign, order_config",
    access: 'user',
    response: MeasuringAnswers.getMeasuringUserOrderInfo,
    query: PersonQuery,
    handler: async ({ db, user, query }) => {
      await personAccess(db, user, query.user_id, query.task_id);
      return orderInfo(db, query.task_id, query.user_id);
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.editOrderInfo,
    summary: "Save a person's order info with their signature: the url of an upload_base64_file, or the PNG/JPEG itself as a data URL (a change queued offline)",
    access: 'user',
    response: MeasuringAnswers.editOrderInfo,
    idempotent: true,
    bodyLimit: 4 * 1024 * 1024,
    body: EditOrderInfoSchema,
    handler: async ({ db, user, body }) => {
      await personAccess(db, user, body.user_id, body.task_id);
      const saved = await inTransaction(db, (trx) => editOrderInfo(trx, user.id, body, changeOrigin(user, body)));
      return new Answer(saved, ERRCODE.ok, 'measuring:saved');
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.importUserData,
    summary: 'Import people from an .xls/.xlsx file (multipart: file, task_id); all rows or none, with per-row errors',
    access: 'user',
    response: MeasuringAnswers.importUserData,
    idempotent: true,
    bodyLimit: 11 * 1024 * 1024,
    multipart: { files: ['file'] },
    body: importBody,
    handler: async ({ db, user, body, t }) => {
      await taskAccess(db, user, body.task_id);
      if (!isExcelFile(body.file)) throw invalidField('file', 'measuring:import_not_excel');
      const parsed = await parsePeopleSheet(body.file);
      if (parsed.errors.length) {
        // `field` stays the machine name for the client; the message names the column as the sheet heads it.
        const errors = parsed.errors.map((e) => ({
          row: e.row,
          field: e.field,
          message: t(e.key, { ...e.params, row: e.row, field: e.field === 'file' ? e.field : t(COLUMN_LABEL_KEYS[e.field]) }),
        }));
        throw new ApiError(ERRCODE.validation, 'measuring:import_rows_invalid', { count: errors.length, field: 'file' }, { field: 'file', errors });
      }
      const taskId = body.task_id;
      await inTransaction(db, async (trx) => {
        // One revision for the import: a tablet that holds the task catches up with these people.
        const rev = await takeRevs(trx, taskId, 1);
        // Bounded batches keep each statement's parameter count well below PostgreSQL's limit.
        for (let i = 0; i < parsed.people.length; i += 1000) {
          await trx
            .insertInto('measuring_people')
            .values(parsed.people.slice(i, i + 1000).map((p) => ({ ...p, task_id: taskId, rev })))
            .execute();
        }
      });
      return new Answer({ imported: parsed.people.length }, ERRCODE.ok, 'measuring:imported');
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.exportMeasuringUserInfo,
    summary: 'Download the measurements of a task as .xlsx (measuring_status_id default 2: measured; start_time/end_time on save date)',
    access: 'user',
    download: XLSX_CONTENT_TYPE,
    query: ExportQuery,
    handler: async ({ db, user, query, t, lang }) => {
      await taskAccess(db, user, query.task_id);
      return exportTask(db, query, t, lang);
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.uploadBase64,
    summary: 'Store a PNG or JPEG given as base64 or a data URL (signatures); returns its url',
    access: 'user',
    response: MeasuringAnswers.uploadBase64,
    idempotent: true,
    bodyLimit: 4 * 1024 * 1024,
    body: z.object({ file: z.string().min(1).max(BASE64_IMAGE_MAX_CHARS) }),
    handler: async ({ db, user, body }) => {
      const stored = await storeBase64Image(db, user.id, body.file, 'file');
      return new Answer({ url: signedUploadUrl(stored.url) }, ERRCODE.ok, 'measuring:uploaded');
    },
  }),
  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.personHistory,
    summary: 'Every stored version of a person (a deleted one too), newest first: measurer, device time, arrival, and the fields it changed with their values before and after',
    access: 'user',
    response: MeasuringAnswers.personHistory,
    query: PersonHistoryQuery,
    handler: async ({ db, user, query, lang, t }) => {
      await taskAccess(db, user, query.task_id);
      const history = await personHistory(db, query.task_id, query.user_id, lang, t);
      if (history.list.length === 0) await personAccess(db, user, query.user_id, query.task_id);
      return history;
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.conflicts,
    summary: 'The people of a task in conflict: each field with the value applied and the value it replaced, and who saved each',
    access: 'user',
    response: MeasuringAnswers.conflicts,
    query: TaskIdQuery,
    handler: async ({ db, user, query, lang, t }) => {
      await taskAccess(db, user, query.task_id);
      return taskConflicts(db, query.task_id, lang, t);
    },
  }),

  defineRoute({
    method: 'POST',
    path: MEASURING_PATHS.resolveConflict,
    summary: "Resolve a person's conflicts: fields {key: value} as chosen (mine, theirs or typed again); _delete true deletes the person, false keeps them. Versioned like any change",
    access: 'user',
    response: MeasuringAnswers.resolveConflict,
    idempotent: true,
    body: ResolveConflictSchema,
    handler: async ({ db, user, body, lang, t }) => {
      const { task } = await personAccess(db, user, body.user_id, body.task_id);
      const person = await inTransaction(db, (trx) => resolveConflict(trx, task, body, changeOrigin(user, body), lang, t));
      type Resolved = z.output<typeof MeasuringAnswers.resolveConflict>;
      if (person === null) return new Answer<Resolved>({ id: body.user_id, task_id: body.task_id, deleted: true }, ERRCODE.ok, 'measuring:deleted');
      return new Answer<Resolved>(person, ERRCODE.ok, 'measuring:conflict_resolved');
    },
  }),

  defineRoute({
    method: 'GET',
    path: MEASURING_PATHS.changes,
    summary: "What changed in a task after revision `since`: the people changed with their measurements, the people deleted, and the task's revision now",
    access: 'user',
    response: MeasuringAnswers.changes,
    query: ChangesQuery,
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return changesSince(db, query.task_id, query.since);
    },
  }),
];
