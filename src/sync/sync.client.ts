/**
 * Main-thread handle of the sync worker: submit all / submit one / discard for the cache viewer,
 * sending a change queued while online at once, automatic replay when the network returns (a
 * setting); it keeps ./sync-status.ts current for hooks.
 * Without module-worker support, or once the worker's code did not load in this tab, the same
 * engine runs on the main thread.
 */
import type { Remote } from 'comlink';
import { reportReachable } from '@/api/reachability';
import { db, type Mutation } from '@/db/db';
import { readSetting } from '@/db/settings';
import type { SyncWorkerApi } from '../../workers/sync.worker';
import type { ReplayOutcome, ReplayScope } from '../../workers/sync.api';
import { WorkerNotLoaded, wrapLoading } from '../../workers/wrap-loading';
import { isOnline, subscribeNetwork } from './network';
import { AUTO_REPLAY_SETTING, onSyncLanguage, requireSignIn, syncLanguage } from './sync-config';
import { getSyncStatus, setSyncStatus } from './sync-status';

export type { ReplayOutcome } from '../../workers/sync.api';

type Engine = Pick<SyncWorkerApi, 'replayAll' | 'replayPending' | 'replayScope' | 'replayOne' | 'discard' | 'recover' | 'setLanguage'>;

/** The one engine of this tab, started by the first caller; concurrent callers share it. */
let enginePromise: Promise<Engine | Remote<SyncWorkerApi>> | null = null;
/** The worker's code did not load in this tab: the engine runs on the main thread from then on. */
let workerFailed = false;

async function createEngine(): Promise<Engine | Remote<SyncWorkerApi>> {
  if (typeof Worker !== 'undefined' && !workerFailed) {
    try {
      const worker = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
      const remote = wrapLoading<SyncWorkerApi>(worker, () => {
        workerFailed = true;
        enginePromise = null;
      });
      // Its first answer is also the news that the worker loaded; a failure to load is met by the call that waits.
      void remote.setLanguage(syncLanguage()).catch(() => undefined);
      return remote;
    } catch {
      // Fall through to the main-thread engine.
    }
  }
  // Loaded only here: the engine and every module's effects stay out of the first download.
  const { createSyncApi } = await import('../../workers/sync.api');
  const api = createSyncApi(db, { baseUrl: globalThis.location?.origin ?? '', language: syncLanguage });
  // The main-thread engine reads the language as it goes.
  return { ...api, setLanguage: () => undefined };
}

/**
 * The engine, created once: callers that ask while it is being created (the shell's recovery, a
 * change sent at once, the cache viewer) wait for the same one, so there is one worker and one
 * in-tab queue. A failed start is forgotten, so the next caller tries again.
 */
function getEngine(): Promise<Engine | Remote<SyncWorkerApi>> {
  enginePromise ??= createEngine().catch((err: unknown) => {
    enginePromise = null;
    throw err;
  });
  return enginePromise;
}

// A new language reaches an engine already started or still starting.
onSyncLanguage((l) => {
  if (enginePromise) void enginePromise.then((e) => e.setLanguage(l)).catch(() => {});
});

/**
 * Runs `run` on the engine. A worker that did not load sent nothing (it never ran), so the run is
 * made again at once on the main-thread engine that replaces it: changes are not left waiting for
 * a worker that will never answer.
 */
async function withEngine<T>(run: (engine: Engine | Remote<SyncWorkerApi>) => Promise<T>): Promise<T> {
  try {
    return await run(await getEngine());
  } catch (err) {
    if (!(err instanceof WorkerNotLoaded)) throw err;
    return run(await getEngine());
  }
}

async function track(run: () => Promise<ReplayOutcome>): Promise<ReplayOutcome> {
  setSyncStatus({ ...getSyncStatus(), running: true });
  try {
    const out = await run();
    setSyncStatus({ running: false, last: { ...out, at: Date.now() } });
    if (out.stopped === 'sign-in') requireSignIn();
    // The engine talks to the server from the worker, where the HTTP client cannot see it:
    // tell the app's notion of "online" what it learnt (the server's envelope, or none).
    if (out.answered !== undefined) reportReachable(out.answered);
    return out;
  } catch (err) {
    setSyncStatus({ ...getSyncStatus(), running: false });
    throw err;
  }
}

/** Cache viewer "submit all": every queued change in order; stops at the first failure. */
export const submitAll = () => track(() => withEngine((e) => e.replayAll()));
/** Cache viewer "submit": one chosen change (refused while earlier changes of its scope wait). */
export const submitOne = (id: string) => track(() => withEngine((e) => e.replayOne(id)));
/**
 * Cache viewer "delete" (after the irreversible-confirm): the change and the later ones that
 * cannot be sent without it (see queuedDependents). Resolves to how many left the outbox.
 */
