import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { deletedAfterEach } from '../support/device-databases';
import { PortalDb, type Mutation, type TaskPersonMirror } from '@/db/db';
import { toPersonRow } from '@/db/measuring-effects';
import { listPeople } from '@/db/people-buckets';
import type { MeasuringPerson } from '@/domain/measuring/wire';

/**
 * The device database's schema as each published version declared it, one after the other, before
 * the versions that move no data and delete no table were folded into the next (src/db/db.ts). A
 * tablet may still hold any of them, with changes queued in its outbox.
 */
const PUBLISHED: Record<number, Record<string, string | null>> = {
  1: {
    session: 'key',
    profile: 'userId',
    modules: 'userId',
    settings: 'key',
    catalogue: 'name',
    outbox: '++seq, &id, state, userId, kind',
    cartOrders: 'id, userId, order_type_id, order_status_id',
    tasks: 'id, userId',
    taskPeople: 'key, taskId, [taskId+measuring_status_id], [taskId+company_name+department_name]',
  },
  2: { personSnapshots: 'key, taskId' },
  3: { taskPeople: 'key, taskId' },
  4: { coutureTasks: 'uid, userId, id' },
  5: { peopleBuckets: 'key, taskId', snapshotBuckets: 'key, taskId' },
  6: { taskPeople: null, personSnapshots: null },
  7: { peopleBuckets: 'key, taskId, [taskId+stamp]', peopleLists: 'key, taskId, [taskId+stamp]' },
  8: {},
};

/** A database as a device left it at `version` (its upgrades' data moves are not needed for what is put here). */
function publishedAt(name: string, version: number): Dexie {
  const old = new Dexie(name);
  for (let v = 1; v <= version; v++) old.version(v).stores(PUBLISHED[v]!);
  return old;
}

const person = (taskId: number, id: number): TaskPersonMirror =>
  toPersonRow({ id, task_id: taskId, truename: `P${id}`, company_name: 'C', department_name: 'A' } as MeasuringPerson, []);

const queued = (n: number): Mutation => ({
  id: `key-${n}`,
  userId: 4,
  kind: 'measuring.save',
  method: 'POST',
  path: '/measuring/save',
  payload: { height: 170 + n },
  summary: `save ${n}`,
  createdAt: 1_700_000_000_000 + n,
  state: 'pending',
  error: null,
  attempts: 0,
});

/** Each table's primary key and indexes, as the browser's database holds them. */
function installedSchema(db: Dexie) {
  const idb = db.backendDB();
  const tx = idb.transaction([...idb.objectStoreNames], 'readonly');
  return Object.fromEntries(
    [...idb.objectStoreNames].map((name) => {
      const store = tx.objectStore(name);
      const indexes = [...store.indexNames].map((i) => `${i}:${JSON.stringify(store.index(i).keyPath)}:${store.index(i).unique}`).sort();
      return [name, { key: store.keyPath, auto: store.autoIncrement, indexes }];
    }),
  );
}

const kept = deletedAfterEach();

function portal(name: string) {
  return kept(new PortalDb(name));
}

describe('the device database, opened by a tablet that holds an older version', () => {
  it('is made afresh with the schema every upgrade ends in', async () => {
    const fresh = portal(`fresh-${Math.random()}`);
    await fresh.open();
    expect(Object.keys(installedSchema(fresh)).sort()).toEqual(
      ['cartOrders', 'catalogue', 'coutureTasks', 'modules', 'outbox', 'peopleBuckets', 'peopleLists', 'profile', 'session', 'settings', 'snapshotBuckets', 'tasks'].sort(),
    );
  });

  for (const version of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`keeps what version ${version} held, its queued changes in order, and ends in today's schema`, async () => {
      const name = `upgrade-${version}-${Math.random()}`;
      const old = publishedAt(name, version);
      await old.table('session').put({ key: 'current', token: 't', userId: 4 });
      await old.table('outbox').bulkAdd([queued(1), queued(2), queued(3)]);
      await old.table('tasks').put({ id: 1, userId: 4, data: { id: 1 }, fetchedAt: 1 });
      if (version < 5) await old.table('taskPeople').bulkPut([person(1, 1), person(1, 2), person(1, 65)]);
      else await old.table('peopleBuckets').bulkPut([{ key: '1#1', taskId: 1, json: JSON.stringify([person(1, 1), person(1, 65)]) }, { key: '1#2', taskId: 1, json: JSON.stringify([person(1, 2)]) }]);
      if (version >= 7) await old.table('peopleLists').put({ key: '1#1', taskId: 1, json: '[]', stamp: 's' });
      old.close();

      const db = portal(name);
      const fresh = portal(`fresh-${Math.random()}`);
      await Promise.all([db.open(), fresh.open()]);
      expect(installedSchema(db)).toEqual(installedSchema(fresh));
      expect(await db.session.get('current')).toMatchObject({ token: 't', userId: 4 });
      const outbox = await db.outbox.orderBy('seq').toArray();
      expect(outbox.map((m) => [m.seq, m.id])).toEqual([
        [1, 'key-1'],
        [2, 'key-2'],
        [3, 'key-3'],
      ]);
      // The next change queued comes after them.
      expect(await db.outbox.add(queued(4))).toBe(4);
      expect((await listPeople(db.peopleBuckets, 1)).map((p) => p.id).sort((a, b) => a - b)).toEqual([1, 2, 65]);
      // A list copy of version 7 is gone (made again once its task is read); one of version 8 is kept.
      expect(await db.peopleLists.count()).toBe(version === 8 ? 1 : 0);
      expect(await db.tasks.count()).toBe(1);
    });
  }
});
