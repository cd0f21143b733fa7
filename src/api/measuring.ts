/** Endpoint functions of the measuring pages (spec 3 §7), plus the catalogue lookups they use. */
import { PEOPLE_LOAD_ALL_SIZE } from '@/domain/measuring/constants';
import type { ExportParams, TaskInput } from '@/domain/measuring/contract';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import * as M from '@/domain/measuring/endpoints';
import { downloadFile } from './download';
import { call, upload } from './http';

export type TaskListParams = { page: number; size: number; keywords?: string; order_type?: number };

export const measuringApi = {
  getUser: (taskId?: number) => call(M.getUser, taskId ? { task_id: taskId } : {}),
  getBaseSetting: () => call(M.getBaseSetting),
  setBaseSetting: (step_size: number | string, key?: string) => call(M.setBaseSetting, { step_size }, key ? { idempotencyKey: key } : {}),
  getMeasurers: () => call(M.getUserList),
  taskList: (p: TaskListParams) => call(M.measuringList, p),
  taskInfo: (taskId: number) => call(M.taskInfo, { task_id: taskId }),
  addTask: (t: TaskInput, key: string) => call(M.addTask, t, { idempotencyKey: key }),
  editTask: (t: TaskInput & { id: number }, key: string) => call(M.editTask, t, { idempotencyKey: key }),
  deleteTasks: (ids: number[], key: string) => call(M.delTask, { ids }, { idempotencyKey: key }),
  updateTask: (taskId: number, orderType: number, key: string) => call(M.updateTask, { task_id: taskId, order_type: orderType }, { idempotencyKey: key }),
  /** The first `size` people of a task in list order (all of them by default), and how many it has. */
  people: (taskId: number, size = PEOPLE_LOAD_ALL_SIZE) => call(M.getTaskUserList, { task_id: taskId, page: 1, size }),
  measurements: (taskId: number) => call(M.getTaskMeasuringData, { task_id: taskId }),
  /** What changed in a task after revision `since` (a tablet's catch-up). */
  changes: (taskId: number, since: number) => call(M.changes, { task_id: taskId, since }),
  personHistory: (taskId: number, personId: number) => call(M.personHistory, { task_id: taskId, user_id: personId }),
  importPeople: (taskId: number, file: File, key: string) => {
    const form = new FormData();
    form.append('task_id', String(taskId));
    form.append('file', file);
    return upload(M.importUserData, form, { idempotencyKey: key });
  },
  categories: () => call(M.categoryList),
  editionsOf: (categoryIds: number[]) => call(M.editionsByCategories, { category_ids: categoryIds }),
  itemsOf: (categoryIds: number[]) => call(M.itemsByCategories, { category_ids: categoryIds }),
};

/** Downloads the measurement export (a real .xlsx). */
export async function downloadExport(p: ExportParams, token: string, lang: string): Promise<void> {
  await downloadFile(MEASURING_PATHS.exportMeasuringUserInfo, { query: p }, token, lang);
}
