/**
 * The changes the measuring detail screen makes to a task's people, each queued on the device
 * (mirror and outbox in one transaction) and sent at once when online: save a measurement, add or
 * delete a person, rename a department, save order info with its signature.
 */
import { useCallback } from 'react';
import { useTranslation } from '@/ui/i18n';
import { db } from '@/db/db';
import { changeBase } from '@/domain/measuring/change-base';
import type { AddPersonPayload, EditOrderInfoPayload, RenameDepartmentPayload, ResolveConflictPayload, SaveMeasurementPayload } from '@/domain/measuring/contract';
import { useQueueChange } from '@/data/use-queue-change';

/**
 * The mirror's module, which queues the changes: it brings their schemas (zod, the contract), some
 * 40 ms of this machine's main thread at full speed to evaluate, which a reopen would spend before
 * its list is drawn. It loads once the list is drawn and the browser idle (`preloadChanges`, by the
 * screen), or with the first change made before (a first open's preparation asks for it early:
 * first-open.ts).
 */
const mirror = () => import('@/db/measuring-mirror');
export const preloadChanges = (): Promise<unknown> => mirror();

type Who = { userId: number | null; taskId: number; clientId: number | null | undefined };

export function usePersonChanges({ userId, taskId, clientId }: Who) {
  const { t } = useTranslation('measuring');
  const queueChange = useQueueChange('measuring');
  const kind = (k: string) => t(`ui.kind.measuring.${k}`);

  const save = useCallback(
    async (payload: SaveMeasurementPayload, name: string): Promise<boolean> => {
      if (userId === null) return false;
      return queueChange(async () => (await mirror()).queueSaveMeasurement(db, userId, payload, `${t('ui.kind.measuring.save_measurement')}: ${name}`), 'saved');
    },
    // Stable while the person's name is not: the memoised person panel keeps its props.
    [userId, queueChange, t],
  );
  /** `rev`: the revision of the copy the measurer confirmed the delete on (a person changed since is kept, flagged). */
  const remove = useCallback(
    async (person: { id: number; truename: string; rev?: number | undefined }): Promise<boolean> => {
      if (userId === null) return false;
      const payload = { id: person.id, task_id: taskId, ...changeBase(person.rev) };
      return queueChange(async () => (await mirror()).queueDeletePerson(db, userId, payload, `${t('ui.kind.measuring.delete_person')}: ${person.truename}`), 'deleted');
    },
    [userId, taskId, queueChange, t],
  );
  // Each answers whether the change is on the device (useQueueChange says why not).
  const add = async (person: Omit<AddPersonPayload, 'task_id' | 'local_id'>): Promise<boolean> =>
    userId !== null && queueChange(async () => (await mirror()).queueAddPerson(db, userId, { task_id: taskId, ...person }, `${kind('add_person')}: ${person.truename}`), 'person_added');
  const renameDepartment = async (rename: Pick<RenameDepartmentPayload, 'company_name' | 'old_department_name' | 'department_name'>): Promise<boolean> => {
    if (userId === null) return false;
    const payload = { task_id: taskId, client_id: clientId ?? undefined, ...rename };
    return queueChange(async () => (await mirror()).queueRenameDepartment(db, userId, payload, `${kind('rename_department')}: ${rename.old_department_name} → ${rename.department_name}`), 'edited');
  };
  const saveOrderInfo = async (payload: EditOrderInfoPayload): Promise<boolean> => {
    if (userId === null) return false;
    const label = payload.repair_status_id ? t('ui.changeInfo') : t('ui.orderInfo');
    return queueChange(async () => (await mirror()).queueEditOrderInfo(db, userId, payload, `${label}: ${payload.truename}`), 'saved');
  };
  /** A measurer's choice for a person's fields in conflict, queued like any change. */
  const resolveConflict = useCallback(
    async (payload: Omit<ResolveConflictPayload, 'task_id'>, name: string): Promise<boolean> =>
      userId !== null && queueChange(async () => (await mirror()).queueResolveConflict(db, userId, { task_id: taskId, ...payload }, `${t('ui.kind.measuring.resolve_conflict')}: ${name}`), 'conflict_resolved'),
    [userId, taskId, queueChange, t],
  );
  return { save, remove, add, renameDepartment, saveOrderInfo, resolveConflict };
}
