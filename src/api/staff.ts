/** Staff accounts (issue 15, /staff_mgmt). */
import { STAFF_PATHS, type StaffEditFields, type StaffFields, type StaffPage } from '@/domain/staff/contract';
import { apiGet, apiPost } from './http';

type StaffQuery = { keyword: string; page: number; size: number };

export const staffKeys = {
  all: ['staff'] as const,
  list: (q: StaffQuery) => ['staff', 'list', q] as const,
};

export const staffApi = {
  list: (q: StaffQuery) => apiGet<StaffPage>(STAFF_PATHS.index, q),
  add: (v: StaffFields, key: string) => apiPost<{ id: number }>(STAFF_PATHS.add, v, { idempotencyKey: key }),
  modify: (v: StaffEditFields, key: string) => apiPost<{ id: number }>(STAFF_PATHS.modify, v, { idempotencyKey: key }),
  enable: (id: number) => apiPost<{ id: number }>(STAFF_PATHS.enable, { user_id: id }),
  disable: (id: number) => apiPost<{ id: number }>(STAFF_PATHS.disable, { user_id: id }),
  remove: (id: number) => apiPost<{ id: number }>(STAFF_PATHS.del, { user_id: id }),
};
