/**
 * Creating an order in a user's cart and pricing it again: what the cart, the order actions
 * (reorder, staff changes), the fast order and the seed share, so none of them imports another.
 */
import { sql } from 'kysely';
import { ORDER_TYPE, SUB_FAST_TYPE } from '@/domain/orders/cart';
import { CartOrderInputSchema, type CartOrderData, type CartOrderInput, type DetailItemData } from '@/domain/orders/order-input';
import { itemUnitPrice, orderAmount, orderQuantity, sizeAllocationTotal, teamQuantities } from '@/domain/orders/price';
import { ORDER_TEXT } from '@/domain/orders/order-names';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { invalidField } from '../../http/errors';
import { recordMove } from './history';
import { checkParcels } from '../fabric-stock/usage';
import './tables';

export type { CartOrderInput } from '@/domain/orders/order-input';

/**
 * What a piece of a bulk or group-buy order is made of: its category (its own sub-category), its
 * pattern, and its fabric, the customer's parcel when the order is made from the customer's fabric
 * (the parcel's fabric number and composition then stand for the catalogue's on the fabric BOM line).
 */
export function pieceMaterials(
  category: { id: number; name: string; unit_consumption: number },
  editionNumber: string,
  fabric: { fabric_num: string; composition: string | undefined; customer: boolean; parcel_id: number | null },
) {
  return {
    category_id: category.id,
    category_name: category.name,
    sub_category_id: category.id,
    sub_category_name: category.name,
    edition_number: editionNumber,
    sub_edition_number: editionNumber,
    fabric_num: fabric.fabric_num,
    fabric_type_id: fabric.customer ? 2 : 1,
    fabric_parcel_id: fabric.customer ? fabric.parcel_id : null,
    unit_consumption: category.unit_consumption,
    sub_unit_consumption: category.unit_consumption,
    bom_info: [{ type_name: ORDER_TEXT.bomFabric.zh, allow_content: 0 as const, content: fabric.composition ?? '', code: fabric.fabric_num }],
  };
}

const ORDER_NUM_PREFIX: Record<number, string> = { 1: 'DC', 2: 'FO', 3: 'GB', 4: 'LG' };

/** e.g. FO20261122100001: type prefix, the day, and a sequence number unique across processes. */
async function nextOrderNum(trx: Db, orderTypeId: number): Promise<string> {
  const row = await sql<{ n: number; day: string }>`SELECT nextval('order_num_seq')::int AS n, to_char(now(), 'YYYYMMDD') AS day`.execute(trx);
  const r = row.rows[0]!;
  return `${ORDER_NUM_PREFIX[orderTypeId] ?? 'OR'}${r.day}${r.n}`;
}

/**
 * Fixes each category's quantity from where it really comes from: a team order's employees, a
 * bulk order's size allocation, otherwise the quantity given.
 */
function settleQuantities(data: CartOrderData): DetailItemData[] {
  if (data.sub_fast_type_id === SUB_FAST_TYPE.team) {
    const byCategory = teamQuantities(data.employees);
    return data.items.map((i) => ({ ...i, quantity: byCategory.get(i.sub_category_id) ?? i.quantity }));
  }
  if (data.order_type_id === ORDER_TYPE.bulk) {
    return data.items.map((i) => {
      const sized = sizeAllocationTotal(i.category_size_data);
      return { ...i, quantity: sized > 0 ? sized : i.quantity };
    });
  }
  return data.items;
}

/**
 * Puts a new order in the user's cart (status 1, not submitted) and returns its id and number.
 * This is what /fast_order/add_order and the other ordering flows call once they have built the
 * order; the input is validated here too, so a bad field is refused with its name
 * (e.g. "items.0.quantity"). Runs in the caller's transaction when there is one.
 */
export async function createCartOrder(db: Db, placer: Placer, input: CartOrderInput): Promise<{ id: number; order_num: string }> {
  const parsed = CartOrderInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidField(issue.path.map(String).join('.') || 'body');
  }
  const data = parsed.data;
  if (data.order_type_id !== ORDER_TYPE.fast && data.sub_fast_type_id !== null) throw invalidField('sub_fast_type_id');
  if (data.sub_fast_type_id === SUB_FAST_TYPE.team && data.employees.length === 0) throw invalidField('employees', 'field.too_few', { min: 1 });
  // A garment has each category once; a bulk order has it once per product (two shirt products).
  const seen = new Set<string>();
  for (const [i, item] of data.items.entries()) {
    const key = data.order_type_id === ORDER_TYPE.bulk ? `${item.product_code}:${item.sub_category_id}` : String(item.sub_category_id);
    if (seen.has(key)) throw invalidField(`items.${i}.sub_category_id`, 'orders:category_twice');
    seen.add(key);
  }
  return inTransaction(db, async (trx) => insertCartOrder(trx, placer, data, null));
}

