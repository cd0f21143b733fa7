/**
 * The bulk-goods calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { AddProductCodesSchema, BulkOrderResultSchema, BulkOrderSchema, CodeCheckQuery, CodeCheckSchema, ProductInfoQuery, ProductInfoSchema, ProductSearchQuery, ProductSearchSchema, SizeListQuery, SizeListSchema } from './contract';
import { BULK_PATHS } from './paths';



export const productSearch = endpoint<{ query: typeof ProductSearchQuery; answer: typeof ProductSearchSchema }>('GET', BULK_PATHS.productSearch);
export const productInfo = endpoint<{ query: typeof ProductInfoQuery; answer: typeof ProductInfoSchema }>('GET', BULK_PATHS.productInfo);
export const sizeList = endpoint<{ query: typeof SizeListQuery; answer: typeof SizeListSchema }>('GET', BULK_PATHS.sizeList);
export const codeCheck = endpoint<{ query: typeof CodeCheckQuery; answer: typeof CodeCheckSchema }>('GET', BULK_PATHS.codeCheck);
export const addProductCodes = endpoint<{ body: typeof AddProductCodesSchema; answer: typeof ProductInfoSchema }>('POST', BULK_PATHS.addProductCodes);
export const addOrder = endpoint<{ body: typeof BulkOrderSchema; answer: typeof BulkOrderResultSchema }>('POST', BULK_PATHS.addOrder);
