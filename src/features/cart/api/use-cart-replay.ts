/**
 * Sends the cart's queued changes (quantity, delete) as soon as there is a network: right after
 * they are queued online, and when the network returns. Unlike measuring, the cart has no
 * "submit by hand" step, so this does not wait for the automatic-replay setting. Each change goes
 * through the sync engine (one runner, Idempotency-Key), so a change the automatic replay sends
 * at the same moment still reaches the server once.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { orderKeys } from '@/api/orders';
import { cartMirrorKinds } from '@/db/cart-mirror';
import { db, type Mutation } from '@/db/db';
import { submitOne } from '@/sync/sync.client';

// The cart's own kinds and those of other modules that show in the cart (an order placed offline).
const isCartKind = (kind: string) => cartMirrorKinds.has(kind);

export type CartOutbox = { waiting: Mutation[]; failed: Mutation[] };

/**
 * How many of the user's cart changes are not yet on the server, read from Dexie at the moment
 * of asking (not from the last render): payment charges the server's quantities, so it waits.
 */
export async function countWaitingCartChanges(userId: number): Promise<number> {
  const queued = await db.outbox.where('userId').equals(userId).toArray();
  return queued.filter((m) => isCartKind(m.kind) && m.state !== 'failed').length;
}

/** The user's queued cart changes, live: those waiting to be sent and those the server refused. */
export function useCartOutbox(userId: number | null): CartOutbox {
  const rows = useLiveQuery(
    async () => (userId === null ? [] : (await db.outbox.where('userId').equals(userId).sortBy('seq')).filter((m) => isCartKind(m.kind))),
    [userId],
  );
  return { waiting: (rows ?? []).filter((m) => m.state !== 'failed'), failed: (rows ?? []).filter((m) => m.state === 'failed') };
}

export function useCartReplay(userId: number | null, online: boolean, waiting: Mutation[]): void {
  const qc = useQueryClient();
  const running = useRef(false);
  // Bumped after a clean run, so changes queued while it ran are picked up next.
  const [runs, setRuns] = useState(0);
  const pendingIds = waiting.filter((m) => m.state === 'pending').map((m) => m.id);
  const key = pendingIds.join(',');

  useEffect(() => {
    if (!online || userId === null || !pendingIds.length || running.current) return;
    running.current = true;
    void (async () => {
      let sent = 0;
      let clean = true;
      try {
        for (const id of pendingIds) {
          const out = await submitOne(id);
          sent += out.sent;
          // No network, server trouble or a refusal: stop, and keep the order of the rest.
          if (out.stopped) {
            clean = false;
            break;
          }
        }
      } catch {
        clean = false;
      } finally {
        running.current = false;
      }
      if (sent) await qc.invalidateQueries({ queryKey: orderKeys.cart });
      if (clean) setRuns((n) => n + 1);
    })();
    // `key` stands for pendingIds: run again when the set of waiting changes differs.
  }, [online, userId, key, runs, qc]);
}
