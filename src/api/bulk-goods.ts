/** Bulk goods (issue 13, /large_goods): product codes, new codes and the order. */
import { BULK_PATHS, type AddProductCodesPayload, type BulkOrderPayload, type BulkOrderResult, type CodeCheck, type ProductInfo } from '@/domain/bulk-goods/contract';
import { apiGet, apiPost } from './http';

export const bulkKeys = {
  /** The answer names categories in the reader's language, so each language has its own. */
  search: (keyword: string, lang: string) => ['large-goods', 'search', keyword, lang] as const,
  sizes: (categoryId: number, edition: string) => ['large-goods', 'sizes', categoryId, edition] as const,
  check: (code: string, styles: string) => ['large-goods', 'check', code, styles] as const,
};

export type ProductHit = { product_code: string; own: boolean; category_names: string[] };

export const bulkApi = {
  search: (keyword: string) => apiGet<{ list: ProductHit[] }>(BULK_PATHS.productSearch, { keyword }),
  info: (product_code: string) => apiGet<ProductInfo>(BULK_PATHS.productInfo, { product_code }),
  sizes: (category_id: number, edition_number: string) => apiGet<{ sizes: string[]; defaults: string[] }>(BULK_PATHS.sizeList, { category_id, edition_number }),
  check: (product_code: string, styles: string[]) => apiGet<CodeCheck>(BULK_PATHS.codeCheck, { product_code, style_numbers: styles.join(',') }),
  addCodes: (body: AddProductCodesPayload, key: string) => apiPost<ProductInfo>(BULK_PATHS.addProductCodes, body, { idempotencyKey: key }),
  addOrder: (body: BulkOrderPayload, key: string) => apiPost<BulkOrderResult>(BULK_PATHS.addOrder, body, { idempotencyKey: key }),
};
