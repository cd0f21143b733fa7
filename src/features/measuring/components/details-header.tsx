import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';
import type { TaskCounts } from '@/domain/measuring/people-filter';

/** `counts`: none while the task's people are still coming. */
type DetailsHeaderProps = { taskName: string; counts: TaskCounts | undefined; onAdd: () => void };

/** The measuring detail's top line: back to the tasks, the task's name, its counters, add a person. */
export function DetailsHeader({ taskName, counts, onAdd }: DetailsHeaderProps) {
  const { t } = useTranslation('measuring');
  const navigate = useNavigate();
  return (
    <Group justify="space-between" mb="xs" wrap="wrap">
      <Group gap="xs">
        <Button size="xs" variant="subtle" onClick={() => navigate('/home/measuring-tasks')}>
          ← {t('ui.tasks')}
        </Button>
        <Title order={2} size="h4">{taskName}</Title>
      </Group>
      <Group gap="xs">
        {counts && (
          <Text size="sm" data-testid="task-counts">
            {t('ui.count.total')} {counts.total} · {t('ui.count.already')} {counts.already} · {t('ui.count.no')} {counts.no}
            {counts.partial > 0 && t('ui.partialOf', { n: counts.partial })} · {t('ui.count.no_sleeve')} {counts.no_sleeve} · {t('ui.count.repair')} {counts.repair}
          </Text>
        )}
        {counts && counts.conflicts > 0 && (
          <Badge color="red" data-testid="task-conflicts">
            {t('ui.count.conflicts')} {counts.conflicts}
          </Badge>
        )}
        <Button size="xs" onClick={onAdd}>
          {t('ui.addEmployee')}
        </Button>
      </Group>
    </Group>
  );
}
