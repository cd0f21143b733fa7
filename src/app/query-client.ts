import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Offline, cached data stays on screen; screens that mirror into Dexie read from there anyway.
      networkMode: 'offlineFirst',
      retry: (count, err) => count < 2 && (err as { kind?: string }).kind === 'network',
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always', retry: false },
  },
});
