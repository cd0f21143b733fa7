/**
 * The business's dollar rate for every signed-in screen: fetched when online (it changes at most
 * daily), kept on the device so English amounts stay in dollars offline.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { getExchangeRate } from '@/api/account';
import { db } from '@/db/db';
import type { ExchangeRate } from '@/domain/shared/money';

const RATE_KEY = 'exchange.rate';

export function useExchangeRate(): ExchangeRate | null {
  useQuery({
    queryKey: ['exchange-rate'],
    queryFn: async () => {
      const rate = await getExchangeRate();
      await db.settings.put({ key: RATE_KEY, value: rate });
      return rate;
    },
    networkMode: 'online',
    staleTime: 60 * 60_000,
    retry: false,
  });
  return useLiveQuery(async () => ((await db.settings.get(RATE_KEY))?.value as ExchangeRate | null | undefined) ?? null, []) ?? null;
}
