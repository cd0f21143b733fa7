/**
 * How many changes of one mirror the server has acknowledged on this device, so a refresh fetched
 * before an acknowledgement is not written after it. Such a refresh predates the change, and the
 * change has left the outbox, so re-applying the queue would not bring it back (an order placed
 * offline vanished from the cart once it landed, until the next refresh). A kind's onAnswer raises
 * the count in the transaction that removes the change; a refresh reads it before fetching and
 * writes only if it is unchanged, else fetches again (REFRESH_TRIES times at most).
 */
import type { PortalDb } from './db';
import { readSetting } from './settings';
import { ACK_COUNT } from './stamp-keys';

export type AckCounter = {
  read: (db: PortalDb, id: number) => Promise<number>;
  /** In the transaction that removes the acknowledged change from the outbox. */
  count: (db: PortalDb, id: number) => Promise<void>;
};

function ackCounter(keyOf: (id: number) => string): AckCounter {
  const read = (db: PortalDb, id: number) => readSetting(db, keyOf(id), 0);
  return {
    read,
    count: async (db, id) => {
      await db.settings.put({ key: keyOf(id), value: (await read(db, id)) + 1 });
    },
  };
}

/** Per measuring task (./measuring-mirror.ts). */
export const taskAcks = ackCounter(ACK_COUNT.task);
/** Per user: their cart (./cart-mirror.ts), whichever kind changed it. */
export const cartAcks = ackCounter(ACK_COUNT.cart);

/** How often a refresh overtaken by acknowledgements is fetched again before it gives up. */
export const REFRESH_TRIES = 3;
