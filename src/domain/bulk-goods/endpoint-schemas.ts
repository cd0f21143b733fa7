/**
 * The bulk-goods calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import { AddProductCodesSchema, BulkOrderResultSchema, BulkOrderSchema, CodeCheckQuery, CodeCheckSchema, ProductInfoQuery, ProductInfoSchema, ProductSearchQuery, ProductSearchSchema, SizeListQuery, SizeListSchema } from './contract';
import * as E from './endpoints';

export const productSearch = withSchemas(E.productSearch, { query: ProductSearchQuery, answer: ProductSearchSchema });
export const productInfo = withSchemas(E.productInfo, { query: ProductInfoQuery, answer: ProductInfoSchema });
export const sizeList = withSchemas(E.sizeList, { query: SizeListQuery, answer: SizeListSchema });
export const codeCheck = withSchemas(E.codeCheck, { query: CodeCheckQuery, answer: CodeCheckSchema });
export const addProductCodes = withSchemas(E.addProductCodes, { body: AddProductCodesSchema, answer: ProductInfoSchema });
export const addOrder = withSchemas(E.addOrder, { body: BulkOrderSchema, answer: BulkOrderResultSchema });
