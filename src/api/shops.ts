/** Shop sub-accounts (issue 15, /shop_mgmt). */
import { SHOP_PATHS, type ChildAccount, type Shop, type ShopFields } from '@/domain/shops/contract';
import { apiGet, apiPost } from './http';

export const shopKeys = {
  all: ['shops'] as const,
  children: ['shops', 'children'] as const,
  list: (q: { keyword: string; status: string; page: number; size: number }) => ['shops', 'list', q] as const,
};

export const shopsApi = {
  list: (q: { keyword: string; status: string; page: number; size: number }) => apiGet<{ count: number; list: Shop[] }>(SHOP_PATHS.index, q),
  add: (v: ShopFields, key: string) => apiPost<{ id: number }>(SHOP_PATHS.add, v, { idempotencyKey: key }),
  edit: (v: ShopFields & { id: number }, key: string) => apiPost<{ id: number }>(SHOP_PATHS.edit, v, { idempotencyKey: key }),
  lock: (id: number) => apiPost<{ id: number }>(SHOP_PATHS.lock, { id }),
  unlock: (id: number) => apiPost<{ id: number }>(SHOP_PATHS.unlock, { id }),
  children: () => apiGet<{ list: ChildAccount[] }>(SHOP_PATHS.children),
  remove: (id: number) => apiPost<{ id: number }>(SHOP_PATHS.del, { id }),
};
