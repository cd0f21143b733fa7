import { useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { customersApi } from '@/api/customers';
import { CLIENT_TYPE, CUSTOMER_PAGE_SIZE, type ClientFields, type CustomerRow } from '@/domain/customers/contract';
import { type Columns } from '@/ui/data-table';
import { notify } from '@/ui/notify';
import { CustomerDialog } from './customer-dialog';
import { CustomerTable, CustomerToolbar, useCustomerTab } from './customer-tab';
import { useCustomerDelete } from './use-customer-delete';

export const consumerPath = (id: number) => `/home/consumer-details/${id}`;

/** spec 3 §2 individual tab: a paged, searchable table; add, edit, delete and the size export. */
export function IndividualList() {
  const { t } = useTranslation('customers');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { view, keyword, setPage, search, dialog, setDialog, save } = useCustomerTab<CustomerRow, ClientFields>({
    kind: 'individuals',
    size: CUSTOMER_PAGE_SIZE,
    fetchPage: async (p) => {
      const res = await customersApi.individuals(p);
      return { total: res.total, rows: res.data };
    },
    searchable: (c) => [c.cust_name, c.tel, c.cust_company],
    add: (fields) => customersApi.addCustomer(fields),
    edit: (fields, row) => customersApi.editCustomer({ ...fields, id: row.id }),
  });
  const chosen = view.rows.filter((r) => selected.has(r.id));
  const confirmDelete = useCustomerDelete();

  const edit = () => {
    if (chosen.length !== 1) return notify.warning(t('select_row'));
    setDialog(chosen[0]!);
  };

  const remove = () => {
    if (!chosen.length) return notify.warning(t('select_row'));
    confirmDelete(
      t('confirm_delete'),
      async () => {
        for (const c of chosen) await customersApi.deleteCustomer(c.id);
      },
      () => setSelected(new Set()),
    );
  };

  const columns: Columns<CustomerRow> = [
    {
      key: 'name',
      header: t('col.name'),
      cell: (c) => (
        <Anchor size="sm" component={Link} to={consumerPath(c.id)} data-testid="customer-link">
          {c.cust_name}
        </Anchor>
      ),
    },
    { key: 'gender', header: t('col.gender'), cell: (c) => t(`gender.${c.gender}`), nowrap: true },
    { key: 'age', header: t('col.age'), cell: (c) => c.age ?? '—', fold: true },
    { key: 'height', header: t('col.height_cm'), cell: (c) => c.height || '—', fold: true },
    { key: 'weight', header: t('col.weight_kg'), cell: (c) => c.weight || '—', fold: true },
    { key: 'company', header: t('col.company'), cell: (c) => c.cust_company || '—' },
    { key: 'tel', header: t('col.tel'), cell: (c) => c.tel, nowrap: true },
    { key: 'address', header: t('col.address'), cell: (c) => c.address, minWidth: 180, fold: true },
    { key: 'remark', header: t('col.remark'), cell: (c) => c.remark || '—', fold: true },
  ];

  return (
    <>
      <CustomerToolbar searchLabel={t('search_individual')} keyword={keyword} onSearch={search} onAdd={() => setDialog('new')} addTestId="customer-add" exportTestId="export-sizes" clientType={CLIENT_TYPE.individual}>
        <Button variant="light" onClick={edit} data-testid="customer-edit">
          {t('edit')}
        </Button>
        <Button variant="light" color="red" onClick={remove} data-testid="customer-delete">
          {t('delete')}
        </Button>
      </CustomerToolbar>
      <CustomerTable
        view={view}
        setPage={setPage}
        columns={columns}
        selection={{ selected, onChange: setSelected, rowLabel: (c) => c.cust_name, allLabel: t('col.seq') }}
        testId="customer-table"
        rowProps={(c) => ({ 'data-testid': 'customer-row', 'data-name': c.cust_name })}
        empty={t('empty')}
      />
      <CustomerDialog opened={dialog !== null} customer={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} onSave={save} />
    </>
  );
}
