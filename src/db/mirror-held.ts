/**
 * Whether the device already holds a mirror's row as the server answered it. Most refreshes bring
 * nothing new (a reload of home refreshes the profile, the modules and the dollar rate): told so,
 * a refresh writes nothing, so it loads no Dexie and wakes no live read (./live.ts). The row is
 * read without Dexie (./peek.ts); one that cannot be read counts as not held, and is written.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { peekRow } from './peek';

export async function heldAlready<Row>(store: string, key: IDBValidKey, mirrored: (row: Row) => unknown, answer: unknown): Promise<boolean> {
  const row = await peekRow<Row>(store, key);
  if (row === undefined) return false;
  const held = mirrored(row);
  return replaceEqualDeep(held, answer) === held;
}
