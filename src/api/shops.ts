/** Shop sub-accounts (/shop_mgmt). */
import type { ShopFields } from '@/domain/shops/contract';
import { addShop, childAccounts, deleteShop, editShop, listShops, lockShop, unlockShop } from '@/domain/shops/endpoints';
import type { InputOf } from '@/domain/shared/endpoint';
import { call } from './http';

type ShopQuery = { keyword: string; status: string; page: number; size: number };
/** The screen's status select holds one of the filter's values ('', '0', '1'); the server checks it. */
const asFilter = (q: ShopQuery) => q as InputOf<typeof listShops>;

export const shopKeys = {
  all: ['shops'] as const,
  children: ['shops', 'children'] as const,
  list: (q: ShopQuery) => ['shops', 'list', q] as const,
};

export const shopsApi = {
  list: (q: ShopQuery) => call(listShops, asFilter(q)),
  add: (v: ShopFields, key: string) => call(addShop, v, { idempotencyKey: key }),
  edit: (v: ShopFields & { id: number }, key: string) => call(editShop, v, { idempotencyKey: key }),
  lock: (id: number) => call(lockShop, { id }),
  unlock: (id: number) => call(unlockShop, { id }),
  children: () => call(childAccounts),
  remove: (id: number) => call(deleteShop, { id }),
};
