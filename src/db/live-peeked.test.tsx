// @vitest-environment happy-dom
/**
 * A live read that peeks its row (the signed-in shell's and home's) in a tab where no live read has
 * loaded Dexie yet: each test imports the modules afresh, as a page load does.
 */
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'test.live.peeked';

let modules: { db: typeof import('./db')['db']; useLiveDb: typeof import('./live')['useLiveDb'] };
beforeEach(async () => {
  vi.resetModules();
  modules = { db: (await import('./db')).db, useLiveDb: (await import('./live')).useLiveDb };
});
afterEach(async () => {
  cleanup();
  await modules.db.settings.clear();
  modules.db.close();
});

describe('a live read that peeks its row first', () => {
  it('shows the peeked row, and reads through Dexie only once a write of the device is heard', async () => {
    const { db, useLiveDb } = modules;
    await db.settings.put({ key: KEY, value: 'peeked' });
    const read = vi.fn(async (d: typeof db) => (await d.settings.get(KEY))?.value as string | undefined);
    const hook = renderHook(() => useLiveDb(read, [], async () => 'peeked'));
    await waitFor(() => expect(hook.result.current).toBe('peeked'));
    await new Promise((r) => setTimeout(r, 50));
    expect(read).not.toHaveBeenCalled();

    // Any write wakes it, here another row's; Dexie's live read then follows the row.
    await act(() => db.settings.put({ key: 'test.other', value: 1 }));
    await waitFor(() => expect(read).toHaveBeenCalled());
    await act(() => db.settings.put({ key: KEY, value: 'written' }));
    await waitFor(() => expect(hook.result.current).toBe('written'));
  });

  it('reads through Dexie at once when the peek finds nothing to show', async () => {
    const { db, useLiveDb } = modules;
    await db.settings.put({ key: KEY, value: 'stored' });
    const hook = renderHook(() => useLiveDb(async (d) => (await d.settings.get(KEY))?.value as string | undefined, [], async () => undefined));
    await waitFor(() => expect(hook.result.current).toBe('stored'));
  });
});
