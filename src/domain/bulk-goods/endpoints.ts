/**
 * The bulk-goods calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds the schemas, and
 * ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { BULK_PATHS } from './paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const productSearch = endpoint<S['productSearch']>('GET', BULK_PATHS.productSearch);
export const productInfo = endpoint<S['productInfo']>('GET', BULK_PATHS.productInfo);
export const sizeList = endpoint<S['sizeList']>('GET', BULK_PATHS.sizeList);
export const codeCheck = endpoint<S['codeCheck']>('GET', BULK_PATHS.codeCheck);
export const addProductCodes = endpoint<S['addProductCodes']>('POST', BULK_PATHS.addProductCodes);
export const addOrder = endpoint<S['addOrder']>('POST', BULK_PATHS.addOrder);
