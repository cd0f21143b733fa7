import 'fake-indexeddb/auto';
import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The page's Worker as the client meets it: `loads` answers over a real Comlink channel with the
 * version it holds; otherwise the worker's code never runs and the page hears its error.
 */
const started: FakeWorker[] = [];
class FakeWorker extends EventTarget {
  static loads = true;
  terminated = false;
  private readonly port: MessagePort;
  constructor() {
    super();
    started.push(this);
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.port.addEventListener('message', (event) => this.dispatchEvent(new MessageEvent('message', { data: (event as MessageEvent).data })));
    this.port.start();
    if (FakeWorker.loads) expose({ version: () => 'v1' }, channel.port2);
    else setTimeout(() => this.dispatchEvent(Object.assign(new Event('error'), { message: 'Failed to fetch a worker script' })), 5);
  }
  postMessage(data: unknown, transfer: Transferable[] = []) {
    this.port.postMessage(data, transfer);
  }
  terminate() {
    this.terminated = true;
    this.port.close();
  }
}

afterEach(() => {
  started.length = 0;
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function freshClient(loads: boolean) {
  FakeWorker.loads = loads;
  vi.stubGlobal('Worker', FakeWorker);
  return import('./rules.client');
}

describe('the rules worker’s handle', () => {
  it('fails the calls of a worker whose code did not load, and starts a new worker for the next call', async () => {
    const { rulesWorker } = await freshClient(false);
    await expect(rulesWorker().version()).rejects.toThrow(/did not load: Failed to fetch a worker script/);
    expect(started[0]!.terminated).toBe(true);

    FakeWorker.loads = true;
    expect(await rulesWorker().version()).toBe('v1');
    expect(started).toHaveLength(2);
  });

  it('keeps a worker that has answered once, whatever error it reports later', async () => {
    const { rulesWorker } = await freshClient(true);
    expect(await rulesWorker().version()).toBe('v1');
    started[0]!.dispatchEvent(Object.assign(new Event('error'), { message: 'a later error' }));
    expect(await rulesWorker().version()).toBe('v1');
    expect(started).toHaveLength(1);
    expect(started[0]!.terminated).toBe(false);
  });
});
