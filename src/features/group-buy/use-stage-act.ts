import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/ui/i18n';
import { groupKeys, reportGroupFailure } from '@/api/group-buy';
import { useServerAction } from '@/data/use-server-action';

/** Runs a stage's call as every server action runs, and reports a failure under `label` (spec 2 §7). */
export type StageAct = (run: () => Promise<unknown>, done: string, label: string) => Promise<boolean>;

export function useStageAct(): StageAct {
  const { t } = useTranslation('group_buy');
  const act = useServerAction({ unanswered: t('needs_network'), refresh: groupKeys.all });
  return useCallback((run, done, label) => act(run, done, (err) => reportGroupFailure(label, err)), [act]);
}

/** A failed read of the screen (the order, its products, its people) is reported once per error too. */
export function useReportedFailure(label: string, error: unknown): void {
  useEffect(() => {
    if (error) reportGroupFailure(label, error);
  }, [label, error]);
}
