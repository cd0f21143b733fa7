/**
 * Who may see or act on an order (DESIGN §8). Reading: the owner, the shop or company account the
 * owner belongs to (users.parent_id), and the factory once the order is placed (a cart order is
 * still the seller's draft). Acting: the owner only; the factory moves orders through its own
 * board. Someone else's order is 40004, as a missing (or deleted) one is: a 403 would let anyone
 * count the orders by probing ids.
 */
import { sql } from 'kysely';
import { USER_TYPE } from '@/domain/account/user-types';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE, forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import './tables';

export const orderNotFound = () => new ApiError(ERRCODE.notFound, 'orders:order_not_found');

export function isFactory(user: SessionUser): boolean {
  return user.user_type === USER_TYPE.factory;
}

/** SQL condition: the orders a user may read (owner, or the parent of the owner). */
export function readableBy(user: SessionUser) {
  return sql<boolean>`(orders.user_id = ${user.id} OR orders.user_id IN (SELECT id FROM users WHERE parent_id = ${user.id}))`;
}

async function mayRead(db: Db, user: SessionUser, order: { user_id: number; order_status_id: number }): Promise<boolean> {
  if (isFactory(user) && order.order_status_id !== ORDER_STATUS.notSubmitted) return true;
  const owner = await db.selectFrom('users').select('parent_id').where('id', '=', order.user_id).executeTakeFirst();
  return owner?.parent_id === user.id;
}

export async function assertCanRead(db: Db, user: SessionUser, orderId: number): Promise<{ user_id: number; order_status_id: number }> {
  const row = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.user_id', 'orders.order_status_id', 'users.parent_id'])
    .where('orders.id', '=', orderId)
    .where('orders.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw orderNotFound();
  const ownOrParent = row.user_id === user.id || row.parent_id === user.id;
  const placedForFactory = isFactory(user) && row.order_status_id !== ORDER_STATUS.notSubmitted;
  if (!ownOrParent && !placedForFactory) throw orderNotFound();
  return row;
}

/** cart_detail: a readable order that is still in the cart (status 1); a placed one is not there any more. */
export async function assertCanReadCart(db: Db, user: SessionUser, orderId: number): Promise<void> {
  const row = await assertCanRead(db, user, orderId);
  if (row.order_status_id !== ORDER_STATUS.notSubmitted) throw new ApiError(ERRCODE.notFound, 'orders:not_in_cart');
}

/**
 * Locks the user's own orders for a state change, in id order so two transactions over
 * overlapping sets cannot deadlock. Every id must exist and belong to the user.
 */
export async function lockOwnOrders(trx: Db, user: SessionUser, ids: readonly number[]) {
  // The factory owns no orders and changes them on its board only: refused before any is looked
  // up, so its answer is the same for a placed order, one in a cart and a missing one.
  if (isFactory(user)) throw forbidden();
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', unique)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const id of unique) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw orderNotFound();
    // One the user may read but not change (a shop's staff member's) is refused as such; one the user may not even read does not exist for them.
    if (row.user_id !== user.id) throw (await mayRead(trx, user, row)) ? forbidden() : orderNotFound();
  }
  return rows;
}
