import type { Key } from 'react';
import { useOnline } from '@/sync/network';
import { DataTable, pageCount, type DataTableProps, type Paging } from '@/ui/data-table';
import { listState } from './server-list-state';

/** A list as the server answers it: a page of rows, and how many there are in all when it pages. */
type ListQuery<T> = { data?: { list: readonly T[]; count?: number } | undefined; isPending: boolean; isError: boolean; error: unknown };

export type ServerListTableProps<T, K extends Key> = Omit<DataTableProps<T, K>, 'rows' | 'loading' | 'empty' | 'paging'> & {
  /** The react-query read of the list. */
  query: ListQuery<T>;
  /** Said instead of rows: none match, or the server cannot be reached (offline, unanswered). */
  texts: { empty: string; unreachable: string };
  /**
   * Paged by the server: the count of pages comes from the answer's count, at the size the
   * page-size picker shows where the list offers one, else `perPage` rows a page.
   */
  paging?: Omit<Paging, 'pages' | 'size'> & ({ size: NonNullable<Paging['size']>; perPage?: never } | { size?: never; perPage: number });
};

/**
 * The table of a list read from the server (not mirrored on the device): its rows from the answer,
 * the spinner, empty and "needs the network" states of `listState`, and the pager counted from the
 * answer's total. Everything else is DataTable's.
 */
export function ServerListTable<T, K extends Key>({ query, texts, paging, ...table }: ServerListTableProps<T, K>) {
  const online = useOnline();
  const pager = paging && { ...paging, pages: pageCount(query.data?.count ?? 0, paging.size ? paging.size.value : paging.perPage) };
  return <DataTable {...table} rows={query.data?.list ?? []} {...listState(query, online, texts)} paging={pager} />;
}
