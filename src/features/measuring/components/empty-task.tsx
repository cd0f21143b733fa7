import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';

/** `onImport`: absent while the task's own record is not here (the import names the task). */
type EmptyTaskProps = { onAdd: () => void; onImport?: () => void };

/**
 * A task with no one in it yet (its people read from the server or from this device): people are
 * added one by one here, or imported from a list. A company with no people on file needs no
 * spreadsheet before its first person.
 */
export function EmptyTask({ onAdd, onImport }: EmptyTaskProps) {
  const { t } = useTranslation('measuring');
  return (
    <Alert color="blue" title={t('ui.emptyTask')} mb="xs" data-testid="empty-task">
      <Text size="sm">{t('ui.emptyTaskHint')}</Text>
      <Group gap="sm" mt="sm">
        <Button onClick={onAdd}>{t('ui.addEmployee')}</Button>
        {onImport && (
          <Button variant="light" onClick={onImport}>
            {t('ui.importPeople')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
