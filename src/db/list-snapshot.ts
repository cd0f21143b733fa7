/**
 * A whole server list kept in Dexie as one settings row, with when it was saved, so a screen can
 * still list (and search and page) it offline, and can tell "not on this device yet" (null) from
 * an empty list. For lists of up to a few thousand small rows (the orders of a tab, customers).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';

export type ListSnapshot<T> = { savedAt: number; list: T[] };

export async function saveListSnapshot<T>(key: string, list: T[]): Promise<void> {
  await db.settings.put({ key, value: { savedAt: Date.now(), list } satisfies ListSnapshot<T> });
}

/** The saved list under `key`: null when never saved here, undefined while reading. */
export function useListSnapshot<T>(key: string | null): ListSnapshot<T> | null | undefined {
  return useLiveQuery(async () => (key === null ? null : (((await db.settings.get(key))?.value as ListSnapshot<T> | undefined) ?? null)), [key]);
}
