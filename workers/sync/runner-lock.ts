/**
 * One sync runner at a time across tabs: `navigator.locks` when present, else a lease row in Dexie
 * (with expiry, so a crashed tab cannot block the others for ever), plus an in-context queue so
 * one tab's runs also follow each other.
 */
import type { PortalDb } from '@/db/db';
import type { LockManagerLike } from './types';

const LOCK_NAME = 'mtm-sync-runner';
const LEASE_KEY = 'sync.lease';

export type RunnerLock = ReturnType<typeof createRunnerLock>;

export function createRunnerLock(db: PortalDb, locks: LockManagerLike | null, leaseMs: number) {
  const owner = crypto.randomUUID();
  let chain: Promise<unknown> = Promise.resolve();

  async function tryLease(): Promise<boolean> {
    return db.transaction('rw', db.settings, async () => {
      const row = (await db.settings.get(LEASE_KEY))?.value as { owner: string; until: number } | undefined;
      if (row && row.owner !== owner && row.until > Date.now()) return false;
      await db.settings.put({ key: LEASE_KEY, value: { owner, until: Date.now() + leaseMs } });
      return true;
    });
  }

  /** A long run renews its lease between changes, so other tabs do not take it for a dead one. */
  async function renewLease(): Promise<void> {
    if (!locks) await tryLease();
  }

  async function releaseLease(): Promise<void> {
    await db.transaction('rw', db.settings, async () => {
      const row = (await db.settings.get(LEASE_KEY))?.value as { owner: string } | undefined;
      if (row?.owner === owner) await db.settings.delete(LEASE_KEY);
    });
  }

  async function withLease<T>(fn: () => Promise<T>): Promise<T> {
    let wait = 20;
    while (!(await tryLease())) {
      // Another tab's runner holds the lease: wait for it to finish (or for its lease to lapse).
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 500);
    }
    try {
      return await fn();
    } finally {
      await releaseLease();
    }
  }

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = () => (locks ? locks.request(LOCK_NAME, { mode: 'exclusive' }, fn) : withLease(fn));
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  return { exclusive, renewLease };
}
