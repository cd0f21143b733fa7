import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { customerKeys } from '@/api/customers';
import type { ClientType } from '@/domain/customers/contract';
import { SearchInput } from '@/ui/search-input';
import { DataTable, type DataTableProps, type Paging } from '@/ui/data-table';
import { notify } from '@/ui/notify';
import { useListParams } from '@/data/use-list-params';
import { useCustomerList, type CustomerListView, type ListSpec } from '../api/use-customer-list';
import { ExportSizesDialog } from './export-sizes-dialog';
import { ListState } from './list-state';
import { useWhenOnline } from './use-when-online';

type TabSpec<Row, Fields> = Omit<ListSpec<Row>, 'keyword' | 'page'> & {
  /** The page sizes a reader may choose, if the tab offers a choice. */
  sizes?: readonly number[];
  add: (fields: Fields) => Promise<unknown>;
  edit: (fields: Fields, row: Row) => Promise<unknown>;
};

/**
 * What the individual and company tabs share: the search, the page and the add or edit dialog (one
 * save for both, then the lists refresh). Only their rows, columns and row actions differ.
 */
export function useCustomerTab<Row, Fields>({ add, edit, sizes, ...list }: TabSpec<Row, Fields>) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  // In the address beside the tab, so "back" from a customer's detail finds the same page.
  const { keyword, page, size, setKeyword, setPage, setSize } = useListParams({ size: list.size, ...(sizes ? { sizes } : {}) });
  const [dialog, setDialog] = useState<Row | 'new' | null>(null);
  const view = useCustomerList<Row>({ ...list, size, keyword, page });
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });

  const save = async (fields: Fields) => {
    if (dialog === 'new') await add(fields);
    else if (dialog) await edit(fields, dialog);
    notify.success(t(dialog === 'new' ? 'added' : 'updated'));
    setDialog(null);
    await refresh();
  };
  return { view, keyword, size, setPage, setSize, search: setKeyword, dialog, setDialog, save, refresh };
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

/** Above a customer tab's table: the search, add, the tab's own `children` actions, and the size export with its dialog. */
export function CustomerToolbar({
  searchLabel,
  keyword,
  onSearch,
  onAdd,
  addTestId,
  exportTestId,
  clientType,
  children,
}: {
  searchLabel: string;
  /** The search the tab opened with (from its address). */
  keyword: string;
  onSearch: (keyword: string) => void;
  onAdd: () => void;
  addTestId: string;
  exportTestId?: string;
  clientType: ClientType;
  children?: ReactNode;
}) {
  const { t } = useTranslation('customers');
  const whenOnline = useWhenOnline();
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <SearchInput label={searchLabel} initial={keyword} onSearch={onSearch} />
        <Group gap="xs">
          <Button onClick={() => whenOnline(onAdd)} data-testid={addTestId}>
            {t('add')}
          </Button>
          {children}
          <Button variant="default" onClick={() => whenOnline(() => setExporting(true))} data-testid={exportTestId}>
            {t('export_sizes')}
          </Button>
        </Group>
      </Group>
      <ExportSizesDialog opened={exporting} onClose={() => setExporting(false)} clientType={clientType} />
    </>
  );
}
