/**
 * The measuring task list (spec 3 §2): a page from the server while online, mirrored on the device
 * so it still shows offline (filters and paging need the network, spec 3 §4); offline, each task's
 * counters come from its mirrored people, which already show the changes queued here.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { measuringApi } from '@/api/measuring';
import { db } from '@/db/db';
import { readPeopleList } from '@/db/people-buckets';
import { stampMirror, useMirrorStamp } from '@/db/mirror-stamps';
import { MIRROR_STAMP } from '@/db/stamp-keys';
import { getUserId } from '@/db/session';
import { countPeople, type TaskCounts } from '@/domain/measuring/people-filter';
import { useOnline } from '@/sync/network';
import { measuringKeys } from './measuring-keys';

export type TaskListParams = { page: number; size: number; keywords: string | undefined; order_type: number };

export function useTaskList(params: TaskListParams) {
  const online = useOnline();
  const userId = getUserId();
  const list = useQuery({
    queryKey: measuringKeys.tasks(params),
    queryFn: async () => {
      const r = await measuringApi.taskList(params);
      // Mirror the rows so the list still shows offline (spec: filters are blocked offline).
      if (userId !== null) {
        await db.tasks.bulkPut(r.list.map((task) => ({ id: task.id, userId, data: task, fetchedAt: Date.now() })));
        await stampMirror(db, MIRROR_STAMP.tasks(userId));
      }
      return r;
    },
    networkMode: 'online',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const mirrored = useLiveQuery(async () => (userId === null ? [] : (await db.tasks.where('userId').equals(userId).reverse().sortBy('id')).map((r) => r.data)), [userId]);
  // Offline, the counters come from the mirrored people, which already show the changes queued on this device.
  const localCounts = useLiveQuery(async () => {
    const out = new Map<number, TaskCounts>();
    if (online) return out;
    for (const task of mirrored ?? []) {
      const { people } = await readPeopleList(db.peopleBuckets, task.id);
      if (people.length) out.set(task.id, countPeople(people));
    }
    return out;
  }, [online, mirrored]);
  const tasks = online && list.data ? list.data.list : (mirrored ?? []).map((task) => ({ ...task, ...localCounts?.get(task.id) }));
  const count = online && list.data ? list.data.count : tasks.length;
  const stamp = useMirrorStamp(db, userId === null ? null : MIRROR_STAMP.tasks(userId));
  // Nothing read, nothing saved here (offline, or a first fetch that failed): the list is not
  // "empty", it has never been on this device.
  const notOnDevice = !list.data && stamp === null && tasks.length === 0;
  // Nothing to show yet while the device's stamp is read or a first fetch is under way.
  const loading = !list.data && tasks.length === 0 && (stamp === undefined || list.fetchStatus === 'fetching');

  return { tasks, count, error: list.error, notOnDevice, loading };
}
