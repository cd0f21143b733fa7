/**
 * Main-thread handle of the rules worker: one worker per tab, created on first use, and a refresh
 * that pulls the catalogue into the Dexie mirror and tells the worker to reload it when it changed.
 * Screens call `rulesWorker().grade(...)` etc.; every call resolves with the src/domain result
 * (`{ok: true, value}` or `{ok: false, message: {key, params}}`, the key in the `rules` namespace).
 */
import { wrap, type Remote } from 'comlink';
import { getCatalogueSnapshot } from '@/api/catalogue';
import { refreshCatalogue, type FetchSnapshot } from '@/db/catalogue-mirror';
import { db } from '@/db/db';
import type { RulesApi } from './rules.api';

let remote: Remote<RulesApi> | null = null;

export function rulesWorker(): Remote<RulesApi> {
  remote ??= startWorker();
  return remote;
}

/**
 * A worker whose code did not load (its file not on the device offline, an update half there)
 * answers no call, and Comlink would wait for it forever: a form's submit would stay busy behind a
 * choice that never lands. Until the worker has answered once, each call is raced against its
 * error, so the call fails (and the screen says so) and the next call starts a new worker. Once it
 * has answered it is loaded; an error after that is left to the worker, as before.
 */
function startWorker(): Remote<RulesApi> {
  const worker = new Worker(new URL('./rules.worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<RulesApi>(worker);
  let answered = false;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => {
        if (answered) return;
        reject(new Error(`the rules worker did not load: ${event.message || 'no message'}`));
        worker.terminate();
        if (remote === guarded) remote = null;
      },
      { once: true },
    );
  });
  // Nothing may be waiting when it fails.
  failed.catch(() => undefined);
  const guarded = new Proxy(api, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      // `then` stays Comlink's own: the handle is not a promise.
      if (answered || typeof key !== 'string' || key === 'then' || typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const call = (member as (...a: unknown[]) => Promise<unknown>)(...args);
        void call.then(
          () => (answered = true),
          () => (answered = true),
        );
        return Promise.race([call, failed]);
      };
    },
  });
  return guarded;
}

/**
 * Online: refresh the mirrored catalogue, and make sure this tab's worker computes with the
 * mirrored version before resolving (it also hears of replacements by itself, see rules.worker.ts,
 * but only after this resolves). "Unchanged" is compared with what the worker holds, not only with
 * the mirror: another page may have refreshed the mirror first.
 */
export async function refreshRulesCatalogue(fetchSnapshot: FetchSnapshot = getCatalogueSnapshot): Promise<{ version: string; changed: boolean }> {
  const result = await refreshCatalogue(db, fetchSnapshot);
  if (result.changed || (await rulesWorker().version()) !== result.version) await rulesWorker().reload();
  return result;
}
