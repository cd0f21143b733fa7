/**
 * Queues a change (applied to the mirror and appended to the outbox in one
 * transaction) and, when online, sends it at once. The caller gets control back as soon as the
 * change is safe on the device; the notification follows once the server has answered, and says
 * what really happened: saved, kept on the device, or refused.
 */
import { useCallback } from 'react';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import type { Mutation } from '@/db/db';
import { sendQueued, type QueuedChangeOutcome } from '@/sync/sync.client';

export type QueueChange = (queue: () => Promise<Mutation>, doneKey: string) => Promise<void>;

/** `ns` is the namespace of the screen's "done" keys (e.g. measuring's "saved"). */
export function useQueueChange(ns: string): QueueChange {
  const { t } = useTranslation(ns);
  const tell = useCallback(
    (outcome: QueuedChangeOutcome, doneKey: string) => {
      // Sent, and merged into another measurer's change to the same values: said until closed.
      if (outcome.state === 'sent' && outcome.conflicts?.length)
        return notify.warning(t('common:sync.savedWithConflicts', { names: outcome.conflicts.join(t('common:sync.nameSeparator')) }), { autoClose: false });
      if (outcome.state === 'sent') return notify.success(t(doneKey));
      if (outcome.state === 'failed') return notify.error(t('common:sync.failed', { message: outcome.message }));
      const why = outcome.reason === 'behind-failed' ? t('common:sync.queuedBehindFailed') : t('common:sync.queuedOffline');
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
