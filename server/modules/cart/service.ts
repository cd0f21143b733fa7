/**
 * The cart: changing quantities, deleting, and paying from the balance. Creating a cart order
 * (for every ordering flow) is the order store's (order-store/create.ts).
 */
import { sql } from 'kysely';
import { paymentShortfall, quantityEditable } from '@/domain/orders/cart';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import { ORDER_STATUS } from '@/domain/orders/status';
import { fenToYuan, formatMoneyMoved } from '@/domain/shared/money';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { verifySecret } from '../../http/crypto';
import { ApiError, ERRCODE, conflict, invalidField } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { moveBalance, orderCategories } from '../ledger/service';
import { lockOwnOrders } from '../order-store/access';
import { useParcels } from '../fabric-stock/usage';
import { latestExchangeRate } from '../home/exchange-rate';
import { repriceOrder } from '../order-store/create';
import { moveStatus, recordMove } from '../order-store/history';
import '../order-store/tables';

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
      await recordMove(trx, { orderId: o.id, from: o.order_status_id, to: o.order_status_id, actorId: user.login_id, action: 'delete' });
    }
    return orders.length;
  });
}

export const PAY_MAX_FAILURES = 5;
export const PAY_LOCK_MINUTES = 15;

/** The lock on a login's payments after too many wrong passwords, if it still holds. */
async function payLockOf(db: Db, loginId: number): Promise<Date | null> {
  const { pay_locked_until: until } = await db.selectFrom('users').select('pay_locked_until').where('id', '=', loginId).executeTakeFirstOrThrow();
  return until && until > new Date() ? until : null;
}

/**
 * Checks the payment password outside any lock (scrypt takes tens of milliseconds). A wrong one
 * counts towards the lock atomically, so concurrent guesses cannot slip past the limit; the
 * count is the one change a refused payment makes, and it is meant to stick. The password is the
 * business's, but the count and the lock are the login's (on its own users row): a staff
 * login's wrong guesses would otherwise lock its owner out of paying.
 */
async function checkPayPassword(db: Db, user: SessionUser, given: string): Promise<void> {
  const locked = await payLockOf(db, user.login_id);
  if (locked) throw payLocked(locked);
  const u = await db.selectFrom('users').select('pay_password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!u.pay_password_hash) throw new ApiError(ERRCODE.rejected, 'cart:pay_password_unset', { field: 'pay_password' }, { field: 'pay_password' });
  if (await verifySecret(given, u.pay_password_hash)) return;
  const after = await sql<{ pay_fail_count: number; pay_locked_until: Date | null }>`
    UPDATE users SET
      pay_locked_until = CASE WHEN pay_fail_count + 1 >= ${PAY_MAX_FAILURES} THEN now() + make_interval(mins => ${PAY_LOCK_MINUTES}) ELSE pay_locked_until END,
      pay_fail_count = CASE WHEN pay_fail_count + 1 >= ${PAY_MAX_FAILURES} THEN 0 ELSE pay_fail_count + 1 END
    WHERE id = ${user.login_id}
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
  return new ApiError(ERRCODE.rateLimited, 'cart:pay_locked', { count: minutes }, { locked_until: until.toISOString() });
}

/** The items of these orders that take their fabric from a customer's parcel, with the BOM metres per piece. */
function parcelItems(trx: Db, orderIds: readonly number[]) {
  return trx
    .selectFrom('order_items')
    .select(['order_id', 'fabric_parcel_id', 'quantity', sql<number>`coalesce((detail->>'unit_consumption')::numeric, 0)::float8`.as('unit_consumption')])
    .where('order_id', 'in', orderIds)
    .where('fabric_parcel_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/**
 * Pays cart orders from the balance in one transaction: the user's row is locked first (so
 * payments of one user run one at a time), then the orders; each must still be the user's and
 * not submitted, the balance must cover the total; then the balance is charged with one ledger
 * row per order and each order moves 1 -> 2. A concurrent second payment of the same orders
 * finds them already under review and is refused; any refusal rolls everything back.
 */
export async function payOrders(db: Db, user: SessionUser, orderIds: number[], payPassword: string, lang: Locale) {
  await checkPayPassword(db, user, payPassword);
  return inTransaction(db, async (trx) => {
    const me = await trx
      .selectFrom('users')
      .select('money_fen')
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // A lock set by a concurrent wrong guess after our check still stops this payment.
    const locked = await payLockOf(trx, user.login_id);
    if (locked) throw payLocked(locked);
    const orders = await lockOwnOrders(trx, user, orderIds);
    for (const o of orders) {
      if (o.order_status_id !== ORDER_STATUS.notSubmitted) throw conflict('cart:order_not_payable', { order_num: o.order_num });
    }
    const total = orders.reduce((s, o) => s + o.payamount_fen, 0);
    if (paymentShortfall(total, me.money_fen) > 0) {
      // The amounts as the pay dialog shows them (its own check says the same before the password).
      const rate = lang === 'en' ? await latestExchangeRate(trx) : null;
      throw new ApiError(
        ERRCODE.rejected,
        'cart:balance_insufficient',
        { need: formatMoneyMoved(total, lang, rate), have: formatMoneyMoved(me.money_fen, lang, rate) },
        { total: fenToYuan(total), balance: fenToYuan(me.money_fen) },
      );
    }
    await trx.updateTable('users').set({ pay_fail_count: 0 }).where('id', '=', user.login_id).execute();
    let balance = me.money_fen;
    const now = new Date();
    for (const o of orders) {
      const moved = await moveBalance(trx, {
        userId: user.id,
        type: LEDGER_TYPE.payment,
        amountFen: -o.payamount_fen,
        order: o,
        categories: await orderCategories(trx, o.id),
      });
      balance = moved.after;
      await moveStatus(trx, {
        orderId: o.id,
        from: ORDER_STATUS.notSubmitted,
        to: ORDER_STATUS.underReview,
        actorId: user.login_id,
        action: 'pay',
        extra: { paid_fen: o.payamount_fen, paid_at: now },
      });
    }
    // Customer-supplied fabric: the paid orders take their metres from their parcels.
    await useParcels(trx, user.id, user.login_id, orders, await parcelItems(trx, orders.map((o) => o.id)));
    return { paid: orders.map((o) => o.order_num), amount: fenToYuan(total), balance: fenToYuan(balance) };
  });
}
