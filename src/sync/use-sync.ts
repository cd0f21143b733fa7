/** Hooks over the outbox and the sync engine, for the cache viewer and status badges. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { db, type Mutation } from '@/db/db';
import { listOutbox } from '@/db/outbox';
import { requestPersistentStorage, storageEstimate, type StorageEstimateInfo } from './storage';
import { getSyncStatus, isAutoReplayOn, setAutoReplay, startAutoReplay, subscribeSyncStatus, type SyncStatus } from './sync.client';
import { configureSync } from './sync-config';

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
}

/** The user's queued changes in replay order (live). */
export function useOutbox(userId: number | null): Mutation[] | undefined {
  return useLiveQuery(() => (userId === null ? [] : listOutbox(db, userId)), [userId]);
}

/** Pending and failed counts (live), e.g. for a badge. */
export function useOutboxCount(userId: number | null): { pending: number; failed: number } | undefined {
  return useLiveQuery(async () => {
    if (userId === null) return { pending: 0, failed: 0 };
    const all = await db.outbox.where('userId').equals(userId).toArray();
    return { pending: all.filter((m) => m.state !== 'failed').length, failed: all.filter((m) => m.state === 'failed').length };
  }, [userId]);
}

export function useAutoReplaySetting(): [boolean | undefined, (on: boolean) => Promise<void>] {
  const value = useLiveQuery(() => isAutoReplayOn(), []);
  return [value, setAutoReplay];
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
    if (autoReplayUsers === 1) stopAutoReplay = startAutoReplay();
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
