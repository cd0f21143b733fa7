/**
 * Every kind of change the outbox may hold, in one explicit list: the sync engine, the cache
 * viewer and the discard path look a stored change's kind up here. A new module's queued change
 * is one `defineQueuedKind` in its mirror module plus one entry here.
 */
import type { Mutation, PortalDb } from './db';
import { CART_QUEUED_KINDS } from './cart-mirror';
import { MEASURING_QUEUED_KINDS } from './measuring-mirror';
import { COUTURE_QUEUED_KINDS } from './haute-couture-mirror';
import { readPayload, type AnyQueuedKind } from './outbox';

export const QUEUED_KINDS: readonly AnyQueuedKind[] = [...MEASURING_QUEUED_KINDS, ...CART_QUEUED_KINDS, ...COUTURE_QUEUED_KINDS];

const BY_NAME = new Map(QUEUED_KINDS.map((k) => [k.kind, k]));

export function queuedKind(name: string): AnyQueuedKind | undefined {
  return BY_NAME.get(name);
}

/**
 * A stored change with its kind and its payload as the kind's schema reads it; `payload` is null
 * when the kind is unknown or the payload no longer parses (a change stored by an older version):
 * such a change needs the user's attention and is never sent.
 */
export function readQueued(m: Mutation): { kind: AnyQueuedKind | undefined; payload: unknown } {
  const kind = queuedKind(m.kind);
  return { kind, payload: kind ? readPayload(kind, m) : null };
}

/** The order scope of a stored change (see QueuedKind.scope); null when it has none or cannot be read. */
export function orderScopeOf(m: Pick<Mutation, 'kind' | 'payload'>): string | null {
  const kind = queuedKind(m.kind);
  if (!kind?.scope) return null;
  const payload = readPayload(kind, m);
  return payload === null ? null : kind.scope(payload);
}

/**
 * The user's queued changes after `m` that depend on it, directly or through another dependent,
 * in queue order: what discarding `m` must discard with it.
 */
export async function dependentsOf(db: PortalDb, m: Mutation): Promise<Mutation[]> {
  const later = await db.outbox
    .where('seq')
    .above(m.seq!)
    .filter((x) => x.userId === m.userId)
    .toArray();
  const gone: Mutation[] = [m];
  const out: Mutation[] = [];
  const dependsOn = (earlier: Mutation, x: Mutation) => {
    const kind = queuedKind(earlier.kind);
    const payload = kind?.dependsOn ? readPayload(kind, earlier) : null;
    return payload !== null && kind!.dependsOn!(payload, x);
  };
  for (const x of later) {
    if (gone.some((g) => dependsOn(g, x))) {
      gone.push(x);
      out.push(x);
    }
  }
  return out;
}
