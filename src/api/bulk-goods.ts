/** Bulk goods (/large_goods): product codes, new codes and the order. */
import { type AddProductCodesPayload, type BulkOrderPayload } from '@/domain/bulk-goods/contract';
import * as calls from '@/domain/bulk-goods/endpoints';
import { call } from './http';

export const bulkKeys = {
  /** The answer names categories in the reader's language, so each language has its own. */
  search: (keyword: string, lang: string) => ['large-goods', 'search', keyword, lang] as const,
  sizes: (categoryId: number, edition: string) => ['large-goods', 'sizes', categoryId, edition] as const,
  check: (code: string, styles: string) => ['large-goods', 'check', code, styles] as const,
};

export type ProductHit = { product_code: string; own: boolean; category_names: string[] };

export const bulkApi = {
  search: (keyword: string) => call(calls.productSearch, { keyword }),
  info: (product_code: string) => call(calls.productInfo, { product_code }),
  sizes: (category_id: number, edition_number: string) => call(calls.sizeList, { category_id, edition_number }),
  check: (product_code: string, styles: string[]) => call(calls.codeCheck, { product_code, style_numbers: styles.join(',') }),
  addCodes: (body: AddProductCodesPayload, key: string) => call(calls.addProductCodes, body, { idempotencyKey: key }),
  addOrder: (body: BulkOrderPayload, key: string) => call(calls.addOrder, body, { idempotencyKey: key }),
};
