import { Badge, Button, Container, Group, SegmentedControl, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { groupApi, groupKeys, type GroupRow } from '@/api/group-buy';
import { useOnline } from '@/sync/network';
import { DataTable, type Columns } from '@/ui/data-table';
import { listState } from '@/data/server-list-state';
import { localDateTime } from '@/ui/time';
import { useListParams } from '@/data/use-list-params';

const PAGE_SIZE = 10;
const FILTERS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** The seller's group orders by stage, newest first; each opens at its stage. */
export function GroupBuyPage() {
  const { t } = useTranslation('group_buy');
  const online = useOnline();
  const { page, filters, setPage, setFilter } = useListParams({ filters: { stage: '0' as string }, allowed: { stage: FILTERS } });
  const { stage } = filters;
  const list = useQuery({ queryKey: groupKeys.list(Number(stage), page), queryFn: () => groupApi.list(Number(stage), page, PAGE_SIZE), placeholderData: keepPreviousData, refetchOnMount: 'always' });

  const columns: Columns<GroupRow> = [
    { key: 'id', header: t('col.id'), cell: (r) => `#${r.id}`, nowrap: true },
    { key: 'company', header: t('col.company'), cell: (r) => r.company_name || '—', minWidth: 160 },
    { key: 'contacts', header: t('col.contacts'), cell: (r) => r.contacts || '—' },
    { key: 'pieces', header: t('col.pieces'), cell: (r) => r.pieces },
    { key: 'stage', header: t('col.stage'), cell: (r) => <Badge variant="light" color={r.stage === 6 ? 'teal' : 'blue'}>{t(`stages.${r.stage}`)}</Badge> },
    { key: 'updated', header: t('col.updated'), cell: (r) => localDateTime(r.update_time), nowrap: true },
    {
      key: 'open',
      header: '',
      cell: (r) => (
        <Button size="compact-sm" variant="subtle" component={Link} to={`/home/groupPurchase/${r.id}`} data-testid="group-open">
          {t('open')}
        </Button>
      ),
    },
  ];

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2}>{t('title')}</Title>
        <Button component={Link} to="/home/groupPurchase/new" data-testid="group-new">
          {t('new')}
        </Button>
      </Group>
      <SegmentedControl
        mb="md"
        value={stage}
        onChange={(v) => setFilter('stage', v)}
        data={FILTERS.map((s) => ({ value: s, label: s === '0' ? t('all') : t(`stages.${s}`) }))}
        data-testid="group-stage-filter"
      />
      <DataTable
        cardsBelow="md"
        rows={list.data?.list ?? []}
        rowKey={(r) => r.id}
        columns={columns}
        {...listState(list, online, { empty: t('list_empty'), unreachable: t('needs_network') })}
        testId="group-table"
        rowProps={(r) => ({ 'data-testid': 'group-row', 'data-id': r.id })}
        paging={{ page, pages: Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE)), onPage: setPage }}
      />
    </Container>
  );
}
