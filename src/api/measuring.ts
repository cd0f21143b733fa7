/** Endpoint functions of the measuring pages (spec 3 §7), plus the catalogue lookups they use. */
import { PEOPLE_LOAD_ALL_SIZE } from '@/domain/measuring/constants';
import type { ExportParams, TaskInput } from '@/domain/measuring/contract';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import { measuringEndpoint } from '@/domain/measuring/endpoints';
import { downloadFile } from './download';
import { apiGet, apiUpload, getFrom, postTo } from './http';

export type TaskListParams = { page: number; size: number; keywords?: string; order_type?: number };

export const measuringApi = {
  getUser: (taskId?: number) => getFrom(measuringEndpoint('GET', 'getUser'), taskId ? { task_id: taskId } : {}),
  getBaseSetting: () => getFrom(measuringEndpoint('GET', 'getBaseSetting')),
  setBaseSetting: (step_size: number | string, key?: string) => postTo(measuringEndpoint('POST', 'setBaseSetting'), { step_size }, key ? { idempotencyKey: key } : {}),
  getMeasurers: () => getFrom(measuringEndpoint('GET', 'getUserList')),
  taskList: (p: TaskListParams) => getFrom(measuringEndpoint('GET', 'measuringList'), p),
  taskInfo: (taskId: number) => getFrom(measuringEndpoint('GET', 'taskInfo'), { task_id: taskId }),
  addTask: (t: TaskInput, key: string) => postTo(measuringEndpoint('POST', 'addTask'), t, { idempotencyKey: key }),
  editTask: (t: TaskInput & { id: number }, key: string) => postTo(measuringEndpoint('POST', 'editTask'), t, { idempotencyKey: key }),
  deleteTasks: (ids: number[], key: string) => postTo(measuringEndpoint('POST', 'delTask'), { ids }, { idempotencyKey: key }),
  updateTask: (taskId: number, orderType: number, key: string) => postTo(measuringEndpoint('POST', 'updateTask'), { task_id: taskId, order_type: orderType }, { idempotencyKey: key }),
  /** The first `size` people of a task in list order (all of them by default), and how many it has. */
  people: (taskId: number, size = PEOPLE_LOAD_ALL_SIZE) => getFrom(measuringEndpoint('GET', 'getTaskUserList'), { task_id: taskId, page: 1, size }),
  measurements: (taskId: number) => getFrom(measuringEndpoint('GET', 'getTaskMeasuringData'), { task_id: taskId }),
  /** What changed in a task after revision `since` (a tablet's catch-up). */
  changes: (taskId: number, since: number) => getFrom(measuringEndpoint('GET', 'changes'), { task_id: taskId, since }),
  personHistory: (taskId: number, personId: number) => getFrom(measuringEndpoint('GET', 'personHistory'), { task_id: taskId, user_id: personId }),
  importPeople: (taskId: number, file: File, key: string) => {
    const form = new FormData();
    form.append('task_id', String(taskId));
    form.append('file', file);
    return apiUpload<{ imported: number }>(MEASURING_PATHS.importUserData, form, { idempotencyKey: key });
  },
  categories: () => apiGet<{ id: number; category_name: string }[]>(MEASURING_PATHS.categoryList),
  editionsOf: (categoryIds: number[]) => apiGet<{ id: number; category_id: number; edition_number: string; edition_name: string }[]>(MEASURING_PATHS.editionsByCategories, { category_ids: categoryIds }),
  itemsOf: (categoryIds: number[]) =>
    apiGet<{ body: { id: number; item_name: string }[]; special: { id: number; shape_name: string }[] }>(MEASURING_PATHS.itemsByCategories, { category_ids: categoryIds }),
};

/** Downloads the measurement export (a real .xlsx). */
export async function downloadExport(p: ExportParams, token: string, lang: string): Promise<void> {
  await downloadFile(MEASURING_PATHS.exportMeasuringUserInfo, { query: p }, token, lang);
}
