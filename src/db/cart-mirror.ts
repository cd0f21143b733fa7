/**
 * The cart mirror (DESIGN §4): the signed-in user's cart orders in Dexie, read by the cart screen
 * with useLiveQuery, refreshed from the API when online. A quantity change and a delete are
 * queued writes: the change is applied to the mirror and appended to the outbox in one
 * transaction (outbox.enqueue), and the sync engine replays it with its Idempotency-Key.
 * Payment is online only.
 */
import { CART_PATHS, type OrderSummary } from '@/domain/orders/wire';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import type { CartOrderMirror, PortalDb } from './db';
import { enqueue, reapplyQueued, registerLocalEffect } from './outbox';

export const CART_KIND = {
  changeQuantity: 'cart.change_quantity',
  delCart: 'cart.del_cart',
} as const;

export type ChangeQuantityPayload = { order_id: number; category_array: { sub_category_id: number; quantity: number }[] };
export type DelCartPayload = { order_ids: number[] };

export const cartMirrorKinds = new Set<string>([CART_KIND.changeQuantity, CART_KIND.delCart]);

/**
 * Another module's queued kind that changes the cart mirror (e.g. an order placed offline shows as
 * a queued row): its local effect is re-applied after a cart refresh like the cart's own.
 */
export function registerCartMirrorKind(kind: string, queuedRowOf?: (payload: unknown) => number): void {
  cartMirrorKinds.add(kind);
  if (queuedRowOf) queuedRows.set(kind, queuedRowOf);
}

/** For such kinds: the (negative) id of the cart row a queued mutation shows, so deleting the row discards it. */
const queuedRows = new Map<string, (payload: unknown) => number>();

const isCartKind = (kind: string) => cartMirrorKinds.has(kind);

export function toCartRow(userId: number, order: OrderSummary): CartOrderMirror {
  return { id: order.id, userId, order_type_id: order.order_type_id, order_status_id: order.order_status_id, data: order, updatedAt: Date.now() };
}

/** Replaces the user's cart with the server's, then re-applies cart changes still queued. */
export async function saveCartSnapshot(db: PortalDb, userId: number, orders: OrderSummary[]): Promise<void> {
  await db.transaction('rw', db.tables, async (tx) => {
    await db.cartOrders.where('userId').equals(userId).delete();
    await db.cartOrders.bulkPut(orders.map((o) => toCartRow(userId, o)));
    await reapplyQueued(db, userId, tx, (m) => isCartKind(m.kind));
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

registerLocalEffect(CART_KIND.changeQuantity, async (db, raw) => {
  const p = raw as ChangeQuantityPayload;
  const row = await db.cartOrders.get(p.order_id);
  if (!row) return;
  await db.cartOrders.put({ ...row, data: withQuantities(row.data as OrderSummary, p.category_array), queued: true, updatedAt: Date.now() });
});

registerLocalEffect(CART_KIND.delCart, async (db, raw) => {
  await db.cartOrders.bulkDelete((raw as DelCartPayload).order_ids);
});

export function queueChangeQuantity(db: PortalDb, userId: number, payload: ChangeQuantityPayload, summary: string) {
  return enqueue(db, { userId, kind: CART_KIND.changeQuantity, path: CART_PATHS.changeQuantity, payload, summary });
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
        const rowOf = queuedRows.get(m.kind);
        // One already on its way cannot be called back; its answer brings the order into the cart.
        if (rowOf && m.state !== 'sending' && local.includes(rowOf(m.payload))) await db.outbox.delete(m.seq!);
      }
      await db.cartOrders.bulkDelete(local);
    });
  }
  const remote = payload.order_ids.filter((id) => id >= 0);
  if (!remote.length) return null;
  return enqueue(db, { userId, kind: CART_KIND.delCart, path: CART_PATHS.delCart, payload: { order_ids: remote }, summary });
}

/** Removes paid orders from the mirror right away (the payment answer is the server's word). */
export async function dropFromCart(db: PortalDb, ids: number[]): Promise<void> {
  await db.cartOrders.bulkDelete(ids);
}
