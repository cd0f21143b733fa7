/** A deep customization order placed offline: its queued cart order (./queued-cart-order.ts). */
import { DeepOrderPayloadSchema, type DeepOrderPayload } from '@/domain/deep/contract';
import { addDeepOrder as add } from '@/domain/deep/endpoints';
import type { OrderSummary } from '@/domain/orders/wire';
import type { PortalDb } from './db';
import { defineQueuedCartOrder, queueCartOrder } from './queued-cart-order';

export const DEEP_ORDER_KIND = 'deep_custom.add_order';

export const addDeepOrder = defineQueuedCartOrder<DeepOrderPayload>({ kind: DEEP_ORDER_KIND, endpoint: () => add, orderSchema: DeepOrderPayloadSchema });

export function queueDeepOrder(db: PortalDb, userId: number, order: DeepOrderPayload, row: Omit<OrderSummary, 'id'>, summary: string, id?: string) {
  return queueCartOrder(db, addDeepOrder, userId, order, row, summary, id);
}
