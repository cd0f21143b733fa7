/**
 * A sync worker whose code did not load (its file not on the device offline, an update half there)
 * never answers. The sync client runs the call again on the main-thread engine, and keeps to that
 * engine in this tab, so queued changes are not left waiting for a worker that will never answer.
 */
import { expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ engines: 0, workers: [] as { terminated: boolean }[] }));

vi.mock('../../workers/sync.api', () => ({
  createSyncApi: () => {
    created.engines += 1;
    return { discard: async (id: string) => (id === 'a' ? 1 : 0), recover: async () => undefined };
  },
}));

/** The page's Worker for a script that fails to load: it takes messages and answers none. */
class WorkerThatFails extends EventTarget {
  terminated = false;
  constructor() {
    super();
    created.workers.push(this);
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('error'), { message: 'Failed to fetch a worker script' })), 5);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

it('runs a call again on the main-thread engine when the worker did not load, and stays with it', async () => {
  vi.stubGlobal('Worker', WorkerThatFails);
  const { discardMutation } = await import('@/sync/sync.client');
  expect(await discardMutation('a')).toBe(1);
  expect(created.workers).toHaveLength(1);
  expect(created.workers[0]!.terminated).toBe(true);
  expect(created.engines).toBe(1);

  expect(await discardMutation('b')).toBe(0);
  expect(created.workers).toHaveLength(1);
  expect(created.engines).toBe(1);
  vi.unstubAllGlobals();
});
