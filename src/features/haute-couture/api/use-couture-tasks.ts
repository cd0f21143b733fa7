/**
 * The haute-couture tasks a screen shows: the device's mirror (so the list and the detail work
 * without signal), refreshed from the server when online, with the tasks that still have a change
 * waiting in the outbox marked.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { useTranslation } from '@/ui/i18n';
import { hauteCoutureApi } from '@/api/haute-couture';
import { db } from '@/db/db';
import { coutureKinds, queueCoutureDelete, queueCoutureSave, saveCoutureSnapshot } from '@/db/haute-couture-mirror';
import { useMirrorStamp } from '@/db/mirror-stamps';
import { MIRROR_STAMP } from '@/db/stamp-keys';
import { getUserId } from '@/db/session';
import type { CoutureTask, CoutureTaskValues } from '@/domain/haute-couture/contract';
import { useQueueChange } from '@/data/use-queue-change';

export const coutureMirrorKey = ['haute-couture', 'mirror'] as const;

export type CoutureRow = CoutureTask & { uid: string; queued: boolean };

export function useCoutureTasks() {
  const userId = getUserId();
  const refresh = useQuery({
    queryKey: [...coutureMirrorKey, userId],
    queryFn: async () => {
      const tasks = await hauteCoutureApi.all();
      if (userId !== null) await saveCoutureSnapshot(db, userId, tasks);
      return tasks.length;
    },
    enabled: userId !== null,
    networkMode: 'online',
    retry: false,
    staleTime: 10_000,
  });
  const rows = useLiveQuery(async (): Promise<CoutureRow[]> => {
    if (userId === null) return [];
    const [tasks, waiting] = await Promise.all([db.coutureTasks.where('userId').equals(userId).toArray(), db.outbox.where('kind').anyOf(coutureKinds).toArray()]);
    const queued = new Set(waiting.map((m) => (m.payload as { uid?: string }).uid));
    return tasks
      .filter((t) => !t.deleted)
      .map((t) => ({ ...t.data, uid: t.uid, queued: queued.has(t.uid) }))
      .sort((a, b) => b.update_time.localeCompare(a.update_time));
  }, [userId]);
  const stamp = useMirrorStamp(db, userId === null ? null : MIRROR_STAMP.couture(userId));
  return { userId, rows, stamp, refreshing: refresh.isFetching, refreshFailed: refresh.isError };
}

/** Save and delete, queued on the device and sent at once when online; each answers whether it is on the device. */
export function useCoutureChanges() {
  const { t } = useTranslation('haute_couture');
  const queueChange = useQueueChange('haute_couture');
  const save = useCallback(
    async (task: CoutureTaskValues): Promise<boolean> => {
      const userId = getUserId();
      return userId !== null && queueChange(() => queueCoutureSave(db, userId, task, `${t('kind.save')}: ${task.cust_name}`), 'saved');
    },
    [queueChange, t],
  );
  const remove = useCallback(
    async (task: { uid: string; cust_name: string }): Promise<boolean> => {
      const userId = getUserId();
      return userId !== null && queueChange(() => queueCoutureDelete(db, userId, task.uid, `${t('kind.delete')}: ${task.cust_name}`), 'deleted');
    },
    [queueChange, t],
  );
  return { save, remove };
}
