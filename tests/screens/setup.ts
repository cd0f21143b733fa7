/** What the app needs of a browser that happy-dom does not give, set before any module of the app loads. */
import { configure } from '@testing-library/react';
// IndexedDB for Dexie (which reads it once).
import 'fake-indexeddb/auto';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { sizeBoxesAsWindow } from '../support/window-sized-boxes';

// A list draws a window's worth of rows, as on a tablet.
sizeBoxesAsWindow();

/**
 * A module worker run on the page's own thread: the rules worker's code (workers/rules.worker.ts's
 * API, on the app's own Dexie) answers through a MessageChannel, as comlink talks to a worker. Any
 * other worker is refused, as where module workers do not run: the sync engine then runs on the
 * page (src/sync/sync.client.ts).
 */
class InThreadWorker {
  private readonly port: MessagePort;

  constructor(url: string | URL) {
    if (!String(url).includes('rules.worker')) throw new Error(`no worker here for ${String(url)}`);
    // Node's own channel: through happy-dom's, the rules worker of a file run after another in the
    // same process (the project shares its workers' modules) never answered.
    const { port1, port2 } = new NodeMessageChannel() as unknown as MessageChannel;
    this.port = port1;
    void (async () => {
      const [{ expose }, { createRulesApi }, { readMirroredCatalogue, watchCatalogue }, { db }] = await Promise.all([
        import('comlink'),
        import('../../workers/rules.api'),
        import('@/db/catalogue-mirror'),
        import('@/db/db'),
      ]);
      expose(
        createRulesApi(
          () => readMirroredCatalogue(db),
          (listener) => watchCatalogue(db, listener),
        ),
        port2,
      );
    })();
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.port.postMessage(message, transfer);
  }

  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.port.addEventListener(type, listener);
    this.port.start();
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.port.removeEventListener(type, listener);
  }

  terminate(): void {
    this.port.close();
  }
}
globalThis.Worker = InThreadWorker as unknown as typeof Worker;

// A query that has not matched yet says so in one line: by default each failed try of a findBy or
// waitFor printed the whole document, a large share of these tests' time. Where a test fails, its
// last line names what was looked for.
configure({ getElementError: (message) => new Error(message ?? 'no match') });

// The fonts are all there (happy-dom has no FontFaceSet; an autosizing textarea listens to it).
Object.defineProperty(document, 'fonts', { configurable: true, value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded', check: () => true }) });
