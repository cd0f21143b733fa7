/** The measurer's step size (cm): from the server when online, mirrored in Dexie for offline use. */
import { useLiveQuery } from 'dexie-react-hooks';
import { measuringApi } from '@/api/measuring';
import { useMirrorRefresh } from '@/data/use-mirror-refresh';
import { db } from '@/db/db';
import { DEFAULT_STEP_SIZE } from '@/domain/measuring/constants';
import { measuringKeys } from './measuring-keys';

export const STEP_SIZE_SETTING = 'measuring.stepSize';

export function useStepSize(): number {
  useMirrorRefresh({
    queryKey: measuringKeys.settings(),
    queryFn: async () => {
      const { step_size } = await measuringApi.getBaseSetting();
      await db.settings.put({ key: STEP_SIZE_SETTING, value: step_size });
      return step_size;
    },
    networkMode: 'online',
    retry: false,
    staleTime: 5 * 60_000,
  });
  const stored = useLiveQuery(() => db.settings.get(STEP_SIZE_SETTING), []);
  return (stored?.value as number | undefined) ?? DEFAULT_STEP_SIZE;
}

export async function saveStepSize(step: number): Promise<number> {
  const { step_size } = await measuringApi.setBaseSetting(step, crypto.randomUUID());
  await db.settings.put({ key: STEP_SIZE_SETTING, value: step_size });
  return step_size;
}
