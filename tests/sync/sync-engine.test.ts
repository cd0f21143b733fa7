import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { MEASURING_KIND, queueAddPerson, queueDeletePerson, queueRenameDepartment, queueSaveMeasurement, refreshTaskMirror, saveTaskSnapshot, taskAckCount, type FetchTask, type HandedOver } from '@/db/measuring-mirror';
import { personKey } from '@/db/measuring-effects';
import { getPerson, listPeople, peopleOf } from '@/db/people-buckets';
import type { PortalDb } from '@/db/db';
import type { LockManagerLike, SyncOptions } from '../../workers/sync.api';
import type { Fault } from '../support/fault-proxy';
import { fetchTask, mirrorTask, serverPeople, useSyncRig } from '../support/sync';
import { measurementBody } from '../support/measurement-body';

const save = (userId: number, height: number) => measurementBody(userId, height);

/** An in-memory LockManager with the Web Locks semantics the engine relies on (exclusive, FIFO). */
function memoryLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, _opts, cb) {
      const prev = tails.get(name) ?? Promise.resolve();
      const run = prev.then(() => cb());
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/**
 * Every fault runs against both ways of sending: in batches (the default, several changes in one
 * request) and alone (one request per change on its own path). Where the two differ on the wire
 * (a change after a stop went out in the same batch, but the server never applied it), the tests
 * check what the server applied: the Idempotency-Key it stored with the change's effect.
 */
for (const mode of ['batch', 'alone'] as const) {
  describe(`sync engine against a real server behind a fault proxy (${mode})`, () => {
    const rig = useSyncRig();

    const engine = (db: PortalDb, extra: Partial<SyncOptions> = {}) => rig.engine(db, { ...(mode === 'alone' ? { batch: false } : {}), ...extra });
    /** Whether the server applied the change (it keeps the Idempotency-Key with the effect, in one transaction). */
    const applied = async (id: string) =>
      (await rig.server.db.selectFrom('idempotency_keys').select('key').where('key', '=', id).execute()).length === 1;
    /** How often a change reached the server: once alone; in a batch, again with each batch it rode in. */
    const reached = (id: string) => rig.proxy.forwarded.get(id) ?? 0;

    it('applies a change exactly once when the reply is lost after the server committed', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const before = (await serverPeople(rig.server, token)).length;
      const m = await queueAddPerson(db, userId, { task_id: 1, truename: '丢失回复', gender_id: 1, department_name: '行政部', company_name: '华东能源集团有限公司' }, 'add');
      expect(await getPerson(db.peopleBuckets, 1, (m.payload as { local_id: number }).local_id)).toBeTruthy();

      rig.proxy.plan = (r) => (r.key === m.id && !rig.proxy.log.some((l) => l.key === m.id) ? 'drop-after' : 'pass');
      const first = await engine(db).replayAll();
      expect(first).toMatchObject({ sent: 0, stopped: 'offline', mutationId: m.id });
      expect(await db.outbox.count()).toBe(1);
      expect((await db.outbox.toArray())[0]!.state).toBe('pending');

      const second = await engine(db).replayAll();
      expect(second).toEqual({ sent: 1, answered: true });
      expect(rig.proxy.forwarded.get(m.id)).toBe(2);
      const people = await serverPeople(rig.server, token);
      expect(people.filter((p) => p.truename === '丢失回复')).toHaveLength(1);
      expect(people.length).toBe(before + 1);
      // The mirror row now carries the server's id.
      const added = people.find((p) => p.truename === '丢失回复')!;
      expect(await getPerson(db.peopleBuckets, 1, added.id)).toBeTruthy();
      expect(await getPerson(db.peopleBuckets, 1, (m.payload as { local_id: number }).local_id)).toBeUndefined();
      rig.proxy.plan = () => 'pass';
    });

    it('with A, B, C and B rejected: applies A, marks B failed with the server message, and does not send C', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const [p1] = await serverPeople(rig.server, token);
      const a = await queueSaveMeasurement(db, userId, save(p1!.id, 171), 'A');
      const b = await queueSaveMeasurement(db, userId, { ...save(p1!.id, 172), size_info: [{ ...save(0, 0).size_info[0]!, category_id: 99 }] }, 'B');
      const c = await queueRenameDepartment(db, userId, { task_id: 1, old_department_name: '风控部', department_name: '风险部' }, 'C');
      const out = await engine(db, { language: () => 'en' }).replayAll();
      expect(out).toMatchObject({ sent: 1, stopped: 'failed', mutationId: b.id });
      expect(out.message).toContain('category 99');
      expect(rig.proxy.forwarded.get(a.id)).toBe(1);
      expect(await applied(c.id)).toBe(false);
      // Alone, C is not even sent; in a batch it rode with A and B, and the server stopped at B.
      expect(reached(c.id)).toBe(mode === 'batch' ? 1 : 0);
      const left = await db.outbox.orderBy('seq').toArray();
      expect(left.map((m) => [m.id, m.state])).toEqual([
        [b.id, 'failed'],
        [c.id, 'pending'],
      ]);
      expect(left[0]!.error).toContain('category 99');
      expect((await serverPeople(rig.server, token)).find((p) => p.id === p1!.id)!.height).toBe(171);
      // Automatic replay leaves a failed head for the user; deleting it lets C through.
      expect(await engine(db).replayPending()).toMatchObject({ sent: 0, stopped: 'failed' });
      await engine(db).discard(b.id);
      expect(await engine(db).replayPending()).toEqual({ sent: 1, answered: true });
      expect(await applied(c.id)).toBe(true);
      expect(reached(c.id)).toBe(mode === 'batch' ? 2 : 1);
    });

    it('keeps everything through a burst of 5xx, 429, HTML pages and dropped connections, and applies each once', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const ids: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        ids.push((await queueAddPerson(db, userId, { task_id: 1, truename: `突发${i}`, gender_id: 2, department_name: '突发部', company_name: 'X' }, `add ${i}`)).id);
      }
      const faults = ['bad-gateway', 'unavailable', 'rate-limited', 'html-200', 'drop-before', 'drop-after'] as const;
      let n = 0;
      rig.proxy.plan = () => (n++ % 2 === 0 ? faults[(n >> 1) % faults.length]! : 'pass');
      const stops = new Set<string>();
      for (let round = 0; round < 100 && (await db.outbox.count()) > 0; round += 1) {
        // Small batches, so the faults fall on changes of every place in a run.
        const out = await engine(db, mode === 'batch' ? { batch: { changes: 2 } } : {}).replayAll();
        if (out.stopped) stops.add(out.stopped);
        expect(out.stopped === undefined || out.stopped === 'offline' || out.stopped === 'server').toBe(true);
      }
      rig.proxy.plan = () => 'pass';
      expect(await db.outbox.count()).toBe(0);
      expect(stops).toEqual(new Set(['offline', 'server']));
      const people = await serverPeople(rig.server, token);
      for (let i = 0; i < 12; i += 1) expect(people.filter((p) => p.truename === `突发${i}`), `突发${i}`).toHaveLength(1);
      for (const id of ids) expect(rig.proxy.forwarded.get(id)).toBeGreaterThanOrEqual(1);
    });

    it('keeps the mutation and stops the replay when the server does not answer in time, and applies it once afterwards', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const people = await serverPeople(rig.server, token);
      const a = await queueAddPerson(db, userId, { task_id: 1, truename: '超时新人', gender_id: 1, department_name: '行政部', company_name: '华东能源集团有限公司' }, 'A');
      const b = await queueSaveMeasurement(db, userId, save(people[11]!.id, 164), 'B');
      const quick = (db: PortalDb) => engine(db, { timeoutMs: 300 });

      // No answer at all: the request never reached the server.
      rig.proxy.plan = (r) => (r.key === a.id ? 'hang' : 'pass');
      const started = Date.now();
      expect(await quick(db).replayAll()).toMatchObject({ sent: 0, stopped: 'offline', mutationId: a.id });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await db.outbox.get(a.seq!)).toMatchObject({ state: 'pending', error: null, attempts: 1 });
      expect(rig.proxy.forwarded.has(a.id)).toBe(false);
      expect(reached(b.id)).toBe(0);

      // The server commits, then its answer is held past the time limit: kept, and not applied twice later.
      rig.proxy.plan = (r) => (r.key === a.id ? 'hang-after' : 'pass');
      expect(await quick(db).replayAll()).toMatchObject({ sent: 0, stopped: 'offline', mutationId: a.id });
      expect(await db.outbox.count()).toBe(2);
      await expect.poll(async () => (await serverPeople(rig.server, token)).filter((p) => p.truename === '超时新人').length).toBe(1);
      // Alone, B waits behind A; in A's batch it was applied too, though the device never heard.
      await expect.poll(() => applied(b.id)).toBe(mode === 'batch');

      rig.proxy.plan = () => 'pass';
      expect(await quick(db).replayAll()).toEqual({ sent: 2, answered: true });
      expect(rig.proxy.forwarded.get(a.id)).toBe(2);
      expect(rig.proxy.forwarded.get(b.id)).toBe(mode === 'batch' ? 2 : 1);
      const after = await serverPeople(rig.server, token);
      expect(after.filter((p) => p.truename === '超时新人')).toHaveLength(1);
      expect(after.length).toBe(people.length + 1);
      expect(after.find((p) => p.id === people[11]!.id)!.height).toBe(164);
    });

    it('sends a mutation added during a replay in the same run', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const people = await serverPeople(rig.server, token);
      const first = await queueSaveMeasurement(db, userId, save(people[1]!.id, 160), 'first');
      let added: string | null = null;
      rig.proxy.plan = async (r): Promise<Fault> => {
        if (r.key === first.id && !added) added = (await queueSaveMeasurement(db, userId, save(people[2]!.id, 161), 'added mid-run')).id;
        return 'pass';
      };
      const out = await engine(db).replayAll();
      rig.proxy.plan = () => 'pass';
      expect(out).toEqual({ sent: 2, answered: true });
      expect(rig.proxy.forwarded.get(added!)).toBe(1);
      expect(await db.outbox.count()).toBe(0);
    });

    for (const [name, locks] of [
      ['a Dexie lease (no navigator.locks)', () => null],
      ['navigator.locks', memoryLocks],
    ] as const) {
      it(`lets one runner at a time send, so two runners at once send each mutation once (${name})`, async () => {
        const { db, token, userId } = await rig.device();
        await mirrorTask(rig.server, db, token, userId);
        const people = await serverPeople(rig.server, token);
        const queued = [];
        for (let i = 0; i < 10; i += 1) queued.push(await queueSaveMeasurement(db, userId, save(people[i]!.id, 150 + i), `m${i}`));
        const shared = locks();
        const [x, y] = await Promise.all([engine(db, { locks: shared }).replayAll(), engine(db, { locks: shared }).replayAll()]);
        expect(x.sent + y.sent).toBe(10);
        for (const m of queued) expect(rig.proxy.forwarded.get(m.id), m.summary).toBe(1);
      });
    }

    it('keeps the mutation and asks to sign in again on 40007', async () => {
      const { db, userId } = await rig.device();
      const m = await queueRenameDepartment(db, userId, { task_id: 1, old_department_name: 'none', department_name: 'x' }, 'rename');
      await db.session.put({ key: 'current', token: 'expired-token', userId });
      const out = await engine(db).replayAll();
      expect(out).toMatchObject({ sent: 0, stopped: 'sign-in', mutationId: m.id });
      const kept = await db.outbox.get(m.seq!);
      expect(kept).toMatchObject({ state: 'pending', error: null });
    });

    it('submits one chosen mutation, and re-keys the later changes of a person added offline', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const add = await queueAddPerson(db, userId, { task_id: 1, truename: '离线新人', gender_id: 1, department_name: 'A', company_name: 'B' }, 'add');
      const localId = (add.payload as { local_id: number }).local_id;
      expect(localId).toBeLessThan(0);
      const measure = await queueSaveMeasurement(db, userId, save(localId, 180), 'measure new');
      const row = await getPerson(db.peopleBuckets, 1, localId);
      expect(row).toMatchObject({ measuring_status_id: 2 });
      expect(row!.data.person.height).toBe(180);

      expect(await engine(db).replayOne(add.id)).toEqual({ sent: 1, answered: true });
      const serverId = (await serverPeople(rig.server, token)).find((p) => p.truename === '离线新人')!.id;
      // The mirror row is re-keyed to the server's id and still shows the offline measurement.
      expect(await getPerson(db.peopleBuckets, 1, localId)).toBeUndefined();
      expect((await getPerson(db.peopleBuckets, 1, serverId))!.data.person.height).toBe(180);
      // It names the key it had, so a screen showing them (and values kept unsaved for them) follows.
      expect(await getPerson(db.peopleBuckets, 1, serverId)).toMatchObject({ key: `1:${serverId}`, was: `1:${localId}` });

      // A screen that still holds the local id queues against it; the id is resolved locally and on sending.
      const del = await queueDeletePerson(db, userId, { id: localId, task_id: 1 }, 'delete');
      expect(await getPerson(db.peopleBuckets, 1, serverId)).toBeUndefined();
      expect(await engine(db).replayAll()).toEqual({ sent: 2, answered: true });
      const sentBodies = rig.proxy.log.filter((l) => l.key === measure.id || l.key === del.id).map((l) => JSON.parse(l.body));
      expect(sentBodies.map((b) => b.user_id ?? b.id)).toEqual([serverId, serverId]);
      expect((await serverPeople(rig.server, token)).some((p) => p.id === serverId)).toBe(false);
      expect(rig.proxy.forwarded.get(del.id)).toBe(1);
    });

    it('re-applies queued changes when a task is mirrored again from the server', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const person = (await serverPeople(rig.server, token))[5]!;
      await queueRenameDepartment(db, userId, { task_id: 1, company_name: person.company_name, old_department_name: person.department_name, department_name: '本地改名' }, 'r');
      await queueDeletePerson(db, userId, { id: person.id, task_id: 1 }, 'd');
      await mirrorTask(rig.server, db, token, userId);
      expect(await getPerson(db.peopleBuckets, 1, person.id)).toBeUndefined();
      const renamed = (await listPeople(db.peopleBuckets, 1)).filter((p) => p.department_name === '本地改名').length;
      expect(renamed).toBeGreaterThan(0);
      expect(await db.outbox.where('kind').equals(MEASURING_KIND.renameDepartment).count()).toBe(1);
    });

    it('does not let a refresh fetched before an acknowledgement wipe the acknowledged change', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const person = (await serverPeople(rig.server, token))[20]!;
      const m = await queueSaveMeasurement(db, userId, save(person.id, 193), 'acknowledged while a refresh is in flight');
      const shown = async () => (await getPerson(db.peopleBuckets, 1, person.id))!.data.person.height;

      // The refresh reads the server, then the change is replayed and acknowledged, then the refresh writes.
      const ackSeen = await taskAckCount(db, 1);
      const stale = await fetchTask(rig.server, token);
      expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });
      expect(await taskAckCount(db, 1)).toBe(ackSeen + 1);
      expect(await saveTaskSnapshot(db, userId, stale.task, stale.people, stale.measurements, ackSeen)).toBe(false);
      expect(await shown()).toBe(193);
      expect((await getPerson(db.snapshotBuckets, 1, person.id))!.data.person.height).toBe(193);

      // refreshTaskMirror fetches again when that happens, and writes the data that has the change.
      const again = await queueSaveMeasurement(db, userId, save(person.id, 194), 'the next one');
      let fetches = 0;
      const written = await refreshTaskMirror(db, userId, 1, async () => {
        const data = await fetchTask(rig.server, token);
        if ((fetches += 1) === 1) expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });
        return data;
      });
      expect(fetches).toBe(2);
      expect(written!.people.find((p) => p.id === person.id)!.height).toBe(194);
      expect(await shown()).toBe(194);
      expect(rig.proxy.forwarded.get(m.id)).toBe(1);
      expect(rig.proxy.forwarded.get(again.id)).toBe(1);
    });

    it('hands the fetched people to the screen before storing them only while nothing of the task is queued', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const handed: ({ taskId: number; people: number } | null)[] = [];
      const refresh = () => refreshTaskMirror(db, userId, 1, () => fetchTask(rig.server, token), (h) => handed.push(h && { taskId: h.task.id, people: h.rows.length }));

      // Nothing queued: the fetched rows are what the mirror then holds.
      const written = await refresh();
      expect(handed).toEqual([{ taskId: 1, people: written!.people.length }]);
      const stored = await listPeople(db.peopleBuckets, 1);
      expect(stored.map((r) => r.key).sort()).toEqual(written!.people.map((p) => personKey(1, p.id)).sort());

      // A queued change makes the mirror more than the fetch: the screen waits for the mirror.
      const person = (await serverPeople(rig.server, token))[3]!;
      await queueSaveMeasurement(db, userId, save(person.id, 181), 'queued while refreshing');
      await refresh();
      expect(handed).toHaveLength(1);
      expect((await getPerson(db.peopleBuckets, 1, person.id))!.data.person.height).toBe(181);

      // The change is acknowledged while the next fetch is on its way: the outbox is empty when that
      // fetch is handed over, but its write is refused (it may predate the change), so the screen is
      // told to drop it, and the fetch made again is handed over and stored.
      let fetches = 0;
      await refreshTaskMirror(
        db,
        userId,
        1,
        async () => {
          const data = await fetchTask(rig.server, token);
          if ((fetches += 1) === 1) expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });
          return data;
        },
        (h) => handed.push(h && { taskId: h.task.id, people: h.rows.length }),
      );
      expect(fetches).toBe(2);
      expect(handed.slice(1).map((h) => h !== null)).toEqual([true, false, true]);
      expect((await getPerson(db.peopleBuckets, 1, person.id))!.data.person.height).toBe(181);
    });

    it('on a first open, hands over the first people, then everyone before their measurements, then the whole task', async () => {
      const { db, token, userId } = await rig.device();
      const handed: ({ people: number; measured: number; stage: string; total: number } | null)[] = [];
      const hand = (h: HandedOver | null) => handed.push(h && { people: h.rows.length, measured: h.rows.filter((r) => r.data.measurements.length).length, stage: h.stage, total: h.total });
      const fetchInParts: FetchTask = async (early) => {
        const data = await fetchTask(rig.server, token);
        early?.head(data.task, data.people.slice(0, 3), data.people.length);
        early?.people(data.task, data.people);
        return data;
      };
      const first = (await refreshTaskMirror(db, userId, 1, fetchInParts, hand))!;
      const n = first.people.length;
      const measured = new Set(first.measurements.map((m) => m.person_id)).size;
      expect(measured).toBeGreaterThan(0);
      expect(handed).toEqual([
        { people: 3, measured: 0, stage: 'head', total: n },
        { people: n, measured: 0, stage: 'people', total: n },
        { people: n, measured, stage: 'whole', total: n },
      ]);
      // Once stored here, a refresh has a mirror to show meanwhile: no parts are handed over early.
      handed.length = 0;
      await refreshTaskMirror(db, userId, 1, fetchInParts, hand);
      expect(handed.map((h) => h?.stage)).toEqual(['whole']);
    });

    it('stores a task fetched again by writing only the people that changed, in both copies', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const [measured, deleted] = (await serverPeople(rig.server, token)).slice(7, 9);
      // Changed on the server by another device: one person measured, one deleted.
      expect((await rig.server.call('POST', '/measuring.measuring_user/save_user_measuring_info', { token, body: save(measured!.id, 176) })).body.errcode).toBe(0);
      expect((await rig.server.call('POST', '/measuring.measuring_user/delete_task_user', { token, body: { id: deleted!.id, task_id: 1 } })).body.errcode).toBe(0);

      const bucketOf = async (id: number) => (await db.peopleBuckets.where('taskId').equals(1).toArray()).find((b) => peopleOf(b).some((p) => p.id === id))!;
      const [changedBucket, emptiedBucket] = [await bucketOf(measured!.id), await bucketOf(deleted!.id)];
      const rewritten = [...new Set([changedBucket.key, ...(peopleOf(emptiedBucket).length > 1 ? [emptiedBucket.key] : [])])].sort();
      const removed = peopleOf(emptiedBucket).length > 1 ? [] : [emptiedBucket.key];
      const spies = [db.peopleBuckets, db.snapshotBuckets].map((table) => ({ put: vi.spyOn(table, 'bulkPut'), delete: vi.spyOn(table, 'bulkDelete') }));
      const fresh = await refreshTaskMirror(db, userId, 1, () => fetchTask(rig.server, token));
      // In each copy, only the buckets holding the two people are written: never the whole task.
      for (const spy of spies) {
        expect(spy.put.mock.calls.flatMap(([buckets]) => buckets.map((b) => b.key)).sort()).toEqual(rewritten);
        expect(spy.delete.mock.calls.flat(2)).toEqual(removed);
      }
      expect(await db.peopleBuckets.where('taskId').equals(1).count()).toBeGreaterThan(rewritten.length + 2);

      // Both copies hold exactly what was fetched.
      for (const table of [db.peopleBuckets, db.snapshotBuckets]) {
        const held = await listPeople(table, 1);
        expect(held.map((r) => r.id).sort((a, b) => a - b)).toEqual(fresh!.people.map((p) => p.id).sort((a, b) => a - b));
        expect(held.find((r) => r.id === measured!.id)!.data.person.height).toBe(176);
        expect(held.some((r) => r.id === deleted!.id)).toBe(false);
      }
    });

    it('sends only the changes of the scope that asked, in order, leaving another task and its failed head alone', async () => {
      const { db, token, userId } = await rig.device();
      const task2 = (
        await rig.server.call('POST', '/measuring.index/add_task', {
          token,
          body: { name: 'Scoped', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], bodybuilders: [userId], body_item_ids: [1], special_shape_ids: [1] },
        })
      ).body.result.id as number;
      const other = (await rig.server.call('POST', '/measuring.measuring_user/add_task_user', { token, body: { task_id: task2, truename: '别的任务', gender_id: 1 } })).body.result;
      await mirrorTask(rig.server, db, token, userId);
      await mirrorTask(rig.server, db, token, userId, task2);
      const person = (await serverPeople(rig.server, token))[21]!;

      const refused = await queueSaveMeasurement(db, userId, { ...save(other.id, 170), task_id: task2, size_info: [{ ...save(0, 0).size_info[0]!, category_id: 99 }] }, 'refused, task 2');
      const mine = await queueSaveMeasurement(db, userId, save(person.id, 175), 'task 1');
      const later2 = await queueRenameDepartment(db, userId, { task_id: task2, old_department_name: 'x', department_name: 'y' }, 'task 2 after the refused one');
      const mine2 = await queueSaveMeasurement(db, userId, save(person.id, 176), 'task 1 again');

      expect(await engine(db).replayScope({ orderScope: 'measuring.task:1' })).toEqual({ sent: 2, answered: true });
      expect(rig.proxy.forwarded.get(mine.id)).toBe(1);
      expect(rig.proxy.forwarded.get(mine2.id)).toBe(1);
      expect(rig.proxy.log.some((l) => l.key === refused.id || l.key === later2.id)).toBe(false);
      expect((await serverPeople(rig.server, token)).find((p) => p.id === person.id)!.height).toBe(176);

      // Task 2's own run stops at its refused head and keeps the rest in order.
      expect(await engine(db).replayScope({ orderScope: `measuring.task:${task2}` })).toMatchObject({ sent: 0, stopped: 'failed', mutationId: refused.id });
      expect(await applied(later2.id)).toBe(false);
      expect((await db.outbox.orderBy('seq').toArray()).map((m) => [m.id, m.state])).toEqual([
        [refused.id, 'failed'],
        [later2.id, 'pending'],
      ]);
      // A scope of kinds sends those kinds only.
      expect(await engine(db).replayScope({ kinds: [MEASURING_KIND.deletePerson] })).toEqual({ sent: 0 });
    });

    it('stops with answered: false, keeping the change in its place, unless the server itself answered', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const people = await serverPeople(rig.server, token);
      const a = await queueSaveMeasurement(db, userId, save(people[22]!.id, 168), 'A');
      const b = await queueSaveMeasurement(db, userId, save(people[23]!.id, 169), 'B');
      const cases = [
        ['bad-gateway', { stopped: 'offline', answered: false }],
        ['unavailable', { stopped: 'offline', answered: false }],
        ['gateway-timeout', { stopped: 'offline', answered: false }],
        ['html-200', { stopped: 'offline', answered: false }],
        ['drop-before', { stopped: 'offline', answered: false }],
        ['rate-limited', { stopped: 'server', answered: true }],
      ] as const;
      for (const [fault, expected] of cases) {
        rig.proxy.plan = (r) => (r.key === a.id ? fault : 'pass');
        expect(await engine(db).replayAll(), fault).toMatchObject({ sent: 0, mutationId: a.id, ...expected });
        expect((await db.outbox.orderBy('seq').toArray()).map((m) => [m.id, m.state]), fault).toEqual([
          [a.id, 'pending'],
          [b.id, 'pending'],
        ]);
      }
      expect(reached(b.id)).toBe(0);
      rig.proxy.plan = () => 'pass';
      expect(await engine(db).replayAll()).toEqual({ sent: 2, answered: true });
      expect(rig.proxy.forwarded.get(a.id)).toBe(1);
    });

    it('renames a department of a task by task_id, without the client_id the change was queued with', async () => {
      const { db, token, userId } = await rig.device();
      await mirrorTask(rig.server, db, token, userId);
      const person = (await serverPeople(rig.server, token))[24]!;
      const m = await queueRenameDepartment(
        db,
        userId,
        { task_id: 1, client_id: 999_999, company_name: person.company_name, old_department_name: person.department_name, department_name: '按任务改名' },
        'rename',
      );
      // The queued change keeps what the screen gave; only the request leaves client_id out.
      expect((m.payload as { client_id?: number }).client_id).toBe(999_999);
      expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });
      const body = JSON.parse(rig.proxy.log.find((l) => l.key === m.id)!.body) as Record<string, unknown>;
      expect(body).toEqual({
        task_id: 1,
        company_name: person.company_name,
        old_department_name: person.department_name,
        department_name: '按任务改名',
        device_id: expect.any(String),
        changed_at: expect.stringMatching(/Z$/),
      });
      expect((await serverPeople(rig.server, token)).find((p) => p.id === person.id)!.department_name).toBe('按任务改名');
    });
  });
}

