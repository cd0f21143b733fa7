/**
 * A deep link to a task the device holds reads the task's list copy once, while the screen's code
 * arrives (first-open.ts asks), and the screen shows that read until its own live read of the whole
 * task answers (stored-task.ts). Read without Dexie (src/db/peek-list-copy.ts), it begins as soon
 * as the preparation has found the task on the device, not once Dexie's module has come and run
 * (docs/speed.md). Without Dexie this module stays out of the download the route's preparation
 * waits for (tests/e2e/first-download.test.ts).
 */
import type { PeopleList, TaskPersonRow } from '@/db/people-buckets';
import { peekPeopleList } from '@/db/peek-list-copy';
import { comparePeople } from '@/domain/measuring/people-order';
import { taskHandover } from './task-handover';

/**
 * A task's people as stored, with the stamp of the write that stored them (./stored-task.ts reads
 * them so too). `copy`: the people are their rows from the list copy (people-buckets.ts): the list and
 * its counts are right, a person's panel waits for the whole task.
 */
export type StoredTask = PeopleList & { stamp: number | null };

/** What an early read hands the screen: what it read (`done`; null if it failed), and that read once done. */
export type EarlyRead = { done: Promise<StoredTask | null>; task?: StoredTask };

/** The last task read early. Read longer ago than 10 s, it is not shown: the screen reads for itself. */
const early = taskHandover<EarlyRead>(10_000);

/**
 * Reads a task the device holds now, for its screen's first render: its list copy, so the list shows
 * before the whole task is read; through Dexie (`readWithDexie`) where the copy does not hold the
 * task, which reads it whole and makes the copy again. The screen's live read of the whole task
 * begins once it has rendered: begun here, its ~0.3 s of handing over and parsing a 10,000-person
 * task's text would hold back the screen's first render on a tablet's two cores.
 */
export function readStoredTaskEarly(userId: number, taskId: number, readWithDexie: (taskId: number) => Promise<StoredTask>): void {
  if (early.holds(userId, taskId)) return;
  const entry: EarlyRead = {
    done: peekPeopleList<TaskPersonRow>(taskId)
      .then((list): StoredTask | Promise<StoredTask> => (list ? { people: list.people.sort(comparePeople), copy: true, stamp: list.stamp } : readWithDexie(taskId)))
      .then(
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
