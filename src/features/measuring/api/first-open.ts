/**
 * A task's first page of people, asked for by the route's preparation (src/app/signed-in-routes.tsx) while the
 * screen's code downloads, instead of after the screen's first render. On a first open
 * of a large task the measurer then sees its first rows about as soon as the screen can draw them.
 *
 * The first page and the task it belongs to are asked for at once; everyone, once that page has come
 * (on the embedded database a query holds the server's only thread: asked together, the page waited
 * for the whole) and only when nothing of the task is queued on the device. The screen's refresh
 * (use-task-mirror.ts) takes them once, on a first open. It writes to the device only what was asked
 * for after the task's acknowledgement count it read (refreshTaskMirror), so that an acknowledgement
 * of a change can never be overtaken by data fetched before it: everyone asked for here comes with
 * the count read before it was asked, and the refresh takes them only if it reads the same (counts
 * only grow, so the same count means no acknowledgement came between). Asked by the refresh, the
 * whole list went out ~0.45 s later, after the screen's code, its first render and the refresh's
 * reads of the device. A task the device holds is read from the device early instead, online or
 * not (./stored-task.ts).
 *
 * A first page that has come by the screen's first render is drawn by that render (`readyFirstPage`),
 * when the device holds nothing of the task: no snapshot and no queued change, the same rule by which
 * the refresh shows it (refreshTaskMirror). Left to the refresh, it was drawn ~0.2 s later: the
 * refresh starts after the first render is committed, and reads the device before it shows anything.
 * On a deep link the route's early view draws it sooner still, before the screen's code has come
 * (`firstPageWhenReady`, ../components/task-preview.tsx).
 *
 * This module is small on purpose (no Dexie, no schemas, nothing of the shell's chunk): it must arrive
 * before the screen's code; tests/e2e/first-download.test.ts keeps it so.
 * So the device's snapshot stamp and queue are read with peek (no Dexie). A device that holds
 * changes of a task but no stamp (written before snapshots) has the page asked for in vain: the
 * screen's refresh, which also checks the queue, does not take it.
 */
import { measuringApi } from '@/api/measuring';
import { loadPortalDb, peekRows, peekRowsByKey, settingValue } from '@/db/peek';
import { getUserId } from '@/db/session';
import { ACK_COUNT, MIRROR_STAMP } from '@/db/stamp-keys';
import { PEOPLE_HEAD_SIZE, SHOW_AT_ONCE_FROM } from '@/domain/measuring/constants';
import { taskIdOf } from '@/domain/measuring/task-address';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { isOnline } from '@/sync/network';
import { readStoredTaskEarly } from './early-list';
import { taskHandover } from './task-handover';

type Head = { count: number; list: MeasuringPerson[] };
/**
 * Everyone, asked for once the first page had come, and the task's acknowledgement count on the
 * device read before they were asked for: the refresh takes them only if it reads the same count.
 */
export type Everyone = { acks: number; people: Promise<Head> };
/** `everyone` is null when they were not asked for (the first page failed, or the device holds changes of the task). */
export type FirstPage = { task: Promise<MeasuringTaskInfo>; head: Promise<Head>; everyone: Promise<Everyone | null> };
/** A first page that has come, of a task of which the device holds nothing. */
export type ReadyFirstPage = Head & { task: MeasuringTaskInfo };

/**
 * The last task prepared: its first page (null once the device was found to hold the task), and
 * that page once it has come (`ready`, and `came` resolved with it or null), if the device holds
 * nothing of the task. Asked for longer ago than 10 s, it is not shown: the screen asks again.
 */
type Prepared = { page: Promise<FirstPage | null>; ready?: ReadyFirstPage; came?: Promise<ReadyFirstPage | null> };

/** Whether a first page is drawn as it comes: a part of a large task (a smaller one is stored in moments). */
export const drawnAtOnce = (head: Head): boolean => head.count >= SHOW_AT_ONCE_FROM && head.count > head.list.length;

const started = taskHandover<Prepared>(10_000);

/**
 * Opens the device's database (the screen's first reads wait for it) and, once the session is
 * read (`sessionRead`), reads the task if the device holds it (not waited for), or else asks for
 * its first page when online. It never fails: the screen's own requests say what went wrong.
 */
