import type { SettingRow } from '@/db/db';
import { peekRow } from '@/db/peek';

/**
 * Spec 1 §2: a checkbox saves phone and password on this device. They stay in this browser's
 * IndexedDB only and are removed when the box is unticked at the next sign-in.
 */
const KEY = 'rememberedLogin';

// Read without Dexie: the sign-in screen downloads Dexie only when it saves (src/db/peek.ts).
const portalDb = () => import('@/db/db').then((m) => m.db);

export type RememberedLogin = { mobilephone: string; password: string };

export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const row = await peekRow<SettingRow>('settings', KEY);
  return (row?.value as RememberedLogin | undefined) ?? null;
}

export async function rememberLogin(value: RememberedLogin | null): Promise<void> {
  const db = await portalDb();
  if (value) await db.settings.put({ key: KEY, value });
  else await db.settings.delete(KEY);
}
