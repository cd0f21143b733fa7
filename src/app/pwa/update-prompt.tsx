import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import { onServiceWorkerUpdate } from './service-worker';

/** Offers a new version; the reload happens only when the user clicks. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  useEffect(
    () =>
      onServiceWorkerUpdate((apply) => {
        notify.plain((
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('pwa.updateMessage')}</Text>
              {/* The prompt shows on every screen, the tablets' too: a finger-sized button. */}
              <Button size="xs" h={44} miw={44} onClick={apply}>
                {t('pwa.reload')}
              </Button>
            </Group>
          ), { id: 'sw-update', autoClose: false, title: t('pwa.updateTitle') });
      }),
    [t],
  );
  return null;
}
