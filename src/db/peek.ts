/**
 * Rows of the portal's IndexedDB read without Dexie: the first screen needs the
 * session and the remembered sign-in before it renders, and Dexie (31 KB gzip) is not worth
 * downloading for two reads. Dexie stores rows as they are, so a plain `get` reads what it wrote.
 * Writes still go through Dexie (./db), which a screen loads when it writes.
 */
import { PORTAL_DB_NAME } from './portal-db-name';

export function peekRow<T>(store: string, key: IDBValidKey, dbName = PORTAL_DB_NAME): Promise<T | undefined> {
  return peekRowsByKey([[store, key]], dbName).then(([row]) => row as T | undefined);
}

/**
 * Rows of several stores by key, read in one transaction and answered together (undefined for a
 * row not there, or for all when the database cannot be read): two screens' parts drawn from them
 * are then drawn once, not once a row.
 */
export function peekRowsByKey(reads: readonly (readonly [store: string, key: IDBValidKey])[], dbName = PORTAL_DB_NAME): Promise<unknown[]> {
  return peek(
    reads.map(([store]) => store),
    (tx) => reads.map(([store, key]) => answerOf(tx.objectStore(store).get(key))),
    dbName,
  ).then((rows) => rows ?? reads.map(() => undefined));
}

/**
 * The rows of a store whose `index` is `key` (an index Dexie declared), read without Dexie; undefined
 * when they cannot be read (no database, or no such store or index): the caller cannot tell them none.
 */
export function peekRows<T>(store: string, index: string, key: IDBValidKey, dbName = PORTAL_DB_NAME): Promise<T[] | undefined> {
  return peek([store], (tx) => [answerOf(tx.objectStore(store).index(index).getAll(key))], dbName).then((rows) => rows?.[0] as T[] | undefined);
}

/**
 * The keys of a store's `index`, without reading the rows (a key cursor): for one value of a large
 * row, such as the version of the mirrored catalogue. Undefined when they cannot be read.
 */
export function peekIndexKeys(store: string, index: string, dbName = PORTAL_DB_NAME): Promise<IDBValidKey[] | undefined> {
  return peek(
    [store],
    (tx) => [
      new Promise<IDBValidKey[]>((resolve, reject) => {
        const keys: IDBValidKey[] = [];
        const cursor = tx.objectStore(store).index(index).openKeyCursor();
        cursor.onerror = () => reject(cursor.error);
        cursor.onsuccess = () => {
          if (!cursor.result) return resolve(keys);
          keys.push(cursor.result.key);
          cursor.result.continue();
        };
      }),
    ],
    dbName,
  ).then((answers) => answers?.[0] as IDBValidKey[] | undefined);
}

/** How many rows a store holds, without reading them; undefined when it cannot be read. */
export function peekCount(store: string, dbName = PORTAL_DB_NAME): Promise<number | undefined> {
  return peek([store], (tx) => [answerOf(tx.objectStore(store).count())], dbName).then((answers) => answers?.[0] as number | undefined);
}

/** A request's answer. */
export const answerOf = (request: IDBRequest): Promise<unknown> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The answers of `ask`'s reads, made in one transaction of `stores`, once all have come; undefined
 * when any cannot be made or fails.
 */
export function peek(stores: string[], ask: (tx: IDBTransaction) => Promise<unknown>[], dbName: string): Promise<unknown[] | undefined> {
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
      const done = (rows: unknown[] | undefined) => {
        idb.close();
        resolve(rows);
      };
      let asked: Promise<unknown>[];
      try {
        asked = ask(idb.transaction(stores, 'readonly'));
      } catch {
        // No such store or index (a database from an older schema).
        return done(undefined);
      }
      Promise.all(asked).then(done, () => done(undefined));
    };
  });
}

/**
 * A settings row's value as a number or a boolean, or `fallback` when the row is absent (undefined)
 * or holds another type: the rule `readSetting` (./settings.ts) reads Dexie's rows by. Here, beside
 * the reads without Dexie, it is in the entry's chunk: in ./settings.ts it came in the shell's, and a
 * deep link's preparation (features/measuring/api/first-open.ts) waited for that chunk before asking
 * for anything.
 */
export function settingValue(row: unknown, fallback: number): number;
export function settingValue(row: unknown, fallback: boolean): boolean;
export function settingValue(row: unknown, fallback: number | boolean): number | boolean;
export function settingValue(row: unknown, fallback: number | boolean): number | boolean {
  const value = (row as { value?: unknown } | undefined)?.value;
  return typeof value === typeof fallback ? (value as number | boolean) : fallback;
}

/** Dexie's database, loaded when a first screen writes (a dynamic import keeps it out of the first download). */
export const loadPortalDb = () => import('./db').then((m) => m.db);

/** The same, with Dexie's liveQuery, for the live reads of screens drawn before Dexie (./live.ts). */
export const loadLiveDb = () => import('./db').then((m) => ({ db: m.db, liveQuery: m.liveQuery }));
