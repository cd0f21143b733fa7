/** Customer-supplied fabric and the warehouse (/customer_fabric_mgmt). */
import * as calls from '@/domain/customer-fabric/endpoints';
import type { AddParcelFields } from '@/domain/customer-fabric/contract';
import type { InputOf } from '@/domain/shared/endpoint';
import { call } from './http';

export const fabricKeys = {
  all: ['customer-fabric'] as const,
  list: (keyword: string, page: number) => ['customer-fabric', 'list', keyword, page] as const,
  detail: (id: number) => ['customer-fabric', 'detail', id] as const,
  code: (code: string) => ['customer-fabric', 'code', code] as const,
  materials: (q: MaterialFilter) => ['customer-fabric', 'materials', q] as const,
  usable: (keyword: string) => ['customer-fabric', 'usable', keyword] as const,
};

export type MaterialFilter = { keyword: string; source: string; series_id: number | null; in_stock: boolean; page: number; size: number };
/** The screen's source select holds one of the filter's values (all, catalogue, customer); the server checks it. */
type MaterialQuery = InputOf<typeof calls.materialSearch>;

export const fabricApi = {
  list: (keyword: string, page: number, size: number) => call(calls.index, { keyword, page, size }),
  add: (v: AddParcelFields, key: string) => call(calls.add, v, { idempotencyKey: key }),
  detail: (id: number) => call(calls.detail, { id }),
  remove: (id: number) => call(calls.del, { id }),
  byCode: (code: string) => call(calls.byCode, { code }),
  receive: (v: { id: number; metres: number; photo?: string; note: string }, key: string) => call(calls.receive, v, { idempotencyKey: key }),
  materials: ({ series_id, ...q }: MaterialFilter) => call(calls.materialSearch, { ...q, ...(series_id ? { series_id } : {}) } as MaterialQuery),
  giveBack: (v: { id: number; metres: number; note: string }, key: string) => call(calls.giveBack, v, { idempotencyKey: key }),
  usable: (keyword: string) => call(calls.usable, { keyword }),
};
