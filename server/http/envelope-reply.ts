/**
 * One call's answer as it goes on the wire: the HTTP status and the envelope. Its own module, since
 * both the route runner (route.ts) and the idempotency store (idempotency.ts, which keeps answers to
 * replay them) speak it, and route.ts imports the store.
 */
export type EnvelopeReply = { status: number; body: { errcode: number; message: string; result: unknown } };
