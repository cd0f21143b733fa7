/**
 * A task as the detail screen reads it: Dexie (works offline), refreshed from the API when
 * online. Opening a task online mirrors its people and their measurements (DESIGN §4).
 *
 * Storing a large task can take a while on a slow tablet (a 10,000-person task is some 16 MB of
 * text in IndexedDB, its two copies). So when storing takes a while, the people just fetched are
 * shown (with nothing of the task queued, they are exactly what the mirror will hold), and the
 * screen reads the mirror again once it holds them. Meanwhile `storing` is true: the task can be
 * looked through, and changes wait until it is stored. A first open shows the task as it arrives:
 * the first screenful of people (`headOf`; drawn by the first render when the route's preparation has it,
 * ./first-open.ts), then everyone before their measurements
 * (`measurementsPending`: nobody's panel opens yet), then the whole task.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { measuringApi } from '@/api/measuring';
import { db, type TaskPersonMirror } from '@/db/db';
import { PEOPLE_HEAD_SIZE, SHOW_AT_ONCE_FROM } from '@/domain/measuring/constants';
import { comparePeople } from '@/domain/measuring/people-order';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { snapshotRows } from '@/db/measuring-effects';
import type { FetchChanges, FetchTask, HandedOver } from '@/db/measuring-mirror';
import { getUserId } from '@/db/session';
import { isOnline } from '@/sync/network';
import { drawnAtOnce, everyoneFor, readyFirstPage, takeFirstPage } from './first-open';
import { useStoredTask } from './stored-task';
import { measuringKeys } from './measuring-keys';

/** A task stored sooner than this (a few hundred people) opens as before: from the mirror, no notice. */
const SHOW_FETCHED_AFTER_MS = 300;

/**
 * People fetched and not yet read back from the mirror; `at` is when the fetch ended, `stage` how
 * much of the task they are (HandedOver) and `total` how many people it has.
 */
type Fetched = { taskId: number; task: MeasuringTaskInfo; people: TaskPersonMirror[]; at: number; stage: HandedOver['stage']; total: number };

/**
 * The first page the route's preparation has for a first open of a large task (./first-open.ts), as the
 * refresh would hand it over: the first render draws it. The refresh then goes on as on any first
 * open; if it finds it must not show the page after all, it clears it (a failure, a write refused).
 */
function firstPageAtOnce(userId: number | null, taskId: number): Fetched | null {
  const ready = isOnline() ? readyFirstPage(userId, taskId) : null;
  if (!ready || !drawnAtOnce(ready)) return null;
  const people = snapshotRows(ready.list, []).sort(comparePeople);
  return { taskId, task: ready.task, people, at: Date.now(), stage: 'head', total: ready.count };
}

/** A catch-up's requests: the changes, then the task (its counters and revision), together. */
const fetchChanges =
  (taskId: number): FetchChanges =>
  async (since) => {
    const [changes, task] = await Promise.all([measuringApi.changes(taskId, since), measuringApi.taskInfo(taskId)]);
    return { changes, task };
  };

