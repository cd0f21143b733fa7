import { useState } from 'react';
import { Button, Container, Group, SegmentedControl, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { shopKeys, shopsApi } from '@/api/shops';
import { SHOP_PAGE_SIZE, SHOP_PAGE_SIZES, SHOP_STATUS, type Shop, type ShopFields } from '@/domain/shops/contract';
import { AccountStatusBadge } from '@/ui/account-cells';
import { AccountRowActions } from '@/ui/account-row-actions';
import { listState } from '@/data/server-list-state';
import { useListParams } from '@/data/use-list-params';
import { useOnline } from '@/sync/network';
import { DataTable, type Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';
import { SearchInput } from '@/ui/search-input';
import { useServerAction } from '@/data/use-server-action';
import { localDateTime } from '@/ui/time';
import { ShopDialog } from './shop-dialog';

/**
 * Shop management (spec 3 §2): the seller's shops with search by name or number, a
 * status filter, 1 to 10 a page (4 by default), add and edit, lock and unlock, delete. The list
 * is read afresh each time the screen is shown.
 */
export function ShopsPage() {
  const { t } = useTranslation('shops');
  const qc = useQueryClient();
  const { keyword, page, size, filters, setKeyword, setPage, setSize, setFilter } = useListParams({
    size: SHOP_PAGE_SIZE,
    sizes: SHOP_PAGE_SIZES,
    filters: { status: '' },
    allowed: { status: ['', '0', '1'] },
  });
  const { status } = filters;
  const [dialog, setDialog] = useState<Shop | 'new' | null>(null);
  const q = { keyword, status, page, size };
  const online = useOnline();
  const list = useQuery({ queryKey: shopKeys.list(q), queryFn: () => shopsApi.list(q), placeholderData: keepPreviousData, refetchOnMount: 'always' });
  const refresh = () => qc.invalidateQueries({ queryKey: shopKeys.all });

  const act = useServerAction({ unanswered: t('needs_network'), refresh: shopKeys.all });
  const save = async (v: ShopFields) => {
    const key = crypto.randomUUID();
    if (dialog === 'new') await shopsApi.add(v, key);
    else if (dialog) await shopsApi.edit({ ...v, id: dialog.id }, key);
    setDialog(null);
    notify.success(t('saved'));
    await refresh();
  };

  const columns: Columns<Shop> = [
    { key: 'name', header: t('col.shop_name'), cell: (s) => s.shop_name || '—', breakAnywhere: true },
    { key: 'number', header: t('col.shop_number'), cell: (s) => s.shop_number || '—', fold: true },
    { key: 'contact', header: t('col.truename'), cell: (s) => s.truename },
    { key: 'mobile', header: t('col.mobilephone'), cell: (s) => s.mobilephone, nowrap: true },
    { key: 'address', header: t('col.address'), cell: (s) => s.address, minWidth: 140, fold: true, breakAnywhere: true },
    { key: 'username', header: t('col.username'), cell: (s) => s.username, fold: true },
    { key: 'money', header: t('col.money'), cell: (s) => <Money yuan={s.money} />, nowrap: true },
    { key: 'status', header: t('col.status'), cell: (s) => <AccountStatusBadge statusId={s.status_id} label={t(`status.${s.status_id}`)} /> },
    { key: 'time', header: t('col.create_time'), cell: (s) => localDateTime(s.create_time), nowrap: true, fold: true },
    {
      key: 'actions',
      header: t('col.actions'),
      nowrap: true,
      cell: (s) => (
        <AccountRowActions
          enabled={s.status_id === SHOP_STATUS.enabled}
          onEdit={() => setDialog(s)}
          onEnable={() => act(() => shopsApi.unlock(s.id), t('done'))}
          onDisable={() => act(() => shopsApi.lock(s.id), t('done'))}
          onDelete={() => act(() => shopsApi.remove(s.id), t('deleted'))}
          labels={{ menu: t('col.actions'), edit: t('edit'), enable: t('unlock'), disable: t('lock'), delete: t('delete'), confirmDelete: t('confirm_delete') }}
          testIds={{ edit: 'shop-edit', enable: 'shop-unlock', disable: 'shop-lock', delete: 'shop-delete' }}
        />
      ),
    },
  ];

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2}>{t('title')}</Title>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/home/childAccount" data-testid="shop-children">
            {t('child.title')}
          </Button>
          <Button onClick={() => setDialog('new')} data-testid="shop-add">
            {t('add')}
          </Button>
        </Group>
      </Group>
      <Group mb="md" wrap="wrap">
        <SearchInput label={t('search')} initial={keyword} onSearch={setKeyword} />
        <SegmentedControl
          value={status}
          onChange={(v) => setFilter('status', v)}
          data={[
            { value: '', label: t('status.all') },
            { value: '0', label: t('status.0') },
            { value: '1', label: t('status.1') },
          ]}
          data-testid="shop-status"
        />
      </Group>
      <DataTable
        cardsBelow="md"
        foldBelow="lg"
        rows={list.data?.list ?? []}
        rowKey={(s) => s.id}
        columns={columns}
        numbered={{ header: t('col.seq'), first: (page - 1) * size + 1 }}
        minWidth={1150}
        {...listState(list, online, { empty: t('empty'), unreachable: t('needs_network') })}
        testId="shop-table"
        rowProps={(s) => ({ 'data-testid': 'shop-row', 'data-name': s.shop_name })}
        paging={{
          page,
          pages: Math.max(1, Math.ceil((list.data?.count ?? 0) / size)),
          onPage: setPage,
          size: { value: size, options: SHOP_PAGE_SIZES, label: t('common:paging.perPage'), onChange: setSize },
        }}
      />
      <ShopDialog opened={dialog !== null} shop={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} onSave={save} />
    </Container>
  );
}
