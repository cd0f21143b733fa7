import type { PortalDb } from './db';

/**
 * A setting as a number or a boolean, or `fallback` when it is absent or of another type (the
 * settings table holds values of many shapes under their keys).
 */
export async function readSetting(db: PortalDb, key: string, fallback: number): Promise<number>;
export async function readSetting(db: PortalDb, key: string, fallback: boolean): Promise<boolean>;
export async function readSetting(db: PortalDb, key: string, fallback: number | boolean): Promise<number | boolean> {
  return settingValue(await db.settings.get(key), fallback);
}

/** The same rule for a settings row read without Dexie (src/db/peek.ts); `row` undefined when absent. */
export function settingValue(row: unknown, fallback: number): number;
export function settingValue(row: unknown, fallback: boolean): boolean;
export function settingValue(row: unknown, fallback: number | boolean): number | boolean;
export function settingValue(row: unknown, fallback: number | boolean): number | boolean {
  const value = (row as { value?: unknown } | undefined)?.value;
  return typeof value === typeof fallback ? (value as number | boolean) : fallback;
}
