import type { PortalDb } from './db';
import { settingValue } from './peek';

/**
 * A setting as a number or a boolean, or `fallback` when it is absent or of another type (the
 * settings table holds values of many shapes under their keys).
 */
export async function readSetting(db: PortalDb, key: string, fallback: number): Promise<number>;
export async function readSetting(db: PortalDb, key: string, fallback: boolean): Promise<boolean>;
export async function readSetting(db: PortalDb, key: string, fallback: number | boolean): Promise<number | boolean> {
  return settingValue(await db.settings.get(key), fallback);
}