/**
 * Whose cart the order goes in (`id`), and who put it there (`login_id`: a staff login working for
 * that account, or the account itself), named on the order's history.
 */
export type Placer = { id: number; login_id: number };

export async function insertCartOrder(trx: Db, placer: Placer, data: CartOrderData, sourceOrderId: number | null) {
  const items = settleQuantities(data);
  // Customer-supplied fabric from a parcel: the business's own, holding the metres (used at payment).
  await checkParcels(trx, placer.id, items);
  const order = await trx
    .insertInto('orders')
    .values({
      order_num: await nextOrderNum(trx, data.order_type_id),
      user_id: placer.id,
      order_type_id: data.order_type_id,
      sub_fast_type_id: data.order_type_id === ORDER_TYPE.fast ? (data.sub_fast_type_id ?? SUB_FAST_TYPE.individual) : null,
      order_status_id: ORDER_STATUS.notSubmitted,
      payamount_fen: orderAmount(data.process_price_fen, items),
      quantity: orderQuantity(items),
      customer_id: data.customer_id,
      user_name: data.user_name,
      user_mobilephone: data.user_mobilephone,
      user_sex: data.user_sex,
      user_height: data.user_height,
      user_weight: data.user_weight,
      user_company_name: data.user_company_name,
      user_ic: data.user_ic,
      user_address: data.user_address,
      other_requirement: data.other_requirement,
      user_remark: data.user_remark,
      group_buy_company_name: data.group_buy_company_name,
      group_buy_contacts: data.group_buy_contacts,
      group_buy_receive_order: data.group_buy_receive_order,
      group_buy_prepay_fen: data.group_buy_prepay_fen,
      group_buy_contract_images: data.group_buy_contract_images.join(','),
      large_goods_company_name: data.large_goods_company_name,
      large_goods_contacts: data.large_goods_contacts,
      large_goods_prepay_fen: data.large_goods_prepay_fen,
      delivery_date: data.delivery_date,
      process_name: data.process_name,
      process_price_fen: data.process_price_fen,
      image_3d: data.image_3d,
      remark: data.remark,
      source_order_id: sourceOrderId,
      paid_at: null,
      deleted_at: null,
    })
    .returning(['id', 'order_num'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(
      items.map((item, i) => ({
        order_id: order.id,
        sort_id: i + 1,
        category_id: item.category_id,
        category_name: item.category_name,
        sub_category_id: item.sub_category_id,
        sub_category_name: item.sub_category_name,
        quantity: item.quantity,
        unit_price_fen: itemUnitPrice(data.process_price_fen, item),
        detail: JSON.stringify(item),
        fabric_parcel_id: item.fabric_parcel_id,
      })),
    )
    .execute();
  if (data.employees.length) {
    await trx
      .insertInto('order_employees')
      .values(
        data.employees.map((e, i) => ({
          order_id: order.id,
          sort_id: i + 1,
          truename: e.truename,
          gender_id: e.gender_id,
          height: e.height,
          weight: e.weight,
          department_name: e.department_name,
          measuring_info: JSON.stringify(e.measuring_info),
        })),
      )
      .execute();
  }
  await recordMove(trx, { orderId: order.id, from: null, to: ORDER_STATUS.notSubmitted, actorId: placer.login_id, action: sourceOrderId ? 'reorder' : 'create' });
  return order;
}

/** Recomputes an order's amount and quantity from its items (after a quantity or staff change). */
export async function repriceOrder(trx: Db, orderId: number): Promise<void> {
  await sql`
    UPDATE orders SET
      payamount_fen = COALESCE((SELECT SUM(unit_price_fen * quantity) FROM order_items WHERE order_id = ${orderId}), 0),
      quantity = COALESCE((SELECT SUM(quantity) FROM order_items WHERE order_id = ${orderId}), 0),
      updated_at = now()
    WHERE id = ${orderId}`.execute(trx);
}
