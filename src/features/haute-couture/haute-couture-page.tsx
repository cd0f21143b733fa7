import { useState } from 'react';
import { Anchor, Badge, Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { measuredCount, CLEAR_DIMENSION_KEYS, type CoutureTask } from '@/domain/haute-couture/contract';
import { confirmAction } from '@/ui/confirm';
import { DataTable, pageOf, type Columns } from '@/ui/data-table';
import { SearchInput } from '@/ui/search-input';
import { localDateTime } from '@/ui/time';
import { TouchContext, touchClass } from '@/ui/touch';
import { useCoutureChanges, useCoutureTasks, type CoutureRow } from './api/use-couture-tasks';
import { TaskForm } from './components/task-form';
import { useListParams } from '@/data/use-list-params';

const PAGE_SIZE = 20;

/** A task's detail: by its server id, or by its uid while its first save is still on the device. */
export const coutureDetailPath = (row: Pick<CoutureRow, 'id' | 'uid'>) => `/home/custom-detail/${row.id > 0 ? row.id : row.uid}`;

const matches = (row: CoutureRow, keyword: string) => [row.cust_name, row.company, row.phone, row.measurer, row.store].some((v) => v.toLowerCase().includes(keyword.toLowerCase()));

/**
 * The haute-couture tasks (spec 3 §1 "haute-couture list"): read from the device's copy,
 * searched and paged here, so a measurer without signal still finds, opens and fills a task.
 */
export function HauteCouturePage() {
  const { t } = useTranslation('haute_couture');
  const { rows, stamp, refreshing } = useCoutureTasks();
  const { save, remove } = useCoutureChanges();
  const { keyword, page, setKeyword, setPage } = useListParams();
  const [editing, setEditing] = useState<{ task: CoutureTask | null; uid: string } | null>(null);
  const filtered = (rows ?? []).filter((r) => !keyword || matches(r, keyword));
  const view = pageOf(filtered, page, PAGE_SIZE);

  const askDelete = (row: CoutureRow) =>
    confirmAction({ title: t('delete'), message: t('confirm_delete', { name: row.cust_name }), danger: true, onConfirm: () => remove(row) });

  const columns: Columns<CoutureRow> = [
    {
      key: 'name',
      header: t('col.cust_name'),
      cell: (r) => (
        <Anchor component={Link} to={coutureDetailPath(r)} size="sm" data-testid="couture-link">
          {r.cust_name}
        </Anchor>
      ),
    },
    { key: 'gender', header: t('col.gender'), cell: (r) => t(`gender.${r.gender_id}`) },
    { key: 'company', header: t('col.company'), cell: (r) => r.company || '—' },
    { key: 'phone', header: t('col.phone'), cell: (r) => r.phone || '—', nowrap: true },
    { key: 'delivery', header: t('col.delivery_date'), cell: (r) => r.delivery_date || '—', nowrap: true },
    { key: 'store', header: t('col.store'), cell: (r) => r.store || '—' },
    { key: 'measurer', header: t('col.measurer'), cell: (r) => r.measurer || '—' },
    { key: 'measured', header: t('col.measured'), cell: (r) => `${measuredCount(r.clear_dimension)}/${CLEAR_DIMENSION_KEYS.length}`, nowrap: true },
    { key: 'updated', header: t('col.updated'), cell: (r) => localDateTime(r.update_time), nowrap: true },
    {
      key: 'state',
      header: t('col.state'),
      cell: (r) =>
        r.queued ? (
          <Badge color="orange" variant="light" data-testid="couture-pending">
            {t('pending')}
          </Badge>
        ) : null,
    },
    {
      key: 'actions',
      header: t('col.actions'),
      nowrap: true,
      // A measurer's task is its own to correct: its seller reads it (the server refuses a change too).
      cell: (r) =>
        r.editable === false ? (
          <Text size="sm" c="dimmed" data-testid="couture-read-only">
            {t('read_only')}
          </Text>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ task: r, uid: r.uid })} data-testid="couture-edit">
              {t('edit')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => askDelete(r)} data-testid="couture-delete">
              {t('delete')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <TouchContext.Provider value={true}>
      <Container size="xl" py="lg" className={touchClass}>
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2}>{t('title')}</Title>
          <Group gap="xs">
            <SearchInput label={t('search')} w={300} initial={keyword} onSearch={setKeyword} />
            <Button onClick={() => setEditing({ task: null, uid: crypto.randomUUID() })} data-testid="couture-new">
              {t('new')}
            </Button>
          </Group>
        </Group>
        <DataTable
          // Cards on a tablet: eleven columns do not fit 1024 px without scrolling sideways.
          cardsBelow="lg"
          rows={view.shown}
          rowKey={(r) => r.uid}
          columns={columns}
          numbered={{ header: t('col.seq'), first: view.first }}
          minWidth={1100}
          testId="couture-table"
          rowProps={(r) => ({ 'data-testid': 'couture-row', 'data-name': r.cust_name })}
          // Also while the device's stamp is read: until then "none" and "not on this device" are guesses.
          loading={rows === undefined || stamp === undefined || (stamp === null && refreshing)}
          empty={
            <Text c="dimmed" data-testid={stamp === null && (rows?.length ?? 0) === 0 ? 'couture-not-on-device' : 'couture-empty'}>
              {stamp === null && (rows?.length ?? 0) === 0 ? t('not_on_device') : t('empty')}
            </Text>
          }
          paging={{ page: view.current, pages: view.pages, onPage: setPage }}
        />
        {editing && <TaskForm opened task={editing.task} uid={editing.uid} onClose={() => setEditing(null)} onSave={save} />}
      </Container>
    </TouchContext.Provider>
  );
}
