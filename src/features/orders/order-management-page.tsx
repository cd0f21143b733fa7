import { useMemo } from 'react';
import { Alert, Button, Container, Group, Radio, Text } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { getOrderList, getOrderStatusCount, orderKeys } from '@/api/orders';
import { useProfile } from '@/data/profile';
import { getUserId } from '@/db/session';
import { USER_TYPE } from '@/domain/account/user-types';
import { DETAIL_LAYOUTS, ORDER_LIST_SIZE_DEFAULT, type OrderTab } from '@/domain/orders/cart';
import type { OrderSummary } from '@/domain/orders/wire';
import { ORDER_LIST_STATUSES, orderStatusLabel } from '@/domain/orders/status';
import { useOnline } from '@/sync/network';
import { DataTable, pageOf, type Column } from '@/ui/data-table';
import { ListTabs } from '@/ui/list-tabs';
import { Money } from '@/ui/money';
import { SearchInput } from '@/ui/search-input';
import { saveOrderSnapshot, snapshotView, useOrderSnapshot } from './api/order-snapshot';
import { OrderActions } from './components/order-actions';
import { OrderNumLink } from './components/order-num-link';
import { FactoryBoard } from './factory-board';
import { localDateTime } from '@/ui/time';
import { localeOf } from '@/domain/shared/locale';
import { useListParams } from '@/data/use-list-params';
import { FilterRadioGroup } from '@/ui/filter-radio-group';

/** A tab per detail layout: each kind of order is listed apart. */
const TABS: readonly OrderTab[] = DETAIL_LAYOUTS;
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
  // Nothing until the account's kind is read from the device (as home waits for its modules):
  // drawn before, a factory saw the seller's list for a moment, and a filter chosen or a search
  // typed in it was lost when the board took its place.
  if (!profile) return null;
  // The factory's "order management" is its production board.
  if (profile.user_type === USER_TYPE.factory) return <FactoryBoard />;
  return <SellerOrders />;
}

function SellerOrders() {
  const { t, i18n } = useTranslation('orders');
  const lang = localeOf(i18n.language);
  const online = useOnline();
  const { keyword: skey, page, filters, setKeyword, setPage, setFilter } = useListParams({
    filters: { tab: 'customization' as OrderTab, status: '0' },
    allowed: { tab: TABS, status: ['0', ...ORDER_LIST_STATUSES.map(String)] },
  });
  const { tab } = filters;
  const status = Number(filters.status);

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
  // Counts and the list are shown only as read (from the server or the saved list): offline
  // before the list was ever saved here, there is no "0" or "no orders" to say.
  const byStatus = useMemo(() => saved?.counts ?? (counts.data ? new Map(counts.data.map((r) => [r.order_status_id, r.cnt])) : null), [saved, counts.data]);
  const all = byStatus ? [...byStatus.values()].reduce((a, b) => a + b, 0) : null;
  const listRead = saved !== null || list.data !== undefined;
  const orders = saved?.list ?? list.data?.list ?? [];
  const { pages, current, first, shown } = pageOf(orders, page, PAGE_SIZE);
  const columns: Column<OrderSummary>[] = [
    { key: 'orderNum', header: t('col.orderNum'), cell: (o) => <OrderNumLink order={o} /> },
    { key: 'categories', header: t('col.categories'), cell: (o) => o.categories },
    { key: 'customer', header: t('col.customer'), cell: (o) => o.user_name || o.group_buy_contacts || o.large_goods_contacts || '—' },
    { key: 'company', header: t('col.company'), cell: (o) => o.user_company_name || o.group_buy_company_name || o.large_goods_company_name || '—', fold: true },
    { key: 'quantity', header: t('col.quantity'), cell: (o) => o.quantity, fold: true },
    { key: 'amount', header: t('col.amount'), nowrap: true, cell: (o) => <Money yuan={o.payamount} /> },
    { key: 'status', header: t('col.status'), cell: (o) => orderStatusLabel(o.order_status_id, lang) },
    { key: 'delivery', header: t('col.delivery'), nowrap: true, cell: (o) => o.delivery_date ?? '—', fold: true },
    { key: 'actions', header: t('col.actions'), cell: (o) => <OrderActions order={o} /> },
  ];

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')}>
        <Button variant="light" component={Link} to="/home/order-requests" data-testid="open-order-requests">
          {t('order_form:requests')}
        </Button>
      </PageHeader>
      {/* Offline, nothing is said until the device has been asked (undefined): not "not saved here" for a list it holds. */}
      {unreachable && (online || snapshot !== undefined) && (
        <Alert color={online ? 'red' : 'orange'} mb="md" data-testid="orders-offline">
          {online ? t('listFailed') : snapshot ? t('listSaved', { time: localDateTime(snapshot.savedAt) }) : t('listNeedsNetwork')}
        </Alert>
      )}
      <ListTabs
        value={tab}
        tabs={TABS}
        label={(k) => t(`tabs.${k}`)}
        onChange={(k) => setFilter('tab', k)}
      />
      <Group justify="space-between" align="flex-start" mb="md">
        <FilterRadioGroup label={t('col.status')}
          value={String(status)}
          onChange={(v) => setFilter('status', v)}
        >
          <Group gap="md">
            <Radio value="0" label={all === null ? t('allPlain') : t('all', { count: all })} />
            {ORDER_LIST_STATUSES.map((s) => (
              <Radio key={s} value={String(s)} label={byStatus ? t('statusCount', { label: orderStatusLabel(s, lang), count: byStatus.get(s) ?? 0 }) : orderStatusLabel(s, lang)} />
            ))}
          </Group>
        </FilterRadioGroup>
        <SearchInput label={t('search')} initial={skey} onSearch={setKeyword} />
      </Group>
      <DataTable
        cardsBelow="md"
        foldBelow="lg"
        rows={shown}
        rowKey={(o) => o.id}
        columns={columns}
        numbered={{ header: '#', first }}
        minWidth={1000}
        testId="order-table"
        rowProps={(o) => ({ 'data-testid': 'order-row', 'data-order-num': o.order_num })}
        loading={list.isPending}
        empty={listRead ? t('empty') : online ? t('listFailed') : t('common:mirror.notOnDevice')}
        paging={{ page: current, pages, onPage: setPage }}
        footer={
          listRead && (
            <Text size="sm" c="dimmed" data-testid="order-count">
              {t('count', { count: orders.length })}
            </Text>
          )
        }
      />
    </Container>
  );
}
