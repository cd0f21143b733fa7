/**
 * The schemas of the bulk goods calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { AddProductCodesSchema, BulkOrderResultSchema, BulkOrderSchema, CodeCheckQuery, CodeCheckSchema, ProductInfoQuery, ProductInfoSchema, ProductSearchQuery, ProductSearchSchema, SizeListQuery, SizeListSchema } from './contract';

export const schemas = {
  productSearch: { query: ProductSearchQuery, answer: ProductSearchSchema },
  productInfo: { query: ProductInfoQuery, answer: ProductInfoSchema },
  sizeList: { query: SizeListQuery, answer: SizeListSchema },
  codeCheck: { query: CodeCheckQuery, answer: CodeCheckSchema },
  addProductCodes: { body: AddProductCodesSchema, answer: ProductInfoSchema },
  addOrder: { body: BulkOrderSchema, answer: BulkOrderResultSchema },
} satisfies Record<string, Schemas>;
