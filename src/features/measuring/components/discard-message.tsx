import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';

type DiscardMessageProps = { dependents: { id: string; summary: string }[] };

/** The question before deleting a queued change, naming the later changes that go with it (they could never be sent). */
export function DiscardMessage({ dependents }: DiscardMessageProps) {
  const { t } = useTranslation('measuring');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('ui.cache.deleteConfirm')}</Text>
      {dependents.length > 0 && (
        <>
          <Text size="sm" c="red">
            {t('ui.cache.deleteDependents', { count: dependents.length })}
          </Text>
          <Text size="xs" c="dimmed" component="ul" m={0}>
            {dependents.map((d) => (
              <li key={d.id}>{d.summary}</li>
            ))}
          </Text>
        </>
      )}
    </Stack>
  );
}
