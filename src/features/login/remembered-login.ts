import type { SettingRow } from '@/db/db';
import { loadPortalDb, peekRow } from '@/db/peek';

/**
 * Spec 1 §2: a checkbox saves phone and password on this device. They stay in this browser's
 * IndexedDB only and are removed when the box is unticked at the next sign-in.
 */
const KEY = 'rememberedLogin';

export type RememberedLogin = { mobilephone: string; password: string };

export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const row = await peekRow<SettingRow>('settings', KEY);
  return (row?.value as RememberedLogin | undefined) ?? null;
}

export async function rememberLogin(value: RememberedLogin | null): Promise<void> {
  // Read without Dexie above; Dexie is downloaded only when the screen saves (src/db/peek.ts).
  const db = await loadPortalDb();
  if (value) await db.settings.put({ key: KEY, value });
  else await db.settings.delete(KEY);
}
