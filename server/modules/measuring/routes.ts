/**
 * measuring.index and measuring.measuring_user (spec 3 §7), except the catalogue lookups
 * (categories, editions, body items, recommend_size, get_size_by_one), which the catalogue
 * module serves. Every change is `idempotent`: the sync worker replays queued ones with the
 * mutation id as Idempotency-Key, and the server stores the answer with the effect.
 */
import type { z } from 'zod';
import { canChangeOrderType, DEFAULT_STEP_SIZE } from '@/domain/measuring/constants';
import { changeOrigin, deletePersonVersioned, takeRevs } from './person-changes';
import { changesSince, personHistory, resolveConflict, taskConflicts } from './revisions-service';
import { inTransaction } from '../../db/tx';
import { ApiError, conflict, ERRCODE, forbidden, invalidField } from '../../http/errors';
import { Answer, defineRoute } from '../../http/route';
import { personAccess, taskAccess, taskForSaves } from './access';
import { signedUploadUrl } from '../../http/uploads';
import { storeBase64Image } from './base64-image';
import { isExcelFile, sheetImport } from '../../files/spreadsheet';
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
import type { MeasuringAnswers } from '@/domain/measuring/wire';
import { calls } from '@/domain/measuring/calls';
import { createTask, departmentsByTask, departmentTasks, editTask, listTasks, taskCounts, taskInfo } from './task-service';
import { catalogueNames } from '../catalogue/names';
import { loadCatalogue } from '../catalogue/snapshot';
import './tables';


