import { useState } from 'react';
import { Alert, Container, Group, Pagination, Paper, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getBalanceLog, orderKeys } from '@/api/orders';
import { useOnline } from '@/sync/network';
import { Money } from '@/ui/money';

const PAGE_SIZE = 10;

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as 2026-11-22 07:47, the same in both languages and narrow enough not to wrap. */
function ledgerTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Spec 1 §2 balance change records, from the real ledger: search, type filter, current balance. */
export function CapitalChangeNotePage() {
  const { t, i18n } = useTranslation('ledger');
  const online = useOnline();
  const [search, setSearch] = useState('');
  const [skey] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState('0');
  const [page, setPage] = useState(1);
  const params = { page, size: PAGE_SIZE, skey: skey || undefined, type: Number(type) || undefined };
  const { data, isError } = useQuery({
    queryKey: [...orderKeys.ledger(params), i18n.language],
    queryFn: () => getBalanceLog(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={2}>{t('title')}</Title>
        {data && (
          <Text size="lg">
            {t('balance')}:{' '}
            <Text span fw={700} c="red" data-testid="ledger-balance">
              <Money yuan={data.balance} />
            </Text>
          </Text>
        )}
      </Group>
      {(!online || isError) && (
        <Alert color="orange" mb="md">
          {t('offline')}
        </Alert>
      )}
      <Group mb="md">
        <TextInput
          placeholder={t('search')}
          aria-label={t('search')}
          w={280}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          w={180}
          aria-label={t('type.0')}
          allowDeselect={false}
          value={type}
          onChange={(v) => {
            setType(v ?? '0');
            setPage(1);
          }}
          data={['0', '1', '2', '3'].map((v) => ({ value: v, label: t(`type.${v}`) }))}
        />
      </Group>
      {data?.list.length ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped style={{ wordBreak: 'keep-all' }} data-testid="ledger-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('col.date')}</Table.Th>
                <Table.Th>{t('col.type')}</Table.Th>
                <Table.Th>{t('col.order')}</Table.Th>
                <Table.Th>{t('col.category')}</Table.Th>
                <Table.Th>{t('col.name')}</Table.Th>
                <Table.Th>{t('col.company')}</Table.Th>
                <Table.Th>{t('col.money')}</Table.Th>
                <Table.Th>{t('col.before')}</Table.Th>
                <Table.Th>{t('col.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((r) => (
                <Table.Tr key={r.id} data-testid="ledger-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{ledgerTime(r.date)}</Table.Td>
                  <Table.Td>{t(`type.${r.type}`, { defaultValue: r.type_name })}</Table.Td>
                  <Table.Td>{r.orderId || '—'}</Table.Td>
                  <Table.Td>{r.category || '—'}</Table.Td>
                  <Table.Td>{r.name || '—'}</Table.Td>
                  <Table.Td>{r.company || '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text span c={r.money.startsWith('-') ? 'red' : 'teal'} fw={600} size="sm">
                      {r.money.startsWith('-') ? '' : '+'}
                      <Money yuan={r.money} />
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Money yuan={r.oldNum} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Money yuan={r.newNum} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t('empty')}
        </Paper>
      )}
      <Group justify="flex-end" mt="md">
        <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />
      </Group>
    </Container>
  );
}
