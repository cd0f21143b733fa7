/**
 * A task as this device holds it: its people in list order, and the stamp of the store that wrote
 * them, read in one transaction (a read stamped at or after a fetch ended holds what that fetch
 * brought). The detail screen reads it live (`useStoredTask`, in use-task-mirror.ts).
 *
 * A deep link to a task the device holds reads it once while the screen's code comes
 * (first-open.ts), and the screen shows that read until its own live read answers. Before, the
 * screen began its read only once its ~140 files had arrived, and a reopen offline of a
 * 10,000-person task then waited ~0.3 s for that read and its parse.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type TaskPersonMirror } from '@/db/db';
import { getPerson, peopleReader } from '@/db/people-buckets';
import { MIRROR_STAMP } from '@/db/stamp-keys';
import { comparePeople } from '@/domain/measuring/people-order';
import { taskHandover } from './task-handover';

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

/**
 * One person as the device holds them now. A dialog opened on a person reads them here rather than
 * from the live list: that list follows a write a moment later, and a tap renders before it, so a
 * dialog opened at once on what was just saved would start from the values before it.
 */
export async function readStoredPerson(taskId: number, id: number): Promise<TaskPersonMirror | undefined> {
  return getPerson(db.peopleBuckets, taskId, id);
}

/** What an early read hands the screen: its reader, what it read (`done`; null if it failed), and that read once done. */
export type EarlyRead = { read: StoredTaskReader; done: Promise<StoredTask | null>; task?: StoredTask };

/** The last task read early. Read longer ago than 10 s, it is not shown: the screen reads for itself. */
const early = taskHandover<EarlyRead>(10_000);

/** Reads a task the device holds now, for its screen's first render. */
export function readStoredTaskEarly(userId: number, taskId: number): void {
  if (early.holds(userId, taskId)) return;
  const read = storedTaskReader();
  const entry: EarlyRead = {
    read,
    done: read(taskId).then(
      (task) => ((entry.task = task), task),
      () => null,
    ),
  };
  early.put(userId, taskId, entry);
}

/** The early read of this task, taken once. */
export function takeEarlyRead(userId: number, taskId: number): EarlyRead | null {
  return early.take(userId, taskId);
}

/**
 * The task as the device holds it, read live (undefined until the first read answers). A deep
 * link's early read of it is shown until then, and the live read goes on with its reader, so
 * that buckets it parsed are not parsed again.
 */
export function useStoredTask(userId: number | null, taskId: number): StoredTask | undefined {
  // Taken at the first render, for the task first shown: the screen stays when only ?id= changes.
  const [taken] = useState(() => ({ taskId, early: userId === null ? null : takeEarlyRead(userId, taskId) }));
  const [readStored] = useState(() => taken.early?.read ?? storedTaskReader());
  const [earlyTask, setEarlyTask] = useState(taken.early?.task);
  useEffect(() => {
    let mounted = true;
    void taken.early?.done.then((task) => mounted && task && setEarlyTask(task));
    return () => {
      mounted = false;
    };
  }, [taken]);
  const live = useLiveQuery(() => readStored(taskId), [taskId]);
  return live ?? (taken.taskId === taskId ? earlyTask : undefined);
}