export const measuringRoutes = [
  defineRoute(calls.getUser, {
    summary: 'The signed-in measurer (truename) and the counters of the current task when task_id is given',
    access: 'user',
    handler: async ({ db, user, query }) => {
      const out = { id: user.id, truename: await repo.measurerName(db, user.id) };
      if (query.task_id === undefined) return out;
      await taskAccess(db, user, query.task_id);
      return { ...out, ...(await taskCounts(db, [query.task_id])).get(query.task_id)! };
    },
  }),

  defineRoute(calls.getBaseSetting, {
    summary: "The user's basic measuring settings (step_size in cm)",
    access: 'user',
    handler: async ({ db, user }) => {
      return { step_size: (await repo.stepSizeOf(db, user.id)) ?? DEFAULT_STEP_SIZE };
    },
  }),

  defineRoute(calls.setBaseSetting, {
    summary: 'Save step_size (cm, 0.1 to 10)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const step = Math.round(body.step_size * 10) / 10;
      await repo.saveStepSize(db, user.id, step);
      return new Answer({ step_size: step }, ERRCODE.ok, 'measuring:setting_saved');
    },
  }),

  defineRoute(calls.getUserList, {
    summary: 'Measurers who can be assigned to a task (measurer accounts and the caller)',
    access: 'user',
    handler: async ({ db, user }) => {
      return repo.assignableMeasurers(db, user.id);
    },
  }),

  defineRoute(calls.measuringList, {
    summary: 'Tasks the user owns or measures: keywords, order_type (or order_status) 0 all, 1, 2, 3',
    access: 'user',
    handler: ({ db, user, query, lang }) =>
      listTasks(db, user, { page: query.page, size: query.size, keywords: query.keywords, order_type: query.order_type ?? query.order_status ?? 0 }, lang),
  }),

  defineRoute(calls.taskInfo, {
    summary: 'One task: stats, order_items, body_items, special_items, measurers, remark',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      await taskAccess(db, user, query.task_id);
      return taskInfo(db, user, query.task_id, lang);
    },
  }),

  defineRoute(calls.addTask, {
    summary: 'Create a task owned by the caller',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => new Answer(await createTask(db, user, body), ERRCODE.ok, 'measuring:task_created'),
  }),

  defineRoute(calls.editTask, {
    summary: 'Edit a task (owner or measurer)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const { ownerId } = await taskAccess(db, user, body.id);
      return new Answer(await editTask(db, user, body.id, ownerId, body), ERRCODE.ok, 'measuring:task_edited');
    },
  }),

  defineRoute(calls.delTask, {
    summary: 'Delete one task (id) or several (ids, comma list); owner only; removes its people and measurements',
    access: 'user',
    idempotent: true,
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

  defineRoute(calls.updateTask, {
    summary: 'Set order_type: 2 finishes a task of type 1 or 3 (spec 3 §4); a finished task keeps its type (40009)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const access = await taskAccess(db, user, body.task_id);
      if (!canChangeOrderType(access.orderType, body.order_type)) throw conflict('measuring:task_finished');
      await repo.setOrderType(db, body.task_id, body.order_type);
      return new Answer({ task_id: body.task_id, order_type: body.order_type }, ERRCODE.ok, 'measuring:updated');
    },
  }),

  defineRoute(calls.getTaskCount, {
    summary: 'Counters of a task: total, already, no, no_sleeve, repair',
    access: 'user',
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return (await taskCounts(db, [query.task_id])).get(query.task_id)!;
    },
  }),

  defineRoute(calls.getDepartmentListByTask, {
    summary: 'Companies of a task and their departments (with head counts), optionally filtered by keywords',
    access: 'user',
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return departmentsByTask(db, query.task_id, query.keywords);
    },
  }),

  defineRoute(calls.renameDepartment, {
    summary:
      'Rename a department: spec 3 §7 {client_id, old_department_name, department_name} renames it for the people of every task of that client the caller may work on; task_id narrows it to one task, company_name to one company',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const taskIds = await departmentTasks(db, user, body.task_id, body.client_id ?? undefined);
      const result = await inTransaction(db, (trx) => renameDepartment(trx, taskIds, body.old_department_name, body.department_name, body.company_name, changeOrigin(user, body)));
      return new Answer({ ...result, task_ids: taskIds, old_department_name: body.old_department_name, department_name: body.department_name }, ERRCODE.ok, 'measuring:edited');
    },
  }),

  defineRoute(calls.getSpecialShapeValueByTask, {
    summary: "The task's special shapes with their level choices (none, slight, obvious, severe)",
    access: 'user',
    handler: async ({ db, user, query, t, lang }) => {
      await taskAccess(db, user, query.task_id);
      const shapeIds = await repo.taskSpecialShapeIds(db, query.task_id);
      const names = await catalogueNames.specialShapeNames(db, shapeIds, lang);
      const levels = (['none', 'slight', 'obvious', 'severe'] as const).map((k, value) => ({ value, name: t(`measuring:level_${k}`) }));
      return shapeIds.map((sid) => ({ id: sid, item: names.get(sid) ?? String(sid), levels }));
    },
  }),

  defineRoute(calls.getTaskUserList, {
    summary: 'People of a task: company_name, department_name, gender_id, isVolume (0 all, 1 to 4, 5 in conflict), keywords; size up to 10000',
    access: 'user',
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return listPeople(db, query);
    },
  }),

  defineRoute(calls.getUserMeasuringInfo, {
    summary: 'One person with clean_size_info and size_info per category, for a repair status',
    access: 'user',
    handler: async ({ db, user, query, lang, t }) => {
      await personAccess(db, user, query.user_id, query.task_id);
      return measuringInfo(db, query.task_id, query.user_id, query.repair_status_id, lang, { snapshot: await loadCatalogue(db), t });
    },
  }),

  defineRoute(calls.saveMeasurement, {
    summary: "Save a person's height, weight, wearing style and per-category sizes and items; marks them measured (repaired in repair mode)",
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, t }) => {
      const access = await personAccess(db, user, body.user_id, body.task_id);
      const reader = { snapshot: await loadCatalogue(db), t };
      const saved = await inTransaction(db, (trx) => saveMeasurement(trx, access, body, changeOrigin(user, body), reader));
      return new Answer(saved, ERRCODE.ok, 'measuring:saved');
    },
    // A replayed queue's saves, mostly of one task: written together, the task read once.
    handleRun: async ({ db, user, bodies, t }) => {
      const { task_id: taskId, user_id: personId } = bodies[0]!;
      const task = await taskForSaves(db, user, taskId, personId);
      const saved = task ? await saveMeasurementsOfTask(db, taskId, task, bodies, (body) => changeOrigin(user, body), { snapshot: await loadCatalogue(db), t }) : [];
      return saved.map((person) => new Answer(person, ERRCODE.ok, 'measuring:saved'));
    },
  }),

  defineRoute(calls.deletePerson, {
    summary: 'Remove a person from their task',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const { person } = await personAccess(db, user, body.id);
      // Another device measured them since this one saw them: kept, in conflict.
      const { kept, rev } = await inTransaction(db, (trx) => deletePersonVersioned(trx, person.task_id, person.id, changeOrigin(user, body)));
      return new Answer({ id: person.id, task_id: person.task_id, rev, ...(kept ? { kept } : {}) }, ERRCODE.ok, kept ? 'measuring:delete_kept' : 'measuring:deleted');
    },
  }),

  defineRoute(calls.addPerson, {
    summary: 'Add a person to a task (local_id: the temporary id of a person added offline, echoed back)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      await taskAccess(db, user, body.task_id);
      const added = await inTransaction(db, (trx) => addPerson(trx, body, changeOrigin(user, body)));
      return new Answer(added, ERRCODE.ok, 'measuring:person_added');
    },
  }),

  defineRoute(calls.getTaskMeasuringData, {
    summary: 'All stored measurements of a task in one answer (both repair statuses), for the offline mirror',
    access: 'user',
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return { list: await repo.taskMeasurements(db, query.task_id) };
    },
  }),

  defineRoute(calls.getSizeSelect, {
    summary: 'Size options of a category edition (from the catalogue) and the size saved for the person',
    access: 'user',
    handler: async ({ db, user, query }) => {
      await personAccess(db, user, query.user_id, query.task_id);
      return sizeSelect(db, query.user_id, query.category_id, query.edition_type_id, query.repair_status_id);
    },
  }),

  defineRoute(calls.getMeasuringUserOrderInfo, {
    summary: "A person's order info: truename, gender_id, department_name, sign, order_config",
    access: 'user',
    handler: async ({ db, user, query }) => {
      await personAccess(db, user, query.user_id, query.task_id);
      return orderInfo(db, query.task_id, query.user_id);
    },
  }),

  defineRoute(calls.editOrderInfo, {
    summary: "Save a person's order info with their signature: the url of an upload_base64_file, or the PNG/JPEG itself as a data URL (a change queued offline)",
    access: 'user',
    idempotent: true,
    bodyLimit: 4 * 1024 * 1024,
    handler: async ({ db, user, body }) => {
      await personAccess(db, user, body.user_id, body.task_id);
      const saved = await inTransaction(db, (trx) => editOrderInfo(trx, user.id, body, changeOrigin(user, body)));
      return new Answer(saved, ERRCODE.ok, 'measuring:saved');
    },
  }),

  defineRoute(calls.importUserData, {
    summary: 'Import people from an .xls/.xlsx file (multipart: file, task_id); all rows or none, with per-row errors',
    access: 'user',
    ...sheetImport('file'),
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

  defineRoute(calls.exportMeasuringUserInfo, {
    summary: 'Download the measurements of a task as .xlsx (measuring_status_id default 2: measured; start_time/end_time on save date)',
    access: 'user',
    download: XLSX_CONTENT_TYPE,
    handler: async ({ db, user, query, t, lang }) => {
      await taskAccess(db, user, query.task_id);
      return exportTask(db, query, t, lang);
    },
  }),

  defineRoute(calls.uploadBase64, {
    summary: 'Store a PNG or JPEG given as base64 or a data URL (signatures); returns its url (at most 500 files and 200 MB a day per account)',
    access: 'user',
    limited: true,
    idempotent: true,
    bodyLimit: 4 * 1024 * 1024,
    handler: async ({ db, user, body }) => {
      const stored = await storeBase64Image(db, user.id, body.file, 'file');
      return new Answer({ url: signedUploadUrl(stored.url) }, ERRCODE.ok, 'measuring:uploaded');
    },
  }),
  defineRoute(calls.personHistory, {
    summary: 'Every stored version of a person (a deleted one too), newest first: measurer, device time, arrival, and the fields it changed with their values before and after',
    access: 'user',
    handler: async ({ db, user, query, lang, t }) => {
      await taskAccess(db, user, query.task_id);
      const history = await personHistory(db, query.task_id, query.user_id, lang, t);
      if (history.list.length === 0) await personAccess(db, user, query.user_id, query.task_id);
      return history;
    },
  }),

  defineRoute(calls.conflicts, {
    summary: 'The people of a task in conflict: each field with the value applied and the value it replaced, and who saved each',
    access: 'user',
    handler: async ({ db, user, query, lang, t }) => {
      await taskAccess(db, user, query.task_id);
      return taskConflicts(db, query.task_id, lang, t);
    },
  }),

  defineRoute(calls.resolveConflict, {
    summary: "Resolve a person's conflicts: fields {key: value} as chosen (mine, theirs or typed again); _delete true deletes the person, false keeps them. Versioned like any change",
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, lang, t }) => {
      const { task } = await personAccess(db, user, body.user_id, body.task_id);
      const person = await inTransaction(db, (trx) => resolveConflict(trx, task, body, changeOrigin(user, body), lang, t));
      type Resolved = z.output<typeof MeasuringAnswers.resolveConflict>;
      if (person === null) return new Answer<Resolved>({ id: body.user_id, task_id: body.task_id, deleted: true }, ERRCODE.ok, 'measuring:deleted');
      return new Answer<Resolved>(person, ERRCODE.ok, 'measuring:conflict_resolved');
    },
  }),

  defineRoute(calls.changes, {
    summary: "What changed in a task after revision `since`: the people changed with their measurements, the people deleted, and the task's revision now",
    access: 'user',
    handler: async ({ db, user, query }) => {
      await taskAccess(db, user, query.task_id);
      return changesSince(db, query.task_id, query.since);
    },
  }),
];
