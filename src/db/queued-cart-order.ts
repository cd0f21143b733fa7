/**
 * An order placed offline (DESIGN §4 queued write), whichever flow placed it: in ONE Dexie
 * transaction the order is appended to the outbox and a placeholder row is put into the cart
 * mirror, so the cart shows it at once, marked as queued (a negative id never collides with a
 * server id). The sync engine sends the flow's add_order payload with the mutation id as
 * Idempotency-Key, so a replay after a lost answer places the order once. When the server answers,
 * the placeholder becomes the real order (id and order number from the answer); the next cart
 * refresh replaces it with the server's row. Each ordering flow defines its kind with this.
 */
import { z } from 'zod';
import type { OrderSummary } from '@/domain/orders/wire';
import type { Endpoint } from '@/domain/shared/endpoint';
import { cartAcks } from './ack-counts';
import { toCartRow } from './cart-rows';
import type { Mutation, PortalDb } from './db';
import { defineQueuedKind, enqueue, type QueuedKind } from './outbox';

/** What the outbox keeps: the payload that is sent, and the cart row shown while it waits. */
export type QueuedCartOrder<O> = { order: O; local: { userId: number; row: OrderSummary } };

/** What an add_order answers about the placed order (null fields while an older server answers less). */
type Placed = { id?: number; order_num?: string; payamount?: string } | null;

/** `endpoint`: the add_order the order replays as, which may depend on the order. */
type CartOrderKindDef<O> = { kind: string; endpoint: (order: O) => Endpoint; orderSchema: z.ZodType<O> };

const kinds = new Set<string>();

export function defineQueuedCartOrder<O>({ kind, endpoint, orderSchema }: CartOrderKindDef<O>): QueuedKind<QueuedCartOrder<O>, Placed> {
  kinds.add(kind);
  return defineQueuedKind<QueuedCartOrder<O>, Placed>({
    kind,
    endpoint: (p) => endpoint(p.order),
    schema: z.object({
      order: orderSchema,
      // The placeholder row is this device's own rendering of the order, never sent.
      local: z.object({ userId: z.number().int(), row: z.custom<OrderSummary>((v) => typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number') }),
    }) as unknown as z.ZodType<QueuedCartOrder<O>>,
    applyLocal: async (db, { local }) => {
      await db.cartOrders.put({ ...toCartRow(local.userId, local.row), queued: true });
    },
    // The placeholder is local only: the server gets exactly the add_order payload.
    send: async (_db, p) => p.order,
    onAnswer: async (db, _m, { local }, placed) => {
      await cartAcks.count(db, local.userId);
      await db.cartOrders.delete(local.row.id);
      if (placed?.id && placed.order_num) {
        const row: OrderSummary = { ...local.row, id: placed.id, order_num: placed.order_num, payamount: placed.payamount ?? local.row.payamount };
        await db.cartOrders.put(toCartRow(local.userId, row));
      }
    },
  });
}

/** The cart row id of a queued order (any flow's), or undefined for other changes. */
export function placeholderIdOf(m: Mutation): number | undefined {
  if (!kinds.has(m.kind)) return undefined;
  return (m.payload as Partial<QueuedCartOrder<unknown>> | undefined)?.local?.row?.id;
}

/** A local id for the placeholder row: negative, unique per device. */
export async function nextLocalOrderId(db: PortalDb): Promise<number> {
  const lowest = await db.cartOrders.orderBy('id').first();
  return Math.min(-1, (lowest?.id ?? 0) - 1);
}

/** `id` (the mutation id, sent as Idempotency-Key) is the key of an online try that got no answer, if any. */
export async function queueCartOrder<O>(db: PortalDb, kind: QueuedKind<QueuedCartOrder<O>, Placed>, userId: number, order: O, row: Omit<OrderSummary, 'id'>, summary: string, id?: string) {
  return enqueue(db, kind, { id, userId, payload: { order, local: { userId, row: { ...row, id: 0 } } }, summary }, async (_tx, p) => ({
    // The id is taken inside the transaction, so two orders queued at once never share one.
    ...p,
    local: { ...p.local, row: { ...p.local.row, id: await nextLocalOrderId(db) } },
  }));
}

