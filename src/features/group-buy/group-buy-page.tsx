import { Badge, Button, Container, SegmentedControl } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { groupApi, groupKeys, type GroupRow } from '@/api/group-buy';
import { type Columns } from '@/ui/data-table';
import { ServerListTable } from '@/data/server-list-table';
import { PageHeader } from '@/ui/page-header';
import { localDateTime } from '@/ui/time';
import { useListParams } from '@/data/use-list-params';

const PAGE_SIZE = 10;
const FILTERS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** The seller's group orders by stage, newest first; each opens at its stage. */
export function GroupBuyPage() {
  const { t } = useTranslation('group_buy');
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
      <PageHeader title={t('title')}>
        <Button component={Link} to="/home/groupPurchase/new" data-testid="group-new">
          {t('new')}
        </Button>
      </PageHeader>
      <SegmentedControl
        mb="md"
        value={stage}
        onChange={(v) => setFilter('stage', v)}
        data={FILTERS.map((s) => ({ value: s, label: s === '0' ? t('all') : t(`stages.${s}`) }))}
        data-testid="group-stage-filter"
      />
      <ServerListTable
        query={list}
        texts={{ empty: t('list_empty'), unreachable: t('needs_network') }}
        cardsBelow="md"
        rowKey={(r) => r.id}
        columns={columns}
        testId="group-table"
        rowProps={(r) => ({ 'data-testid': 'group-row', 'data-id': r.id })}
        paging={{ page, perPage: PAGE_SIZE, onPage: setPage }}
      />
    </Container>
  );
}
