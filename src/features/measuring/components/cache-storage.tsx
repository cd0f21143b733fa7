import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { formatBytes, requestPersistentStorage, type StorageEstimateInfo } from '@/sync/storage';

type CacheStorageProps = { estimate: StorageEstimateInfo; onPersisted: () => void };

/** How much of the browser's storage the app uses, and whether it is kept from eviction (asked for when it is not). */
export function CacheStorage({ estimate, onPersisted }: CacheStorageProps) {
  const { t } = useTranslation('measuring');
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t('ui.cache.storage', { usage: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}
      </Text>
      {estimate.persisted ? (
        <Badge color="teal" variant="light">
          {t('ui.cache.persisted')}
        </Badge>
      ) : (
        <Button size="xs" variant="subtle" onClick={() => void requestPersistentStorage().then(onPersisted)}>
          {t('ui.cache.persist')}
        </Button>
      )}
    </Group>
  );
}
