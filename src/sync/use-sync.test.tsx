// @vitest-environment happy-dom
/**
 * The signed-in shell's sync engine starts once a change is queued on the device: at mount when
 * one is there, later when one is written (in this tab or another), and not at all on a home page
 * with nothing queued; the device's storage is asked to be kept then too.
 */
import 'fake-indexeddb/auto';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, type Mutation } from '@/db/db';
import { useSyncEngine } from './use-sync';

const engine = vi.hoisted(() => ({ stop: vi.fn(), startAutoReplay: vi.fn() }));
const persist = vi.fn(async () => true);
// happy-dom has no StorageManager: the one the browser gives, asked to keep the device's storage.
Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist, persisted: async () => false } });
vi.mock('./sync.client', () => ({ startAutoReplay: engine.startAutoReplay.mockImplementation(() => engine.stop) }));

// The device's database is there, as it is once signed in (an outbox that cannot be read counts as holding changes).
beforeAll(() => db.open());

afterEach(async () => {
  cleanup();
  await db.outbox.clear();
  await db.settings.clear();
  engine.startAutoReplay.mockClear();
  engine.stop.mockClear();
  persist.mockClear();
});

const change = (id: string): Mutation => ({ id, userId: 1, kind: 'test', method: 'POST', path: '/x', payload: {}, summary: id, createdAt: 0, state: 'pending', error: null, attempts: 0 });
const settle = () => new Promise((r) => setTimeout(r, 60));

describe("the shell's sync engine", () => {
  it('is not started while nothing is queued, even as other rows are written, and starts once a change is', async () => {
    renderHook(() => useSyncEngine('zh', { whenQueued: true }));
    await settle();
    await db.settings.put({ key: 'test.sync', value: 1 });
    await settle();
    expect(engine.startAutoReplay).not.toHaveBeenCalled();
    // Nor is the device's storage asked to be kept: there is nothing on it that the server lacks.
    expect(persist).not.toHaveBeenCalled();

    await db.outbox.add(change('c1'));
    await vi.waitFor(() => expect(engine.startAutoReplay).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });

  it('asks to keep the storage at once on a screen that queues changes', async () => {
    renderHook(() => useSyncEngine('zh'));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });

  it('starts at once when a change is already queued, and stops with the shell', async () => {
    await db.outbox.add(change('c2'));
    const hook = renderHook(() => useSyncEngine('zh', { whenQueued: true }));
    await vi.waitFor(() => expect(engine.startAutoReplay).toHaveBeenCalledTimes(1));
    hook.unmount();
    await vi.waitFor(() => expect(engine.stop).toHaveBeenCalled());
  });

  it("joins the engine a screen that queues changes started, and keeps it when that screen goes", async () => {
    const shell = renderHook(() => useSyncEngine('zh', { whenQueued: true }));
    const screen = renderHook(() => useSyncEngine('zh'));
    await vi.waitFor(() => expect(engine.startAutoReplay).toHaveBeenCalledTimes(1));
    await db.outbox.add(change('c3'));
    await settle();
    screen.unmount();
    await settle();
    expect(engine.stop).not.toHaveBeenCalled();
    shell.unmount();
    await vi.waitFor(() => expect(engine.stop).toHaveBeenCalled());
  });
});
