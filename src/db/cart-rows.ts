import type { OrderSummary } from '@/domain/orders/wire';
import type { CartOrderMirror } from './db';

/** A cart order as the cart mirror keeps it. */
export function toCartRow(userId: number, order: OrderSummary): CartOrderMirror {
  return { id: order.id, userId, order_type_id: order.order_type_id, order_status_id: order.order_status_id, data: order, updatedAt: Date.now() };
}
