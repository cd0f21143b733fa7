import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { Staff } from '@/ordering/state/fast-order-state';
import { CloseIcon, PencilIcon } from '@/ui/icons';

type StaffTableProps = {
  /** The page of employees shown, numbered from `first`. */
  rows: Staff[];
  first: number;
  /** How many employees the configuration has (the tests read it). */
  count: number;
  configTitle: string;
  onView: (s: Staff) => void;
  onEdit: (s: Staff) => void;
  onRemove: (s: Staff) => void;
};

/** A page of a configuration's employees: name (opens the detail), body data, department, status, modify and delete. */
export function StaffTable({ rows, first, count, configTitle, onView, onEdit, onRemove }: StaffTableProps) {
  const { t } = useTranslation('ordering');
  return (
    <Table striped withTableBorder fz="sm" data-testid="staff-table" data-count={count}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('team.col.no')}</Table.Th>
          <Table.Th>{t('team.truename')}</Table.Th>
          <Table.Th>{t('user.user_sex')}</Table.Th>
          <Table.Th>{t('user.user_height')}</Table.Th>
          <Table.Th>{t('user.user_weight')}</Table.Th>
          <Table.Th>{t('team.department')}</Table.Th>
          <Table.Th>{t('team.col.config')}</Table.Th>
          <Table.Th>{t('team.col.status')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={9}>
              <Text c="dimmed" ta="center" size="sm">
                {t('team.noStaff')}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((s, i) => (
          <Table.Tr key={s.id} data-testid="staff-row">
            <Table.Td>{first + i}</Table.Td>
            <Table.Td>
              <Anchor component="button" type="button" size="sm" onClick={() => onView(s)}>
                {s.truename}
              </Anchor>
            </Table.Td>
            <Table.Td>{t(`sex.${s.gender_id}`)}</Table.Td>
            <Table.Td>{s.height ?? '—'}</Table.Td>
            <Table.Td>{s.weight ?? '—'}</Table.Td>
            <Table.Td>{s.department_name || '—'}</Table.Td>
            <Table.Td>{configTitle}</Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={s.status_id === 1 ? 'teal' : 'orange'}>
                {t(`team.status.${s.status_id}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon size="sm" variant="subtle" onClick={() => onEdit(s)} aria-label={t('team.editEmployee')}>
                  <PencilIcon />
                </ActionIcon>
                <ActionIcon size="sm" variant="subtle" color="red" onClick={() => onRemove(s)} aria-label={t('team.removeEmployee')}>
                  <CloseIcon />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
