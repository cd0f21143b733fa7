import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';
import type { TaskCounts } from '@/domain/measuring/people-filter';

/** `counts`: none while the task's people are still coming. */
type DetailsHeaderProps = { taskName: string; counts: TaskCounts | undefined; onAdd: () => void };

/**
 * The measuring detail's top line: back to the tasks, the task's name, its counters, add a person.
 * One line whatever the name's length: the counters come with everyone and, wrapped to a line of
 * their own under a long name on a tablet, moved the whole list down under the measurer's finger. A
 * name or counters too long for the line end in an ellipsis, in full on hover (the menu on the left
 * counts each status too).
 */
export function DetailsHeader({ taskName, counts, onAdd }: DetailsHeaderProps) {
  const { t } = useTranslation('measuring');
  const navigate = useNavigate();
  const counted = counts
    ? `${t('ui.count.total')} ${counts.total} · ${t('ui.count.already')} ${counts.already} · ${t('ui.count.no')} ${counts.no}${counts.partial > 0 ? t('ui.partialOf', { n: counts.partial }) : ''} · ${t('ui.count.no_sleeve')} ${counts.no_sleeve} · ${t('ui.count.repair')} ${counts.repair}`
    : null;
  return (
    <Group justify="space-between" mb="xs" wrap="nowrap">
      {/* The name before the counters: it gives way only past 60% of the line. */}
      <Group gap="xs" wrap="nowrap" miw={0} maw="60%" style={{ flexShrink: 0 }}>
        <Button size="xs" variant="subtle" onClick={() => navigate('/home/measuring-tasks')} style={{ flexShrink: 0 }}>
          ← {t('ui.tasks')}
        </Button>
        <Title order={2} size="h4" lineClamp={1} title={taskName}>
          {taskName}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap" miw={0}>
        {counted && (
          <Text size="sm" truncate title={counted} data-testid="task-counts">
            {counted}
          </Text>
        )}
        {counts && counts.conflicts > 0 && (
          <Badge color="red" data-testid="task-conflicts" style={{ flexShrink: 0 }}>
            {t('ui.count.conflicts')} {counts.conflicts}
          </Badge>
        )}
        <Button size="xs" onClick={onAdd} style={{ flexShrink: 0 }}>
          {t('ui.addEmployee')}
        </Button>
      </Group>
    </Group>
  );
}
