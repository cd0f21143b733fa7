import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/api/api-error';
import { groupKeys } from '@/api/group-buy';
import { notify } from '@/ui/notify';

/** Runs a stage's call: says it was done, or why not, and reads the group order again either way. */
export type StageAct = (run: () => Promise<unknown>, done: string) => Promise<boolean>;

export function useStageAct(): StageAct {
  const { t } = useTranslation('group_buy');
  const qc = useQueryClient();
  return useCallback(
    async (run, done) => {
      try {
        await run();
        notify.success(done);
        return true;
      } catch (err) {
        notify.error(failureText(err, t('needs_network')));
        return false;
      } finally {
        await qc.invalidateQueries({ queryKey: groupKeys.all });
      }
    },
    [qc, t],
  );
}
