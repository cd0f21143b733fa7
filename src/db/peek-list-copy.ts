/**
 * A task's list copy read without Dexie, for a reopen. A deep link to a task the device holds reads
 * the copy while the screen's code arrives (features/measuring/api/early-list.ts); read through
 * Dexie, the read began only once Dexie's module had come and run, and its requests then waited on
 * a main thread busy with the screen's first renders: the list came ~0.1 s after the screen was
 * drawn (docs/speed.md). It trusts the copy by the rule the read through Dexie does (./list-copy.ts).
 */
import { copyHolds, LIST_COPY_TABLE, MIRROR_TABLE, rowsOf, STAMPED, stampsIn, type PeopleBucket } from './list-copy';
import { answerOf, peek } from './peek';
import { PORTAL_DB_NAME } from './portal-db-name';
import { MIRROR_STAMP, stampIn } from './stamp-keys';

/**
 * Each bucket's stamp by its key, from the index of task and stamp alone (a key cursor: no bucket's
 * text is read).
 */
const stampsOfIndex = (index: IDBIndex, taskId: number): Promise<Map<string, string>> =>
  new Promise((resolve, reject) => {
    const stamps = new Map<string, string>();
    // Dexie's lowest and highest keys, as its own reads of the index bound them.
    const cursor = index.openKeyCursor(IDBKeyRange.bound([taskId, -Infinity], [taskId, [[]]]));
    cursor.onerror = () => reject(cursor.error);
    cursor.onsuccess = () => {
      if (!cursor.result) return resolve(stamps);
      stamps.set(cursor.result.primaryKey as string, (cursor.result.key as [number, string])[1]);
      cursor.result.continue();
    };
  });

/**
 * A task's people from its list copy, in no particular order, with the stamp of the store that wrote
 * the task, read in one transaction without Dexie; null when the copy does not hold the task (it is
 * then read through Dexie, which also makes the copy again) or the device cannot be read so.
 */
export async function peekPeopleList<Row>(taskId: number, dbName = PORTAL_DB_NAME): Promise<{ people: Row[]; stamp: number | null } | null> {
  const answers = await peek(
    [MIRROR_TABLE, LIST_COPY_TABLE, 'settings'],
    (tx) => {
      const buckets = tx.objectStore(MIRROR_TABLE);
      return [
        answerOf(buckets.index('taskId').count(taskId)),
        stampsOfIndex(buckets.index(STAMPED), taskId),
        answerOf(tx.objectStore(LIST_COPY_TABLE).index('taskId').getAll(taskId)),
        answerOf(tx.objectStore('settings').get(MIRROR_STAMP.task(taskId))),
      ];
    },
    dbName,
  );
  if (!answers) return null;
  const [count, stamps, copies, stampRow] = answers as [number, Map<string, string>, PeopleBucket[], { value?: unknown } | undefined];
  if (!copyHolds(count, stamps, copies.length, stampsIn(copies))) return null;
  return { people: copies.flatMap((copy) => rowsOf<Row>(copy)), stamp: stampIn(stampRow) };
}
