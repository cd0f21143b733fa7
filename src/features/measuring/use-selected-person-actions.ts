import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { TaskPersonMirror } from '@/db/db';
import type { SaveMeasurementPayload } from '@/domain/measuring/contract';
import type { FieldValue } from '@/domain/measuring/person-fields';
import { confirmAction } from '@/ui/confirm';
import { readStoredPerson } from './api/stored-task';
import { dropUnsaved, keepUnsaved, readUnsaved, unsavedKey } from './components/unsaved-measurements';
import type { usePersonChanges } from './api/use-person-changes';
import type { DetailsDialog } from './components/details-dialogs';

type SelectedPersonActionsArgs = {
  /** The person the panel shows: every action stays with them until the panel follows a new pick. */
  selected: TaskPersonMirror | null;
  /** False (and said) while the task is still being stored on the device. */
  ready: () => boolean;
  changes: ReturnType<typeof usePersonChanges>;
  selectKey: (key: string | null) => void;
  setDialog: (dialog: DetailsDialog) => void;
};

/**
 * What the person panel does: save, resolve a conflict, delete, open the order info. Save, resolve
 * and order info keep their identity while the person does, so the memoised panel does not
 * re-render as the lists around it change.
 */
export function useSelectedPersonActions({ selected, ready, changes, selectKey, setDialog }: SelectedPersonActionsArgs) {
  const { t } = useTranslation('measuring');
  const selectedName = selected?.truename ?? '';
  const selectedTask = selected?.taskId;
  const selectedId = selected?.id;
  // The person shown now: order info read for one the measurer has since left does not open.
  const shownKey = useRef(selected?.key);
  useEffect(() => {
    shownKey.current = selected?.key;
  }, [selected?.key]);
  const openOrderInfo = useCallback(
    async (repair: number) => {
      if (selectedTask === undefined || selectedId === undefined || !ready()) return;
      // From the device, not the live list: order info saved a moment ago is not in the list yet.
      const row = await readStoredPerson(selectedTask, selectedId).catch(() => undefined);
      // Not on the device any more (deleted here or by a catch-up), or no longer shown: nothing opens.
      if (row && shownKey.current === row.key) setDialog({ kind: 'order', repair, person: row.data.person });
    },
    [ready, setDialog, selectedTask, selectedId],
  );
  const saveChange = changes.save;
  const save = useCallback(
    async (payload: SaveMeasurementPayload) => (ready() ? saveChange(payload, selectedName) : false),
    [ready, saveChange, selectedName],
  );

  const resolveChange = changes.resolveConflict;
  const resolve = useCallback(
    async (fields: Record<string, FieldValue>) => {
      if (selectedId !== undefined && ready()) await resolveChange({ user_id: selectedId, fields }, selectedName);
    },
    [ready, resolveChange, selectedId, selectedName],
  );

  // The memoised person panel keeps its props while the selection does: a key typed in the people
  // filter renders the list, not the open person.
  const removeChange = changes.remove;
  const removeSelected = useCallback(() => {
    const p = selected;
    if (!p || !ready()) return;
    confirmAction({
      title: t('ui.deletePerson'),
      message: t('ui.deletePersonConfirm', { name: p.truename }),
      confirmLabel: t('ui.delete'),
      cancelLabel: t('ui.cancel'),
      danger: true,
      cancelled: t('ui.deleteCancelled'),
      onConfirm: async () => {
        // The values kept unsaved go before the person leaves the device's list, so the list's
        // next read does not take them for a person removed elsewhere (useSettledUnsaved); they
        // come back if the delete could not be queued.
        const key = unsavedKey(p.key);
        const kept = readUnsaved(key);
        dropUnsaved(key);
        let queued = false;
        try {
          queued = await removeChange({ id: p.id, truename: p.truename, rev: p.data.person.rev });
        } finally {
          if (!queued && kept) keepUnsaved(key, kept);
        }
        selectKey(null);
      },
    });
  }, [selected, ready, t, removeChange, selectKey]);

  return { save, resolve, removeSelected, openOrderInfo };
}
