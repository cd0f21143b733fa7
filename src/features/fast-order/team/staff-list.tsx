import { Button, Group, Pagination, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { confirmAction } from '@/ui/confirm';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { Staff, TeamConfig } from '@/ordering/state/fast-order-state';
import { EmployeeDetail } from './employee-detail';
import { EmployeeDialog } from './employee-dialog';
import { MoveDialog } from './move-dialog';
import { StaffGenderChart } from './staff-gender-chart';
import { StaffTable } from './staff-table';

/** spec 2 §9: the employee list pages by 5 by default, with 5, 10, 15, 20 or 30 per page. */
const PAGE_SIZES = ['5', '10', '15', '20', '30'];

export type StaffListProps = { index: CatalogueIndex; config: TeamConfig; titleOf: (c: TeamConfig) => string };

/** 查看员工: status and name filters, paging, modify and delete; 添加员工 and 调入员工. */
export function StaffList({ index, config, titleOf }: StaffListProps) {
  const { t } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const [status, setStatus] = useState('0');
  const [name, setName] = useState('');
  const [department, setDepartment] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState('5');
  const [editing, setEditing] = useState<Staff | null | 'new'>(null);
  const [moving, setMoving] = useState(false);
  const [viewing, setViewing] = useState<Staff | null>(null);
  const all = useMemo(() => state.team.staffs.filter((s) => s.config_id === config.id), [state.team.staffs, config.id]);
  const shown = useMemo(
    () =>
      all.filter(
        (s) => (status === '0' || String(s.status_id) === status) && (!department || s.department_name === department) && s.truename.includes(name.trim()),
      ),
    [all, status, department, name],
  );
  const per = Number(size);
  const pages = Math.max(1, Math.ceil(shown.length / per));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * per, current * per);

  const remove = (s: Staff) =>
    confirmAction({
      title: t('team.removeEmployee'),
      message: t('team.removeEmployeeConfirm', { name: s.truename }),
      danger: true,
      cancelled: t('deleteCancelled'),
      onConfirm: () => dispatch({ type: 'removeStaff', id: s.id }),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <SegmentedControl
            size="xs"
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            data={[
              { value: '0', label: t('team.status.0') },
              { value: '1', label: t('team.status.1') },
              { value: '2', label: t('team.status.2') },
            ]}
          />
          <Select
            size="xs"
            w={150}
            clearable
            placeholder={t('team.department')}
            aria-label={t('team.department')}
            data={[...new Set(all.map((s) => s.department_name).filter(Boolean))]}
            value={department}
            onChange={(v) => {
              setDepartment(v);
              setPage(1);
            }}
          />
          <TextInput size="xs" w={180} placeholder={t('team.searchName')} aria-label={t('team.searchName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setMoving(true)} data-testid="move-staff">
            {t('team.moveStaff')}
          </Button>
          <Button size="xs" onClick={() => setEditing('new')} data-testid="add-employee">
            {t('team.addEmployee')}
          </Button>
        </Group>
      </Group>
      {all.length > 0 && <StaffGenderChart staffs={all} />}
      <StaffTable rows={rows} first={(current - 1) * per + 1} count={all.length} configTitle={titleOf(config)} onView={setViewing} onEdit={setEditing} onRemove={remove} />
      <Group justify="flex-end" gap="sm">
        <Select size="xs" w={80} aria-label={t('common:paging.perPage')} data={PAGE_SIZES} value={size} onChange={(v) => v && (setSize(v), setPage(1))} allowDeselect={false} />
        <Pagination size="sm" total={pages} value={current} onChange={setPage} />
      </Group>
      <EmployeeDialog index={index} config={config} staff={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <EmployeeDetail index={index} staff={viewing} onClose={() => setViewing(null)} />
      <MoveDialog index={index} target={config} opened={moving} onClose={() => setMoving(false)} titleOf={titleOf} />
    </Stack>
  );
}
