/**
 * The shop calls as endpoint values (../shared/endpoint.ts): their schemas are named as types only,
 * so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { SHOP_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const childAccounts = endpoint<S['childAccounts']>('GET', SHOP_PATHS.children);
export const listShops = endpoint<S['listShops']>('GET', SHOP_PATHS.index);
export const addShop = endpoint<S['addShop']>('POST', SHOP_PATHS.add);
export const editShop = endpoint<S['editShop']>('POST', SHOP_PATHS.edit);
export const lockShop = endpoint<S['lockShop']>('POST', SHOP_PATHS.lock);
export const unlockShop = endpoint<S['unlockShop']>('POST', SHOP_PATHS.unlock);
export const deleteShop = endpoint<S['deleteShop']>('POST', SHOP_PATHS.del);
