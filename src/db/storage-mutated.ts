/**
 * Hears that the device's database was written, without Dexie. The signed-in shell and home read
 * their rows with peek (./peek.ts); until something is written, the rows peeked are the rows, so
 * Dexie (its code, the database opened, its live queries) is needed only once a write is heard.
 *
 * Dexie announces each committed write itself: an event on the global object of the context that
 * wrote (this tab), and a message on a BroadcastChannel to every other context of the origin (other
 * tabs, the sync worker). Both carry the name below, Dexie 4's own
 * (`STORAGE_MUTATED_DOM_EVENT_NAME`); ./storage-mutated.test.ts holds it to what Dexie does, so a
 * Dexie that renamed it fails there rather than leaving a screen on a stale row.
 */
export const DEXIE_STORAGE_MUTATED = 'x-storagemutated-1';

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

const hear = () => {
  for (const listener of [...listeners]) listener();
};

/** Calls `listener` at each write of the origin's IndexedDB made through Dexie; answers the function that stops it. */
export function onStorageMutated(listener: () => void): () => void {
  if (listeners.size === 0) {
    globalThis.addEventListener?.(DEXIE_STORAGE_MUTATED, hear);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(DEXIE_STORAGE_MUTATED);
      channel.onmessage = hear;
    }
  }
  listeners.add(listener);
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    globalThis.removeEventListener?.(DEXIE_STORAGE_MUTATED, hear);
    channel?.close();
    channel = null;
  };
}
