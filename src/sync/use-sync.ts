/**
 * Hooks over the outbox and the sync engine, for the cache viewer and status badges. The shell
 * uses them on every screen, so they load Dexie and the engine only when they are needed: the
 * counts are peeked until a write is heard, and the shell starts the engine once a change is queued.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Mutation } from '@/db/db';
import { useLiveDb } from '@/db/live';
import { countOutbox, listOutbox, outboxCounts, type OutboxCounts } from '@/db/outbox';
import { loadPortalDb, peekCount, peekRows } from '@/db/peek';
import { onStorageMutated } from '@/db/storage-mutated';
import { readSetting } from '@/db/settings';
import { requestPersistentStorage, storageEstimate, type StorageEstimateInfo } from './storage';
import { AUTO_REPLAY_SETTING, configureSync } from './sync-config';
import { getSyncStatus, subscribeSyncStatus, type SyncStatus } from './sync-status';

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
}

/** The user's queued changes in replay order (live). */
export function useOutbox(userId: number | null): Mutation[] | undefined {
  return useLiveDb((db) => (userId === null ? Promise.resolve([]) : listOutbox(db, userId)), [userId]);
}

/** Pending and failed counts (live), e.g. for a badge. */
export function useOutboxCount(userId: number | null): OutboxCounts | undefined {
  return useLiveDb(
    async (db) => (userId === null ? { pending: 0, failed: 0 } : outboxCounts(db, userId)),
    [userId],
    // Peeked first (the header shows it on every screen): nothing queued, nothing to load.
    async () => {
      if (userId === null) return { pending: 0, failed: 0 };
      const queued = await peekRows<Mutation>('outbox', 'userId', userId);
      return queued && countOutbox(queued);
    },
  );
}

export function useAutoReplaySetting(): [boolean | undefined, (on: boolean) => Promise<void>] {
  const value = useLiveDb((db) => readSetting(db, AUTO_REPLAY_SETTING, false), []);
  const set = useCallback(async (on: boolean) => {
    await (await loadPortalDb()).settings.put({ key: AUTO_REPLAY_SETTING, value: on });
  }, []);
  return [value, set];
}

export function useStorageEstimate(): { estimate: StorageEstimateInfo | null | undefined; refresh: () => void } {
  const [estimate, setEstimate] = useState<StorageEstimateInfo | null | undefined>(undefined);
  const refresh = useCallback(() => {
    void storageEstimate().then(setEstimate);
  }, []);
  useEffect(refresh, [refresh]);
  return { estimate, refresh };
}

let autoReplayUsers = 0;
let stopAutoReplay: (() => void) | null = null;

/**
 * Automatic replay, started by its first holder and stopped when the last lets it go. The device
 * asks then to keep its storage: it holds changes to send, or a screen that queues them is open.
 */
function holdAutoReplay(): () => void {
  autoReplayUsers += 1;
  if (autoReplayUsers === 1) {
    void requestPersistentStorage();
    const started = import('./sync.client').then((engine) => engine.startAutoReplay());
    stopAutoReplay = () => void started.then((stop) => stop());
  }
  return () => {
    autoReplayUsers -= 1;
    if (autoReplayUsers === 0) {
      stopAutoReplay?.();
      stopAutoReplay = null;
    }
  };
}

/** Whether this device holds a queued change, of any account (true when the outbox cannot be read). */
const anyQueued = () => peekCount('outbox').then((n) => n === undefined || n > 0);

/**
 * Starts automatic replay (when the setting is on) and asks for persistent storage while a
 * screen that queues changes is mounted. Safe to call from several screens and from the shell.
 *
 * `whenQueued`, the signed-in shell's: replay starts (and persistent storage is asked for) once a
 * change is queued on the device, at once or later (a write heard in this tab or another,
 * ../db/storage-mutated.ts), or once a screen that queues changes started it. With nothing queued
 * there is nothing to replay, and the engine's code (the sync client, Dexie) stays off a seller's
 * home page.
 */
export function useSyncEngine(language: string, { whenQueued = false }: { whenQueued?: boolean } = {}): void {
  useEffect(() => {
    configureSync({ language });
  }, [language]);
  useEffect(() => {
    if (!whenQueued) return holdAutoReplay();
    let stopped = false;
    let release: (() => void) | undefined;
    // Writes heard while the outbox is being counted are answered by one more count, not one each.
    let counting = false;
    let heard = false;
    const check = async () => {
      heard = true;
      if (counting) return;
      counting = true;
      while (heard && !stopped && !release) {
        heard = false;
        if (autoReplayUsers > 0 || (await anyQueued())) {
          stopHearing();
          if (!stopped) release = holdAutoReplay();
        }
      }
      counting = false;
    };
    // Heard before the outbox is counted, so a change queued meanwhile is not missed.
    const stopHearing = onStorageMutated(() => void check());
    void check();
    return () => {
      stopped = true;
      stopHearing();
      release?.();
    };
  }, [whenQueued]);
}
