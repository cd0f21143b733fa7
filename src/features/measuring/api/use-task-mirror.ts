/**
 * A task as the detail screen reads it: Dexie (works offline), refreshed from the API when
 * online. Opening a task online mirrors its people and their measurements (DESIGN §4).
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { measuringApi } from '@/api/measuring';
import { db, type TaskPersonMirror } from '@/db/db';
import { refreshTaskMirror, taskSnapshotKey } from '@/db/measuring-mirror';
import { useMirrorStamp } from '@/db/mirror-stamps';
import { getUserId } from '@/db/session';
import { measuringKeys } from './measuring-keys';

function byCompanyDepartment(a: TaskPersonMirror, b: TaskPersonMirror): number {
  return a.company_name.localeCompare(b.company_name) || a.department_name.localeCompare(b.department_name) || a.id - b.id;
}

export function useTaskMirror(taskId: number) {
  const userId = getUserId();
  const query = useQuery({
    queryKey: measuringKeys.taskMirror(taskId),
    queryFn: async () => {
      const fetchTask = async () => {
        const [task, people, data] = await Promise.all([measuringApi.taskInfo(taskId), measuringApi.people(taskId), measuringApi.measurements(taskId)]);
        return { task, people: people.list, measurements: data.list };
      };
      // Changes may be replaying meanwhile: a fetch an acknowledgement overtook is not written.
      const fresh = userId === null ? null : await refreshTaskMirror(db, userId, taskId, fetchTask);
      return fresh?.people.length ?? null;
    },
    enabled: userId !== null && taskId > 0,
    networkMode: 'online',
    retry: false,
    staleTime: 60_000,
  });
  const task = useLiveQuery(() => db.tasks.get(taskId), [taskId]);
  const people = useLiveQuery(async () => (await db.taskPeople.where('taskId').equals(taskId).toArray()).sort(byCompanyDepartment), [taskId]);
  const stamp = useMirrorStamp(db, taskSnapshotKey(taskId));
  return {
    userId,
    task: task?.data,
    /** Whether this task's people were ever saved here (undefined while reading). */
    onDevice: stamp === undefined ? undefined : stamp !== null,
    people,
    loading: people === undefined || (query.isPending && query.fetchStatus === 'fetching'),
    error: query.error,
    refresh: query.refetch,
  };
}
