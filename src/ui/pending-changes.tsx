import { Button } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';

/**
 * The header's pill of changes waiting on this device: their count and "send all". Drawn from its
 * props; what is waiting and the sending are the data layer's (`PendingChanges` in src/data).
 */
export function PendingChangesButton({ waiting, sending, onSend, fullWidth = false }: { waiting: number; sending: boolean; onSend: () => void; fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      loading={sending}
      onClick={onSend}
      data-testid="pending-changes"
      // In a narrow menu (the measuring screens' on a tablet) the label wraps instead of being cut
      // off, and the pill stays a finger-sized target however short its text.
      {...(fullWidth ? { fullWidth: true, h: 'auto', mih: 44, py: 6, styles: { label: { whiteSpace: 'normal' } } } : {})}
    >
      {t('sync.pending', { count: waiting })} · {t('sync.sendAll')}
    </Button>
  );
}
