import { useTranslation } from '@/ui/i18n';
import { measuringApi } from '@/api/measuring';
import { failureText } from '@/api/api-error';
import { db } from '@/db/db';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { dropUnsavedOfTask } from './components/unsaved-measurements';

type TaskActionsArgs = {
  online: boolean;
  selectedTasks: MeasuringTaskInfo[];
  /** What follows any change to the list (spec 3 §4: back to page 1, size 10). */
  afterMutation: () => void;
};

/** The task list's actions that need the server: finishing a task and deleting the selected ones, each confirmed first. */
export function useTaskActions({ online, selectedTasks, afterMutation }: TaskActionsArgs) {
  const { t } = useTranslation('measuring');
  const blockedOffline = (messageKey: string) => {
    if (online) return false;
    notify.warning(t(messageKey));
    return true;
  };

  const finish = (task: MeasuringTaskInfo) =>
    confirmAction({
      title: t('ui.finish'),
      message: t('ui.finishConfirm'),
      confirmLabel: t('ui.confirm'),
      cancelLabel: t('ui.cancel'),
      onConfirm: async () => {
        if (blockedOffline('ui.needsNetwork')) return;
        try {
          await measuringApi.updateTask(task.id, 2, crypto.randomUUID());
          notify.success(t('updated'));
          afterMutation();
        } catch (err) {
          // e.g. finished meanwhile on another device: the server's message says so.
          notify.error(failureText(err, t('ui.needsNetwork')));
        }
      },
    });

  const remove = () => {
    if (!selectedTasks.length) return notify.warning(t('ui.selectOne'));
    confirmAction({
      title: t('ui.deleteTask'),
      message: t('ui.deleteTaskConfirm'),
      confirmLabel: t('ui.delete'),
      cancelLabel: t('ui.cancel'),
      danger: true,
      cancelled: t('ui.deleteCancelled'),
      onConfirm: async () => {
        if (blockedOffline('ui.needsNetwork')) return;
        try {
          await measuringApi.deleteTasks(selectedTasks.map((x) => x.id), crypto.randomUUID());
          await db.tasks.bulkDelete(selectedTasks.map((x) => x.id));
          selectedTasks.forEach((x) => dropUnsavedOfTask(x.id));
          notify.success(t('deleted'));
          afterMutation();
        } catch (err) {
          notify.error(`${t('ui.deleteTaskFailed')}: ${failureText(err, t('ui.needsNetwork'))}`);
        }
      },
    });
  };

  return { blockedOffline, finish, remove };
}
