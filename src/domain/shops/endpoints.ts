/**
 * The shop calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the schemas.
 */
import type { IdAnswerSchema } from '../shared/endpoint-schemas';
import { endpoint } from '../shared/endpoint';
import type { ChildAccountsSchema, ShopEditInput, ShopIdBody, ShopInput, ShopListQuery, ShopPageSchema } from './contract';
import { SHOP_PATHS } from './paths';



type ById = { body: typeof ShopIdBody; answer: typeof IdAnswerSchema };

export const childAccounts = endpoint<{ answer: typeof ChildAccountsSchema }>('GET', SHOP_PATHS.children);
export const listShops = endpoint<{ query: typeof ShopListQuery; answer: typeof ShopPageSchema }>('GET', SHOP_PATHS.index);
export const addShop = endpoint<{ body: typeof ShopInput; answer: typeof IdAnswerSchema }>('POST', SHOP_PATHS.add);
export const editShop = endpoint<{ body: typeof ShopEditInput; answer: typeof IdAnswerSchema }>('POST', SHOP_PATHS.edit);
export const lockShop = endpoint<ById>('POST', SHOP_PATHS.lock);
export const unlockShop = endpoint<ById>('POST', SHOP_PATHS.unlock);
export const deleteShop = endpoint<ById>('POST', SHOP_PATHS.del);
