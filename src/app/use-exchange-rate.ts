/**
 * The business's dollar rate for every signed-in screen: fetched when online (it changes at most
 * daily), kept on the device so English amounts stay in dollars offline.
 */
import { getExchangeRate } from '@/api/account';
import { useMirrorRefresh } from '@/data/use-mirror-refresh';
import type { SettingRow } from '@/db/db';
import { useLiveDb } from '@/db/live';
import { heldAlready } from '@/db/mirror-held';
import { loadPortalDb, peekRow } from '@/db/peek';
import type { ExchangeRate } from '@/domain/shared/money';

const RATE_KEY = 'exchange.rate';

export function useExchangeRate(): ExchangeRate | null {
  useMirrorRefresh({
    queryKey: ['exchange-rate'],
    queryFn: async () => {
      const rate = await getExchangeRate();
      if (!(await heldAlready<SettingRow>('settings', RATE_KEY, (row) => row.value, rate))) await (await loadPortalDb()).settings.put({ key: RATE_KEY, value: rate });
      return rate;
    },
    networkMode: 'online',
    staleTime: 60 * 60_000,
    retry: false,
  });
  const rateOf = (row: SettingRow | undefined) => (row?.value as ExchangeRate | null | undefined) ?? null;
  return useLiveDb(async (db) => rateOf(await db.settings.get(RATE_KEY)), [], async () => rateOf(await peekRow<SettingRow>('settings', RATE_KEY))) ?? null;
}
