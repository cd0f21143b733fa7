/**
 * One row of the portal's IndexedDB read without Dexie (issue 17): the first screen needs the
 * session and the remembered sign-in before it renders, and Dexie (31 KB gzip) is not worth
 * downloading for two reads. Dexie stores rows as they are, so a plain `get` reads what it wrote.
 * Writes still go through Dexie (./db), which a screen loads when it writes.
 */
export const PORTAL_DB_NAME = 'mtm-portal';

export function peekRow<T>(store: string, key: IDBValidKey, dbName = PORTAL_DB_NAME): Promise<T | undefined> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(dbName);
    } catch {
      return resolve(undefined);
    }
    // No database yet (a first visit): do not create an empty one; Dexie creates it with its schema.
    req.onupgradeneeded = () => req.transaction?.abort();
    req.onerror = () => resolve(undefined);
    req.onblocked = () => resolve(undefined);
    req.onsuccess = () => {
      const idb = req.result;
      // Another tab's Dexie may need to upgrade the schema: never stand in its way.
      idb.onversionchange = () => idb.close();
      if (!idb.objectStoreNames.contains(store)) {
        idb.close();
        return resolve(undefined);
      }
      const get = idb.transaction(store, 'readonly').objectStore(store).get(key);
      get.onsuccess = () => {
        idb.close();
        resolve(get.result as T | undefined);
      };
      get.onerror = () => {
        idb.close();
        resolve(undefined);
      };
    };
  });
}

/** Dexie's database, loaded when a first screen writes (a dynamic import keeps it out of the first download). */
export const loadPortalDb = () => import('./db').then((m) => m.db);

/** The same, with Dexie's liveQuery, for the live reads of screens drawn before Dexie (./live.ts). */
export const loadLiveDb = () => import('./db').then((m) => ({ db: m.db, liveQuery: m.liveQuery }));
