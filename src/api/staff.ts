/** Staff accounts (/staff_mgmt). */
import type { StaffEditFields, StaffFields } from '@/domain/staff/contract';
import { addStaff, deleteStaff, disableStaff, enableStaff, listStaff, modifyStaff } from '@/domain/staff/endpoints';
import { call } from './http';

type StaffQuery = { keyword: string; page: number; size: number };

export const staffKeys = {
  all: ['staff'] as const,
  list: (q: StaffQuery) => ['staff', 'list', q] as const,
};

export const staffApi = {
  list: (q: StaffQuery) => call(listStaff, q),
  add: (v: StaffFields, key: string) => call(addStaff, v, { idempotencyKey: key }),
  modify: (v: StaffEditFields, key: string) => call(modifyStaff, v, { idempotencyKey: key }),
  enable: (id: number) => call(enableStaff, { user_id: id }),
  disable: (id: number) => call(disableStaff, { user_id: id }),
  remove: (id: number) => call(deleteStaff, { user_id: id }),
};
