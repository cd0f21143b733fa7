/**
 * The schemas of the shops calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { IdAnswerSchema } from '../shared/endpoint-schemas';
import { ChildAccountsSchema, ShopEditInput, ShopIdBody, ShopInput, ShopListQuery, ShopPageSchema } from './contract';

export const schemas = {
  childAccounts: { answer: ChildAccountsSchema },
  listShops: { query: ShopListQuery, answer: ShopPageSchema },
  addShop: { body: ShopInput, answer: IdAnswerSchema },
  editShop: { body: ShopEditInput, answer: IdAnswerSchema },
  lockShop: { body: ShopIdBody, answer: IdAnswerSchema },
  unlockShop: { body: ShopIdBody, answer: IdAnswerSchema },
  deleteShop: { body: ShopIdBody, answer: IdAnswerSchema },
} satisfies Record<string, Schemas>;
