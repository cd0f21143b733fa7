/**
 * The last step every ordering flow shares once its order is built and checked (spec 2 §4, §7):
 * send it, or queue it in the outbox when the network does not answer; then land in the cart
 * saying which of the two happened, or stay and show the server's refusal. The flows differ only
 * in what they send, how they queue it and what they say.
 */
import { useState } from 'react';
import { getUserId } from '@/db/session';
import type { Endpoint, InputOf } from '@/domain/shared/endpoint';
import { useTranslation } from '@/ui/i18n';
import { notifyUnexpected } from '@/ui/notify-unexpected';
import { useWarn } from '@/ui/use-warn';
import { keptOnDevice } from '@/data/kept-on-device';
import { sendOrQueue } from './send-or-queue';
import { useOrderPlaced } from './use-order-placed';

/** A flow's way into the cart, the same on every order it places. */
export type OrderFlow = {
  /** The cart's `source` query (fast, customization ...). */
  source: string;
  /** Said once the order is in the cart: a translation key with its namespace. */
  placedKey: string;
  /** Said once it waits in the outbox for the network: a translation key with its namespace. */
  queuedKey: string;
  clearDraft: (userId: number) => Promise<void>;
};

/** Stores the order in the outbox, with its cart row, under the online try's Idempotency-Key (the replay reuses it). */
export type QueueOrder = (userId: number, idempotencyKey: string) => Promise<void>;

/** `reset` empties the flow's form once the order has left it. */
export function usePlaceOrder({ source, placedKey, queuedKey, clearDraft }: OrderFlow, reset: () => void) {
  const { t } = useTranslation('ordering');
  const warn = useWarn();
  const placed = useOrderPlaced();
  const [sending, setSending] = useState(false);

  const landInCart = (message: string, tone: 'success' | 'warning') => placed({ message, tone, source, reset, clearDraft });

  /** The flow's last checks and the sending, as one busy spell of its button. */
  const whileSending = async (work: () => Promise<void>) => {
    setSending(true);
    try {
      await work();
    } catch (err) {
      // Refusals and queueing are said where they happen; this is what none of them expected.
      notifyUnexpected(err);
    } finally {
      setSending(false);
    }
  };

  const place = async <E extends Endpoint>(endpoint: E, payload: InputOf<E>, queue: QueueOrder) => {
    const outcome = await sendOrQueue(endpoint, payload, async (key) => {
      const userId = getUserId();
      if (userId === null) return;
      // Neither sent nor kept: said, and the form stays as it is, for another try.
      if ((await keptOnDevice(() => queue(userId, key))) === null) return;
      await landInCart(t(queuedKey), 'warning');
    });
    if ('placed' in outcome) await landInCart(t(placedKey), 'success');
    if ('refused' in outcome) warn({ key: 'ordering:serverMessage', params: { message: outcome.refused } });
  };

  return { sending, whileSending, place };
}
