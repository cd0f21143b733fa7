/**
 * The rules of a bulk order (spec 2 §4 "Bulk", §5 "Bulk"), run by the screen as the seller types
 * and by the server on what it receives, so both refuse the same order with the same message. A
 * problem names the payload field and a message key of the `large_goods` namespace (or `rules`);
 * `label` is the key of a field name the message embeds (请填写{field name}).
 */
import type { CatalogueSnapshot, SizeChart } from '../catalogue/types';
import { DELIVERY_DATE_PAST, deliveryDateProblem } from '../shared/delivery-date';
import { garmentPrice } from '../rules/price';
import { formatSize } from '../rules/standard-size';
import { checkPhone } from '../rules/validation';
import { yuanToFen } from '../shared/money';
import { MAX_ORDER_PIECES, MAX_SIZE_PIECES, REQUIRED_BASICS, type BulkOrder } from './contract';

export type BulkProblem = { key: string; field: string; params?: Record<string, string | number>; label?: string };

const problem = (field: string, key: string, params?: Record<string, string | number>): BulkProblem => (params ? { field, key, params } : { field, key });

/** The basic info, in the order of the form: each required field empty gives 请填写{field name}. */
export function checkBasics(order: Pick<BulkOrder, (typeof REQUIRED_BASICS)[number]>): BulkProblem | null {
  for (const field of REQUIRED_BASICS) {
    if (!order[field].trim()) return { field, key: 'large_goods:required', label: `large_goods:fields.${field}` };
  }
  const phone = checkPhone(order.user_mobilephone);
  if (phone) return problem('user_mobilephone', phone.key);
  const date = deliveryDateProblem(order.delivery_date);
  if (date === 'past') return problem('delivery_date', DELIVERY_DATE_PAST);
  if (date) return problem('delivery_date', 'large_goods:delivery_invalid');
  return null;
}

/** A size's count over the most one size takes, or null: the form checks it as it is typed. */
export function sizePiecesProblem(field: string, size: string, count: number): BulkProblem | null {
  return count > MAX_SIZE_PIECES ? { field, key: 'large_goods:size_pieces_max', params: { size, max: MAX_SIZE_PIECES }, label: 'large_goods:fields.count' } : null;
}

/** The prepayment over what the order costs (both in fen), or null. */
export function prepayProblem(prepayFen: number, amountFen: number): BulkProblem | null {
  return prepayFen > amountFen ? { field: 'prepay', key: 'large_goods:prepay_over_amount', label: 'large_goods:fields.prepay' } : null;
}

/** The products: at least one, none twice, every size once and within its limit, some pieces in each, and not too many in all. */
export function checkProducts(products: BulkOrder['product_array']): BulkProblem | null {
  if (products.length === 0) return problem('product_array', 'large_goods:no_products');
  const codes = new Set<string>();
  for (const [i, p] of products.entries()) {
    if (codes.has(p.product_code)) return problem(`product_array.${i}.product_code`, 'large_goods:product_twice');
    codes.add(p.product_code);
    for (const [j, g] of p.goods_array.entries()) {
      const names = new Set<string>();
      for (const [k, s] of g.category_size_data.entries()) {
        const field = `product_array.${i}.goods_array.${j}.category_size_data.${k}`;
        if (names.has(s.size_name)) return problem(`${field}.size_name`, 'large_goods:size_twice', { size: s.size_name });
        names.add(s.size_name);
        const tooMany = sizePiecesProblem(`${field}.count`, s.size_name, s.count);
        if (tooMany) return tooMany;
      }
    }
    if (pieces(p) === 0) return problem(`product_array.${i}.goods_array`, 'large_goods:no_counts', { code: p.product_code });
  }
  const count = products.reduce((n, p) => n + pieces(p), 0);
  if (count > MAX_ORDER_PIECES) return { field: 'product_array', key: 'large_goods:order_pieces_max', params: { max: MAX_ORDER_PIECES, count }, label: 'large_goods:fields.count' };
  return null;
}

