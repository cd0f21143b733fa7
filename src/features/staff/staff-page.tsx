import { useState } from 'react';
import { Button, Container, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { staffApi, staffKeys } from '@/api/staff';
import { STAFF_PAGE_SIZE, type Staff, type StaffFields } from '@/domain/staff/contract';
import { ModuleBadges } from '@/ui/account-cells';
import { accountColumns } from '@/ui/account-columns';
import { type Columns } from '@/ui/data-table';
import { notify } from '@/ui/notify';
import { SearchInput } from '@/ui/search-input';
import { ServerListTable } from '@/data/server-list-table';
import { PageHeader } from '@/ui/page-header';
import { useServerAction } from '@/data/use-server-action';
import { StaffDialog } from './staff-dialog';
import { useListParams } from '@/data/use-list-params';

/**
 * Staff management (spec 3 §2): the owner's staff logins, found by an exact job number
 * or username, six a page, with add and edit (including the modules each may use), enable or
 * disable, and delete.
 */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const { keyword, page, setKeyword, setPage } = useListParams();
  const [dialog, setDialog] = useState<Staff | 'new' | null>(null);
  const q = { keyword, page, size: STAFF_PAGE_SIZE };
  const list = useQuery({ queryKey: staffKeys.list(q), queryFn: () => staffApi.list(q), placeholderData: keepPreviousData, refetchOnMount: 'always' });
  const act = useServerAction({ unanswered: t('needs_network'), refresh: staffKeys.all });

  const save = async (v: StaffFields) => {
    const key = crypto.randomUUID();
    if (dialog === 'new') await staffApi.add(v, key);
    else if (dialog) await staffApi.modify({ ...v, user_id: dialog.id }, key);
    notify.success(t(dialog === 'new' ? 'added' : 'edited'));
    setDialog(null);
    await qc.invalidateQueries({ queryKey: staffKeys.all });
  };

  const columns: Columns<Staff> = [
    { key: 'username', header: t('col.username'), cell: (s) => s.username },
    { key: 'number', header: t('col.employee_number'), cell: (s) => s.employee_number, nowrap: true, fold: true },
    { key: 'mobile', header: t('col.mobilephone'), cell: (s) => s.mobilephone, nowrap: true },
    {
      key: 'modules',
      header: t('col.modules'),
      minWidth: 200,
      cell: (s) => <ModuleBadges codes={s.modules} />,
    },
    ...accountColumns<Staff>({
      headers: { status: t('col.status'), created: t('col.create_time') },
      statusLabel: (id) => t(`status.${id}`),
      labels: { menu: t('col.actions'), edit: t('edit'), enable: t('enable'), disable: t('disable'), delete: t('delete'), confirmDelete: t('confirm_delete'), deleteCancelled: t('delete_cancelled') },
      testIds: { edit: 'staff-edit', enable: 'staff-enable', disable: 'staff-disable', delete: 'staff-delete' },
      onEdit: setDialog,
      onEnable: (s) => act(() => staffApi.enable(s.id), t('enabled')),
      onDisable: (s) => act(() => staffApi.disable(s.id), t('disabled')),
      onDelete: (s) => act(() => staffApi.remove(s.id), t('deleted')),
    }),
  ];

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')}>
        <Button onClick={() => setDialog('new')} data-testid="staff-add">
          {t('add')}
        </Button>
      </PageHeader>
      <Group mb="md" gap="xs" align="center">
        <SearchInput label={t('search')} initial={keyword} onSearch={setKeyword} />
        <Text size="sm" c="dimmed">
          {t('search_hint')}
        </Text>
      </Group>
      <ServerListTable
        query={list}
        texts={{ empty: keyword ? t('no_match') : t('empty'), unreachable: t('needs_network') }}
        cardsBelow="md"
        foldBelow="lg"
        rowKey={(s) => s.id}
        columns={columns}
        numbered={{ header: t('col.seq'), first: (page - 1) * STAFF_PAGE_SIZE + 1 }}
        minWidth={960}
        testId="staff-table"
        rowProps={(s) => ({ 'data-testid': 'staff-row', 'data-name': s.username })}
        paging={{ page, perPage: STAFF_PAGE_SIZE, onPage: setPage }}
      />
      <StaffDialog opened={dialog !== null} staff={dialog === 'new' ? null : dialog} grantable={list.data?.grantable ?? []} onClose={() => setDialog(null)} onSave={save} />
    </Container>
  );
}
