/** A fast order placed offline: the fast order's queued cart order (./queued-cart-order.ts). */
import { FastOrderPayloadSchema, type FastOrderPayload } from '@/domain/fast-order';
import { addFastOrder as add, uploadFastOrder } from '@/domain/fast-order/endpoints';
import type { OrderSummary } from '@/domain/orders/wire';
import type { PortalDb } from './db';
import { defineQueuedCartOrder, queueCartOrder } from './queued-cart-order';

export const FAST_ORDER_KIND = 'fast_order.add_order';

/** The team import path (uploadType 1) has its own endpoint; everything else is add_order. */
export function fastOrderEndpoint(order: FastOrderPayload): typeof add | typeof uploadFastOrder {
  return order.order_type === 2 && order.uploadType === 1 ? uploadFastOrder : add;
}

export const addFastOrder = defineQueuedCartOrder<FastOrderPayload>({ kind: FAST_ORDER_KIND, endpoint: fastOrderEndpoint, orderSchema: FastOrderPayloadSchema });

export function queueFastOrder(db: PortalDb, userId: number, order: FastOrderPayload, row: Omit<OrderSummary, 'id'>, summary: string, id?: string) {
  return queueCartOrder(db, addFastOrder, userId, order, row, summary, id);
}
