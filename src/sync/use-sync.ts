/**
 * Hooks over the outbox and the sync engine, for the cache viewer and status badges. The shell
 * uses them on its first screen, so they load Dexie and the engine when they run, not with the
 * screen (whose first download stays small).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Mutation } from '@/db/db';
import { useLiveDb } from '@/db/live';
import { listOutbox, outboxCounts } from '@/db/outbox';
import { loadPortalDb } from '@/db/peek';
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
export function useOutboxCount(userId: number | null): { pending: number; failed: number } | undefined {
  return useLiveDb(async (db) => (userId === null ? { pending: 0, failed: 0 } : outboxCounts(db, userId)), [userId]);
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
 * Starts automatic replay (when the setting is on) and asks for persistent storage while a
 * screen that queues changes is mounted. Safe to call from several screens and from the shell.
 */
export function useSyncEngine(language: string): void {
  useEffect(() => {
    configureSync({ language });
  }, [language]);
  useEffect(() => {
    autoReplayUsers += 1;
    if (autoReplayUsers === 1) {
      const started = import('./sync.client').then((engine) => engine.startAutoReplay());
      stopAutoReplay = () => void started.then((stop) => stop());
    }
    void requestPersistentStorage();
    return () => {
      autoReplayUsers -= 1;
      if (autoReplayUsers === 0) {
        stopAutoReplay?.();
        stopAutoReplay = null;
      }
    };
  }, []);
}
