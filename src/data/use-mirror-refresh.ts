/**
 * A query run for what it writes (a mirror on the device refreshed from the server) and whose
 * answer no screen reads: the screens read the mirror. So the component is not subscribed to the
 * query at all: react-query's own observer fetches it on mount, when it goes stale, on focus and
 * on reconnect, as useQuery's does, from effects. useQuery also reads the query's state while the
 * component renders (React's external-store hook): a fetch that ended during a render in slices
 * made React draw the whole screen again at once, in one long task (home's first paint after a
 * reload, the tiles and the header with it); and even told of no change, it drew the signed-in
 * shell again on each step of each refresh.
 */
import { QueryObserver, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export function useMirrorRefresh<T, K extends QueryKey>(options: Omit<UseQueryOptions<T, Error, T, K>, 'notifyOnChangeProps'>): void {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  // After every render, as useQuery does: a key or `enabled` that changed fetches then.
  useEffect(() => observer.setOptions(defaulted));
  useEffect(() => {
    // Watched (and first fetched) in a task of its own: the signed-in shell mounts its refreshes
    // together, and their requests, started in React's one task of effects, made a long task of it
    // on /home (~60 ms at 4x CPU, each fetch's start some 5 ms).
    let unsubscribe: (() => void) | undefined;
    const later = setTimeout(() => (unsubscribe = observer.subscribe(() => undefined)));
    return () => {
      clearTimeout(later);
      unsubscribe?.();
    };
  }, [observer]);
}
