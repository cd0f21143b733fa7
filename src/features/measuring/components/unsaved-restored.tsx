import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { localDateTime } from '@/ui/time';

type UnsavedRestoredProps = { at: number; name: string; onDiscard: () => void };

/** Says that the values on screen are unsaved ones the device kept, and offers to discard them (asked first). */
export function UnsavedRestored({ at, name, onDiscard }: UnsavedRestoredProps) {
  const { t } = useTranslation('measuring');
  const askDiscard = () =>
    confirmAction({
      title: t('ui.unsaved.discard'),
      message: t('ui.unsaved.discardConfirm', { name }),
      confirmLabel: t('ui.unsaved.discard'),
      cancelLabel: t('ui.cancel'),
      danger: true,
      onConfirm: () => {
        onDiscard();
        notify.plain(t('ui.unsaved.discarded'));
      },
    });
  return (
    <Alert color="blue" p="xs" data-testid="unsaved-restored" title={t('ui.unsaved.restored', { time: localDateTime(at) })}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{t('ui.unsaved.notSent')}</Text>
        <Button size="xs" variant="subtle" color="red" onClick={askDiscard}>
          {t('ui.unsaved.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
