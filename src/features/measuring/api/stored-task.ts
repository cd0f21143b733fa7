/**
 * A task as this device holds it: its people in list order, and the stamp of the store that wrote
 * them, read in one transaction (a read stamped at or after a fetch ended holds what that fetch
 * brought). The detail screen reads it live (`useStoredTask`, in use-task-mirror.ts).
 *
 * A deep link to a task the device holds reads its list copy once while the screen's code comes
 * (./early-list.ts), and the screen shows that read until its own live read of the whole task
 * answers. Before, the screen began its read only once its ~140 files had arrived, and a reopen
 * offline of a 10,000-person task then waited ~0.3 s for that read and its parse.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type TaskPersonMirror } from '@/db/db';
import { getPerson, peopleReader, readPeopleList } from '@/db/people-buckets';
import { MIRROR_STAMP, stampIn } from '@/db/stamp-keys';
import { comparePeople } from '@/domain/measuring/people-order';
import { takeEarlyRead, type StoredTask } from './early-list';
import { afterNextPaint } from '@/ui/after-paint';

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
      const stamp = await readStamp(taskId);
      if (last?.people !== people || last.task.stamp !== stamp) last = { people, task: { people: [...people].sort(comparePeople), stamp, copy: false } };
      return last.task;
    });
}

/** The stamp of the store that last wrote the task on this device (null: never stored here). */
async function readStamp(taskId: number): Promise<number | null> {
  return stampIn(await db.settings.get(MIRROR_STAMP.task(taskId)));
}

/**
 * Reads a task for its list once, through Dexie: its list copy where it holds the task (see
 * StoredTask's `copy`), or else the people whole (and the copy is made again). An early read whose
 * copy did not hold the task reads it so (./early-list.ts).
 */
export const readTaskList = (taskId: number): Promise<StoredTask> =>
  db.transaction('r', db.peopleBuckets, db.peopleLists, db.settings, async () => {
    const list = await readPeopleList(db.peopleBuckets, taskId);
    list.people.sort(comparePeople);
    return { ...list, stamp: await readStamp(taskId) };
  });

/**
 * One person as the device holds them now. A dialog opened on a person reads them here rather than
 * from the live list: that list follows a write a moment later, and a tap renders before it, so a
 * dialog opened at once on what was just saved would start from the values before it.
 */
export async function readStoredPerson(taskId: number, id: number): Promise<TaskPersonMirror | undefined> {
  return getPerson(db.peopleBuckets, taskId, id);
}

/**
 * The task as the device holds it, read live (`stored`: undefined until the first read answers). A
 * deep link's early read of its list is shown until then; `listFirst` stays true until that list is
 * on screen, for what the screen begins behind it.
 */
export function useStoredTask(userId: number | null, taskId: number): { stored: StoredTask | undefined; listFirst: boolean } {
  // Taken at the first render, for the task first shown: the screen stays when only ?id= changes.
  const [taken] = useState(() => ({ taskId, early: userId === null ? null : takeEarlyRead(userId, taskId) }));
  const [readStored] = useState(storedTaskReader);
  const [earlyTask, setEarlyTask] = useState(taken.early?.task);
  // With an early read of the list copy, the whole task is read once that list is on screen (see
  // readStoredTaskEarly); at once without one, or when the early read failed or read it whole. The
  // screen's refresh waits for the same moment (`listFirst`, use-task-mirror.ts).
  const [readWhole, setReadWhole] = useState(!taken.early || taken.early.task?.copy === false);
  useEffect(() => {
    let mounted = true;
    void taken.early?.done.then((task) => {
      if (!mounted) return;
      if (task) setEarlyTask(task);
      if (!task?.copy) setReadWhole(true);
    });
    return () => {
      mounted = false;
    };
  }, [taken]);
  useEffect(() => {
    if (readWhole || !earlyTask) return;
    // Once the list is painted.
    return afterNextPaint(() => setReadWhole(true));
  }, [readWhole, earlyTask]);
  const live = useLiveQuery(() => (readWhole ? readStored(taskId) : undefined), [taskId, readWhole]);
  return { stored: live ?? (taken.taskId === taskId ? earlyTask : undefined), listFirst: !readWhole };
}
