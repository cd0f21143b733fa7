/**
 * Main-thread handle of the rules worker: one worker per tab, created on first use, and a refresh
 * that pulls the catalogue into the Dexie mirror and tells the worker to reload it when it changed.
 * Screens call `rulesWorker().grade(...)` etc.; every call resolves with the src/domain result
 * (`{ok: true, value}` or `{ok: false, message: {key, params}}`, the key in the `rules` namespace).
 */
import type { Remote } from 'comlink';
import { getCatalogueSnapshot } from '@/api/catalogue';
import { refreshCatalogue, type FetchSnapshot } from '@/db/catalogue-mirror';
import { db } from '@/db/db';
import type { RulesApi } from './rules.api';
import { wrapLoading } from './wrap-loading';

let remote: Remote<RulesApi> | null = null;

export function rulesWorker(): Remote<RulesApi> {
  remote ??= startWorker();
  return remote;
}

// A worker whose code did not load fails its calls (wrapLoading), and the next call starts a new one.
function startWorker(): Remote<RulesApi> {
  const started = wrapLoading<RulesApi>(new Worker(new URL('./rules.worker.ts', import.meta.url), { type: 'module' }), () => {
    if (remote === started) remote = null;
  });
  return started;
}

/**
 * Online: refresh the mirrored catalogue, and make sure this tab's worker computes with the
 * mirrored version before resolving (it also hears of replacements by itself, see rules.worker.ts,
 * but only after this resolves). "Unchanged" is compared with what the worker holds, not only with
 * the mirror: another page may have refreshed the mirror first.
 */
export async function refreshRulesCatalogue(fetchSnapshot: FetchSnapshot = getCatalogueSnapshot): Promise<{ version: string; changed: boolean }> {
  const result = await refreshCatalogue(fetchSnapshot, db);
  if (result.changed || (await rulesWorker().version()) !== result.version) await rulesWorker().reload();
  return result;
}