export const discardMutation = (id: string): Promise<number> => withEngine((e) => e.discard(id));

/** The later queued changes that deleting this one deletes too (for the confirm dialog to say so). */
export async function queuedDependents(id: string): Promise<Mutation[]> {
  const m = await db.outbox.where('id').equals(id).first();
  return m ? (await queuedKinds()).dependentsOf(db, m) : [];
}
/** Sends what is pending, leaving a failed head to the user (automatic replay). */
export const replayPending = () => track(() => withEngine((e) => e.replayPending()));

const isAutoReplayOn = () => readSetting(db, AUTO_REPLAY_SETTING, false);
/** Whether this device holds a queued change, of any account (a read of the outbox's size; true when it cannot be read). */
const anyQueued = () =>
  db.outbox
    .count()
    .then((n) => n > 0)
    .catch(() => true);

/** What became of a change queued while the screen was in use, for a notification that tells the truth. */
export type QueuedChangeOutcome = (
  | { state: 'sent' }
  /** Kept on the device: no network or no answer, the session expired, or an earlier change failed and blocks the queue. */
  | { state: 'queued'; reason: 'offline' | 'server' | 'sign-in' | 'behind-failed' }
  /** The server refused it: it stays in the cache viewer, marked failed with this message. */
  | { state: 'failed'; message: string }
) & {
  /** How many changes of the scope the server acknowledged in this run (this one and earlier ones). */
  acknowledged: number;
  /** Whom the changes sent put in conflict with another device's. */
  conflicts?: string[];
};

/**
 * The registry of queued kinds holds every module's schemas (zod and the mirrors): the signed-in
 * shell, which starts this client, is drawn without it, and a change that needs it was queued by a
 * screen that loaded it already (the first download stays small).
 */
const queuedKinds = () => import('@/db/queued-kinds');

/** The changes sent together with `m`: those of its order scope (a measuring task), else those of its kind. */
async function scopeOf(m: Mutation): Promise<ReplayScope> {
  const orderScope = (await queuedKinds()).orderScopeOf(m);
  return orderScope === null ? { kinds: [m.kind] } : { orderScope };
}

/**
 * spec 3 §4: online, a change is sent at once (offline mode only queues). Every change goes
 * through the outbox, so "at once" is a replay, in order, of what is pending in the change's own
 * scope (its feature's kinds or its task), right after it was queued: other features' and tasks'
 * changes are left to their own screens and to the automatic replay, and a failed head of the
 * scope still waits for the user. Independent of the automatic-replay setting, which is about the
 * network coming back.
 */
export async function sendQueued(m: Mutation, scope?: ReplayScope): Promise<QueuedChangeOutcome> {
  if (!isOnline()) return { state: 'queued', reason: 'offline', acknowledged: 0 };
  const sent = scope ?? (await scopeOf(m));
  const out = await track(() => withEngine((e) => e.replayScope(sent))).catch(() => null);
  const acknowledged = out?.sent ?? 0;
  const left = await db.outbox.where('id').equals(m.id).first();
  if (!left) return { state: 'sent', acknowledged, ...(out?.conflicts?.length ? { conflicts: out.conflicts } : {}) };
  if (left.state === 'failed') return { state: 'failed', message: left.error ?? '', acknowledged };
  if (out?.stopped === 'failed') return { state: 'queued', reason: 'behind-failed', acknowledged };
  if (out?.stopped === 'sign-in') return { state: 'queued', reason: 'sign-in', acknowledged };
  return { state: 'queued', reason: out?.stopped === 'server' ? 'server' : 'offline', acknowledged };
}

/**
 * When the setting is on, replays what is pending when the network returns. Returns a function
 * that stops listening. The shell calls it once.
 */
export function startAutoReplay(): () => void {
  const maybeReplay = async () => {
    if (!isOnline()) return;
    if (getSyncStatus().running || !(await anyQueued()) || !(await isAutoReplayOn())) return;
    await replayPending().catch(() => undefined);
  };
  // A tab that died mid-send left its change 'sending'; show it as pending and let it be sent.
  // With nothing queued there is nothing to recover, and the engine (its worker and every
  // module's effects) is not started: a seller's home page does not download it.
  void anyQueued()
    .then((queued) => (queued ? withEngine((e) => e.recover()) : undefined))
    .catch(() => undefined);
  let wasOnline = isOnline();
  const stopNetwork = subscribeNetwork(() => {
    const online = isOnline();
    if (online && !wasOnline) void maybeReplay();
    wasOnline = online;
  });
  void maybeReplay();
  return stopNetwork;
}
