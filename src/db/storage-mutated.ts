/**
 * Hears that the device's database was written, without Dexie. The signed-in shell and home read
 * their rows with peek (./peek.ts); until something is written, the rows peeked are the rows, so
 * Dexie (its code, the database opened, its live queries) is needed only once a write is heard.
 *
 * Dexie announces each committed write itself, on a BroadcastChannel that reaches every other
 * channel of that name in the origin: this tab's (ours, not Dexie's own), other tabs', the sync
 * worker's. The name is Dexie 4's (`STORAGE_MUTATED_DOM_EVENT_NAME`); ./storage-mutated.test.ts
 * holds it to what Dexie does, so a Dexie that renamed it fails there rather than leaving a screen
 * on a stale row.
 */
export const DEXIE_STORAGE_MUTATED = 'x-storagemutated-1';

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

/** Calls `listener` at each write of the origin's IndexedDB made through Dexie; answers the function that stops it. */
export function onStorageMutated(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(DEXIE_STORAGE_MUTATED);
    channel.onmessage = () => [...listeners].forEach((heard) => heard());
  }
  listeners.add(listener);
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    channel?.close();
    channel = null;
  };
}
