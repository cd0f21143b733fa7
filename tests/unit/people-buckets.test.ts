import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { deletedAfterEach } from '../support/device-databases';
import { PortalDb, type TaskPersonMirror, type TaskPersonRow } from '@/db/db';
import { peekPeopleList } from '@/db/peek-list-copy';
import { toPersonRow } from '@/db/measuring-effects';
import { getPerson, holdExactly, listPeople, modifyPeople, modifyPerson, PEOPLE_BUCKETS, peopleOf, peopleReader, putPerson, readBuckets, readPeopleList, remakeListCopy, removePerson, replacePeople, toBuckets } from '@/db/people-buckets';
import { MEASURING_STATUS } from '@/domain/measuring/constants';
import { countPeople } from '@/domain/measuring/people-filter';
import type { MeasurementRow, MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { partialBy, progressReader } from '@/features/measuring/garment-progress';

const person = (taskId: number, id: number, department = 'A'): TaskPersonMirror =>
  toPersonRow({ id, task_id: taskId, truename: `P${id}`, company_name: 'C', department_name: department } as MeasuringPerson, []);

const ids = (rows: readonly Pick<TaskPersonRow, 'id'>[]) => rows.map((r) => r.id).sort((a, b) => a - b);

const kept = deletedAfterEach();

function portal(name = `buckets-${Math.random()}`) {
  return kept(new PortalDb(name));
}

describe('people buckets', () => {
  it('replaces and removes people of a task in one pass, other tasks untouched', async () => {
    const db = portal();
    await holdExactly(db.peopleBuckets, 1, toBuckets(Array.from({ length: 200 }, (_, i) => person(1, i + 1))));
    await holdExactly(db.peopleBuckets, 2, toBuckets([person(2, 3)]));
    await replacePeople(db.peopleBuckets, 1, [person(1, 3, 'B'), person(1, 3 + PEOPLE_BUCKETS, 'B'), person(1, 500, 'B')], [4, 5]);
    const rows = await listPeople(db.peopleBuckets, 1);
    expect(ids(rows)).toEqual([...Array.from({ length: 200 }, (_, i) => i + 1).filter((id) => id !== 4 && id !== 5), 500]);
    expect(rows.filter((r) => r.department_name === 'B').map((r) => r.id).sort((a, b) => a - b)).toEqual([3, 3 + PEOPLE_BUCKETS, 500]);
    expect(ids(await listPeople(db.peopleBuckets, 2))).toEqual([3]);
  });

  it('keeps a large task in a bounded number of records, and reads every person back', async () => {
    const db = portal();
    const rows = Array.from({ length: 1000 }, (_, i) => person(1, i + 1));
    await holdExactly(db.peopleBuckets, 1, toBuckets(rows));
    await holdExactly(db.peopleBuckets, 2, toBuckets([person(2, 5)]));
    expect(await db.peopleBuckets.where('taskId').equals(1).count()).toBe(PEOPLE_BUCKETS);
    expect(ids(await listPeople(db.peopleBuckets, 1))).toEqual(ids(rows));
    expect(ids(await listPeople(db.peopleBuckets, 2))).toEqual([5]);
  });

  it('adds, changes and removes one person, a local (negative) id included, leaving the others', async () => {
    const db = portal();
    await holdExactly(db.peopleBuckets, 1, toBuckets([person(1, 1), person(1, 65), person(1, 2)]));
    await putPerson(db.peopleBuckets, person(1, -3));
    await modifyPerson(db.peopleBuckets, 1, 65, (r) => {
      r.truename = 'renamed';
    });
    await modifyPerson(db.peopleBuckets, 1, 999, () => {
      throw new Error('not there: never called');
    });
    expect((await getPerson(db.peopleBuckets, 1, 65))!.truename).toBe('renamed');
    expect((await getPerson(db.peopleBuckets, 1, 1))!.truename).toBe('P1');
    expect((await getPerson(db.peopleBuckets, 1, -3))!.truename).toBe('P-3');

    await removePerson(db.peopleBuckets, 1, 1);
    await removePerson(db.peopleBuckets, 1, -3);
    expect(ids(await listPeople(db.peopleBuckets, 1))).toEqual([2, 65]);
    // An emptied bucket goes: a task is never held by empty records.
    expect((await db.peopleBuckets.where('taskId').equals(1).toArray()).every((b) => peopleOf(b).length > 0)).toBe(true);
  });

  it('changes every matching person of a task, and no other task', async () => {
    const db = portal();
    await holdExactly(db.peopleBuckets, 1, toBuckets([person(1, 1, 'A'), person(1, 2, 'B'), person(1, 3, 'A')]));
    await holdExactly(db.peopleBuckets, 2, toBuckets([person(2, 1, 'A')]));
    await modifyPeople(
      db.peopleBuckets,
      1,
      (r) => r.department_name === 'A',
      (r) => {
        r.department_name = 'Z';
      },
    );
    expect((await listPeople(db.peopleBuckets, 1)).map((r) => r.department_name).sort()).toEqual(['B', 'Z', 'Z']);
    expect((await listPeople(db.peopleBuckets, 2))[0]!.department_name).toBe('A');
  });

  it('reads a task again parsing only the buckets that changed, the other people keeping their identity', async () => {
    const db = portal();
    await holdExactly(db.peopleBuckets, 1, toBuckets(Array.from({ length: 200 }, (_, i) => person(1, i + 1))));
    const read = peopleReader();
    const first = new Map((await read(db.peopleBuckets, 1)).map((r) => [r.id, r]));
    await modifyPerson(db.peopleBuckets, 1, 7, (r) => {
      r.truename = 'changed';
    });
    const second = new Map((await read(db.peopleBuckets, 1)).map((r) => [r.id, r]));
    expect(second.size).toBe(200);
    expect(second.get(7)!.truename).toBe('changed');
    // 71, 135 and 199 share 7's bucket (by id modulo 64): it was parsed again, the other 63 were not.
    expect(second.get(71)).not.toBe(first.get(71));
    expect(second.get(8)).toBe(first.get(8));
    expect([...second.values()].filter((r) => r === first.get(r.id)).length).toBe(200 - 4);
  });

  it('answers the same array when a read finds every bucket as it was, and a new one when one left', async () => {
    const db = portal();
    await holdExactly(db.peopleBuckets, 1, toBuckets(Array.from({ length: 200 }, (_, i) => person(1, i + 1))));
    const read = peopleReader();
    const first = await read(db.peopleBuckets, 1);
    expect(await read(db.peopleBuckets, 1)).toBe(first);
    // 64, 128 and 192 are the people of bucket 0 (by id modulo 64): without them the bucket goes.
    await holdExactly(db.peopleBuckets, 1, toBuckets(Array.from({ length: 200 }, (_, i) => person(1, i + 1)).filter((r) => r.id % 64 !== 0)));
    const fewer = await read(db.peopleBuckets, 1);
    expect(fewer).not.toBe(first);
    expect(fewer).toHaveLength(197);
  });

  it('moves the people of a device that held one record per person (version 4) into buckets, losing none', async () => {
    const name = `buckets-upgrade-${Math.random()}`;
    const old = new Dexie(name);
    old.version(4).stores({ settings: 'key', taskPeople: 'key, taskId', personSnapshots: 'key, taskId' });
    const mirror = [person(1, 1), person(1, 2), person(1, -1), person(7, 3)];
    mirror[0]!.data.person.height = 181;
    await old.table('taskPeople').bulkPut(mirror);
    await old.table('personSnapshots').bulkPut([person(1, 1), person(1, 2), person(7, 3)]);
    old.close();

    const db = portal(name);
    expect(ids(await listPeople(db.peopleBuckets, 1))).toEqual([-1, 1, 2]);
    expect((await getPerson(db.peopleBuckets, 1, 1))!.data.person.height).toBe(181);
    expect(ids(await listPeople(db.peopleBuckets, 7))).toEqual([3]);
    expect(ids(await listPeople(db.snapshotBuckets, 1))).toEqual([1, 2]);
    expect(db.tables.map((t) => t.name)).not.toContain('taskPeople');
  });

  describe("the mirror's list copy", () => {
    const MEASURED = MEASURING_STATUS.measured;
    const measurement = (personId: number, size: string): MeasurementRow => ({ person_id: personId, repair_status_id: 0, category_id: 1, edition_type_id: 1, size, num: 1, item: [{ id: 1, value: 100 }], special: [], special_position_remark: '', wear_styles: 0 });
    /**
     * Person `id`, measured or not, with one garment measured (with its size, or an item only when
     * `size` is empty); every tenth gets one garment of their own, where the task's apply to the others.
     */
    const withSize = (id: number, status: number = MEASURED, size = 'M') =>
      toPersonRow(
        {
          id,
          task_id: 1,
          truename: `P${id}`,
          company_name: 'C',
          department_name: 'A',
          gender_id: 1,
          no_sleeve: false,
          measuring_status_id: status,
          save_date: '2026-12-01T08:00:00+00:00',
          reviewed_warnings: ['height'],
          order_config: id % 10 === 0 ? [{ category_id: 1, edition_type_id: 1, num: 2 }] : [],
        } as unknown as MeasuringPerson,
        [measurement(id, size)],
      );
    /**
     * What the list copy must hold of each person: what the list shows, filters and counts by, and
     * for those not measured what their garments measured are read from; nothing else.
     */
    const asListed = (rows: TaskPersonMirror[]): TaskPersonRow[] =>
      rows
        .map(({ key, was, taskId, id, truename, company_name, department_name, gender_id, measuring_status_id, no_sleeve, conflicts, data }) => ({
          key,
          ...(was !== undefined && { was }),
          taskId,
          id,
          truename,
          company_name,
          department_name,
          gender_id,
          measuring_status_id,
          no_sleeve,
          conflicts: conflicts ?? 0,
          data:
            measuring_status_id === MEASURING_STATUS.notMeasured
              ? {
                  person: { order_config: (data.person.order_config as MeasuringPerson['order_config'] | undefined)?.map((c) => ({ category_id: c.category_id })) ?? [] },
                  measurements: data.measurements.map((m) => ({ category_id: m.category_id, size: m.size, item: m.item.map((i) => ({ id: i.id, value: i.value })) })),
                }
              : { person: { order_config: [] }, measurements: [] },
        }))
        .sort((a, b) => a.id - b.id);
    /** The task's people from its list copy, which must hold the task. */
    const listed = async (db: PortalDb) => {
      const { people, copy } = await readPeopleList(db.peopleBuckets, 1);
      expect(copy).toBe(true);
      return people.sort((a, b) => a.id - b.id);
    };
    const whole = async (db: PortalDb) => asListed(await listPeople(db.peopleBuckets, 1));

    it('is each person as the list shows them, with the measurements of those not measured only, after every kind of write', async () => {
      const db = portal();
      const more = Array.from({ length: 100 }, (_, i) => withSize(i + 10, i % 3 ? MEASURED : MEASURING_STATUS.notMeasured));
      await holdExactly(db.peopleBuckets, 1, toBuckets([withSize(1), withSize(2, MEASURING_STATUS.notMeasured), withSize(3, MEASURING_STATUS.repaired), ...more]));
      const first = await listed(db);
      expect(first.find((r) => r.id === 1)!.data.measurements).toEqual([]);
      // Part way: the list shows how many of their garments are measured, from their measurements.
      expect(first.find((r) => r.id === 2)!.data.measurements).toHaveLength(1);
      expect(first.find((r) => r.id === 3)!.data.measurements).toEqual([]);
      expect(first).toStrictEqual(await whole(db));
      // Nothing else of the person is read with the list: not what the server sent of them, not the rest of a measurement.
      const text = (await db.peopleLists.toArray()).map((b) => b.json).join('');
      for (const field of ['save_date', 'reviewed_warnings', 'special_position_remark', 'wear_styles', 'edition_type_id']) expect(text).not.toContain(field);
      expect(JSON.stringify(await listPeople(db.peopleBuckets, 1))).toContain('save_date');
      // Every entry in one shape, keys in one order (see listEntry): `was` alone comes and goes.
      const shapes = new Set((await db.peopleLists.toArray()).flatMap((b) => (JSON.parse(b.json) as object[]).map((e) => Object.keys(e).filter((k) => k !== 'was').join())));
      expect([...shapes]).toEqual([Object.keys(withSize(1)).join()]);

      await putPerson(db.peopleBuckets, withSize(-4, MEASURING_STATUS.notMeasured));
      expect(await listed(db)).toEqual(await whole(db));
      await modifyPerson(db.peopleBuckets, 1, 2, (r) => {
        r.measuring_status_id = MEASURED;
      });
      expect((await listed(db)).find((r) => r.id === 2)!.data.measurements).toEqual([]);
      expect(await listed(db)).toEqual(await whole(db));
      await modifyPeople(db.peopleBuckets, 1, (r) => r.id > 50, (r) => {
        r.department_name = 'Z';
      });
      expect(await listed(db)).toEqual(await whole(db));
      await replacePeople(db.peopleBuckets, 1, [withSize(11, MEASURING_STATUS.notMeasured, 'L')], [12, 13]);
      expect(await listed(db)).toEqual(await whole(db));
      await removePerson(db.peopleBuckets, 1, -4);
      // Bucket 0 held 64 alone: without it, the list copy drops that bucket too.
      await removePerson(db.peopleBuckets, 1, 64);
      expect(await db.peopleLists.where('taskId').equals(1).primaryKeys()).toEqual(await db.peopleBuckets.where('taskId').equals(1).primaryKeys());
      expect(await listed(db)).toEqual(await whole(db));
      // Written again from the server's copy, text only (a reset after a discarded change).
      const snapshot = toBuckets([withSize(1), withSize(5, MEASURING_STATUS.notMeasured)]);
      await holdExactly(db.snapshotBuckets, 1, snapshot);
      await holdExactly(db.peopleBuckets, 1, await readBuckets(db.snapshotBuckets, 1));
      expect(ids(await listed(db))).toEqual([1, 5]);
      expect(await listed(db)).toEqual(await whole(db));
    });

    it('gives the list the progress and the counts the whole people give', async () => {
      const db = portal();
      const task = { order_config: [{ category_id: 1 }, { category_id: 5 }], body_items: [{ id: 1 }, { id: 2 }] } as unknown as MeasuringTaskInfo;
      // Measured, or part way with a size or with an item only; every tenth with one garment of their own.
      const people = Array.from({ length: 60 }, (_, i) => withSize(i + 1, i % 3 === 0 ? MEASURED : MEASURING_STATUS.notMeasured, i % 2 ? 'M' : ''));
      await holdExactly(db.peopleBuckets, 1, toBuckets(people));
      const rows = await listed(db);
      const wholePeople = (await listPeople(db.peopleBuckets, 1)).sort((a, b) => a.id - b.id);
      const progress = progressReader(task);
      expect(rows.map(progress)).toEqual(wholePeople.map(progress));
      const counts = countPeople(rows, partialBy(progress));
      expect(counts).toEqual(countPeople(wholePeople, partialBy(progress)));
      // Not all alike: some part way, and some (with a garment of their own) complete.
      expect(counts.partial).toBeGreaterThan(0);
      expect(rows.map(progress).filter((c) => c !== null && c.done === c.total)).not.toHaveLength(0);
    });

    it("is kept for the screens' mirror only, not for the server's copy", async () => {
      const db = portal();
      await holdExactly(db.snapshotBuckets, 1, toBuckets([withSize(1)]));
      expect(await db.peopleLists.count()).toBe(0);
      const read = await readPeopleList(db.snapshotBuckets, 1);
      expect(read.copy).toBe(false);
      expect(!read.copy && read.people[0]!.data.measurements).toHaveLength(1);
    });

    it("is written in the transaction of the buckets' write, and refused in one that does not hold it", async () => {
      const db = portal();
      await expect(db.transaction('rw', db.peopleBuckets, () => putPerson(db.peopleBuckets, withSize(1)))).rejects.toThrow();
      expect(await db.peopleBuckets.count()).toBe(0);
      expect(await db.peopleLists.count()).toBe(0);
      // A write that fails after the buckets were written takes their copy back with them.
      await expect(
        db.transaction('rw', db.peopleBuckets, db.peopleLists, async () => {
          await putPerson(db.peopleBuckets, withSize(1));
          throw new Error('the rest of the change failed');
        }),
      ).rejects.toThrow('the rest of the change failed');
      expect(await db.peopleLists.count()).toBe(0);
    });

    it('is not trusted for a bucket written without it, as a tab running an earlier version writes, and is made again', async () => {
      const db = portal();
      // The read without Dexie (a reopen's early read) trusts the copy by the same rule.
      const peeked = async () => (await peekPeopleList<TaskPersonRow>(1, db.name))?.people.sort((a, b) => a.id - b.id) ?? null;
      await holdExactly(db.peopleBuckets, 1, toBuckets([withSize(1), withSize(2, MEASURING_STATUS.notMeasured)]));
      expect(ids(await listed(db))).toEqual([1, 2]);
      expect(await peeked()).toEqual((await listed(db)).sort((a, b) => a.id - b.id));
      const stampOf = async (key: string) => (await db.peopleBuckets.get(key))!.stamp;
      const untouched = await stampOf('1#1');
      // An earlier version's write: the bucket alone, with no stamp; 2 is now measured, and 66 is new (both in bucket 2).
      const [earlier] = toBuckets([withSize(2), withSize(66)]).values();
      await db.peopleBuckets.put({ key: earlier!.key, taskId: 1, json: earlier!.json });
      const read = await readPeopleList(db.peopleBuckets, 1);
      expect(read.copy).toBe(false);
      expect(await peeked()).toBeNull();
      expect(read.people.sort((a, b) => a.id - b.id)).toEqual([withSize(1), withSize(2), withSize(66)]);
      await remakeListCopy(db.peopleBuckets, 1);
      expect(await listed(db)).toEqual(await whole(db));
      expect(ids((await peeked())!)).toEqual([1, 2, 66]);
      expect((await listed(db)).find((r) => r.id === 2)!.data.measurements).toEqual([]);
      // Only the bucket written without it was written again.
      expect(await stampOf('1#1')).toBe(untouched);
      // A bucket an earlier version dropped is seen too.
      await db.peopleBuckets.delete(earlier!.key);
      expect((await readPeopleList(db.peopleBuckets, 1)).copy).toBe(false);
      expect(await peeked()).toBeNull();
      await remakeListCopy(db.peopleBuckets, 1);
      expect(ids(await listed(db))).toEqual([1]);
      // A copy of a bucket the task never had (a stray record) is seen as well.
      await db.peopleLists.put({ key: '1#9', taskId: 1, json: JSON.stringify([withSize(9)]) });
      expect((await readPeopleList(db.peopleBuckets, 1)).copy).toBe(false);
      expect(await peeked()).toBeNull();
      await remakeListCopy(db.peopleBuckets, 1);
      expect(ids(await listed(db))).toEqual([1]);
    });

    it("is made again for a task whose copy a device kept whole (version 7), once the task is read", async () => {
      const name = `buckets-lists-${Math.random()}`;
      const old = new Dexie(name);
      old.version(7).stores({ settings: 'key', peopleBuckets: 'key, taskId, [taskId+stamp]', snapshotBuckets: 'key, taskId', peopleLists: 'key, taskId, [taskId+stamp]' });
      const [bucket] = toBuckets([withSize(1), withSize(65, MEASURING_STATUS.notMeasured)]).values();
      // Version 7's copy: the people whole, the measured without their measurements, of the bucket's own write.
      const copy = JSON.stringify([withSize(1), withSize(65, MEASURING_STATUS.notMeasured)].map((p) => (p.id === 1 ? { ...p, data: { ...p.data, measurements: [] } } : p)));
      await old.table('peopleBuckets').put({ ...bucket!, stamp: 'v7.1' });
      await old.table('peopleLists').put({ key: bucket!.key, taskId: 1, json: copy, stamp: 'v7.1' });
      old.close();
      const db = portal(name);
      expect(await db.peopleLists.count()).toBe(0);
      const before = await readPeopleList(db.peopleBuckets, 1);
      expect(before.copy).toBe(false);
      expect(ids(before.people)).toEqual([1, 65]);
      await remakeListCopy(db.peopleBuckets, 1);
      expect(await listed(db)).toStrictEqual(await whole(db));
    });

    it('is made for a task a device held before it was kept (version 6), once the task is read', async () => {
      const name = `buckets-lists-${Math.random()}`;
      const old = new Dexie(name);
      old.version(6).stores({ settings: 'key', peopleBuckets: 'key, taskId', snapshotBuckets: 'key, taskId' });
      await old.table('peopleBuckets').bulkPut([...toBuckets([withSize(1), withSize(2, MEASURING_STATUS.notMeasured)]).values()]);
      old.close();
      const db = portal(name);
      // Read whole until then: the list is right either way.
      const before = await readPeopleList(db.peopleBuckets, 1);
      expect(before.copy).toBe(false);
      expect(ids(before.people)).toEqual([1, 2]);
      await remakeListCopy(db.peopleBuckets, 1);
      expect(await listed(db)).toEqual(await whole(db));
      expect((await listed(db))[0]!.data.measurements).toEqual([]);
    });
  });
});
