/**
 * A query run for what it writes (a mirror on the device refreshed from the server) and whose
 * answer no screen reads: the screens read the mirror. react-query draws a component again on
 * every change of a query whose result it does not read (fetching, then fetched), which made the
 * signed-in shell draw its header and home several times over after each page load. The caller is
 * told of none of them; the mirror's own live read draws what changed.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export function useMirrorRefresh<T, K extends QueryKey>(options: Omit<UseQueryOptions<T, Error, T, K>, 'notifyOnChangeProps'>): void {
  useQuery({ ...options, notifyOnChangeProps: [] });
}
