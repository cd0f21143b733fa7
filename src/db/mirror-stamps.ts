/**
 * When each mirrored list was last saved on this device. A list read offline from an empty table
 * cannot tell "nothing there" from "never fetched here"; the stamp can, so every mirrored screen
 * says "not on this device yet" instead of "empty" until it has been opened once online. The keys
 * are in ./stamp-keys.ts.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { PortalDb } from './db';
import { stampIn } from './stamp-keys';

export async function stampMirror(db: PortalDb, key: string): Promise<void> {
  await db.settings.put({ key, value: Date.now() });
}

/**
 * When the list under `key` was last saved here: a time, null when never, undefined while reading
 * (and for a screen with no user, null).
 */
export function useMirrorStamp(db: PortalDb, key: string | null): number | null | undefined {
  return useLiveQuery(async () => {
    if (key === null) return null;
    return stampIn(await db.settings.get(key));
  }, [key]);
}
