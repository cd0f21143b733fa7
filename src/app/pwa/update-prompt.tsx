import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { onServiceWorkerUpdate } from './service-worker';

/** Offers a new version; the reload happens only when the user clicks. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  useEffect(
    () =>
      onServiceWorkerUpdate((apply) => {
        notifications.show({
          id: 'sw-update',
          autoClose: false,
          title: t('pwa.updateTitle'),
          message: (
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('pwa.updateMessage')}</Text>
              <Button size="xs" onClick={apply}>
                {t('pwa.reload')}
              </Button>
            </Group>
          ),
        });
      }),
    [t],
  );
  return null;
}
