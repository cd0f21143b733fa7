/**
 * Whether the sync engine is sending, and what its last run came to: kept apart from the engine
 * (./sync.client.ts), so the header's badge can read it before the engine is downloaded.
 */
import type { ReplayOutcome } from '../../workers/sync.api';

export type SyncStatus = {
  running: boolean;
  last: (ReplayOutcome & { at: number }) | null;
};

let status: SyncStatus = { running: false, last: null };
const listeners = new Set<() => void>();

export function getSyncStatus(): SyncStatus {
  return status;
}

export function setSyncStatus(next: SyncStatus): void {
  status = next;
  for (const l of listeners) l();
}

export function subscribeSyncStatus(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}
