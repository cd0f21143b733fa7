import { useMemo, useState } from 'react';
import { Alert, Anchor, Container, Group, Pagination, Paper, Radio, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getOrderList, getOrderStatusCount, orderKeys } from '@/api/orders';
import { useProfile } from '@/db/mirrors/profile';
import { getUserId } from '@/db/session';
import { USER_TYPE } from '@/domain/account/user-types';
import { ORDER_LIST_SIZE_DEFAULT, rowNumber, type OrderTab } from '@/domain/orders/cart';
import { ORDER_LIST_STATUSES, orderStatusLabel } from '@/domain/orders/status';
import { useOnline } from '@/sync/network';
import { Money } from '@/ui/money';
import { saveOrderSnapshot, snapshotView, useOrderSnapshot } from './api/order-snapshot';
import { OrderActions } from './components/order-actions';
import { FactoryBoard } from './factory-board';

const TABS: OrderTab[] = ['customization', 'group1', 'group', 'large'];
const PAGE_SIZE = 10;

/**
 * While a new search or status filter loads, the rows on screen stay; a new tab starts empty
 * instead of showing the previous tab's orders under its own name.
 */
function keepWithinTab<T>(tab: OrderTab) {
  return (previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    (previousQuery?.queryKey[2] as { tab?: OrderTab } | undefined)?.tab === tab ? previous : undefined;
}

/**
 * Spec 1 §2 order management: tabs, a status filter with counts, search, paging, and the actions
 * by status. The list is fetched whole (size 1000, as the original) and paged here. Factory
 * accounts get their production board instead.
 */
export function OrderManagementPage() {
  const profile = useProfile();
  // The factory's "order management" is its production board.
  if (profile?.user_type === USER_TYPE.factory) return <FactoryBoard />;
  return <SellerOrders />;
}

function SellerOrders() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const online = useOnline();
  const [tab, setTab] = useState<OrderTab>('customization');
  const [search, setSearch] = useState('');
  const [skey] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);

  const userId = getUserId();
  const snapshot = useOrderSnapshot(userId, tab);
  const listParams = { tab, skey: skey || undefined, status: status || undefined, size: ORDER_LIST_SIZE_DEFAULT };
  const list = useQuery({
    queryKey: [...orderKeys.list(listParams), lang],
    queryFn: async () => {
      const res = await getOrderList(listParams);
      // The whole tab (no search, no status) is what the offline mirror keeps.
      if (userId !== null && !listParams.skey && !listParams.status) await saveOrderSnapshot(userId, tab, res.list);
      return res;
    },
    placeholderData: keepWithinTab(tab),
    retry: false,
  });
  const countParams = { tab, skey: skey || undefined };
  const counts = useQuery({ queryKey: orderKeys.counts(countParams), queryFn: () => getOrderStatusCount(countParams), placeholderData: keepWithinTab(tab), retry: false });

  // Offline (or the server failing), the last saved list of the tab stands in, filtered here.
  const unreachable = !online || list.isError;
  const saved = useMemo(() => (unreachable && snapshot ? snapshotView(snapshot.list, skey, status) : null), [unreachable, snapshot, skey, status]);
  const byStatus = useMemo(() => saved?.counts ?? new Map((counts.data ?? []).map((r) => [r.order_status_id, r.cnt])), [saved, counts.data]);
  const all = [...byStatus.values()].reduce((a, b) => a + b, 0);
  const orders = saved?.list ?? list.data?.list ?? [];
  const pages = Math.max(1, Math.ceil(orders.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = orders.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <Container size="xl" py="lg">
      <Title order={2} mb="md">
        {t('title')}
      </Title>
      {unreachable && (
        <Alert color={online ? 'red' : 'orange'} mb="md" data-testid="orders-offline">
          {online ? t('listFailed') : snapshot ? t('listSaved', { time: new Date(snapshot.savedAt).toLocaleString(lang === 'en' ? 'en' : 'zh-CN') }) : t('listNeedsNetwork')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(v) => {
          setTab((v as OrderTab) ?? 'customization');
          setPage(1);
        }}
        mb="md"
      >
        <Tabs.List>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-start" mb="md">
        <Radio.Group
          value={String(status)}
          onChange={(v) => {
            setStatus(Number(v));
            setPage(1);
          }}
        >
          <Group gap="md">
            <Radio value="0" label={t('all', { count: all })} />
            {ORDER_LIST_STATUSES.map((s) => (
              <Radio key={s} value={String(s)} label={t('statusCount', { label: orderStatusLabel(s, lang), count: byStatus.get(s) ?? 0 })} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          placeholder={t('search')}
          aria-label={t('search')}
          w={260}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {shown.length ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover style={{ wordBreak: 'keep-all' }} data-testid="order-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('col.orderNum')}</Table.Th>
                <Table.Th>{t('col.categories')}</Table.Th>
                <Table.Th>{t('col.customer')}</Table.Th>
                <Table.Th>{t('col.company')}</Table.Th>
                <Table.Th>{t('col.quantity')}</Table.Th>
                <Table.Th>{t('col.amount')}</Table.Th>
                <Table.Th>{t('col.status')}</Table.Th>
                <Table.Th>{t('col.delivery')}</Table.Th>
                <Table.Th>{t('col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((o, i) => (
                <Table.Tr key={o.id} data-testid="order-row" data-order-num={o.order_num}>
                  <Table.Td>{rowNumber(current, PAGE_SIZE, i)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/home/orderDetail/${o.order_num}?id=${o.id}&type=${o.layout}`} size="sm">
                      {o.order_num}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{o.categories}</Table.Td>
                  <Table.Td>{o.user_name || o.group_buy_contacts || o.large_goods_contacts || '—'}</Table.Td>
                  <Table.Td>{o.user_company_name || o.group_buy_company_name || o.large_goods_company_name || '—'}</Table.Td>
                  <Table.Td>{o.quantity}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Money yuan={o.payamount} />
                  </Table.Td>
                  <Table.Td>{orderStatusLabel(o.order_status_id, lang)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{o.delivery_date ?? '—'}</Table.Td>
                  <Table.Td>
                    <OrderActions order={o} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {list.isPending ? '…' : t('empty')}
        </Paper>
      )}
      <Group justify="flex-end" mt="md">
        <Text size="sm" c="dimmed" data-testid="order-count">
          {t('count', { count: orders.length })}
        </Text>
        <Pagination total={pages} value={current} onChange={setPage} size="sm" />
      </Group>
    </Container>
  );
}
