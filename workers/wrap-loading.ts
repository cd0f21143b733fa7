/**
 * A worker's Comlink handle whose calls fail when the worker's code does not load. Comlink waits
 * forever for a worker that never runs (its file not on the device offline, an update half
 * there): a screen waiting on it would wait with nothing said. Until the worker has answered once,
 * each call is raced against the worker's error event; on that error the worker is terminated, the
 * waiting calls fail with `WorkerNotLoaded` and `onDead` lets the owner start afresh. Once the
 * worker has answered it is loaded, and an error after that is left to it.
 */
import { wrap, type Remote } from 'comlink';

export class WorkerNotLoaded extends Error {
  override name = 'WorkerNotLoaded';
}

export function wrapLoading<T>(worker: Worker, onDead: () => void): Remote<T> {
  const api = wrap<T>(worker);
  let answered = false;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => {
        if (answered) return;
        reject(new WorkerNotLoaded(`the worker did not load: ${event.message || 'no message'}`));
        worker.terminate();
        onDead();
      },
      { once: true },
    );
  });
  // Nothing may be waiting when it fails.
  failed.catch(() => undefined);
  return new Proxy(api, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      // `then` stays Comlink's own: the handle is not a promise.
      if (answered || typeof key !== 'string' || key === 'then' || typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const call = (member as (...a: unknown[]) => Promise<unknown>)(...args);
        const loaded = () => (answered = true);
        void call.then(loaded, loaded);
        return Promise.race([call, failed]);
      };
    },
  });
}