describe('sync engine: how a run cuts its batches', () => {
  const rig = useSyncRig();
  const engine = rig.engine;
  /** The requests the proxy saw since `from`, as the keys each carried. */
  const requests = (from: number) => {
    const out = new Map<number, { batch: boolean; keys: string[] }>();
    for (const l of rig.proxy.log.slice(from)) {
      const r = out.get(l.request) ?? { batch: Boolean(l.batch), keys: [] };
      r.keys.push(l.key!);
      out.set(l.request, r);
    }
    return [...out.values()];
  };

  it('sends a person added offline before the changes that name them, and those under the server’s id', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const [p1] = await serverPeople(rig.server, token);
    const before = await queueSaveMeasurement(db, userId, save(p1!.id, 161), 'before');
    const add = await queueAddPerson(db, userId, { task_id: 1, truename: '批内新人', gender_id: 2, department_name: '行政部', company_name: '华东能源集团有限公司' }, 'add');
    const localId = (add.payload as { local_id: number }).local_id;
    const measure = await queueSaveMeasurement(db, userId, save(localId, 166), 'measure the new one');
    const rename = await queueRenameDepartment(db, userId, { task_id: 1, old_department_name: '无此部门', department_name: '也无' }, 'rename');
    const from = rig.proxy.log.length;
    expect(await engine(db).replayAll()).toEqual({ sent: 4, answered: true });
    // The measurement names the person's temporary id: its batch waits for the add's answer.
    expect(requests(from)).toEqual([
      { batch: true, keys: [before.id, add.id] },
      { batch: true, keys: [measure.id, rename.id] },
    ]);
    const added = (await serverPeople(rig.server, token)).find((p) => p.truename === '批内新人')!;
    expect(added).toMatchObject({ height: 166, measuring_status_id: 2 });
    expect(JSON.parse(rig.proxy.log.find((l) => l.key === measure.id)!.body).user_id).toBe(added.id);
  });

  it('sends a change too large for a batch alone, on its own path, between the batches around it', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const people = await serverPeople(rig.server, token);
    // One garment each: the sizes below are those of a one-category body.
    const small = (i: number) => queueSaveMeasurement(db, userId, measurementBody(people[1 + i]!.id, 150 + i, { categoryId: 1 }), `small ${i}`);
    const a = await small(0);
    const b = await small(1);
    const large = await queueSaveMeasurement(db, userId, { ...save(people[4]!.id, 159), size_info: [{ ...save(0, 0).size_info[0]!, special_position_remark: '长'.repeat(300) }] }, 'large');
    const c = await small(2);
    const from = rig.proxy.log.length;
    // Bodies of about 350 bytes (with the base revision, device and time they carry): two fit in
    // 800; the large one (over 1,000) fits in none.
    expect(await engine(db, { batch: { bytes: 800 } }).replayAll()).toEqual({ sent: 4, answered: true });
    expect(requests(from)).toEqual([
      { batch: true, keys: [a.id, b.id] },
      { batch: false, keys: [large.id] },
      { batch: true, keys: [c.id] },
    ]);
    expect((await serverPeople(rig.server, token)).find((p) => p.id === people[4]!.id)!.height).toBe(159);
  });

  it('falls back to one request per change when the server has no batch path (an older server)', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const people = await serverPeople(rig.server, token);
    const queued = [];
    for (let i = 0; i < 3; i += 1) queued.push(await queueSaveMeasurement(db, userId, save(people[5 + i]!.id, 170 + i), `m${i}`));
    const older: typeof fetch = (url, init) => fetch(String(url).replace('/sync/batch', '/sync/not_here_yet'), init);
    expect(await engine(db, { fetch: older }).replayAll()).toEqual({ sent: 3, answered: true });
    for (const m of queued) expect(rig.proxy.forwarded.get(m.id), m.summary).toBe(1);
    const heights = (await serverPeople(rig.server, token)).filter((p) => people.slice(5, 8).some((q) => q.id === p.id)).map((p) => p.height);
    expect(heights).toEqual([170, 171, 172]);
  });

  it('applies a batch once when the tab dies while the server applies it, and the next tab sends it again', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const people = await serverPeople(rig.server, token);
    const add = await queueAddPerson(db, userId, { task_id: 1, truename: '半途', gender_id: 1, department_name: '行政部', company_name: '华东能源集团有限公司' }, 'add');
    const queued = [add];
    for (let i = 0; i < 5; i += 1) queued.push(await queueSaveMeasurement(db, userId, save(people[8 + i]!.id, 180 + i), `m${i}`));

    // The dying tab: its request reaches the server, which applies the whole batch, but the tab is
    // gone before the answer and never writes again (it holds the lease until it lapses).
    let arrived!: () => void;
    const reachedServer = new Promise<void>((r) => (arrived = r));
    const dying: typeof fetch = (url, init) => {
      void fetch(url, { ...init, signal: null }).then(() => arrived());
      return new Promise<Response>(() => {});
    };
    void engine(db, { fetch: dying, leaseMs: 300 }).replayAll();
    await reachedServer;
    expect((await db.outbox.toArray()).map((m) => m.state)).toEqual(queued.map(() => 'sending'));
    expect((await serverPeople(rig.server, token)).filter((p) => p.truename === '半途')).toHaveLength(1);

    // The next tab takes over once the lease lapsed, and the server answers what it stored.
    expect(await engine(db, { leaseMs: 300 }).replayAll()).toEqual({ sent: 6, answered: true });
    expect(await db.outbox.count()).toBe(0);
    for (const m of queued) expect(rig.proxy.forwarded.get(m.id), m.summary).toBe(2);
    const after = await serverPeople(rig.server, token);
    expect(after.filter((p) => p.truename === '半途')).toHaveLength(1);
    expect(after.filter((p) => people.slice(8, 13).some((q) => q.id === p.id)).map((p) => p.height)).toEqual([180, 181, 182, 183, 184]);
    // The mirror holds the server's id for the person, from the stored answer.
    const added = after.find((p) => p.truename === '半途')!;
    expect(await getPerson(db.peopleBuckets, 1, added.id)).toBeTruthy();
  });
});
