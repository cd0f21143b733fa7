import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { staffByStatusAndGender } from '@/domain/fast-order';
import type { Staff } from '@/ordering/state/fast-order-state';

export type StaffGenderChartProps = { staffs: readonly Staff[] };

/** A bar per measuring status (已量体, 待量体), split into men and women, scaled to the whole list. */
export function StaffGenderChart({ staffs }: StaffGenderChartProps) {
  const { t } = useTranslation('ordering');
  const rows = staffByStatusAndGender(staffs);
  const all = Math.max(1, staffs.length);
  return (
    <Stack gap={4} data-testid="staff-gender-chart" aria-label={t('team.genderChart.title')}>
      {rows.map((r) => (
        <Group key={r.status_id} gap="sm" wrap="nowrap" data-testid={`staff-gender-${r.status_id}`} data-male={r.male} data-female={r.female}>
          <Text size="xs" w={70}>
            {t(`team.status.${r.status_id}`)}
          </Text>
          <Progress.Root size="lg" style={{ flex: 1 }}>
            <Progress.Section value={(r.male / all) * 100} color="blue" aria-label={t('team.genderChart.male', { count: r.male })} />
            <Progress.Section value={(r.female / all) * 100} color="pink" aria-label={t('team.genderChart.female', { count: r.female })} />
          </Progress.Root>
          <Text size="xs" c="dimmed" w={150}>
            {t('team.genderChart.counts', { male: r.male, female: r.female })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
