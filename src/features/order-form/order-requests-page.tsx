import { useState } from 'react';
import { Anchor, Button, Container, Group, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { listState } from '@/data/server-list-state';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { orderFormApi } from '@/api/order-form';
import { REQUEST_STATUS, type OrderRequest } from '@/domain/order-form/contract';
import { categoryName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { useOnline } from '@/sync/network';
import { confirmAction } from '@/ui/confirm';
import { DataTable, pageCount, type Columns } from '@/ui/data-table';
import { ListTabs } from '@/ui/list-tabs';
import { notify } from '@/ui/notify';
import { localDateTime } from '@/ui/time';
import { DeclineRequestDialog } from './decline-request-dialog';
import { EditRequestDialog } from './edit-request-dialog';
import { useListParams } from '@/data/use-list-params';

const TABS = ['1', '2', '3', '0'] as const;

/**
 * The seller's order form requests: what visitors sent through /order-form/:region_code,
 * to correct, turn into a cart order, or decline with a reason.
 */
export function OrderRequestsPage() {
  const { t, i18n } = useTranslation('order_form');
  const online = useOnline();
  const queryClient = useQueryClient();
  const { index } = useFastCatalogue();
  const { page, filters, setPage, setFilter } = useListParams({ filters: { status: '1' as (typeof TABS)[number] }, allowed: { status: TABS } });
  const { status } = filters;
  const [editing, setEditing] = useState<OrderRequest | null>(null);
  const [declining, setDeclining] = useState<OrderRequest | null>(null);
  const list = useQuery({ queryKey: ['order-requests', status, page], queryFn: () => orderFormApi.requests(Number(status), page), enabled: online, placeholderData: keepPreviousData, retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['order-requests'] });
  const categoryNameOf = (id: number) => (index ? categoryName(index, i18n.language, id) : String(id));

  const accept = (r: OrderRequest) =>
    confirmAction({
      title: t('accept'),
      message: t('confirm_accept'),
      onConfirm: async () => {
        try {
          const { order_num } = await orderFormApi.accept(r.id, crypto.randomUUID());
          notify.success(`${t('accepted')} · ${order_num}`);
        } catch (err) {
          notify.error(failureText(err, t('needs_network')));
        }
        await refresh();
      },
    });

  const columns: Columns<OrderRequest> = [
    { key: 'time', header: t('order_date'), cell: (r) => localDateTime(r.create_time), nowrap: true },
    { key: 'company', header: t('cust_company'), cell: (r) => r.form.custCompany || '—' },
    // Requests sent before the form asked for a contact have none.
    { key: 'contact', header: t('contact_name'), cell: (r) => [r.form.contactName, r.form.mobilephone].filter(Boolean).join(' · ') || '—' },
    { key: 'fabric', header: t('fabric_num'), cell: (r) => `${r.form.fabricNum} · ${t(`fabric_source_${r.form.fabricSource}`)}` },
    { key: 'categories', header: t('categories'), cell: (r) => r.form.categories.map((c) => categoryNameOf(c.category_id)).join(' / ') },
    { key: 'delivery', header: t('delivery_date'), cell: (r) => r.form.deliveryDate, nowrap: true },
    { key: 'store', header: t('store_name'), cell: (r) => [r.form.storeName, r.form.measurer].filter(Boolean).join(' · ') || '—' },
    {
      key: 'status',
      header: t('status.0'),
      cell: (r) =>
        r.status === REQUEST_STATUS.accepted && r.order_num ? (
          <Anchor size="sm" component={Link} to={`/home/orderDetail/${r.order_num}`}>
            {r.order_num}
          </Anchor>
        ) : r.status === REQUEST_STATUS.declined ? (
          `${t('status.3')}: ${r.decline_reason}`
        ) : (
          t('status.1')
        ),
    },
    {
      key: 'actions',
      header: '',
      nowrap: true,
      cell: (r) =>
        r.status === REQUEST_STATUS.pending && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" onClick={() => accept(r)} data-testid="request-accept">
              {t('accept')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(r)}>
              {t('edit')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeclining(r)} data-testid="request-decline">
              {t('decline')}
            </Button>
          </Group>
        ),
    },
  ];
  const total = list.data?.count ?? 0;

  return (
    <Container size="xl" py="lg">
      <Title order={2} mb="md">
        {t('requests')}
      </Title>
      <ListTabs value={status} tabs={TABS} label={(k) => t(`status.${k}`)} onChange={(k) => setFilter('status', k)} />
      <DataTable
        cardsBelow="md"
        rows={list.data?.list ?? []}
        rowKey={(r) => r.id}
        columns={columns}
        minWidth={1000}
        testId="request-table"
        rowProps={(r) => ({ 'data-testid': 'request-row', 'data-company': r.form.custCompany })}
        {...listState(list, online, { empty: t('empty'), unreachable: t('needs_network') })}
        paging={{ page, pages: pageCount(total, 10), onPage: setPage }}
      />
      <EditRequestDialog request={editing} onClose={() => setEditing(null)} onChanged={refresh} />
      <DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} onChanged={refresh} />
    </Container>
  );
}
