import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { listState } from '@/data/server-list-state';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { customerKeys, customersApi } from '@/api/customers';
import { COMPANY_PAGE_SIZES, CUSTOMER_PAGE_SIZE, type CompanyPerson, type PersonFields } from '@/domain/customers/contract';
import { useOnline } from '@/sync/network';
import { DataTable, pageCount, type Columns } from '@/ui/data-table';
import { useImport } from '@/data/import-button';
import { notify } from '@/ui/notify';
import { SearchInput } from '@/ui/search-input';
import { TitledSection } from '@/ui/titled-section';
import { useListParams } from '@/data/use-list-params';
import { PersonDialog } from './person-dialog';
import { useCustomerDelete } from './use-customer-delete';
import { useWhenOnline } from './use-when-online';

/** A company's measured people (spec 3 §2): search, paging, add, edit, delete, .xlsx import, export and the template. */
export function PeopleSection({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation('customers');
  const online = useOnline();
  const whenOnline = useWhenOnline();
  const queryClient = useQueryClient();
  const { keyword, page, size, setKeyword, setPage, setSize } = useListParams({ size: CUSTOMER_PAGE_SIZE, sizes: COMPANY_PAGE_SIZES });
  const [dialog, setDialog] = useState<CompanyPerson | 'new' | null>(null);
  const params = { keyword: keyword || undefined, page, size };
  const list = useQuery({ queryKey: customerKeys.people(clientId, params), queryFn: () => customersApi.people(clientId, params), enabled: online, placeholderData: keepPreviousData, retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });

  const save = async (fields: PersonFields) => {
    if (dialog === 'new') await customersApi.addPerson(fields, crypto.randomUUID());
    else if (dialog) await customersApi.editPerson({ ...fields, id: dialog.id });
    notify.success(t(dialog === 'new' ? 'added' : 'updated'));
    setDialog(null);
    await refresh();
  };

  const confirmDelete = useCustomerDelete();
  const remove = (p: CompanyPerson) => confirmDelete(t('confirm_delete_person'), () => customersApi.deletePerson(p.id));

  const download = (what: () => Promise<unknown>) =>
    whenOnline(async () => {
      try {
        await what();
      } catch (err) {
        notify.error(failureText(err, t('export_failed')));
      }
    });

  const columns: Columns<CompanyPerson> = [
    { key: 'name', header: t('col.name'), cell: (p) => p.truename },
    { key: 'gender', header: t('col.gender'), cell: (p) => t(`gender.${p.gender_id}`) },
    { key: 'department', header: t('col.department'), cell: (p) => p.department_name || '—' },
    { key: 'height', header: t('col.height_cm'), cell: (p) => p.height || '—' },
    { key: 'weight', header: t('col.weight_kg'), cell: (p) => p.weight || '—' },
    { key: 'remark', header: t('col.remark'), cell: (p) => p.remark || '—' },
    {
      key: 'actions',
      header: t('col.actions'),
      nowrap: true,
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => whenOnline(() => setDialog(p))}>
            {t('edit')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(p)}>
            {t('delete')}
          </Button>
        </Group>
      ),
    },
  ];
  const total = list.data?.count ?? 0;
  const peopleImport = useImport<{ imported: number }>({
    label: t('import'),
    size: 'xs',
    extensions: ['xlsx'],
    wrongType: t('import_wrong_type'),
    offline: t('needs_network'),
    failed: t('import_failed'),
    upload: (file) => customersApi.importPeople(clientId, file, crypto.randomUUID()),
    uploadValid: (file) => customersApi.importPeople(clientId, file, crypto.randomUUID(), true),
    onImported: (r) => {
      notify.success(t('imported', { count: r.imported }));
      void refresh();
    },
    testId: 'people-import',
  });

  return (
    <TitledSection
      title={t('people_title')}
      testId="company-people"
      action={
        <Group gap="xs" wrap="wrap" justify="flex-end">
          <Button size="xs" onClick={() => whenOnline(() => setDialog('new'))} data-testid="person-add">
            {t('add')}
          </Button>
          {peopleImport.button}
          <Button size="xs" variant="light" onClick={() => void download(() => customersApi.exportPeople(clientId, i18n.language))} data-testid="people-export">
            {t('export_people')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => void download(async () => window.location.assign((await customersApi.templateLink()).url))}
            data-testid="people-template"
          >
            {t('template')}
          </Button>
        </Group>
      }
    >
      <Stack gap="sm">
        {peopleImport.panel}
        <SearchInput label={t('search_people')} initial={keyword} onSearch={setKeyword} />
        <DataTable
          cardsBelow="sm"
          rows={list.data?.list ?? []}
          rowKey={(p) => p.id}
          columns={columns}
          numbered={{ header: t('col.seq'), first: (page - 1) * size + 1 }}
          minWidth={760}
          testId="people-table"
          rowProps={(p) => ({ 'data-testid': 'person-row', 'data-name': p.truename })}
          {...listState(list, online, { empty: t('empty_people'), unreachable: t('offline_detail') })}
          paging={{
            page,
            pages: pageCount(total, size),
            onPage: setPage,
            size: { value: size, options: COMPANY_PAGE_SIZES, label: t('common:paging.perPage'), onChange: setSize },
          }}
        />
        <PersonDialog opened={dialog !== null} clientId={clientId} person={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} onSave={save} />
      </Stack>
    </TitledSection>
  );
}
