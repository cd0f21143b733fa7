import { useState } from 'react';
import { Badge, Button, Container, Group, HoverCard, Image, Modal, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { fabricApi, fabricKeys } from '@/api/customer-fabric';
import { STOCK_STATUS, type Parcel } from '@/domain/customer-fabric/contract';
import { useConfirmedDelete } from '@/data/use-confirmed-delete';
import { ServerListTable } from '@/data/server-list-table';
import { type Columns } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { notify } from '@/ui/notify';
import { QrCode } from '@/ui/qr-code';
import { SearchInput } from '@/ui/search-input';
import { localDateTime } from '@/ui/time';
import { ParcelDialog } from './components/parcel-dialog';
import { ParcelView, useUnit } from './components/parcel-view';
import { useListParams } from '@/data/use-list-params';

const PAGE_SIZE = 10;

/**
 * Customer-supplied fabric (spec 3 §2): the account's parcels, searched by material
 * code, with a create dialog, a QR code per parcel (what the warehouse scans) and a detail with
 * the parcel's metres ledger and delete. The list is read afresh each time the screen is shown.
 */
export function FabricPage() {
  const { t } = useTranslation('customer_fabric');
  const qc = useQueryClient();
  const unit = useUnit();
  const { keyword, page, setKeyword, setPage } = useListParams();
  const [adding, setAdding] = useState(false);
  const [qr, setQr] = useState<Parcel | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({ queryKey: fabricKeys.list(keyword, page), queryFn: () => fabricApi.list(keyword, page, PAGE_SIZE), placeholderData: keepPreviousData, refetchOnMount: 'always' });
  const refresh = () => qc.invalidateQueries({ queryKey: fabricKeys.all });

  const columns: Columns<Parcel> = [
    {
      key: 'image',
      header: t('col.images'),
      // spec 3 §2: a larger preview on hover, after 30 ms, gone 40 ms after the pointer leaves.
      cell: (p) => (
        <HoverCard openDelay={30} closeDelay={40} position="right">
          <HoverCard.Target>
            <Image src={p.images[0]} w={44} h={44} radius="sm" fit="cover" alt="" />
          </HoverCard.Target>
          <HoverCard.Dropdown p={4}>
            <Group gap={4}>
              {[...p.images, ...p.brand_images].map((u) => (
                <Image key={u} src={u} w={160} h={160} radius="sm" fit="cover" alt="" />
              ))}
            </Group>
          </HoverCard.Dropdown>
        </HoverCard>
      ),
    },
    { key: 'fabric_num', header: t('col.fabric_num'), cell: (p) => p.fabric_num },
    { key: 'flower', header: t('col.flower'), cell: (p) => p.flower },
    { key: 'color', header: t('col.color'), cell: (p) => p.color },
    { key: 'stock', header: t('col.stock'), cell: (p) => `${p.stock} ${unit(p.unit)}`, nowrap: true },
    { key: 'balance', header: t('col.balance'), cell: (p) => `${p.balance} ${unit(p.unit)}`, nowrap: true },
    { key: 'type', header: t('col.sub_type_id'), cell: (p) => t(`sub_type.${p.sub_type_id}`) },
    { key: 'status', header: t('col.stock_status'), cell: (p) => <Badge color={p.stock_status_id === STOCK_STATUS.inStock ? 'teal' : 'orange'}>{t(`stock_status.${p.stock_status_id}`)}</Badge> },
    { key: 'logistics', header: t('col.logistics_num'), cell: (p) => `${p.logistics_company} ${p.logistics_num}` },
    { key: 'time', header: t('col.create_time'), cell: (p) => localDateTime(p.create_time), nowrap: true },
    {
      key: 'actions',
      header: t('col.actions'),
      nowrap: true,
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => setQr(p)} data-testid="parcel-qr">
            {t('qr')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setOpen(p.id)} data-testid="parcel-detail">
            {t('detail')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')}>
        <Group gap="xs">
          <SearchInput label={t('search')} initial={keyword} onSearch={setKeyword} />
          <Button variant="default" component={Link} to="/home/materialSearch">
            {t('material.title')}
          </Button>
          <Button onClick={() => setAdding(true)} data-testid="parcel-add">
            {t('add')}
          </Button>
        </Group>
      </PageHeader>
      <ServerListTable
        query={list}
        texts={{ empty: t('empty'), unreachable: t('needs_network') }}
        cardsBelow="md"
        rowKey={(p) => p.id}
        columns={columns}
        minWidth={1100}
        testId="parcel-table"
        rowProps={(p) => ({ 'data-testid': 'parcel-row', 'data-code': p.fabric_num })}
        paging={{ page, perPage: PAGE_SIZE, onPage: setPage }}
      />
      <ParcelDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onSave={async (v) => {
          await fabricApi.add(v, crypto.randomUUID());
          setAdding(false);
          notify.success(t('added'));
          await refresh();
        }}
      />
      <Modal opened={qr !== null} onClose={() => setQr(null)} title={qr ? `${t('qr')} · ${qr.fabric_num}` : ''} size={274 + 32}>
        {qr && (
          <Stack align="center" gap={4}>
            <QrCode text={qr.qrcode} size={240} testId="parcel-qr-code" />
            <Text fw={700}>{qr.qrcode}</Text>
            <Text size="sm" c="dimmed">
              {t('qr_hint')}
            </Text>
          </Stack>
        )}
      </Modal>
      <DetailDialog id={open} onClose={() => setOpen(null)} />
    </Container>
  );
}

function DetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('customer_fabric');
  const detail = useQuery({ queryKey: fabricKeys.detail(id ?? 0), queryFn: () => fabricApi.detail(id!), enabled: id !== null });
  const confirmDelete = useConfirmedDelete({
    texts: { title: t('delete'), deleted: t('deleted'), unanswered: t('needs_network'), failed: (message) => t('delete_failed', { message }) },
    refresh: fabricKeys.all,
  });
  const remove = () => confirmDelete(t('confirm_delete'), () => fabricApi.remove(id!), onClose);
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('detail')} size="xl">
      {detail.data ? (
        <Stack>
          <ParcelView parcel={detail.data} />
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={remove} data-testid="parcel-delete">
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed">{detail.isError ? failureText(detail.error, t('needs_network')) : '…'}</Text>
      )}
    </Modal>
  );
}
