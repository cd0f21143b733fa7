import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerKeys } from '@/api/customers';
import { DataTable, type DataTableProps, type Paging } from '@/ui/data-table';
import { notify } from '@/ui/notify';
import { useCustomerList, type CustomerListView, type ListSpec } from '../api/use-customer-list';
import { ListState } from './list-state';

type TabSpec<Row, Fields> = Omit<ListSpec<Row>, 'keyword' | 'page'> & {
  add: (fields: Fields) => Promise<unknown>;
  edit: (fields: Fields, row: Row) => Promise<unknown>;
};

/**
 * What the individual and company tabs share: the search, the page, the add or edit dialog (one
 * save for both, then the lists refresh) and the size export dialog. Only their rows, columns and
 * row actions differ.
 */
export function useCustomerTab<Row, Fields>({ add, edit, ...list }: TabSpec<Row, Fields>) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Row | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);
  const view = useCustomerList<Row>({ ...list, keyword, page });
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });

  const save = async (fields: Fields) => {
    if (dialog === 'new') await add(fields);
    else if (dialog) await edit(fields, dialog);
    notify.success(t(dialog === 'new' ? 'added' : 'updated'));
    setDialog(null);
    await refresh();
  };
  // A new keyword searches from the first page.
  const search = (value: string) => {
    setKeyword(value);
    setPage(1);
  };
  return { view, setPage, search, dialog, setDialog, exporting, setExporting, save, refresh };
}

type TableProps<Row> = Pick<DataTableProps<Row, number>, 'columns' | 'selection' | 'testId' | 'rowProps'> & {
  view: CustomerListView<Row>;
  setPage: (page: number) => void;
  /** What an empty list says (online, or with a copy saved on this device). */
  empty: ReactNode;
  pageSize?: Paging['size'];
};

/** A customer tab's table, above it the note of a copy saved on this device when the server cannot be reached. */
export function CustomerTable<Row extends { id: number }>({ view, setPage, empty, pageSize, ...table }: TableProps<Row>) {
  const { t } = useTranslation('customers');
  return (
    <>
      <ListState view={view} />
      <DataTable
        {...table}
        cardsBelow="md"
        foldBelow="lg"
        rows={view.rows}
        rowKey={(c) => c.id}
        numbered={{ header: t('col.seq'), first: view.first }}
        minWidth={1100}
        loading={view.loading}
        empty={view.unreachable && view.saved === null ? t('not_on_device') : empty}
        paging={{ page: view.page, pages: view.pages, onPage: setPage, ...(pageSize ? { size: pageSize } : {}) }}
      />
    </>
  );
}
