/**
 * The metres of customer-supplied parcels, below both the parcel screens (customer-fabric) and
 * the orders that use them (order-store, cart, orders), so neither reaches into the other.
 *
 * Orders using customer-supplied fabric. An order item may name a parcel of its
 * business's; placing it in the cart checks the parcel has the metres (so the seller hears at
 * once), paying it writes one 'use' movement per parcel (checked again under the parcel's lock,
 * in the payment's transaction), and refunding it writes them back as 'release'. The metres come
 * from the shared BOM rule (src/domain/customer-fabric/usage.ts).
 */
import { sql } from 'kysely';
import { INCOMING_KINDS } from '@/domain/customer-fabric/contract';
import { parcelNeeds, type ParcelItem } from '@/domain/customer-fabric/usage';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import './tables';

const incoming = sql.join(INCOMING_KINDS.map((k) => sql.lit(k)));

/** A parcel's balance in metres: what came in (received, released by refunds) less what went out. */
export const balanceMetres = (parcelId: ReturnType<typeof sql.ref>) =>
  sql<string>`coalesce((SELECT sum(CASE WHEN m.kind IN (${incoming}) THEN m.metres ELSE -m.metres END) FROM fabric_movements m WHERE m.fabric_id = ${parcelId}), 0)::numeric(12, 2)`;

/** The balance as the API sends it: exact decimal text. */
export const balanceSql = (parcelId: ReturnType<typeof sql.ref>) => sql<string>`${balanceMetres(parcelId)}::text`;

/** The business's parcels by id, locked in id order (two payments over one parcel cannot deadlock). */
async function lockParcels(trx: Db, ownerId: number, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('customer_fabrics as f')
    .select(['f.id', 'f.fabric_num', 'f.unit', balanceSql(sql.ref('f.id')).as('balance')])
    .where('f.id', 'in', [...ids].sort((a, b) => a - b))
    .where('f.owner_id', '=', ownerId)
    .orderBy('f.id')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, balance: Number(r.balance) }]));
}

/**
 * A parcel's code and composition, for an order that takes its fabric from it (null when it is not
 * the business's: the cart then refuses the order, naming the field).
 */
export async function parcelFabric(db: Db, ownerId: number, id: number): Promise<{ fabric_num: string; composition: string } | null> {
  const row = await db.selectFrom('customer_fabrics').select(['fabric_num', 'composition']).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return row ?? null;
}

/** An order about to enter the cart: every parcel it names is the business's and holds the metres. */
export async function checkParcels(trx: Db, ownerId: number, items: readonly ParcelItem[]): Promise<void> {
  const needs = parcelNeeds(items);
  if (needs.size === 0) return;
  const found = await lockParcels(trx, ownerId, [...needs.keys()]);
  for (const [id, need] of needs) {
    const field = `items.${items.findIndex((i) => i.fabric_parcel_id === id)}.fabric_parcel_id`;
    const parcel = found.get(id);
    if (!parcel) throw invalidField(field, 'customer_fabric:parcel_unknown', { id });
    if (need > parcel.balance) throw invalidField(field, 'customer_fabric:over_balance_order', { fabric_num: parcel.fabric_num, need: need.toFixed(2), balance: parcel.balance.toFixed(2) });
  }
}

/** An order item that takes fabric from a parcel. */
export type ParcelOrderItem = ParcelItem & { order_id: number };

/** Paying orders: each takes its metres from its parcels, or the payment is refused naming the parcel. */
export async function useParcels(trx: Db, ownerId: number, loginId: number, orders: readonly { id: number; order_num: string }[], items: readonly ParcelOrderItem[]): Promise<void> {
  if (items.length === 0) return;
  const parcels = await lockParcels(trx, ownerId, [...new Set(items.map((i) => i.fabric_parcel_id!))]);
  for (const order of orders) {
    for (const [parcelId, need] of parcelNeeds(items.filter((i) => i.order_id === order.id))) {
      const parcel = parcels.get(parcelId);
      // A parcel deleted since the order was placed: the order's fabric is no longer on record.
      if (!parcel) throw new ApiError(ERRCODE.rejected, 'customer_fabric:parcel_gone', { order_num: order.order_num });
      if (need > parcel.balance + 1e-9) {
        throw new ApiError(ERRCODE.rejected, 'customer_fabric:over_balance_pay', { order_num: order.order_num, fabric_num: parcel.fabric_num, need: need.toFixed(2), balance: parcel.balance.toFixed(2) });
      }
      if (need <= 0) continue;
      parcel.balance = Math.round((parcel.balance - need) * 100) / 100;
      await trx.insertInto('fabric_movements').values({ fabric_id: parcelId, kind: 'use', metres: need, note: '', order_id: order.id, user_id: loginId }).execute();
    }
  }
}

/** A refunded order gives back what it used (once: what is already released is not released again). */
export async function releaseParcels(trx: Db, loginId: number, orderId: number): Promise<void> {
  const rows = await trx
    .selectFrom('fabric_movements')
    .select(['fabric_id', sql<string>`sum(CASE WHEN kind = 'use' THEN metres ELSE -metres END)::numeric(12, 2)::text`.as('open')])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['use', 'release'])
    .groupBy('fabric_id')
    .orderBy('fabric_id')
    .execute();
  for (const r of rows) {
    if (Number(r.open) <= 0) continue;
    await trx.insertInto('fabric_movements').values({ fabric_id: r.fabric_id, kind: 'release', metres: r.open, note: '', order_id: orderId, user_id: loginId }).execute();
  }
}
