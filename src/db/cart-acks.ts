/**
 * How many of a user's cart changes the server has acknowledged on this device, so a cart refresh
 * fetched before an acknowledgement is not written after it. Such a refresh predates the change,
 * and the change has left the outbox, so re-applying the queue no longer brings it back: an order
 * placed offline vanished from the cart once it landed, until the next refresh (a browser test met
 * it when the network came back while the cart was open). The count is raised in the transaction
 * that removes the change; a refresh reads it before fetching and writes only if it is unchanged,
 * the measuring mirror's rule (./measuring-mirror.ts).
 */
import type { PortalDb } from './db';
import { readSetting } from './settings';

const CART_ACKS = 'cart.acks:';

export function cartAckCount(db: PortalDb, userId: number): Promise<number> {
  return readSetting(db, `${CART_ACKS}${userId}`, 0);
}

/** Counts an acknowledged cart change (in the transaction that removes it from the outbox). */
export async function countCartAck(db: PortalDb, userId: number): Promise<void> {
  await db.settings.put({ key: `${CART_ACKS}${userId}`, value: (await cartAckCount(db, userId)) + 1 });
}
