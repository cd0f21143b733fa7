/**
 * Bulk goods (大货订单, spec 2 §2.6, §3 "Bulk order", §5 "Bulk", §7 "Bulk goods"): a
 * company's order of catalogue products in counts per size, each piece at the product's retail
 * price. A product whose edition, fabric or techniques are changed becomes a new product code of
 * the seller's (add_product_codes) with new style numbers, so the factory makes what its code says.
 * Field names are the spec's (company_name, contacts, product_array, goods_array, …).
 */
import { z } from 'zod';
import { int, text, yuanAmount } from '../shared/fields';


/** spec 2 §3: 1 factory-supplied, 2 customer-supplied. */
export const BULK_FABRIC_TYPE = { factory: 1, customer: 2 } as const;
/** spec 2 §5: the existence check waits for this pause in typing. */
export const CODE_CHECK_DELAY_MS = 500;
export const MAX_PRODUCTS = 30;
export const MAX_SIZES = 60;
/**
 * The most pieces one size of a category takes, and the most one order takes (every size of every
 * product): a count is only a number the seller types, and a bulk order's amount grows with it.
 */
export const MAX_SIZE_PIECES = 9_999;
export const MAX_ORDER_PIECES = 99_999;
/** A product code or style number: letters, digits, '-' and '_' (they are printed on labels). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

const code = () => z.string().trim().regex(CODE_PATTERN, { message: 'large_goods:code_format' });
/** Retail price per piece, in yuan as the screen shows it (two decimals at most). */
export const retail = () => yuanAmount(0, 1_000_000, 'large_goods:retail_invalid');

export const SizeCountSchema = z.object({ size_name: text(16).refine((s) => s.length > 0), count: int(0, undefined, 'large_goods:count_invalid') });
export type SizeCount = z.output<typeof SizeCountSchema>;

/** One category of a product as ordered (spec 2 §3 goods_array). */
export const BulkGoodsSchema = z.object({
  category_item_id: int(1),
  style_number: text(32).default(''),
  edition_number: text(32),
  fabric_num: text(32),
  retail: retail(),
  tech_info: z.array(int(1)).max(60),
  category_size_data: z.array(SizeCountSchema).max(MAX_SIZES),
});
export type BulkGoods = z.output<typeof BulkGoodsSchema>;

export const BulkProductSchema = z.object({ product_code: code(), goods_array: z.array(BulkGoodsSchema).min(1).max(10) });
export type BulkProduct = z.output<typeof BulkProductSchema>;

/** The basic info fields that must be filled, in the order they are checked (spec 2 §5: 请填写{field name}). */
export const REQUIRED_BASICS = ['company_name', 'contacts', 'user_mobilephone', 'delivery_date'] as const;
export type BasicField = (typeof REQUIRED_BASICS)[number] | 'prepay' | 'user_address' | 'other_requirement';

export const BulkOrderSchema = z.object({
  company_name: text(128),
  contacts: text(64),
  user_mobilephone: text(11),
  prepay: yuanAmount(0, 100_000_000, 'large_goods:prepay_invalid').default(0),
  delivery_date: text(19),
  user_address: text(255).default(''),
  other_requirement: text(1000).default(''),
  fabric_type_id: int(1, 2),
  /** With customer-supplied fabric, the parcel it comes from (paying the order uses its metres). */
  fabric_parcel_id: int(1).nullable().default(null),
  product_array: z.array(BulkProductSchema).max(MAX_PRODUCTS),
});
export type BulkOrderPayload = z.input<typeof BulkOrderSchema>;
export type BulkOrder = z.output<typeof BulkOrderSchema>;

/** New product codes (spec 2 §7): each a product_code with its goods as they were changed. */
export const AddProductCodesSchema = z.object({
  /** The product each new code was changed from. */
  source_code: code(),
  product_code: code(),
  goods_array: z.array(BulkGoodsSchema.omit({ category_size_data: true }).extend({ style_number: code() })).min(1).max(10),
});
export type AddProductCodesPayload = z.input<typeof AddProductCodesSchema>;
export type AddProductCodes = z.output<typeof AddProductCodesSchema>;

export const CodeCheckQuery = z.object({ product_code: text(32).default(''), style_numbers: text(400).default('') });
export const CodeCheckSchema = z.object({ product_code_taken: z.boolean(), styles_taken: z.array(z.string()) });
export type CodeCheck = z.output<typeof CodeCheckSchema>;

export const ProductSearchQuery = z.object({ keyword: text(32).default('') });
export const ProductSearchSchema = z.object({ list: z.array(z.object({ product_code: z.string(), own: z.boolean(), category_names: z.array(z.string()) })) });

/** One category of a product as the catalogue (or the seller's new code) defines it. */
export const ProductGoodsSchema = z.object({
  category_item_id: z.number().int(),
  category_item_name: z.string(),
  style_number: z.string(),
  edition_number: z.string(),
  fabric_num: z.string(),
  process_id: z.number().int(),
  tech_result: z.array(z.number().int()),
  /** The list price per piece (process price plus techniques, the shared rule), yuan. */
  retail: z.string(),
  /** The sizes a new row starts with. */
  cateSizeList: z.array(z.string()),
});
export type ProductGoods = z.output<typeof ProductGoodsSchema>;
export const ProductInfoSchema = z.object({ productCode: z.string(), own: z.boolean(), fabricNum: z.string(), cates: z.array(ProductGoodsSchema) });
export type ProductInfo = z.output<typeof ProductInfoSchema>;
export const ProductInfoQuery = z.object({ product_code: code() });

export const SizeListQuery = z.object({ category_id: int(1), edition_number: text(32).default('') });
export const SizeListSchema = z.object({ sizes: z.array(z.string()), defaults: z.array(z.string()) });

export const BulkOrderResultSchema = z.object({ id: z.number().int(), order_num: z.string(), payamount: z.string(), quantity: z.number().int() });
export type BulkOrderResult = z.output<typeof BulkOrderResultSchema>;
