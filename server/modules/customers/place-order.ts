/**
 * Putting a priced order in the cart. An order for one person (a fast individual order, a deep
 * customization) is for one of the seller's customers: the one picked in the form, or
 * the one the typed phone names, or a new one saved from the form. Both happen in one
 * transaction, so a refused order never leaves a customer behind.
 */
import type { CartOrderInput } from '@/domain/orders/order-input';
import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import type { SessionUser } from '../../http/session';
import { createCartOrder } from '../order-store/create';
import { customerForOrder } from './service';

export type PlacedOrder = { id: number; order_num: string; payamount: string; quantity: number };

/**
 * `input` is the priced cart order. With `forCustomer`, its user_* fields say who the customer is
 * (customer_id when picked); a team order is for a company and names no customer.
 */
export async function placeOrder(db: Db, user: SessionUser, input: CartOrderInput, forCustomer: boolean): Promise<PlacedOrder> {
  const order = await inTransaction(db, async (trx) => {
    const customer_id = forCustomer && user.modules.includes('customer_mgmt')
      ? await customerForOrder(trx, user.id, {
          customer_id: input.customer_id,
          name: input.user_name ?? '',
          phone: input.user_mobilephone ?? '',
          gender: input.user_sex ?? 1,
          height: input.user_height ?? null,
          weight: input.user_weight ?? null,
          company: input.user_company_name ?? '',
          address: input.user_address ?? '',
        })
      : null;
    return createCartOrder(trx, user, { ...input, customer_id });
  });
  const row = await db.selectFrom('orders').select(['payamount_fen', 'quantity']).where('id', '=', order.id).executeTakeFirstOrThrow();
  return { id: order.id, order_num: order.order_num, payamount: fenToYuan(row.payamount_fen), quantity: row.quantity };
}
