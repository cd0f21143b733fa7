// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { DEXIE_STORAGE_MUTATED, onStorageMutated } from './storage-mutated';

const stops: (() => void)[] = [];
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await db.settings.clear();
});

describe("hearing the device's database written, without Dexie", () => {
  it('hears a write made through Dexie in this context', async () => {
    const heard = vi.fn();
    stops.push(onStorageMutated(heard));
    await db.settings.put({ key: 'test.mutated', value: 1 });
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
  });

  it("holds the name to Dexie's: its message to the other contexts of the origin carries it", async () => {
    // What another tab or the sync worker hears of this context's write.
    const other = new BroadcastChannel(DEXIE_STORAGE_MUTATED);
    const messages: unknown[] = [];
    other.onmessage = (event) => messages.push(event.data);
    stops.push(() => other.close());
    await db.settings.put({ key: 'test.mutated', value: 2 });
    await vi.waitFor(() => expect(messages.length).toBeGreaterThan(0));
  });

  it('hears a write of another context, and nothing once it stopped listening', async () => {
    const heard = vi.fn();
    const stop = onStorageMutated(heard);
    const other = new BroadcastChannel(DEXIE_STORAGE_MUTATED);
    stops.push(() => other.close());
    other.postMessage({ all: true });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));

    stop();
    other.postMessage({ all: true });
    await db.settings.put({ key: 'test.mutated', value: 3 });
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
