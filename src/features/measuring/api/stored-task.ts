/**
 * A task as this device holds it: its people in list order, and the stamp of the store that wrote
 * them, read in one transaction (a read stamped at or after a fetch ended holds what that fetch
 * brought). The detail screen reads it live (use-task-mirror.ts).
 *
 * A deep link to a task the device holds reads it once while the screen's code comes
 * (first-open.ts), and the screen shows that read until its own live read answers. Before, the
 * screen began its read only once its ~140 files had arrived, and a reopen offline of a
 * 10,000-person task then waited ~0.3 s for that read and its parse (issue 17).
 */
import { db, type TaskPersonMirror } from '@/db/db';
import { peopleReader } from '@/db/people-buckets';
import { MIRROR_STAMP } from '@/db/stamp-keys';
import { comparePeople } from '@/domain/measuring/people-order';

export type StoredTask = { people: TaskPersonMirror[]; stamp: number | null };

export type StoredTaskReader = (taskId: number) => Promise<StoredTask>;

/**
 * Reads a task again after each change, parsing only the buckets that changed; a read that finds
 * the task as it was answers the previous object, so a live query's screen does not render again.
 */
export function storedTaskReader(): StoredTaskReader {
  const readPeople = peopleReader();
  let last: { people: readonly TaskPersonMirror[]; task: StoredTask } | null = null;
  return (taskId) =>
    db.transaction('r', db.peopleBuckets, db.settings, async () => {
      const people = await readPeople(db.peopleBuckets, taskId);
      const value = (await db.settings.get(MIRROR_STAMP.task(taskId)))?.value;
      const stamp = typeof value === 'number' ? value : null;
      if (last?.people !== people || last.task.stamp !== stamp) last = { people, task: { people: [...people].sort(comparePeople), stamp } };
      return last.task;
    });
}

/** Read earlier than this, an early read is not shown: the screen reads for itself. */
const FRESH_MS = 10_000;

type EarlyRead = { userId: number; taskId: number; at: number; read: StoredTaskReader; done: Promise<StoredTask | null>; task?: StoredTask };

/** The last task read early (a tablet opens one task at a time). Cleared when the screen takes it. */
let early: EarlyRead | null = null;

const isFresh = (e: EarlyRead | null, userId: number, taskId: number): e is EarlyRead =>
  e !== null && e.userId === userId && e.taskId === taskId && Date.now() - e.at < FRESH_MS;

/** Reads a task the device holds now, for its screen's first render. */
export function readStoredTaskEarly(userId: number, taskId: number): void {
  if (isFresh(early, userId, taskId)) return;
  const read = storedTaskReader();
  const done = read(taskId).then(
    (task) => ((entry.task = task), task),
    () => null,
  );
  const entry: EarlyRead = { userId, taskId, at: Date.now(), read, done };
  early = entry;
  // Not taken (the screen was open already, on another task): what it parsed is let go.
  setTimeout(() => early === entry && (early = null), FRESH_MS);
}

/**
 * The early read of this task (taken once): what it read when that is done already, or when it is
 * (`done`; null if it failed), and its reader, which the screen reads on with, so that buckets it
 * parsed are not parsed again.
 */
export function takeEarlyRead(userId: number, taskId: number): Pick<EarlyRead, 'taskId' | 'read' | 'done' | 'task'> | null {
  const e = early;
  if (!isFresh(e, userId, taskId)) return null;
  early = null;
  return e;
}
