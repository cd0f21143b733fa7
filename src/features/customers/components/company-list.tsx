import { Anchor } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { customersApi } from '@/api/customers';
import { CLIENT_TYPE, COMPANY_PAGE_SIZES, CUSTOMER_PAGE_SIZE, type BusinessFields, type Company } from '@/domain/customers/contract';
import { type Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { RowActions } from '@/ui/row-actions';
import { CompanyDialog } from './company-dialog';
import { CustomerTable, CustomerToolbar, useCustomerTab } from './customer-tab';
import { useCustomerDelete } from './use-customer-delete';
import { useWhenOnline } from './use-when-online';

/** spec 3 §2 keeps the open company in local storage under this key, so a reload stays on it. */
export const COMPANY_ID_KEY = 'cusmoter_b_id';
export const companyPath = (id: number) => `/home/customDetailB?id=${id}`;

/** spec 3 §2 company tab: search, paging (10, 25, 50, 100), add, edit, delete and a detail link per row. */
export function CompanyList() {
  const { t } = useTranslation('customers');
  const whenOnline = useWhenOnline();
  const navigate = useNavigate();
  const { view, keyword, size, setPage, setSize, search, dialog, setDialog, save } = useCustomerTab<Company, BusinessFields>({
    kind: 'companies',
    size: CUSTOMER_PAGE_SIZE,
    sizes: COMPANY_PAGE_SIZES,
    fetchPage: async (p) => {
      const res = await customersApi.companies(p);
      return { total: res.count, rows: res.list };
    },
    searchable: (c) => [c.name, c.contact, c.tel],
    add: (fields) => customersApi.addCompany(fields),
    edit: (fields, row) => customersApi.editCompany({ ...fields, id: row.id }),
  });
  const confirmDelete = useCustomerDelete();

  const openCompany = (c: Company) => {
    localStorage.setItem(COMPANY_ID_KEY, String(c.id));
    navigate(companyPath(c.id));
  };
  const remove = (c: Company) => confirmDelete(t('confirm_delete_company'), () => customersApi.deleteCompany(c.id));

  const columns: Columns<Company> = [
    {
      key: 'name',
      header: t('col.company_name'),
      cell: (c) => (
        <Anchor size="sm" component={Link} to={companyPath(c.id)} onClick={() => localStorage.setItem(COMPANY_ID_KEY, String(c.id))} data-testid="company-link">
          {c.name}
        </Anchor>
      ),
      breakAnywhere: true,
    },
    { key: 'contact', header: t('col.contact'), cell: (c) => c.contact || '—' },
    { key: 'tel', header: t('col.tel'), cell: (c) => c.tel || '—', nowrap: true },
    { key: 'address', header: t('col.address'), cell: (c) => c.address || '—', minWidth: 160, fold: true, breakAnywhere: true },
    { key: 'people', header: t('col.people'), cell: (c) => c.people_count },
    { key: 'orders', header: t('col.orders'), cell: (c) => c.order_count },
    { key: 'amount', header: t('col.amount'), cell: (c) => <Money yuan={c.order_amount} />, nowrap: true },
    { key: 'remark', header: t('col.remark'), cell: (c) => c.remark || '—', fold: true },
    {
      key: 'actions',
      header: t('col.actions'),
      nowrap: true,
      cell: (c) => (
        <RowActions
          label={t('col.actions')}
          actions={[
            { key: 'detail', label: t('detail'), onClick: () => openCompany(c) },
            { key: 'edit', label: t('edit'), onClick: () => whenOnline(() => setDialog(c)), testId: 'company-edit' },
            { key: 'delete', label: t('delete'), color: 'red', onClick: () => remove(c), testId: 'company-delete' },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <CustomerToolbar searchLabel={t('search_company')} keyword={keyword} onSearch={search} onAdd={() => setDialog('new')} addTestId="company-add" clientType={CLIENT_TYPE.company} />
      <CustomerTable
        view={view}
        setPage={setPage}
        columns={columns}
        testId="company-table"
        rowProps={(c) => ({ 'data-testid': 'company-row', 'data-name': c.name })}
        empty={t('empty_company')}
        pageSize={{ value: size, options: COMPANY_PAGE_SIZES, label: t('common:paging.perPage'), onChange: setSize }}
      />
      <CompanyDialog opened={dialog !== null} company={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} onSave={save} />
    </>
  );
}
