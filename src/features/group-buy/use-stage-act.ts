import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/api/api-error';
import { groupKeys, reportGroupFailure } from '@/api/group-buy';
import { notify } from '@/ui/notify';

/** Runs a stage's call: says it was done, or why not (and reports the failure under `label`), and reads the group order again either way. */
export type StageAct = (run: () => Promise<unknown>, done: string, label: string) => Promise<boolean>;

export function useStageAct(): StageAct {
  const { t } = useTranslation('group_buy');
  const qc = useQueryClient();
  return useCallback(
    async (run, done, label) => {
      try {
        await run();
        notify.success(done);
        return true;
      } catch (err) {
        notify.error(failureText(err, t('needs_network')));
        reportGroupFailure(label, err);
        return false;
      } finally {
        await qc.invalidateQueries({ queryKey: groupKeys.all });
      }
    },
    [qc, t],
  );
}

/** A failed read of the screen (the order, its products, its people) is reported once per error too. */
export function useReportedFailure(label: string, error: unknown): void {
  useEffect(() => {
    if (error) reportGroupFailure(label, error);
  }, [label, error]);
}
