/**
 * Sync test rig: a real server (fresh PGlite, migrated and seeded) listening on a loopback port,
 * the fault proxy in front of it, and a fresh fake-indexeddb Dexie database signed in as a user.
 * Import 'fake-indexeddb/auto' before this module.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createSyncApi, type SyncOptions } from '../../workers/sync.api';
import { PortalDb } from '@/db/db';
import { startTestServer, type TestServer } from './api';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

export type SyncRig = {
  server: TestServer & { close(): Promise<void> };
  proxy: FaultProxy;
  /** A session of `mobilephone`'s, signed in from an address of its own. */
  signIn(mobilephone?: string): Promise<string>;
  /**
   * A fresh browser database signed in as `mobilephone`, on a session of its own or on `token`
   * (from signIn): a property test's hundreds of tablets would otherwise each pay a sign-in, whose
   * password hash is made slow on purpose (~40 ms, most of such a test's time).
   */
  device(mobilephone?: string, token?: string): Promise<{ db: PortalDb; token: string; userId: number }>;
  close(): Promise<void>;
};

let dbCounter = 0;
let signInCounter = 0;

export async function startSyncRig(): Promise<SyncRig> {
  const server = await startTestServer('pglite');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as AddressInfo).port;
  const proxy = await startFaultProxy(`http://127.0.0.1:${port}`);
  const devices: PortalDb[] = [];
  const signIn = (mobilephone = '13800000004') => {
    // Each tablet signs in from an address of its own, as tablets on a plant's network do: a
    // property test's hundreds of tablets would pass one address's hourly allowance of tokens.
    const n = (signInCounter += 1);
    return server.login(mobilephone, undefined, `10.77.${n >> 8}.${n & 255}`);
  };
  return {
    server,
    proxy,
    signIn,
    device: async (mobilephone = '13800000004', signedIn?: string) => {
      const n = (dbCounter += 1);
      const token = signedIn ?? (await signIn(mobilephone));
      const me = await server.call<{ user_info: { id: number } }>('GET', '/common.account/index', { token });
      const userId = me.body.result.user_info.id;
      const db = new PortalDb(`sync-test-${process.pid}-${n}`);
      devices.push(db);
      await db.session.put({ key: 'current', token, userId });
      return { db, token, userId };
    },
    close: async () => {
      for (const d of devices) {
        d.close();
        await d.delete();
      }
      await proxy.close();
      await server.close();
    },
  };
}

/** A rig for a file's tests, and a sync engine talking to its server through the fault proxy. */
export type UsedSyncRig = Pick<SyncRig, 'server' | 'proxy' | 'signIn' | 'device'> & {
  engine(db: PortalDb, options?: Partial<SyncOptions>): ReturnType<typeof createSyncApi>;
};

/** Starts a rig before the suite's tests and closes it after them. */
export function useSyncRig(): UsedSyncRig {
  let live: SyncRig | undefined;
  beforeAll(async () => {
    live = await startSyncRig();
  });
  afterAll(async () => {
    await live?.close();
  });
  const rig = () => {
    if (!live) throw new Error('sync rig not started');
    return live;
  };
  return {
    get server() {
      return rig().server;
    },
    get proxy() {
      return rig().proxy;
    },
    signIn: (mobilephone) => rig().signIn(mobilephone),
    device: (mobilephone, token) => rig().device(mobilephone, token),
    engine: (db, options = {}) => createSyncApi(db, { baseUrl: rig().proxy.url, timeoutMs: 5_000, locks: null, ...options }),
  };
}

/** A task, its people and their measurements as the server holds them (what the screen fetches). */
export async function fetchTask(server: TestServer, token: string, taskId = 1): Promise<import('@/db/measuring-mirror').FetchedTask> {
  const info = await server.call('GET', '/measuring.index/task_info', { token, query: { task_id: taskId } });
  const people = await server.call('GET', '/measuring.measuring_user/get_task_user_list', { token, query: { task_id: taskId, size: 10000 } });
  const data = await server.call('GET', '/measuring.measuring_user/get_task_measuring_data', { token, query: { task_id: taskId } });
  return { task: info.body.result, people: people.body.result.list, measurements: data.body.result.list };
}

/** Mirrors a task into the device as the screen does when a task is opened online. */
export async function mirrorTask(server: TestServer, db: PortalDb, token: string, userId: number, taskId = 1): Promise<void> {
  const { saveTaskSnapshot } = await import('@/db/measuring-mirror');
  const { task, people, measurements } = await fetchTask(server, token, taskId);
  await saveTaskSnapshot(db, userId, task, people, measurements);
}

/** The people of a task as the server holds them. */
export async function serverPeople(server: TestServer, token: string, taskId = 1) {
  const res = await server.call<{ list: import('@/domain/measuring/wire').MeasuringPerson[] }>('GET', '/measuring.measuring_user/get_task_user_list', {
    token,
    query: { task_id: taskId, size: 10000 },
  });
  return res.body.result.list;
}
