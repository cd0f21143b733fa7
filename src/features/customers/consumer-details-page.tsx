import { useState } from 'react';
import { Anchor, Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link, useParams } from 'react-router-dom';
import { customerKeys, customersApi } from '@/api/customers';
import { useListSnapshot } from '@/db/list-snapshot';
import { getUserId } from '@/db/session';
import { CLIENT_TYPE, type BodyInfo, type ClientFields, type ConsumerOrders, type CustomerRow, type Modelings } from '@/domain/customers/contract';
import { useOnline } from '@/sync/network';
import { type Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';
import { SimpleTable } from '@/ui/simple-table';
import { TitledSection } from '@/ui/titled-section';
import { localDateTime } from '@/ui/time';
import { AddressBook } from './components/address-book';
import { CustomerDialog } from './components/customer-dialog';
import { DetailPageTop } from './components/detail-page-top';
import { useWhenOnline } from './components/use-when-online';

type Part = BodyInfo[number]['size_info'][number];

/** spec 3 §2 "Individual customer detail": basic info, body info, pattern records, order history and addresses. */
export function ConsumerDetailsPage() {
  const { t } = useTranslation('customers');
  const online = useOnline();
  const whenOnline = useWhenOnline();
  const id = Number(useParams().consumerId);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const userId = getUserId();
  const saved = useListSnapshot<CustomerRow>(userId === null ? null : `customers.snapshot.${userId}.individuals`);
  const basic = useQuery({ queryKey: customerKeys.customer(id), queryFn: () => customersApi.customer(id), enabled: online && id > 0, retry: false });
  const customer = basic.data ?? saved?.list.find((c) => c.id === id) ?? null;
  // The sections load once the customer is known to be the viewer's.
  const section = { enabled: online && basic.isSuccess, retry: false } as const;
  const body = useQuery({ queryKey: [...customerKeys.customer(id), 'body'], queryFn: () => customersApi.bodyInfo(id), ...section });
  const patterns = useQuery({ queryKey: [...customerKeys.customer(id), 'modelings'], queryFn: () => customersApi.modelings(id), ...section });
  const orders = useQuery({ queryKey: [...customerKeys.customer(id), 'orders'], queryFn: () => customersApi.orders(id), ...section });

  const save = async (fields: ClientFields) => {
    await customersApi.editCustomer({ ...fields, id });
    notify.success(t('updated'));
    setEditing(false);
    await queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };

  return (
    <Container size="xl" py="lg">
      <DetailPageTop title={customer ? customer.cust_name : t('common:nav.consumerDetails')} backTo="/home/customManagement" error={basic.error} errorTestId="customer-error" />
      <Stack>
        {customer && (
          <TitledSection
            title={t('basic')}
            testId="customer-basic"
            action={
              <Button size="xs" variant="light" onClick={() => whenOnline(() => setEditing(true))} data-testid="customer-basic-edit">
                {t('edit')}
              </Button>
            }
          >
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
              <Field label={t('col.name')} value={customer.cust_name} />
              <Field label={t('col.gender')} value={t(`gender.${customer.gender}`)} />
              <Field label={t('col.age')} value={customer.age ?? '—'} />
              <Field label={t('col.birthday')} value={customer.birthday || '—'} />
              <Field label={t('col.height_cm')} value={customer.height || '—'} />
              <Field label={t('col.weight_kg')} value={customer.weight || '—'} />
              <Field label={t('col.tel')} value={customer.tel} />
              <Field label={t('col.company')} value={customer.cust_company || '—'} />
              <Field label={t('col.address')} value={customer.address} />
              <Field label={t('col.remark')} value={customer.remark || '—'} />
            </SimpleGrid>
          </TitledSection>
        )}
        {online && basic.isSuccess && (
          <>
            <TitledSection title={t('body')} testId="customer-body">
              {body.data && <BodySizes records={body.data} />}
            </TitledSection>
            <TitledSection title={t('pattern')} testId="customer-patterns">
              {patterns.data && <PatternRecords records={patterns.data} />}
            </TitledSection>
            <TitledSection title={t('orders')} testId="customer-orders">
              {orders.data && <OrderHistory orders={orders.data} />}
            </TitledSection>
            <AddressBook clientType={CLIENT_TYPE.individual} clientId={id} />
          </>
        )}
      </Stack>
      <CustomerDialog opened={editing} customer={customer} onClose={() => setEditing(false)} onSave={save} />
    </Container>
  );
}

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function useSizeColumns(valueHeader: string): Columns<Part> {
  const { t } = useTranslation('customers');
  return [
    { key: 'part', header: t('col.part'), cell: (p) => p.part_name },
    { key: 'value', header: valueHeader, cell: (p) => p.part_dimension ?? '—' },
    { key: 'alter', header: t('col.ease'), cell: (p) => (p.alter === null ? '—' : p.alter > 0 ? `+${p.alter}` : p.alter) },
  ];
}

/** Net body sizes per category, newest first, each with the order it came from. */
function BodySizes({ records }: { records: BodyInfo }) {
  const { t } = useTranslation('customers');
  const columns = useSizeColumns(t('col.dimension'));
  if (!records.length) return <Text c="dimmed">{t('none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {records.map((r) => (
        <Stack key={`${r.order_num}-${r.category}`} gap={4} data-testid="body-record">
          <Text fw={600} size="sm">
            {r.category} · {t('from_order', { order: r.order_num })} · {localDateTime(r.date)}
          </Text>
          <SimpleTable rows={r.size_info} rowKey={(p, i) => `${p.part_name}-${i}`} columns={columns} fz="xs" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function PatternRecords({ records }: { records: Modelings }) {
  const { t } = useTranslation('customers');
  const columns: Columns<Modelings[number]> = [
    { key: 'style', header: t('col.style_num'), cell: (m) => m.style_num || '—' },
    { key: 'modeling', header: t('col.modeling'), cell: (m) => m.modeling || '—' },
    { key: 'size', header: t('col.size_num'), cell: (m) => m.size_num || '—' },
    { key: 'category', header: t('col.category'), cell: (m) => m.category },
    {
      key: 'garment',
      header: `${t('col.dimension')} (${t('col.ease')})`,
      cell: (m) => m.garment_size.map((p) => `${p.part_name} ${p.part_dimension ?? '—'}${p.alter === null ? '' : ` (${p.alter > 0 ? '+' : ''}${p.alter})`}`).join('，') || '—',
    },
    { key: 'date', header: t('col.date'), cell: (m) => localDateTime(m.date) },
  ];
  if (!records.length) return <Text c="dimmed">{t('none')}</Text>;
  return <SimpleTable rows={records} rowKey={(m, i) => `${m.order_num}-${i}`} columns={columns} />;
}

function OrderHistory({ orders }: { orders: ConsumerOrders }) {
  const { t } = useTranslation('customers');
  const columns: Columns<ConsumerOrders[number]> = [
    {
      key: 'no',
      header: t('col.order_num'),
      cell: (o) => (
        <Anchor component={Link} to={`/home/orderDetail/${o.orderNo}`} data-testid="customer-order-link">
          {o.orderNo}
        </Anchor>
      ),
    },
    { key: 'date', header: t('col.order_date'), cell: (o) => localDateTime(o.orderDate) },
    { key: 'style', header: t('col.style_num'), cell: (o) => o.styleNum || '—' },
    { key: 'modeling', header: t('col.modeling'), cell: (o) => o.modeling || '—' },
    { key: 'size', header: t('col.size_num'), cell: (o) => o.sizeNum || '—' },
    { key: 'fabric', header: t('col.material_no'), cell: (o) => o.materialNo || '—' },
    { key: 'status', header: t('col.status'), cell: (o) => o.status },
    { key: 'amount', header: t('col.amount'), cell: (o) => <Money yuan={o.amount} /> },
  ];
  if (!orders.length) return <Text c="dimmed">{t('none')}</Text>;
  return <SimpleTable rows={orders} rowKey={(o) => o.id} columns={columns} />;
}
