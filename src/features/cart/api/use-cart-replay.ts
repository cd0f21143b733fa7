/**
 * Sends the cart's queued changes (quantity, delete) as soon as there is a network: right after
 * they are queued online, and when the network returns. Unlike measuring, the cart has no
 * "submit by hand" step, so this does not wait for the automatic-replay setting. The changes go
 * through the sync engine (one runner, Idempotency-Key) with the same helper measuring uses
 * (sendQueued), so a change the automatic replay sends at the same moment still reaches the
 * server once.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { orderKeys } from '@/api/orders';
import { cartMirrorKinds } from '@/db/cart-mirror';
import { db, type Mutation } from '@/db/db';
import { sendQueued } from '@/sync/sync.client';

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

/**
 * The cart's changes go through sendQueued, scoped to the cart's kinds: in queue order, leaving
 * other features' changes alone, and stopping at a change the server refused (it waits in the
 * cart's failed list until the user discards it, then the rest goes).
 */
export function useCartReplay(userId: number | null, online: boolean, outbox: CartOutbox): void {
  const qc = useQueryClient();
  const running = useRef(false);
  // Bumped after a clean run, so changes queued while it ran are picked up next.
  const [runs, setRuns] = useState(0);
  const pending = outbox.waiting.filter((m) => m.state === 'pending');
  const last = pending.at(-1);
  // Run again when the waiting changes differ, or a refused one was discarded.
  const key = `${pending.map((m) => m.id).join(',')}|${outbox.failed.map((m) => m.id).join(',')}`;

  useEffect(() => {
    if (!online || userId === null || !last || running.current) return;
    running.current = true;
    void (async () => {
      let acknowledged = 0;
      let clean = false;
      try {
        const out = await sendQueued(last, { kinds: [...cartMirrorKinds] });
        acknowledged = out.acknowledged;
        clean = out.state === 'sent';
      } catch {
        clean = false;
      } finally {
        running.current = false;
      }
      if (acknowledged) await qc.invalidateQueries({ queryKey: orderKeys.cart });
      if (clean) setRuns((n) => n + 1);
    })();
    // `key` stands for the outbox rows (and `last` for its newest pending one).
  }, [online, userId, key, runs, qc]);
}
