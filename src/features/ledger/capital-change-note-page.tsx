import { Alert, Container, Group, Select, Text } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { getBalanceLog, orderKeys } from '@/api/orders';
import { useOnline } from '@/sync/network';
import { DataTable, pageCount, type Column } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { SearchInput } from '@/ui/search-input';
import type { BalanceLogRow } from '@/domain/orders/wire';
import { localDateTime } from '@/ui/time';
import { useListParams } from '@/data/use-list-params';
import { listState } from '@/data/server-list-state';

const PAGE_SIZE = 10;


/** The type filter: every change (0), or one kind of it. */
const LEDGER_TYPES = ['0', '1', '2', '3'];

/** Spec 1 §2 balance change records, from the real ledger: search, type filter, current balance. */
export function CapitalChangeNotePage() {
  const { t, i18n } = useTranslation('ledger');
  const online = useOnline();
  const { keyword: skey, page, filters, setKeyword, setPage, setFilter } = useListParams({ filters: { type: '0' }, allowed: { type: LEDGER_TYPES } });
  const { type } = filters;
  const params = { page, size: PAGE_SIZE, skey: skey || undefined, type: Number(type) || undefined };
  const log = useQuery({
    queryKey: [...orderKeys.ledger(params), i18n.language],
    queryFn: () => getBalanceLog(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { data, isError } = log;
  const pages = pageCount(data?.total ?? 0, PAGE_SIZE);
  const columns: Column<BalanceLogRow>[] = [
    { key: 'date', header: t('col.date'), cell: (r) => localDateTime(r.date), nowrap: true },
    { key: 'type', header: t('col.type'), cell: (r) => t(`type.${r.type}`, { defaultValue: r.type_name }) },
    { key: 'order', header: t('col.order'), cell: (r) => r.orderId || '—' },
    { key: 'category', header: t('col.category'), cell: (r) => r.category || '—' },
    { key: 'name', header: t('col.name'), cell: (r) => r.name || '—' },
    { key: 'company', header: t('col.company'), cell: (r) => r.company || '—' },
    {
      key: 'money',
      header: t('col.money'),
      nowrap: true,
      cell: (r) => (
        <Text span c={r.money.startsWith('-') ? 'red' : 'teal'} fw={600} size="sm">
          {r.money.startsWith('-') ? '' : '+'}
          <Money yuan={r.money} withYuan />
        </Text>
      ),
    },
    { key: 'before', header: t('col.before'), nowrap: true, cell: (r) => <Money yuan={r.oldNum} /> },
    { key: 'after', header: t('col.after'), nowrap: true, cell: (r) => <Money yuan={r.newNum} /> },
  ];

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')}>
        {data && (
          <Text size="lg">
            {t('balance')}:{' '}
            <Text span fw={700} c="red" data-testid="ledger-balance">
              <Money yuan={data.balance} />
            </Text>
          </Text>
        )}
      </PageHeader>
      {/* Over rows read before; with none, the table itself says so. */}
      {(!online || isError) && data && (
        <Alert color="orange" mb="md">
          {t('offline')}
        </Alert>
      )}
      <Group mb="md">
        <SearchInput
          label={t('search')}
          w={280}
          initial={skey}
          onSearch={setKeyword}
        />
        <Select
          w={180}
          aria-label={t('type.0')}
          allowDeselect={false}
          value={type}
          onChange={(v) => setFilter('type', v ?? '0')}
          data={LEDGER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        />
      </Group>
      <DataTable
        cardsBelow="md"
        rows={data?.list ?? []}
        rowKey={(r) => r.id}
        columns={columns}
        minWidth={1000}
        testId="ledger-table"
        rowProps={() => ({ 'data-testid': 'ledger-row' })}
        // Offline or unanswered with nothing read: the table says the records need the network, not "none".
        {...listState(log, online, { empty: t('empty'), unreachable: t('offline') })}
        paging={{ page, pages, onPage: setPage }}
      />
    </Container>
  );
}
