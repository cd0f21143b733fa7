import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { checkOnline, useOnline } from '@/sync/network';
import { useOutboxCount, useSyncStatus } from '@/sync/use-sync';
import { notify } from '@/ui/notify';
import { PendingChangesButton } from '@/ui/pending-changes';
import { notifyReplayOutcome, startReplay } from './replay-outcome';

/**
 * Changes waiting on this device, on every screen: while the server is reachable and changes are
 * queued, their count and a button that sends them all, in order, so nothing typed offline is
 * forgotten on the device. Sending stays a person's choice; the cache viewer's setting can make it
 * happen by itself when back online.
 */
export function PendingChanges({ userId, fullWidth = false }: { userId: number | null; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const counts = useOutboxCount(userId);
  const status = useSyncStatus();
  const qc = useQueryClient();
  const waiting = (counts?.pending ?? 0) + (counts?.failed ?? 0);
  if (!online || waiting === 0) return null;

  const sendAll = async () => {
    if (!(await checkOnline())) return notify.warning(t('sync.later'));
    // The engine loads when first used: the header is on the first screen, which loads without it.
    const out = await startReplay(async () => (await import('@/sync/sync.client')).submitAll());
    if (!out) return;
    // Every screen's lists may show what was just sent.
    await qc.invalidateQueries();
    notifyReplayOutcome(out, t('sync.sent', { count: out.sent }));
  };

  return <PendingChangesButton waiting={waiting} sending={status.running} onSend={() => void sendAll()} fullWidth={fullWidth} />;
}
