import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db, type ModulesRow } from './db';
import { heldAlready } from './mirror-held';

afterEach(async () => {
  await db.modules.clear();
});

const mirrored = (row: Pick<ModulesRow, 'list' | 'role_modules'>) => ({ list: row.list, role_modules: row.role_modules });
const module = (name: string) => ({ id: 1, name, sort: 1 }) as unknown as ModulesRow['list'][number];

describe("a mirror's row as the device holds it", () => {
  it('is held when the answer equals it, whatever else the row keeps and in whatever key order', async () => {
    await db.modules.put({ userId: 7, list: [module('快速下单')], role_modules: [], fetchedAt: 1 });
    const answer = { role_modules: [], list: [module('快速下单')] };
    expect(await heldAlready<ModulesRow>('modules', 7, mirrored, mirrored(answer))).toBe(true);
  });

  it('is not held when the answer differs, when the row is not there, or when it cannot be read', async () => {
    await db.modules.put({ userId: 7, list: [module('快速下单')], role_modules: [], fetchedAt: 1 });
    expect(await heldAlready<ModulesRow>('modules', 7, mirrored, mirrored({ list: [module('量体')], role_modules: [] }))).toBe(false);
    expect(await heldAlready<ModulesRow>('modules', 8, mirrored, mirrored({ list: [], role_modules: [] }))).toBe(false);
    expect(await heldAlready<ModulesRow>('no-such-store', 7, mirrored, mirrored({ list: [], role_modules: [] }))).toBe(false);
  });
});
