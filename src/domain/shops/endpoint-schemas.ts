/**
 * The shops calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { IdAnswerSchema, withSchemas } from '../shared/endpoint-schemas';
import { ChildAccountsSchema, ShopEditInput, ShopIdBody, ShopInput, ShopListQuery, ShopPageSchema } from './contract';
import * as E from './endpoints';

export const childAccounts = withSchemas(E.childAccounts, { answer: ChildAccountsSchema });
export const listShops = withSchemas(E.listShops, { query: ShopListQuery, answer: ShopPageSchema });
export const addShop = withSchemas(E.addShop, { body: ShopInput, answer: IdAnswerSchema });
export const editShop = withSchemas(E.editShop, { body: ShopEditInput, answer: IdAnswerSchema });
export const lockShop = withSchemas(E.lockShop, { body: ShopIdBody, answer: IdAnswerSchema });
export const unlockShop = withSchemas(E.unlockShop, { body: ShopIdBody, answer: IdAnswerSchema });
export const deleteShop = withSchemas(E.deleteShop, { body: ShopIdBody, answer: IdAnswerSchema });
