/**
 * A fast order placed offline (spec 2 §4 fast flow, DESIGN §4 queued write): in ONE Dexie
 * transaction the order is appended to the outbox and a placeholder row is put into the cart
 * mirror, so the cart shows it at once, marked as queued (a negative id never collides with a
 * server id). The sync engine sends the add_order payload with the mutation id as
 * Idempotency-Key, so a replay after a lost answer places the order once. When the server answers,
 * the placeholder becomes the real order (id and order number from the answer); the next cart
 * refresh replaces it with the server's row.
 */
import { z } from 'zod';
import { FAST_ORDER_PATHS, FastOrderPayloadSchema, type FastOrderPayload, type FastOrderResult } from '@/domain/fast-order';
import type { OrderSummary } from '@/domain/orders/wire';
import { toCartRow } from './cart-rows';
import type { PortalDb } from './db';
import { defineQueuedKind, enqueue } from './outbox';

export const FAST_ORDER_KIND = 'fast_order.add_order';

/** The team import path (uploadType 1) has its own endpoint; everything else is add_order. */
export function fastOrderPath(order: FastOrderPayload): string {
  return order.order_type === 2 && order.uploadType === 1 ? FAST_ORDER_PATHS.uploadOrder : FAST_ORDER_PATHS.addOrder;
}

/** What the outbox keeps: the payload that is sent, and the cart row shown while it waits. */
const QueuedFastOrderSchema = z.object({
  order: FastOrderPayloadSchema,
  // The placeholder row is this device's own rendering of the order, never sent.
  local: z.object({ userId: z.number().int(), row: z.custom<OrderSummary>((v) => typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number') }),
});

export type QueuedFastOrder = { order: FastOrderPayload; local: { userId: number; row: OrderSummary } };

/** add_order answers the placed order (null fields while an older server answers less). */
export const addFastOrder = defineQueuedKind<QueuedFastOrder, Partial<FastOrderResult> | null>({
  kind: FAST_ORDER_KIND,
  path: (p) => fastOrderPath(p.order),
  schema: QueuedFastOrderSchema,
  applyLocal: async (db, { local }) => {
    await db.cartOrders.put({ ...toCartRow(local.userId, local.row), queued: true });
  },
  // The placeholder is local only: the server gets exactly the add_order payload.
  send: async (_db, p) => p.order,
  onAnswer: async (db, _m, { local }, placed) => {
    await db.cartOrders.delete(local.row.id);
    if (placed?.id && placed.order_num) {
      const row: OrderSummary = { ...local.row, id: placed.id, order_num: placed.order_num, payamount: placed.payamount ?? local.row.payamount };
      await db.cartOrders.put(toCartRow(local.userId, row));
    }
  },
});

/** A local id for the placeholder row: negative, unique per device. */
export async function nextLocalOrderId(db: PortalDb): Promise<number> {
  const lowest = await db.cartOrders.orderBy('id').first();
  return Math.min(-1, (lowest?.id ?? 0) - 1);
}

/** `id` (the mutation id, sent as Idempotency-Key) is the key of an online try that got no answer, if any. */
export async function queueFastOrder(db: PortalDb, userId: number, order: FastOrderPayload, row: Omit<OrderSummary, 'id'>, summary: string, id?: string) {
  return enqueue(db, addFastOrder, { id, userId, payload: { order, local: { userId, row: { ...row, id: 0 } } }, summary }, async (_tx, p) => ({
    // The id is taken inside the transaction, so two orders queued at once never share one.
    ...p,
    local: { ...p.local, row: { ...p.local.row, id: await nextLocalOrderId(db) } },
  }));
}
