/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
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
