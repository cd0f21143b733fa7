/**
 * Main-thread handle of the rules worker: one worker per tab, created on first use, and a refresh
 * that pulls the catalogue into the Dexie mirror and tells the worker to reload it when it changed.
 * Screens call `rulesWorker().grade(...)` etc.; every call resolves with the src/domain result
 * (`{ok: true, value}` or `{ok: false, message: {key, params}}`, the key in the `rules` namespace).
 */
import { wrap, type Remote } from 'comlink';
import { refreshCatalogue, type FetchSnapshot } from '@/db/catalogue-mirror';
import { db } from '@/db/db';
import type { RulesApi } from './rules.api';

let remote: Remote<RulesApi> | null = null;

export function rulesWorker(): Remote<RulesApi> {
  remote ??= wrap<RulesApi>(new Worker(new URL('./rules.worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}

/** Online: refresh the mirrored catalogue; the worker re-reads it only when the version changed. */
export async function refreshRulesCatalogue(fetchSnapshot?: FetchSnapshot): Promise<{ version: string; changed: boolean }> {
  const result = await refreshCatalogue(db, fetchSnapshot);
  if (result.changed) await rulesWorker().reload();
  return result;
}
