/**
 * Queues a change (applied to the mirror and appended to the outbox in one
 * transaction) and, when online, sends it at once. The caller gets control back as soon as the
 * change is safe on the device; the notification follows once the server has answered, and says
 * what really happened: saved, kept on the device, or refused. A change the device's storage
 * refused (full, or evicted) is said at once and answered false: the caller keeps what the user
 * typed on screen (an open dialog, a measurement's draft) for another try.
 */
import { useCallback } from 'react';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import type { Mutation } from '@/db/db';
import { sendQueued, type QueuedChangeOutcome } from '@/sync/sync.client';
import { keptOnDevice } from './kept-on-device';

/** True once the change is on the device; false when the device refused it (said to the user). */
export type QueueChange = (queue: () => Promise<Mutation>, doneKey: string) => Promise<boolean>;

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
      const m = await keptOnDevice(queue);
      if (m === null) return false;
      // Kept on the device whatever happens next: a send that could not even start leaves it queued.
      void sendQueued(m)
        .catch((): QueuedChangeOutcome => ({ state: 'queued', reason: 'offline', acknowledged: 0 }))
        .then((outcome) => tell(outcome, doneKey));
      return true;
    },
    [tell],
  );
}