export function checkBulkOrder(order: BulkOrder): BulkProblem | null {
  return checkBasics(order) ?? checkProducts(order.product_array);
}

/**
 * A typed size count: empty counts as 0; anything but a whole number is refused (请输入数字). Nine
 * digits at most keep it a number the schema takes; how many a size may have is sizePiecesProblem's.
 */
export function parseCount(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return 0;
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

type Counted = { goods_array: readonly { category_size_data: readonly { count: number }[] }[] };

/** Pieces of a product: every size count of every category. */
export function pieces(product: Counted): number {
  return product.goods_array.reduce((sum, g) => sum + g.category_size_data.reduce((s, c) => s + c.count, 0), 0);
}

/** What an order costs at its retail prices (integer fen), and its pieces. */
export function bulkTotals(products: readonly { goods_array: readonly { retail: number | string; category_size_data: readonly { count: number }[] }[] }[]) {
  let amount_fen = 0;
  let count = 0;
  for (const p of products) {
    for (const g of p.goods_array) {
      const n = g.category_size_data.reduce((s, c) => s + c.count, 0);
      amount_fen += (yuanToFen(g.retail) ?? 0) * n;
      count += n;
    }
  }
  return { amount_fen, pieces: count };
}

/** What defines a category of a product: changing any of it makes another product (a new code). */
export type GoodsDefinition = { edition_number: string; fabric_num: string; tech_ids: readonly number[] };

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

export function sameDefinition(a: GoodsDefinition, b: GoodsDefinition): boolean {
  return a.edition_number === b.edition_number && a.fabric_num === b.fabric_num && sameIds(a.tech_ids, b.tech_ids);
}

/**
 * What saving an edited row means (spec 2 §2.6): 'style' when any category's definition changed
 * (the style-change dialog asks for a new product code), 'price' when only retail prices did
 * (saved directly), 'none' otherwise. Size counts are the order's, not the product's.
 */
export function changeKind(saved: readonly (GoodsDefinition & { retail: string })[], edited: readonly (GoodsDefinition & { retail: string })[]): 'none' | 'price' | 'style' {
  if (saved.length !== edited.length || saved.some((g, i) => !sameDefinition(g, edited[i]!))) return 'style';
  return saved.some((g, i) => yuanToFen(g.retail) !== yuanToFen(edited[i]!.retail)) ? 'price' : 'none';
}

/** The new style numbers typed in the style-change dialog: a problem when two are the same (新输入的款式号有重复). */
export function repeatedStyles(styles: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const s of styles.map((x) => x.trim().toUpperCase())) {
    if (seen.has(s)) return 'large_goods:new_styles_repeated';
    seen.add(s);
  }
  return null;
}

/**
 * The sizes a new row starts with: the chart's A-type ladder (each height step with the girth one
 * step up, 160/80A, 165/84A, …), the sizes a uniform order is mostly made of. The seller adds
 * or removes sizes from there.
 */
export function defaultSizes(chart: SizeChart): string[] {
  const out: string[] = [];
  const type = chart.body_types.some((b) => b.code === 'A') ? 'A' : chart.body_types[0]!.code;
  for (let h = chart.height.min; h <= chart.height.max; h += chart.height.step) {
    const girth = chart.girth.centre + ((h - chart.height.centre) / chart.height.step) * chart.girth.step;
    if (girth >= chart.girth.min && girth <= chart.girth.max) out.push(formatSize(h, girth, type));
  }
  return out;
}

/** The list price of a piece (process price plus techniques, spec 2 §9), or null when the catalogue can't price it. */
export function listPriceFen(snapshot: CatalogueSnapshot, goods: { category_id: number; process_id: number; tech_ids: readonly number[] }): number | null {
  const price = garmentPrice(snapshot, goods);
  return price.ok ? price.value.total_fen : null;
}
