/**
 * The bulk-goods calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import type { AddProductCodesSchema, BulkOrderResultSchema, BulkOrderSchema, CodeCheckQuery, CodeCheckSchema, ProductInfoQuery, ProductInfoSchema, ProductSearchQuery, ProductSearchSchema, SizeListQuery, SizeListSchema } from './contract';

const BASE = '/large_goods';
export const BULK_PATHS = {
  /** Product codes (the catalogue's and the seller's own) containing a text. */
  productSearch: `${BASE}/product_search`,
  /** One product code's goods, with its list price and sizes. */
  productInfo: `${BASE}/product_info`,
  /** The sizes of a category's chart for an edition (edition_number, category_id). */
  sizeList: `${BASE}/size_list`,
  /** Whether product codes or style numbers are taken already. */
  codeCheck: `${BASE}/code_check`,
  addProductCodes: `${BASE}/add_product_codes`,
  addOrder: `${BASE}/add_order`,
} as const;

export const productSearch = endpoint<{ query: typeof ProductSearchQuery; answer: typeof ProductSearchSchema }>('GET', BULK_PATHS.productSearch);
export const productInfo = endpoint<{ query: typeof ProductInfoQuery; answer: typeof ProductInfoSchema }>('GET', BULK_PATHS.productInfo);
export const sizeList = endpoint<{ query: typeof SizeListQuery; answer: typeof SizeListSchema }>('GET', BULK_PATHS.sizeList);
export const codeCheck = endpoint<{ query: typeof CodeCheckQuery; answer: typeof CodeCheckSchema }>('GET', BULK_PATHS.codeCheck);
export const addProductCodes = endpoint<{ body: typeof AddProductCodesSchema; answer: typeof ProductInfoSchema }>('POST', BULK_PATHS.addProductCodes);
export const addOrder = endpoint<{ body: typeof BulkOrderSchema; answer: typeof BulkOrderResultSchema }>('POST', BULK_PATHS.addOrder);
