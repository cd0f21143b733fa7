/**
 * How every ordering flow puts an order in the cart: online it is sent with an Idempotency-Key;
 * offline, or when the request gets no answer, it is queued in the outbox under that same key, so
 * a replay after a lost answer gets the stored answer instead of placing a second order.
 */
import { ApiError } from '@/api/api-error';
import { call } from '@/api/http';
import type { Endpoint, InputOf } from '@/domain/shared/endpoint';
import { isOnline } from '@/sync/network';

export type SendOutcome = { placed: true } | { queued: true } | { refused: string };

export async function sendOrQueue<E extends Endpoint>(e: E, payload: InputOf<E>, queue: (idempotencyKey: string) => Promise<void>): Promise<SendOutcome> {
  const key = crypto.randomUUID();
  if (!isOnline()) {
    await queue(key);
    return { queued: true };
  }
  try {
    await call(e as Endpoint, payload, { idempotencyKey: key });
    return { placed: true };
  } catch (e) {
    if (e instanceof ApiError && (e.kind === 'network' || e.kind === 'server')) {
      await queue(key);
      return { queued: true };
    }
    // spec 2 §7: a nonzero errcode shows the server's message.
    return { refused: e instanceof Error ? e.message : String(e) };
  }
}
