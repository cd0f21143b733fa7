/**
 * Foreign customization (spec 3 §1): an order form for overseas customers. Customer
 * name, address, delivery date, fabric number, and per category a modeling (pattern edition),
 * button, lining and size are required; a category is chosen once. The goods are checked and
 * priced by the fast order's rule (`defaultGoods`: the catalogue's process and the edition's
 * default techniques), so a foreign order costs what the same goods cost anywhere; the screen
 * and the server run this same function. The order is of its own type (ORDER_TYPE.foreign), and
 * each garment keeps its button and lining as fields (`trims`), not as words in a note.
 */
import { z } from 'zod';
import { DELIVERY_DATE_PAST, deliveryDateProblem } from '../shared/delivery-date';
import type { CatalogueSnapshot, Edition } from '../catalogue/types';
import { indexCatalogue } from '../catalogue/lookup';
import { defaultGoodsOrProblem, type FieldProblem } from '../fast-order/default-goods';
import type { CartOrderInput } from '../orders/order-input';
import { ORDER_TYPE } from '../orders/cart';
import { standardSizeOf } from '../rules/standard-size';
import { calendarDate, int, text } from '../shared/fields';

const filled = (max: number, message: string) => text(max).refine((s) => s.length > 0, { message });

export const ForeignItemSchema = z.object({
  category_id: int(1, undefined, 'foreign_custom:category_required'),
  modeling: filled(32, 'foreign_custom:modeling_required'),
  button: filled(64, 'foreign_custom:button_required'),
  lining: filled(64, 'foreign_custom:lining_required'),
  size: filled(32, 'foreign_custom:size_required'),
  quantity: int(1, 99).default(1),
});

export const ForeignOrderSchema = z.object({
  customer_name: filled(64, 'foreign_custom:name_required'),
  address: filled(255, 'foreign_custom:address_required'),
  delivery_date: calendarDate('foreign_custom:date_required').refine((d) => deliveryDateProblem(d) !== 'past', { message: DELIVERY_DATE_PAST }),
  fabric_num: filled(64, 'foreign_custom:fabric_required'),
  gender_id: int(1, 2).default(1),
  remark: text(500).default(''),
  items: z.array(ForeignItemSchema).min(1, { message: 'foreign_custom:category_required' }).max(20),
});
export type ForeignOrder = z.input<typeof ForeignOrderSchema>;
export type ForeignOrderValues = z.output<typeof ForeignOrderSchema>;

export const ForeignOrderResultSchema = z.object({ id: z.number().int(), order_num: z.string(), payamount: z.string() });

/** The first problem of the goods a foreign order names, or the cart order it becomes. */
export function prepareForeignOrder(snapshot: CatalogueSnapshot, order: ForeignOrderValues): { ok: true; input: CartOrderInput; amount_fen: number } | { ok: false; problem: FieldProblem } {
  const idx = indexCatalogue(snapshot);
  const seen = new Set<number>();
  const categories: { category_id: number; edition: Edition }[] = [];
  for (const [i, item] of order.items.entries()) {
    const category = idx.category.get(item.category_id);
    if (!category) return { ok: false, problem: { field: `items.${i}.category_id`, key: 'foreign_custom:category_required' } };
    if (seen.has(item.category_id)) return { ok: false, problem: { field: `items.${i}.category_id`, key: 'foreign_custom:category_twice', params: { category: category.name_en || category.name } } };
    seen.add(item.category_id);
    const edition = snapshot.editions.find((e) => e.category_id === item.category_id && e.edition_number === item.modeling);
    if (!edition) return { ok: false, problem: { field: `items.${i}.modeling`, key: 'foreign_custom:modeling_required' } };
    if (!standardSizeOf(snapshot, item.category_id, order.gender_id, edition.id, item.size)) return { ok: false, problem: { field: `items.${i}.size`, key: 'foreign_custom:size_unknown', params: { size: item.size } } };
    categories.push({ category_id: item.category_id, edition });
  }
  if (!idx.fabric.has(order.fabric_num)) return { ok: false, problem: { field: 'fabric_num', key: 'foreign_custom:fabric_unknown', params: { fabric: order.fabric_num } } };
  const goods = defaultGoodsOrProblem(snapshot, { type_id: 3, fabric_num: order.fabric_num, composition: '' }, categories, { field: 'items', key: 'foreign_custom:category_required' });
  if (!goods.ok) return goods;
  const items = goods.items.map((item, i) => {
    const own = order.items[i]!;
    return {
      ...item,
      quantity: own.quantity,
      size_info: [{ size_info_type: 3 as const, size_shape_name: '', size_value: own.size, size_data: [] }],
      trims: { button: own.button, lining: own.lining },
    };
  });
  return {
    ok: true,
    // What the cart will charge: each category's piece price times its quantity.
    amount_fen: goods.prices.reduce((sum, p, i) => sum + p.total_fen * order.items[i]!.quantity, 0),
    input: {
      order_type_id: ORDER_TYPE.foreign,
      user_name: order.customer_name,
      user_sex: order.gender_id === 2 ? 2 : 1,
      user_address: order.address,
      delivery_date: order.delivery_date,
      process_name: goods.process.process_name,
      process_price_fen: goods.prices.reduce((s, p) => s + p.process_fen, 0),
      remark: order.remark,
      items,
    },
  };
}
