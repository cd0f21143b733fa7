import { useState } from 'react';
import { Button, Container, Group, SegmentedControl } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { shopKeys, shopsApi } from '@/api/shops';
import { SHOP_PAGE_SIZE, SHOP_PAGE_SIZES, type Shop, type ShopFields } from '@/domain/shops/contract';
import { accountColumns } from '@/ui/account-columns';
import { ServerListTable } from '@/data/server-list-table';
import { useListParams } from '@/data/use-list-params';
import { type Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';
import { SearchInput } from '@/ui/search-input';
import { useServerAction } from '@/data/use-server-action';
import { PageHeader } from '@/ui/page-header';
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
    ...accountColumns<Shop>({
      headers: { status: t('col.status'), created: t('col.create_time') },
      statusLabel: (id) => t(`status.${id}`),
      labels: { menu: t('col.actions'), edit: t('edit'), enable: t('unlock'), disable: t('lock'), delete: t('delete'), confirmDelete: t('confirm_delete') },
      testIds: { edit: 'shop-edit', enable: 'shop-unlock', disable: 'shop-lock', delete: 'shop-delete' },
      onEdit: setDialog,
      onEnable: (s) => act(() => shopsApi.unlock(s.id), t('done')),
      onDisable: (s) => act(() => shopsApi.lock(s.id), t('done')),
      onDelete: (s) => act(() => shopsApi.remove(s.id), t('deleted')),
    }),
  ];

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')}>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/home/childAccount" data-testid="shop-children">
            {t('child.title')}
          </Button>
          <Button onClick={() => setDialog('new')} data-testid="shop-add">
            {t('add')}
          </Button>
        </Group>
      </PageHeader>
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
      <ServerListTable
        query={list}
        texts={{ empty: t('empty'), unreachable: t('needs_network') }}
        cardsBelow="md"
        foldBelow="lg"
        rowKey={(s) => s.id}
        columns={columns}
        numbered={{ header: t('col.seq'), first: (page - 1) * size + 1 }}
        minWidth={1150}
        testId="shop-table"
        rowProps={(s) => ({ 'data-testid': 'shop-row', 'data-name': s.shop_name })}
        paging={{ page, onPage: setPage, size: { value: size, options: SHOP_PAGE_SIZES, label: t('common:paging.perPage'), onChange: setSize } }}
      />
      <ShopDialog opened={dialog !== null} shop={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} onSave={save} />
    </Container>
  );
}
