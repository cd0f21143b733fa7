/** Customer-supplied fabric and the warehouse (issue 15, /customer_fabric_mgmt). */
import { FABRIC_PATHS, type AddParcelFields, type Material, type Parcel, type ParcelDetail, type UsableParcel } from '@/domain/customer-fabric/contract';
import { apiGet, apiPost } from './http';

export const fabricKeys = {
  all: ['customer-fabric'] as const,
  list: (keyword: string, page: number) => ['customer-fabric', 'list', keyword, page] as const,
  detail: (id: number) => ['customer-fabric', 'detail', id] as const,
  code: (code: string) => ['customer-fabric', 'code', code] as const,
  materials: (q: MaterialFilter) => ['customer-fabric', 'materials', q] as const,
  usable: (keyword: string) => ['customer-fabric', 'usable', keyword] as const,
};

export type MaterialFilter = { keyword: string; source: string; series_id: number | null; in_stock: boolean; page: number; size: number };

export const fabricApi = {
  list: (keyword: string, page: number, size: number) => apiGet<{ count: number; list: Parcel[] }>(FABRIC_PATHS.index, { keyword, page, size }),
  add: (v: AddParcelFields, key: string) => apiPost<{ id: number }>(FABRIC_PATHS.add, v, { idempotencyKey: key }),
  detail: (id: number) => apiGet<ParcelDetail>(FABRIC_PATHS.detail, { id }),
  remove: (id: number) => apiPost<{ id: number }>(FABRIC_PATHS.del, { id }),
  byCode: (code: string) => apiGet<ParcelDetail>(FABRIC_PATHS.byCode, { code }),
  receive: (v: { id: number; metres: number; photo?: string; note: string }, key: string) => apiPost<ParcelDetail>(FABRIC_PATHS.receive, v, { idempotencyKey: key }),
  materials: ({ series_id, ...q }: MaterialFilter) =>
    apiGet<{ count: number; list: Material[]; series: { id: number; name: string; name_en: string }[] }>(FABRIC_PATHS.materialSearch, { ...q, ...(series_id ? { series_id } : {}) }),
  giveBack: (v: { id: number; metres: number; note: string }, key: string) => apiPost<ParcelDetail>(FABRIC_PATHS.giveBack, v, { idempotencyKey: key }),
  usable: (keyword: string) => apiGet<{ list: UsableParcel[] }>(FABRIC_PATHS.usable, { keyword }),
};
