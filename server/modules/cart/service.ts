/**
 * The cart: creating cart orders (for every ordering flow), changing quantities, deleting, and
 * paying from the balance.
 */
import { sql } from 'kysely';
import { ORDER_TYPE, SUB_FAST_TYPE, quantityEditable } from '@/domain/orders/cart';
import { CartOrderInputSchema, type CartOrderData, type CartOrderInput, type DetailItemData } from '@/domain/orders/order-input';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import { itemUnitPrice, orderAmount, orderQuantity, sizeAllocationTotal, teamQuantities } from '@/domain/orders/price';
import { ORDER_STATUS } from '@/domain/orders/status';
import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { verifySecret } from '../../http/crypto';
import { ApiError, ERRCODE, conflict, invalidField } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { moveBalance, orderCategoryText } from '../ledger/service';
import { lockOwnOrders } from '../orders/access';
import { moveStatus, recordMove } from '../orders/history';
import '../orders/tables';

export type { CartOrderInput } from '@/domain/orders/order-input';

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
export async function createCartOrder(db: Db, userId: number, input: CartOrderInput): Promise<{ id: number; order_num: string }> {
  const parsed = CartOrderInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidField(issue.path.map(String).join('.') || 'body');
  }
  const data = parsed.data;
  if (data.order_type_id !== ORDER_TYPE.fast && data.sub_fast_type_id !== null) throw invalidField('sub_fast_type_id');
  if (data.sub_fast_type_id === SUB_FAST_TYPE.team && data.employees.length === 0) throw invalidField('employees', 'field.too_few', { min: 1 });
  const seen = new Set<number>();
  for (const [i, item] of data.items.entries()) {
    if (seen.has(item.sub_category_id)) throw invalidField(`items.${i}.sub_category_id`, 'orders:category_twice');
    seen.add(item.sub_category_id);
  }
  return inTransaction(db, async (trx) => insertCartOrder(trx, userId, data, null));
}

