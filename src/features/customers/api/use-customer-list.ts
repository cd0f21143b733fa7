/**
 * A customer list as the screens page it: the server's page while it can be reached, and the
 * whole list saved on this device (src/db/list-snapshot) searched and paged here when it cannot.
 * Each visit online refreshes the saved copy in the background.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CUSTOMER_MIRROR_SIZE } from '@/domain/customers/contract';
import { saveListSnapshot, useListSnapshot, type ListSnapshot } from '@/db/list-snapshot';
import { getUserId } from '@/db/session';
import { useMirrorRefresh } from '@/data/use-mirror-refresh';
import { useOnline } from '@/sync/network';
import { pageCount, pageOf } from '@/ui/data-table';

export type ListSpec<T> = {
  /** 'individuals' or 'companies': the query key and the saved copy's name. */
  kind: string;
  keyword: string;
  page: number;
  size: number;
  fetchPage: (p: { keyword?: string; page: number; size: number }) => Promise<{ total: number; rows: T[] }>;
  /** The texts a keyword is looked for in, offline (as the server's search does). */
  searchable: (row: T) => string[];
};

export type CustomerListView<T> = {
  rows: T[];
  total: number;
  /** Row number of the first row shown. */
  first: number;
  pages: number;
  page: number;
  loading: boolean;
  /** Offline, or the server failed: the rows are the saved copy (or none). */
  unreachable: boolean;
  saved: ListSnapshot<T> | null | undefined;
};

export function useCustomerList<T>({ kind, keyword, page, size, fetchPage, searchable }: ListSpec<T>): CustomerListView<T> {
  const online = useOnline();
  const userId = getUserId();
  const mirrorKey = userId === null ? null : `customers.snapshot.${userId}.${kind}`;
  const params = { keyword: keyword || undefined, page, size };
  const list = useQuery({ queryKey: ['customers', kind, params], queryFn: () => fetchPage(params), placeholderData: keepPreviousData, retry: false });
  useMirrorRefresh({
    queryKey: ['customers', kind, 'mirror'],
    enabled: online && mirrorKey !== null,
    queryFn: async () => {
      const all = await fetchPage({ page: 1, size: CUSTOMER_MIRROR_SIZE });
      await saveListSnapshot(mirrorKey!, all.rows);
      return all.total;
    },
    staleTime: 60_000,
    retry: false,
  });
  const saved = useListSnapshot<T>(mirrorKey);
  const unreachable = !online || list.isError;

  return useMemo(() => {
    if (unreachable) {
      const q = keyword.trim().toLowerCase();
      const matched = (saved?.list ?? []).filter((r) => !q || searchable(r).some((v) => v.toLowerCase().includes(q)));
      const { pages, current, first, shown } = pageOf(matched, page, size);
      return { rows: shown, total: matched.length, first, pages, page: current, loading: saved === undefined, unreachable, saved };
    }
    const total = list.data?.total ?? 0;
    return { rows: list.data?.rows ?? [], total, first: (page - 1) * size + 1, pages: pageCount(total, size), page, loading: list.isPending, unreachable, saved };
    // searchable is a pure function of the row, declared inline by the caller.
  }, [unreachable, saved, keyword, page, size, list.data, list.isPending]);
}
