/**
 * Queues a change of measuring detail (applied to the mirror and appended to the outbox in one
 * transaction) and, when online, sends it at once. The caller gets control back as soon as the
 * change is safe on the device; the notification follows once the server has answered, and says
 * what really happened: saved, kept on the device, or refused.
 */
import { useCallback } from 'react';
import { notify } from '@/ui/notify';
import { useTranslation } from 'react-i18next';
import type { Mutation } from '@/db/db';
import { sendQueued, type QueuedChangeOutcome } from '@/sync/sync.client';

export type QueueChange = (queue: () => Promise<Mutation>, doneKey: string) => Promise<void>;

export function useQueueChange(): QueueChange {
  const { t } = useTranslation('measuring');
  const tell = useCallback(
    (outcome: QueuedChangeOutcome, doneKey: string) => {
      if (outcome.state === 'sent') return notify.success(t(doneKey));
      if (outcome.state === 'failed') return notify.error(t('common:sync.failed', { message: outcome.message }));
      const why = outcome.reason === 'behind-failed' ? t('ui.queuedBehindFailed') : t('ui.queuedOffline');
      return notify.warning(`${t(doneKey)} · ${why}`);
    },
    [t],
  );
  return useCallback(
    async (queue, doneKey) => {
      const m = await queue();
      void sendQueued(m).then((outcome) => tell(outcome, doneKey));
    },
    [tell],
  );
}