export async function prepareTask(taskId: number, sessionRead: Promise<void>): Promise<void> {
  // A deep link prepares its task before the first render, which then prepares it again.
  if (started.holds(getUserId(), taskId)) return;
  loadPortalDb()
    .then((db) => db.open())
    .catch(() => undefined);
  // Read together, in one transaction of the device's database.
  const device = peekRowsByKey([
    ['settings', MIRROR_STAMP.task(taskId)],
    ['settings', ACK_COUNT.task(taskId)],
  ]);
  const stamped = device.then(([stamp]) => stamp);
  await sessionRead;
  const userId = getUserId();
  if (userId === null || !(taskId > 0)) return;
  // A task the device holds is read now, while the screen's code arrives (./early-list.ts).
  void stamped.then((stamp) => stamp && readStoredTaskEarly(userId, taskId, (id) => loadStoredTask().then((m) => m.readTaskList(id)))).catch(() => undefined);
  if (!isOnline() || started.holds(userId, taskId)) return;
  const queued = holdsChangesOf(userId, taskId);
  const prepared: Prepared = {
    page: device.then(([stamp, acks]) => {
      if (stamp) return null;
      const asked = ask(taskId, settingValue(acks, 0), queued);
      // The screen's refresh stores a first open with the mirror's module (use-task-mirror.ts), which
      // loads here once the first page has come: left to the refresh, the whole list was asked for
      // after it had come and run; asked for with the page, its download and evaluation (Dexie, the
      // changes' schemas) took the two cores the page's answer waited for (first rows median 290 ms
      // before, 267 after, 21 each). A reopen lists the people from the device and loads it later.
      void asked.head
        .catch(() => undefined)
        .then(loadMirror)
        .catch(() => undefined);
      return asked;
    }),
  };
  started.put(userId, taskId, prepared);
  prepared.came = prepared.page
    .then((page) => page && Promise.all([page.task, page.head, queued]))
    .then((came) => {
      if (came && came[2] === false) prepared.ready = { task: came[0], ...came[1] };
      return prepared.ready ?? null;
    })
    .catch(() => null);
  await prepared.page;
}

/** prepareTask for the task a measuring detail's address names (none: nothing is asked for). */
export const prepareTaskAt = (url: URL, sessionRead: Promise<void>): Promise<void> => prepareTask(taskIdOf(url.searchParams.get('id')), sessionRead);

/** Whether the user has changes of the task queued here; undefined when the queue cannot be read. */
async function holdsChangesOf(userId: number, taskId: number): Promise<boolean | undefined> {
  const queued = await peekRows<{ payload?: { task_id?: unknown } }>('outbox', 'userId', userId);
  return queued?.some((m) => m.payload?.task_id === taskId);
}

/** Dexie's reader of a task: loaded only for a task the device holds whose list copy does not hold it. */
const loadStoredTask = () => import('./stored-task');
/** The mirror's module (Dexie, and the changes' schemas): loaded early only for a first open. */
const loadMirror = () => import('@/db/measuring-mirror');

function ask(taskId: number, acks: number, queued: Promise<boolean | undefined>): FirstPage {
  const task = measuringApi.taskInfo(taskId);
  const head = measuringApi.people(taskId, PEOPLE_HEAD_SIZE);
  const everyone = Promise.all([head, queued]).then(
    ([, held]) => {
      if (held !== false) return null;
      const people = measuringApi.people(taskId);
      people.catch(() => undefined);
      return { acks, people };
    },
    () => null,
  );
  // The screen handles a failure when it takes the page; until then one is no unhandled rejection.
  task.catch(() => undefined);
  head.catch(() => undefined);
  return { task, head, everyone };
}

/** The first page asked for early for this task and user, once; null when none was (or it is stale). */
export async function takeFirstPage(userId: number, taskId: number): Promise<FirstPage | null> {
  return (await started.take(userId, taskId)?.page) ?? null;
}

/**
 * Everyone asked for with the first page, and the task asked for before them (a task's revision must
 * not be newer than its people: a catch-up starts from it), if the refresh may write them: the
 * acknowledgement count it read before fetching (`ackSeen`) is the one read before they were asked
 * for. Null otherwise, and when they were not asked for: the refresh asks itself.
 */
export async function everyoneFor(page: FirstPage, ackSeen: number): Promise<{ task: Promise<MeasuringTaskInfo>; people: Promise<Head> } | null> {
  const everyone = await page.everyone;
  return everyone && everyone.acks === ackSeen ? { task: page.task, people: everyone.people } : null;
}

/** The first page of this task and user, if it has come and the device holds nothing of the task; it stays for takeFirstPage. */
export function readyFirstPage(userId: number | null, taskId: number): ReadyFirstPage | null {
  return started.peek(userId, taskId)?.ready ?? null;
}

/** The first page of this task and user once it has come, as readyFirstPage answers then; null at once when none was asked for. */
export function firstPageWhenReady(userId: number | null, taskId: number): Promise<ReadyFirstPage | null> {
  return started.peek(userId, taskId)?.came ?? Promise.resolve(null);
}