export async function insertCartOrder(trx: Db, userId: number, data: CartOrderData, sourceOrderId: number | null) {
  const items = settleQuantities(data);
  const order = await trx
    .insertInto('orders')
    .values({
      order_num: await nextOrderNum(trx, data.order_type_id),
      user_id: userId,
      order_type_id: data.order_type_id,
      sub_fast_type_id: data.order_type_id === ORDER_TYPE.fast ? (data.sub_fast_type_id ?? SUB_FAST_TYPE.individual) : null,
      order_status_id: ORDER_STATUS.notSubmitted,
      payamount_fen: orderAmount(data.process_price_fen, items),
      quantity: orderQuantity(items),
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
  await recordMove(trx, { orderId: order.id, from: null, to: ORDER_STATUS.notSubmitted, actorId: userId, action: sourceOrderId ? 'reorder' : 'create' });
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

export async function changeQuantity(db: Db, user: SessionUser, orderId: number, categories: { sub_category_id: number; quantity: number }[]) {
  return inTransaction(db, async (trx) => {
    const [order] = await lockOwnOrders(trx, user, [orderId]);
    if (order!.order_status_id !== ORDER_STATUS.notSubmitted) throw conflict('cart:not_in_cart', { order_num: order!.order_num });
    if (!quantityEditable(order!)) throw conflict('cart:team_quantity_fixed');
    const items = await trx.selectFrom('order_items').select(['id', 'sub_category_id']).where('order_id', '=', orderId).execute();
    for (const [i, c] of categories.entries()) {
      const item = items.find((it) => it.sub_category_id === c.sub_category_id);
      if (!item) throw invalidField(`category_array.${i}.sub_category_id`, 'field.unknown_id', { id: c.sub_category_id });
      await trx.updateTable('order_items').set({ quantity: c.quantity }).where('id', '=', item.id).execute();
    }
    await repriceOrder(trx, orderId);
    const after = await trx.selectFrom('orders').select(['payamount_fen', 'quantity']).where('id', '=', orderId).executeTakeFirstOrThrow();
    return after;
  });
}

/** Deletes orders from the cart; only not-submitted orders are in the cart. */
export async function deleteCartOrders(db: Db, user: SessionUser, orderIds: number[]) {
  return inTransaction(db, async (trx) => {
    const orders = await lockOwnOrders(trx, user, orderIds);
    for (const o of orders) {
      if (o.order_status_id !== ORDER_STATUS.notSubmitted) throw conflict('cart:not_in_cart', { order_num: o.order_num });
    }
    for (const o of orders) {
      await trx.updateTable('orders').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', '=', o.id).execute();
      await recordMove(trx, { orderId: o.id, from: o.order_status_id, to: o.order_status_id, actorId: user.id, action: 'delete' });
    }
    return orders.length;
  });
}

export const PAY_MAX_FAILURES = 5;
export const PAY_LOCK_MINUTES = 15;

/**
 * Checks the payment password outside any lock (scrypt takes tens of milliseconds). A wrong one
 * counts towards the lock atomically, so concurrent guesses cannot slip past the limit; the
 * count is the one change a refused payment makes, and it is meant to stick.
 */
async function checkPayPassword(db: Db, userId: number, given: string): Promise<void> {
  const u = await db.selectFrom('users').select(['pay_password_hash', 'pay_locked_until']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (u.pay_locked_until && u.pay_locked_until > new Date()) throw payLocked(u.pay_locked_until);
  if (!u.pay_password_hash) throw new ApiError(ERRCODE.rejected, 'cart:pay_password_unset', { field: 'pay_password' }, { field: 'pay_password' });
  if (await verifySecret(given, u.pay_password_hash)) return;
  const after = await sql<{ pay_fail_count: number; pay_locked_until: Date | null }>`
    UPDATE users SET
      pay_locked_until = CASE WHEN pay_fail_count + 1 >= ${PAY_MAX_FAILURES} THEN now() + make_interval(mins => ${PAY_LOCK_MINUTES}) ELSE pay_locked_until END,
      pay_fail_count = CASE WHEN pay_fail_count + 1 >= ${PAY_MAX_FAILURES} THEN 0 ELSE pay_fail_count + 1 END
    WHERE id = ${userId}
    RETURNING pay_fail_count, pay_locked_until`.execute(db);
  const row = after.rows[0]!;
  if (row.pay_locked_until && new Date(row.pay_locked_until) > new Date()) throw payLocked(new Date(row.pay_locked_until));
  throw new ApiError(
    ERRCODE.rejected,
    'cart:pay_password_wrong',
    { field: 'pay_password', left: PAY_MAX_FAILURES - row.pay_fail_count },
    { field: 'pay_password', tries_left: PAY_MAX_FAILURES - row.pay_fail_count },
  );
}

function payLocked(until: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new ApiError(ERRCODE.rateLimited, 'cart:pay_locked', { minutes }, { locked_until: until.toISOString() });
}

/**
 * Pays cart orders from the balance in one transaction: the user's row is locked first (so
 * payments of one user run one at a time), then the orders; each must still be the user's and
 * not submitted, the balance must cover the total; then the balance is charged with one ledger
 * row per order and each order moves 1 -> 2. A concurrent second payment of the same orders
 * finds them already under review and is refused; any refusal rolls everything back.
 */
export async function payOrders(db: Db, user: SessionUser, orderIds: number[], payPassword: string) {
  await checkPayPassword(db, user.id, payPassword);
  return inTransaction(db, async (trx) => {
    const me = await trx
      .selectFrom('users')
      .select(['money_fen', 'pay_locked_until'])
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // A lock set by a concurrent wrong guess after our check still stops this payment.
    if (me.pay_locked_until && me.pay_locked_until > new Date()) throw payLocked(me.pay_locked_until);
    const orders = await lockOwnOrders(trx, user, orderIds);
    for (const o of orders) {
      if (o.order_status_id !== ORDER_STATUS.notSubmitted) throw conflict('cart:order_not_payable', { order_num: o.order_num });
    }
    const total = orders.reduce((s, o) => s + o.payamount_fen, 0);
    if (total > me.money_fen) {
      throw new ApiError(
        ERRCODE.rejected,
        'cart:balance_insufficient',
        { need: fenToYuan(total), have: fenToYuan(me.money_fen) },
        { total: fenToYuan(total), balance: fenToYuan(me.money_fen) },
      );
    }
    await trx.updateTable('users').set({ pay_fail_count: 0 }).where('id', '=', user.id).execute();
    let balance = me.money_fen;
    const now = new Date();
    for (const o of orders) {
      const moved = await moveBalance(trx, {
        userId: user.id,
        type: LEDGER_TYPE.payment,
        amountFen: -o.payamount_fen,
        order: o,
        category: await orderCategoryText(trx, o.id),
      });
      balance = moved.after;
      await moveStatus(trx, {
        orderId: o.id,
        from: ORDER_STATUS.notSubmitted,
        to: ORDER_STATUS.underReview,
        actorId: user.id,
        action: 'pay',
        extra: { paid_fen: o.payamount_fen, paid_at: now },
      });
    }
    return { paid: orders.map((o) => o.order_num), amount: fenToYuan(total), balance: fenToYuan(balance) };
  });
}