export function useTaskMirror(taskId: number) {
  const userId = getUserId();
  const client = useQueryClient();
  const { stored, listFirst } = useStoredTask(userId, taskId);
  // Not when the refresh has answered already (it would not run again to clear it).
  const [fetched, setFetched] = useState<Fetched | null>(() => (client.getQueryData(measuringKeys.taskMirror(taskId)) === undefined ? firstPageAtOnce(userId, taskId) : null));
  const query = useQuery({
    queryKey: measuringKeys.taskMirror(taskId),
    queryFn: async () => {
      const fetchTask: FetchTask = async (early) => {
        // A first open asks for the people, then their measurements: one after the other, the people
        // arrive sooner (a server answers the two in about the time of both), and the list shows them.
        // Otherwise the device shows what it holds meanwhile, and all three are asked at once.
        const later = early ? null : measuringApi.measurements(taskId);
        // Awaited below; until then a failure of it is not an unhandled one.
        later?.catch(() => undefined);
        // A first open asks for a screenful of people in list order before the rest: it comes in tens
        // of milliseconds where the whole of a large task takes seconds. The route's preparation may have
        // asked for it already, with its task (./first-open.ts); what is written to the device is
        // fetched after the refresh's checks, or before them with no acknowledgement since. The rest is
        // asked for once the screenful has come: on the embedded database a query holds the server's
        // only thread while it runs, so asked together the screenful waited for the whole (~1 s for
        // 10,000 people).
        const asked = userId === null ? null : await takeFirstPage(userId, taskId);
        const firstPage = early ? (asked ?? { task: measuringApi.taskInfo(taskId), head: measuringApi.people(taskId, PEOPLE_HEAD_SIZE) }) : null;
        const head = firstPage?.head ?? null;
        // Everyone asked for by the preparation, with their task, unless a change of the task was
        // acknowledged since (everyoneFor).
        const taken = early && asked ? everyoneFor(asked, early.ackSeen) : null;
        const own = () => ({
          task: measuringApi.taskInfo(taskId),
          people: head ? head.catch(() => undefined).then(() => measuringApi.people(taskId)) : measuringApi.people(taskId),
        });
        const parts = taken ? taken.then((t) => t ?? own()) : Promise.resolve(own());
        const everyone = parts.then((p) => p.people);
        const info = parts.then((p) => p.task);
        if (early && firstPage) {
          // Once the whole list has come (or failed) the head is too late to show; a failure of its
          // own is left to the whole list's request, which would fail alike.
          let late = false;
          everyone.then(() => (late = true), () => (late = true));
          Promise.all([firstPage.task, firstPage.head]).then(
            ([task, first]) => !late && first.count > first.list.length && early.head(task, first.list, first.count),
            () => undefined,
          );
        }
        const [task, people] = await Promise.all([info, everyone]);
        early?.people(task, people.list);
        const data = await (later ?? measuringApi.measurements(taskId));
        return { task, people: people.list, measurements: data.list };
      };
      let showing: ReturnType<typeof setTimeout> | undefined;
      const show = (handed: HandedOver | null) => {
        clearTimeout(showing);
        if (!handed) return setFetched(null);
        const at = Date.now();
        const people = () => [...handed.rows].sort(comparePeople);
        // The first page the first render drew (firstPageAtOnce) is this one: nothing to draw again.
        const shown = () => setFetched((was) => (handed.stage === 'head' && was?.taskId === taskId && was.stage === 'head' ? was : { taskId, task: handed.task, people: people(), at, stage: handed.stage, total: handed.total }));
        showing = setTimeout(shown, handed.total >= SHOW_AT_ONCE_FROM ? 0 : SHOW_FETCHED_AFTER_MS);
      };
      try {
        // Not with the screen's code: it brings the changes' schemas (use-person-changes.ts). A first
        // open's preparation has asked for it already (first-open.ts).
        const { catchUpTask, refreshTaskMirror } = await import('@/db/measuring-mirror');
        // A task this device holds catches up with what changed since: 50 people of
        // 10,000 move, not the whole task. A device that cannot (no revision held) fetches it all.
        const moved = userId === null ? null : await catchUpTask(db, userId, taskId, fetchChanges(taskId));
        if (moved !== null) return moved;
        // Changes may be replaying meanwhile: a fetch an acknowledgement overtook is not written.
        const fresh = userId === null ? null : await refreshTaskMirror(db, userId, taskId, fetchTask, show);
        // Every try raced an acknowledgement: nothing was written, the mirror stays what it shows.
        if (!fresh) setFetched(null);
        return fresh?.people.length ?? null;
      } catch (err) {
        setFetched(null);
        throw err;
      } finally {
        clearTimeout(showing);
      }
    },
    // A task the device holds, read early for a deep link, catches up once its list is on screen: begun
    // with the screen, the refresh's module (the changes' schemas) and its requests came before the
    // rows of a reopen (docs/speed.md).
    enabled: userId !== null && taskId > 0 && !listFirst,
    networkMode: 'online',
    retry: false,
    staleTime: 60_000,
  });
  const task = useLiveQuery(() => db.tasks.get(taskId), [taskId]);
  const caughtUp = stored !== undefined && fetched !== null && stored.stamp !== null && stored.stamp >= fetched.at;
  const storing = fetched !== null && fetched.taskId === taskId && !caughtUp;
  useEffect(() => {
    if (caughtUp) setFetched(null);
  }, [caughtUp]);
  const measurementsPending = storing && fetched.stage !== 'whole';
  // The people whole, for a person's panel: none while their measurements are still coming (a first
  // open) or while the people shown are their rows from the device's list copy (./stored-task.ts).
  const whole = storing ? (measurementsPending ? null : fetched.people) : stored && !stored.copy ? stored.people : null;

  return {
    userId,
    task: storing ? fetched.task : task?.data,
    /**
     * Whether this task's people were read: saved here, or fetched and being saved (undefined while
     * the device's copy is being read). People fetched are read whatever the device's read says:
     * it can wait behind the write that stores them, and the list's count waited with it.
     */
    onDevice: storing ? true : stored === undefined ? undefined : stored.stamp !== null,
    /** The people as the list shows them. */
    people: storing ? fetched.people : stored?.people,
    /** The people whole, where the panel finds the person picked: null while only rows are shown (`panelsWait`) or nothing is read yet. */
    whole,
    /** The people shown were fetched and are still being written to the device: changes wait. */
    storing,
    /** While the people shown are only the first of the task (in list order): how many it has. */
    headOf: storing && fetched.stage === 'head' ? fetched.total : null,
    /** The people shown came without their measurements, which are on their way: no progress is shown. */
    measurementsPending,
    /**
     * No person's panel opens yet: the people's measurements are still coming (a first open), or the
     * people shown are the device's list copy (./stored-task.ts) while the whole task is read.
     */
    panelsWait: whole === null && (storing || stored !== undefined),
    loading: (stored === undefined && !storing) || (query.isPending && query.fetchStatus === 'fetching' && !storing),
    error: query.error,
    refresh: query.refetch,
  };
}
