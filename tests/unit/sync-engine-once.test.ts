/**
 * The main-thread handle of the sync engine (src/sync/sync.client.ts) creates one engine per tab:
 * callers that ask at the same moment (the shell's recovery, a change sent at once, the cache
 * viewer) share it, rather than each starting an engine with its own in-tab queue.
 */
import { expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../workers/sync.api', () => ({
  createSyncApi: () => {
    created.count += 1;
    return { discard: async () => 0, recover: async () => undefined };
  },
}));

it('creates the engine once for concurrent callers', async () => {
  const { discardMutation } = await import('@/sync/sync.client');
  expect(await Promise.all([discardMutation('a'), discardMutation('b'), discardMutation('c')])).toEqual([0, 0, 0]);
  await discardMutation('d');
  expect(created.count).toBe(1);
});
