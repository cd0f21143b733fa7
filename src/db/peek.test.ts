import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { peekCount, peekIndexKeys, peekRow, peekRowsByKey } from './peek';

afterEach(async () => {
  await db.settings.clear();
});

describe('reading rows of the device without Dexie', () => {
  it('reads rows of several stores in one answer, a row not there as undefined', async () => {
    await db.settings.bulkPut([
      { key: 'test.peek.a', value: 1 },
      { key: 'test.peek.b', value: 2 },
    ]);
    await db.modules.put({ userId: 901, list: [], role_modules: [], fetchedAt: 1 });

    const rows = await peekRowsByKey([
      ['settings', 'test.peek.a'],
      ['modules', 901],
      ['settings', 'test.peek.none'],
      ['settings', 'test.peek.b'],
    ]);
    expect(rows).toEqual([{ key: 'test.peek.a', value: 1 }, { userId: 901, list: [], role_modules: [], fetchedAt: 1 }, undefined, { key: 'test.peek.b', value: 2 }]);
    await db.modules.delete(901);
  });

  it('answers every row as undefined when a store is not in the database, as one row alone', async () => {
    await db.settings.put({ key: 'test.peek.a', value: 1 });
    expect(await peekRowsByKey([['settings', 'test.peek.a'], ['no-such-store', 1]])).toEqual([undefined, undefined]);
    expect(await peekRow('no-such-store', 1)).toBeUndefined();
    expect(await peekRow('settings', 'test.peek.a')).toEqual({ key: 'test.peek.a', value: 1 });
  });

  it("reads an index's keys without its rows, and a store's size", async () => {
    await db.catalogue.put({ name: 'snapshot', data: { ...FIXTURE, version: 'v-peek' }, fetchedAt: 1 });
    expect(await peekIndexKeys('catalogue', 'data.version')).toEqual(['v-peek']);
    expect(await peekIndexKeys('catalogue', 'no-such-index')).toBeUndefined();
    await db.catalogue.clear();
    expect(await peekIndexKeys('catalogue', 'data.version')).toEqual([]);

    await db.settings.bulkPut([
      { key: 'test.peek.a', value: 1 },
      { key: 'test.peek.b', value: 2 },
    ]);
    expect(await peekCount('settings')).toBe(2);
    expect(await peekCount('no-such-store')).toBeUndefined();
  });
});
