/**
 * The sync worker: replays the outbox off the main thread (DESIGN §6). A thin comlink entry over
 * sync.api.ts, which holds the rules and also runs on the main thread (tests, browsers without
 * module workers). The API origin is the worker's own origin.
 */
import { expose } from 'comlink';
import { db } from '@/db/db';
import { createSyncApi, type ReplayOutcome, type ReplayScope } from './sync.api';

let language = 'zh';
const engine = createSyncApi(db, { baseUrl: self.location.origin, language: () => language });

const syncWorkerApi = {
  setLanguage(lang: string): void {
    language = lang;
  },
  replayAll: (): Promise<ReplayOutcome> => engine.replayAll(),
  replayPending: (): Promise<ReplayOutcome> => engine.replayPending(),
  replayScope: (scope: ReplayScope): Promise<ReplayOutcome> => engine.replayScope(scope),
  replayOne: (id: string): Promise<ReplayOutcome> => engine.replayOne(id),
  discard: (id: string): Promise<number> => engine.discard(id),
  recover: (): Promise<void> => engine.recover(),
};

export type SyncWorkerApi = typeof syncWorkerApi;

expose(syncWorkerApi);
