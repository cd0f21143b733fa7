/** Endpoint functions of the measuring pages (spec 3 §7), plus the catalogue lookups they use. */
import { MEASURING_PATHS, type ExportParams, type TaskInput } from '@/domain/measuring/contract';
import type { MeasurementRow, MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { readReply } from './envelope';
import { apiGet, apiPost, apiUpload } from './http';

export type TaskListParams = { page: number; size: number; keywords?: string; order_type?: number };

export const measuringApi = {
  getUser: (taskId?: number) => apiGet<{ id: number; truename: string; total?: number; already?: number; no?: number; no_sleeve?: number; repair?: number }>(MEASURING_PATHS.getUser, taskId ? { task_id: taskId } : {}),
  getBaseSetting: () => apiGet<{ step_size: number }>(MEASURING_PATHS.getBaseSetting),
  setBaseSetting: (step_size: number | string, key?: string) => apiPost<{ step_size: number }>(MEASURING_PATHS.setBaseSetting, { step_size }, key ? { idempotencyKey: key } : {}),
  getMeasurers: () => apiGet<{ id: number; truename: string; mobilephone: string }[]>(MEASURING_PATHS.getUserList),
  taskList: (p: TaskListParams) => apiGet<{ count: number; list: MeasuringTaskInfo[] }>(MEASURING_PATHS.measuringList, p),
  taskInfo: (taskId: number) => apiGet<MeasuringTaskInfo>(MEASURING_PATHS.taskInfo, { task_id: taskId }),
  addTask: (t: TaskInput, key: string) => apiPost<{ id: number }>(MEASURING_PATHS.addTask, t, { idempotencyKey: key }),
  editTask: (t: TaskInput & { id: number }, key: string) => apiPost<{ id: number }>(MEASURING_PATHS.editTask, t, { idempotencyKey: key }),
  deleteTasks: (ids: number[], key: string) => apiPost<{ ids: number[] }>(MEASURING_PATHS.delTask, { ids }, { idempotencyKey: key }),
  updateTask: (taskId: number, orderType: number, key: string) => apiPost<unknown>(MEASURING_PATHS.updateTask, { task_id: taskId, order_type: orderType }, { idempotencyKey: key }),
  people: (taskId: number) => apiGet<{ count: number; list: MeasuringPerson[] }>(MEASURING_PATHS.getTaskUserList, { task_id: taskId, page: 1, size: 10_000 }),
  measurements: (taskId: number) => apiGet<{ list: MeasurementRow[] }>(MEASURING_PATHS.getTaskMeasuringData, { task_id: taskId }),
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

/**
 * Downloads the measurement export (a real .xlsx) and hands it to the browser as a file.
 * The envelope client cannot read a file answer, so this one call uses fetch directly.
 */
export async function downloadExport(p: ExportParams, token: string, lang: string): Promise<void> {
  const qs = new URLSearchParams(Object.entries(p).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
  const res = await fetch(`/order_admin${MEASURING_PATHS.exportMeasuringUserInfo}?${qs}`, { headers: { 'X-Token': token, 'Accept-Language': lang } });
  if (!(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    // Not the file: the server's envelope says why (or the server was not heard).
    const reply = await readReply(res);
    throw new Error(reply.message);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? 'export.xlsx');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
