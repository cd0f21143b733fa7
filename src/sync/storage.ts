/**
 * Persistent storage (DESIGN §6): queued measurements must survive the browser's storage
 * pressure, so the app asks for persistence and shows how much it uses.
 */
export type StorageEstimateInfo = { usage: number; quota: number; persisted: boolean };

/** Asks once for persistent storage; true when granted (or already granted). */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return false;
  if (await storage.persisted?.()) return true;
  return storage.persist();
}

export async function storageEstimate(): Promise<StorageEstimateInfo | null> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/** "12.3 MB" */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}
