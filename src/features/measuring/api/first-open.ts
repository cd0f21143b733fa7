/**
 * A task's first page of people, asked for by the route's loader (src/app/router.tsx) while the
 * screen's code downloads, instead of after the screen's first render (issue 17). On a first open
 * of a large task the measurer then sees its first rows about as soon as the screen can draw them.
 *
 * Only what is shown before the whole task comes is asked for early: the first page and the task
 * it belongs to. The screen's refresh (use-task-mirror.ts) takes them once, on a first open; what it
 * writes to the device, it fetches itself after its own checks, so an acknowledgement of a change
 * can never be overtaken by data fetched before it (refreshTaskMirror). A task the device holds is
 * read from the device early instead, online or not (./stored-task.ts).
 *
 * This module is small on purpose (no Dexie, no schemas): it must arrive before the screen's code.
 * So the device's snapshot stamp is read with peekRow, and a first open is told by the stamp alone.
 * A device that holds changes of a task but no stamp (written before snapshots) has the page asked
 * for in vain: the screen's refresh, which also checks the queue, does not take it.
 */
import { measuringApi } from '@/api/measuring';
import { loadPortalDb, peekRow } from '@/db/peek';
import { getUserId } from '@/db/session';
import { MIRROR_STAMP } from '@/db/stamp-keys';
import { PEOPLE_HEAD_SIZE } from '@/domain/measuring/constants';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { isOnline } from '@/sync/network';
import { taskHandover } from './task-handover';

export type FirstPage = { task: Promise<MeasuringTaskInfo>; head: Promise<{ count: number; list: MeasuringPerson[] }> };

/**
 * The last task prepared: its first page, or null once the device was found to hold the task.
 * Asked for longer ago than 10 s, it is not shown: the screen asks again.
 */
const started = taskHandover<Promise<FirstPage | null>>(10_000);

/**
 * Opens the device's database (the screen's first reads wait for it) and, once the session is
 * read (`sessionRead`), reads the task if the device holds it (not waited for), or else asks for
 * its first page when online. It never fails: the screen's own requests say what went wrong.
 */
export async function prepareTask(taskId: number, sessionRead: Promise<void>): Promise<void> {
  // A deep link prepares its task before the router exists, whose loader then prepares it again.
  if (started.holds(getUserId(), taskId)) return;
  loadPortalDb()
    .then((db) => db.open())
    .catch(() => undefined);
  const stamped = peekRow('settings', MIRROR_STAMP.task(taskId));
  await sessionRead;
  const userId = getUserId();
  if (userId === null || !(taskId > 0)) return;
  // A task the device holds is read now, while the screen's code arrives (./stored-task.ts).
  void stamped
    .then((stamp) => stamp && loadStoredTask().then((m) => m.readStoredTaskEarly(userId, taskId)))
    .catch(() => undefined);
  if (!isOnline() || started.holds(userId, taskId)) return;
  const page = stamped.then((stamp) => (stamp ? null : ask(taskId)));
  started.put(userId, taskId, page);
  await page;
}

/** Dexie's module and the reader: loaded only for a task the device holds. */
const loadStoredTask = () => import('./stored-task');

function ask(taskId: number): FirstPage {
  const page = { task: measuringApi.taskInfo(taskId), head: measuringApi.people(taskId, PEOPLE_HEAD_SIZE) };
  // The screen handles a failure when it takes the page; until then one is no unhandled rejection.
  page.task.catch(() => undefined);
  page.head.catch(() => undefined);
  return page;
}

/** The first page asked for early for this task and user, once; null when none was (or it is stale). */
export async function takeFirstPage(userId: number, taskId: number): Promise<FirstPage | null> {
  return started.take(userId, taskId);
}
