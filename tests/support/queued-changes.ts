import { SYNC_PATHS } from '../../src/domain/sync/contract';

/** A queued change as the server receives it: its path under /order_admin and its idempotency key. */
export type QueuedSend = { path: string; key: string };

/**
 * The queued changes one POST carries, as the browser journeys and the screens count them: each
 * change of a sync batch, or the request itself where it has an idempotency key. A change replayed
 * twice is counted twice.
 */
export function queuedChangesOf(pathname: string, key: string | null | undefined, body: string | undefined): QueuedSend[] {
  if (!pathname.startsWith('/order_admin/')) return [];
  if (pathname === `/order_admin${SYNC_PATHS.batch}`) {
    const { changes } = JSON.parse(body || '{}') as { changes?: { id: string; path: string }[] };
    return (changes ?? []).map((c) => ({ path: c.path, key: c.id }));
  }
  return key ? [{ path: pathname.slice('/order_admin'.length), key }] : [];
}
