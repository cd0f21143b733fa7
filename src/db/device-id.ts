/**
 * This device's id: every change it queues names it, so the server tells a device's own
 * earlier changes, which it saw, from other devices' changes, which it did not. Made once, kept in
 * the device's database with everything else it queued.
 */
import type { PortalDb } from './db';

const KEY = 'device.id';

export async function deviceId(db: PortalDb): Promise<string> {
  const held = (await db.settings.get(KEY))?.value;
  if (typeof held === 'string' && held) return held;
  const made = crypto.randomUUID();
  await db.settings.put({ key: KEY, value: made });
  return made;
}
