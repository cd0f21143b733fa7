/**
 * The cart mirror (DESIGN §4): the signed-in user's cart orders in Dexie, read by the cart screen
 * with useLiveQuery, refreshed from the API when online. A quantity change and a delete are
 * queued writes: the change is applied to the mirror and appended to the outbox in one
 * transaction (outbox.enqueue), and the sync engine replays it with its Idempotency-Key.
 * Payment is online only.
 */
import { stampMirror } from './mirror-stamps';
import { MIRROR_STAMP } from './stamp-keys';
import * as calls from '@/domain/orders/endpoints';
import { ChangeQuantitySchema, DelCartSchema, type ChangeQuantityPayload, type DelCartPayload } from '@/domain/orders/cart-contract';
import type { OrderSummary } from '@/domain/orders/wire';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import { cartAcks, REFRESH_TRIES } from './ack-counts';
import { toCartRow } from './cart-rows';
import type { PortalDb } from './db';
import { addDeepOrder } from './deep-order-mirror';
import { addFastOrder } from './fast-order-mirror';
import { placeholderIdOf } from './queued-cart-order';
import { defineQueuedKind, enqueue, reapplyQueued, type AnyQueuedKind } from './outbox';

export type { ChangeQuantityPayload, DelCartPayload };
export { toCartRow };

export const CART_KIND = {
  changeQuantity: 'cart.change_quantity',
  delCart: 'cart.del_cart',
} as const;

const changeQuantity = defineQueuedKind<ChangeQuantityPayload, typeof calls.changeQuantity>({
  kind: CART_KIND.changeQuantity,
  endpoint: calls.changeQuantity,
  schema: ChangeQuantitySchema,
  applyLocal: async (db, p) => {
    const row = await db.cartOrders.get(p.order_id);
    if (!row) return;
    await db.cartOrders.put({ ...row, data: withQuantities(row.data, p.category_array), queued: true, updatedAt: Date.now() });
  },
  onAnswer: (db, m) => cartAcks.count(db, m.userId),
});

const delCart = defineQueuedKind<DelCartPayload, typeof calls.delCart>({
  kind: CART_KIND.delCart,
  endpoint: calls.delCart,
  schema: DelCartSchema,
  applyLocal: async (db, p) => {
    await db.cartOrders.bulkDelete(p.order_ids);
  },
  onAnswer: (db, m) => cartAcks.count(db, m.userId),
});

/** Every queued kind that changes the cart mirror: the cart's own, and a fast order's placeholder row. */
export const CART_QUEUED_KINDS: readonly AnyQueuedKind[] = [changeQuantity, delCart, addFastOrder, addDeepOrder];

export const cartMirrorKinds = new Set<string>(CART_QUEUED_KINDS.map((k) => k.kind));

/**
 * Fetches the user's cart and writes it (saveCartSnapshot); a cart fetched while one of the user's
 * changes was acknowledged may predate it, and is fetched again (./ack-counts.ts). Answers the
 * cart as written, or null when acknowledgements overtook every try (the mirror then holds what
 * they wrote).
 */
export async function refreshCartMirror(db: PortalDb, userId: number, fetchCart: () => Promise<OrderSummary[]>): Promise<OrderSummary[] | null> {
  for (let i = 0; i < REFRESH_TRIES; i += 1) {
    const ackSeen = await cartAcks.read(db, userId);
    const orders = await fetchCart();
    if (await saveCartSnapshot(db, userId, orders, ackSeen)) return orders;
  }
  return null;
}

/**
 * Writes the cart as the server gave it, plus the changes still queued. `ackSeen` is the user's
 * count of acknowledged cart changes read before the cart was fetched: if one was acknowledged
 * since, the cart may predate it, nothing is written and the answer is false. Without `ackSeen`
 * the cart is taken as current.
 */
export async function saveCartSnapshot(db: PortalDb, userId: number, orders: OrderSummary[], ackSeen?: number): Promise<boolean> {
  return db.transaction('rw', db.tables, async (tx) => {
    if (ackSeen !== undefined && (await cartAcks.read(db, userId)) !== ackSeen) return false;
    await db.cartOrders.where('userId').equals(userId).delete();
    await db.cartOrders.bulkPut(orders.map((o) => toCartRow(userId, o)));
    await reapplyQueued(db, userId, tx, CART_QUEUED_KINDS);
    await stampMirror(db, MIRROR_STAMP.cart(userId));
    return true;
  });
}

/** The amount of a cart order after a local quantity change: each category's unit price times its quantity. */
export function withQuantities(order: OrderSummary, changes: ChangeQuantityPayload['category_array']): OrderSummary {
  const detail_info = order.detail_info.map((d) => {
    const c = changes.find((x) => x.sub_category_id === d.sub_category_id);
    return c ? { ...d, quantity: c.quantity } : d;
  });
  const amount = detail_info.reduce((s, d) => s + (yuanToFen(d.unit_price) ?? 0) * d.quantity, 0);
  return { ...order, detail_info, quantity: detail_info.reduce((s, d) => s + d.quantity, 0), payamount: fenToYuan(amount) };
}

export function queueChangeQuantity(db: PortalDb, userId: number, payload: ChangeQuantityPayload, summary: string) {
  return enqueue(db, changeQuantity, { userId, payload, summary });
}

/**
 * Deletes cart orders. A row with a negative id is an order still waiting in the outbox (placed
 * offline): the server never saw it, so its queued mutation is discarded instead of asking the
 * server to delete it. Only the server's orders are queued as a delete.
 */
export async function queueDeleteCart(db: PortalDb, userId: number, payload: DelCartPayload, summary: string) {
  const local = payload.order_ids.filter((id) => id < 0);
  if (local.length) {
    await db.transaction('rw', db.outbox, db.cartOrders, async () => {
      for (const m of await db.outbox.where('userId').equals(userId).toArray()) {
        const placeholder = placeholderIdOf(m);
        // One already on its way cannot be called back; its answer brings the order into the cart.
        if (placeholder !== undefined && m.state !== 'sending' && local.includes(placeholder)) await db.outbox.delete(m.seq!);
      }
      await db.cartOrders.bulkDelete(local);
    });
  }
  const remote = payload.order_ids.filter((id) => id >= 0);
  if (!remote.length) return null;
  return enqueue(db, delCart, { userId, payload: { order_ids: remote }, summary });
}

/** Removes paid orders from the mirror right away (the payment answer is the server's word). */
export async function dropFromCart(db: PortalDb, ids: number[]): Promise<void> {
  await db.cartOrders.bulkDelete(ids);
}
