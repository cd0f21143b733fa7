// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { useLiveDb } from './live';

const KEY = 'test.live';

// Each test's screens go before the device is cleared: one left mounted read the clear as a change
// and drew again after the file's DOM was gone ("window is not defined", outside any test).
afterEach(async () => {
  cleanup();
  await db.settings.clear();
});

/** A screen's live read of one setting, counting how often it is drawn. */
function drawn() {
  let draws = 0;
  const hook = renderHook(() => {
    draws += 1;
    return useLiveDb(async (d) => (await d.settings.get(KEY))?.value as { name: string; tags: string[] } | undefined, []);
  });
  return { hook, draws: () => draws };
}

describe('a live read of the device for the signed-in shell', () => {
  it('is not drawn again when a write leaves its answer as it was (a mirror refreshed with what it held)', async () => {
    await db.settings.put({ key: KEY, value: { name: '王', tags: ['a'] } });
    const { hook, draws } = drawn();
    await waitFor(() => expect(hook.result.current).toEqual({ name: '王', tags: ['a'] }));
    const shown = hook.result.current;
    const before = draws();

    await act(() => db.settings.put({ key: KEY, value: { name: '王', tags: ['a'] } }));
    // Dexie reads again after the write; give it the time a changed answer takes to arrive.
    await act(() => db.settings.put({ key: 'test.other', value: 1 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(draws()).toBe(before);
    expect(hook.result.current).toBe(shown);
  });

  it('shows a changed answer, keeping its unchanged parts as they were', async () => {
    await db.settings.put({ key: KEY, value: { name: '王', tags: ['a'] } });
    const { hook } = drawn();
    await waitFor(() => expect(hook.result.current?.name).toBe('王'));
    const tags = hook.result.current!.tags;

    await act(() => db.settings.put({ key: KEY, value: { name: '李', tags: ['a'] } }));
    await waitFor(() => expect(hook.result.current?.name).toBe('李'));
    expect(hook.result.current!.tags).toBe(tags);
  });

  it('starts a read for other deps with nothing shown, never with the answer for the last deps', async () => {
    await db.settings.bulkPut([
      { key: 'test.live.1', value: 'one' },
      { key: 'test.live.2', value: 'two' },
    ]);
    const seen: (string | undefined)[] = [];
    const hook = renderHook(
      ({ n }) => {
        const value = useLiveDb(async (d) => (await d.settings.get(`test.live.${n}`))?.value as string | undefined, [n]);
        seen.push(value);
        return value;
      },
      { initialProps: { n: 1 } },
    );
    await waitFor(() => expect(hook.result.current).toBe('one'));
    seen.length = 0;

    hook.rerender({ n: 2 });
    await waitFor(() => expect(hook.result.current).toBe('two'));
    expect(seen).not.toContain('one');
  });

  it('stops reading once its screen is gone', async () => {
    await db.settings.put({ key: KEY, value: { name: '王', tags: [] } });
    const { hook, draws } = drawn();
    await waitFor(() => expect(hook.result.current?.name).toBe('王'));
    hook.unmount();
    const before = draws();

    await act(() => db.settings.put({ key: KEY, value: { name: '李', tags: [] } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(draws()).toBe(before);
  });
});
