/**
 * Main-thread handle of the sync worker: submit all / submit one / discard for the cache viewer,
 * automatic replay when the network returns (a setting), and a status store for hooks.
 * Without module-worker support the same engine runs on the main thread.
 */
import { wrap, type Remote } from 'comlink';
import { db } from '@/db/db';
import { OUTBOX_CHANNEL } from '@/db/outbox';
import type { SyncWorkerApi } from '../../workers/sync.worker';
import { createSyncApi, type ReplayOutcome } from '../../workers/sync.api';
import { isOnline, subscribeNetwork } from './network';

export type { ReplayOutcome, SyncStopReason } from '../../workers/sync.api';

export type SyncStatus = {
  running: boolean;
  last: (ReplayOutcome & { at: number }) | null;
};

type Engine = Pick<SyncWorkerApi, 'replayAll' | 'replayPending' | 'replayOne' | 'discard' | 'setLanguage'>;

let engine: Engine | Remote<SyncWorkerApi> | null = null;
let status: SyncStatus = { running: false, last: null };
const listeners = new Set<() => void>();
let onSignInRequired: () => void = () => {};
let language = 'zh';

function setStatus(next: SyncStatus) {
  status = next;
  for (const l of listeners) l();
}

function getEngine(): Engine | Remote<SyncWorkerApi> {
  if (engine) return engine;
  if (typeof Worker !== 'undefined') {
    try {
      engine = wrap<SyncWorkerApi>(new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' }));
      void engine.setLanguage(language);
      return engine;
    } catch {
      // Fall through to the main-thread engine.
    }
  }
  const api = createSyncApi(db, { baseUrl: globalThis.location?.origin ?? '', language: () => language });
  engine = { ...api, setLanguage: (l: string) => void (language = l) };
  return engine;
}

export function configureSync(opts: { language?: string; onSignInRequired?: () => void }): void {
  if (opts.onSignInRequired) onSignInRequired = opts.onSignInRequired;
  if (opts.language) {
    language = opts.language;
    if (engine) void engine.setLanguage(opts.language);
  }
}

async function track(run: () => Promise<ReplayOutcome>): Promise<ReplayOutcome> {
  setStatus({ ...status, running: true });
  try {
    const out = await run();
    setStatus({ running: false, last: { ...out, at: Date.now() } });
    if (out.stopped === 'sign-in') onSignInRequired();
    return out;
  } catch (err) {
    setStatus({ ...status, running: false });
    throw err;
  }
}

/** Cache viewer "submit all": every queued change in order; stops at the first failure. */
export const submitAll = () => track(() => getEngine().replayAll());
/** Cache viewer "submit": one chosen change. */
export const submitOne = (id: string) => track(() => getEngine().replayOne(id));
/** Cache viewer "delete" (after the irreversible-confirm). */
export const discardMutation = (id: string) => getEngine().discard(id);
/** Sends what is pending, leaving a failed head to the user (automatic replay). */
export const replayPending = () => track(() => getEngine().replayPending());

export function getSyncStatus(): SyncStatus {
  return status;
}

export function subscribeSyncStatus(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

export const AUTO_REPLAY_SETTING = 'sync.autoReplay';

export async function isAutoReplayOn(): Promise<boolean> {
  return ((await db.settings.get(AUTO_REPLAY_SETTING))?.value as boolean | undefined) ?? false;
}

export async function setAutoReplay(on: boolean): Promise<void> {
  await db.settings.put({ key: AUTO_REPLAY_SETTING, value: on });
}

/**
 * When the setting is on: replay when the network returns, and when a change is queued while
 * online (from any tab). Returns a function that stops listening. The shell calls it once.
 */
export function startAutoReplay(): () => void {
  const maybeReplay = async () => {
    if (!isOnline()) return;
    if (status.running || !(await isAutoReplayOn())) return;
    await replayPending().catch(() => undefined);
  };
  let wasOnline = isOnline();
  const stopNetwork = subscribeNetwork(() => {
    const online = isOnline();
    if (online && !wasOnline) void maybeReplay();
    wasOnline = online;
  });
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  if (channel) channel.onmessage = () => void maybeReplay();
  void maybeReplay();
  return () => {
    stopNetwork();
    channel?.close();
  };
}
