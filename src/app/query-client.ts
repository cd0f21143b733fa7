import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeNetwork } from '@/sync/network';

// Queries pause and resume with the app's own idea of online (network up AND server answering),
// not only the browser's events, which miss a connection that is up but leads nowhere.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeNetwork(() => setOnline(isOnline()));
});

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
