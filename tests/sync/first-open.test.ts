/**
 * The first page of a task asked for by measuring detail's route loader
 * (src/features/measuring/api/first-open.ts), against a real server: asked for on a first open
 * only, once the session is read, and handed to the screen once, with everyone asked for once it has
 * come. A task the device holds is read from the device instead (stored-task.ts).
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/api/http';
import { reportReachable } from '@/api/reachability';
import { db } from '@/db/db';
import { ACK_COUNT, MIRROR_STAMP } from '@/db/stamp-keys';
import { signIn, signOut } from '@/db/session';
import type { UserInfo } from '@/domain/account/user-info';
import { MEASURING_STATUS, PEOPLE_HEAD_SIZE, PEOPLE_LOAD_ALL_SIZE } from '@/domain/measuring/constants';
import { holdExactly, modifyPerson, toBuckets } from '@/db/people-buckets';
import { toPersonRow } from '@/db/measuring-effects';
import { comparePeople } from '@/domain/measuring/people-order';
import type { MeasuringPerson } from '@/domain/measuring/wire';
import { everyoneFor, prepareTask, readyFirstPage, takeFirstPage, type FirstPage } from '@/features/measuring/api/first-open';
import { taskAcks } from '@/db/ack-counts';
import { readStoredTaskEarly, takeEarlyRead } from '@/features/measuring/api/early-list';
import { readTaskList, storedTaskReader } from '@/features/measuring/api/stored-task';
import { useSyncRig } from '../support/sync';

// A page comes from the server through the device's database: vitest's 1 s default for waitFor is
// less than that takes on a loaded 2-core machine (a full run failed at 1.3 s).
const ANSWERED = { timeout: 10_000, interval: 20 };

const TASK = 1;

/** Every request of a page settled: its task, its first page and everyone, when they were asked for. */
const allAnswered = async (page: FirstPage | null) => {
  if (!page) return;
  await Promise.allSettled([page.task, page.head, page.everyone.then((e) => e?.people)]);
};

describe('the first page of a task asked for while the screen downloads', () => {
  const rig = useSyncRig();
  let userId = 0;
  let token = '';
  const asked: string[] = [];

  beforeAll(async () => {
    ({ token, userId } = await rig.device('13800000004'));
    configureHttp({ baseUrl: rig.proxy.url, getToken: () => token });
    await signIn(token, { id: userId } as UserInfo);
  });

  // The api project's files share a worker's modules: leave no session behind.
  afterAll(() => signOut());

  beforeEach(async () => {
    asked.length = 0;
    rig.proxy.plan = (r) => {
      const path = r.path.replace('/order_admin', '');
      if (/task_info|get_task_user_list/.test(path)) asked.push(path);
      return 'pass';
    };
    await Promise.all([db.settings.clear(), db.outbox.clear()]);
  });

  afterEach(async () => {
    vi.useRealTimers();
    // A page a test left untaken would be handed to the next, and its requests counted there.
    const left = await takeFirstPage(userId, TASK);
    await allAnswered(left);
    await takeEarlyRead(userId, TASK)?.done;
  });

  it('asks for the first page and its task on a first open, and hands them over once', async () => {
    await prepareTask(TASK, Promise.resolve());
    const page = (await takeFirstPage(userId, TASK))!;
    expect((await page.task).id).toBe(TASK);
    const head = await page.head;
    expect(head.count).toBe(40);
    expect(head.list.length).toBe(40);
    // Everyone, asked for once the first page has come (on the embedded database the two would share its one thread).
    const everyone = (await page.everyone)!;
    expect(everyone.acks).toBe(0);
    expect((await everyone.people).list).toHaveLength(40);
    expect(asked).toEqual([
      expect.stringMatching(/task_info|size=100$/),
      expect.stringMatching(/task_info|size=100$/),
      `/measuring.measuring_user/get_task_user_list?task_id=${TASK}&page=1&size=${PEOPLE_LOAD_ALL_SIZE}`,
    ]);
    expect(asked.slice(0, 2).sort()).toEqual([`/measuring.index/task_info?task_id=${TASK}`, `/measuring.measuring_user/get_task_user_list?task_id=${TASK}&page=1&size=${PEOPLE_HEAD_SIZE}`].sort());
    // Taken once: a later refresh asks the server itself.
    expect(await takeFirstPage(userId, TASK)).toBeNull();
    // The loader run twice at once (a revalidation) asks once.
    await Promise.all([prepareTask(TASK, Promise.resolve()), prepareTask(TASK, Promise.resolve())]);
    await allAnswered(await takeFirstPage(userId, TASK));
    expect(asked).toHaveLength(6);
  });

  it("asks for everyone with the count of the task's acknowledgements read before, which the refresh compares with its own", async () => {
    await db.settings.put({ key: ACK_COUNT.task(TASK), value: 3 });
    await prepareTask(TASK, Promise.resolve());
    const page = (await takeFirstPage(userId, TASK))!;
    const everyone = (await page.everyone)!;
    expect(everyone.acks).toBe(3);
    expect((await everyone.people).count).toBe(40);
    // The refresh read the same count before fetching: they are its to write, with the task asked before them.
    const taken = (await everyoneFor(page, await taskAcks.read(db, TASK)))!;
    expect(taken.task).toBe(page.task);
    expect(taken.people).toBe(everyone.people);
    // A change of the task acknowledged since they were asked for: they may predate it, the refresh asks again.
    await taskAcks.count(db, TASK);
    expect(await everyoneFor(page, await taskAcks.read(db, TASK))).toBeNull();
  });

  it("asks once for a deep link's task that the route's loader prepares again", async () => {
    // bootstrap prepares a deep link's task before the router exists; the route's loader runs after.
    await prepareTask(TASK, Promise.resolve());
    await prepareTask(TASK, Promise.resolve());
    const page = (await takeFirstPage(userId, TASK))!;
    expect((await page.head).list.length).toBe(40);
    await allAnswered(page);
    expect(asked).toHaveLength(3);
  });

  it('waits for the session before it asks', async () => {
    let settle = () => {};
    const booted = new Promise<void>((resolve) => (settle = resolve));
    const prepared = prepareTask(TASK, booted);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
    settle();
    await prepared;
    await allAnswered(await takeFirstPage(userId, TASK));
    expect(asked).toHaveLength(3);
  });

  it('asks nothing when the device holds the task, or is offline', async () => {
    await db.settings.put({ key: MIRROR_STAMP.task(TASK), value: Date.now() });
    await prepareTask(TASK, Promise.resolve());
    expect(await takeFirstPage(userId, TASK)).toBeNull();
    await db.settings.clear();

    reportReachable(false);
    try {
      await prepareTask(TASK, Promise.resolve());
      expect(await takeFirstPage(userId, TASK)).toBeNull();
    } finally {
      reportReachable(true);
    }
    expect(asked).toEqual([]);
  });

  it('hands a page over only for its task and user, and not once it is stale', async () => {
    await prepareTask(TASK, Promise.resolve());
    expect(await takeFirstPage(userId, TASK + 1)).toBeNull();
    expect(await takeFirstPage(userId + 1, TASK)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    expect(await takeFirstPage(userId, TASK)).toBeNull();
  });

  it('asks nothing when signed out', async () => {
    await signOut();
    try {
      await prepareTask(TASK, Promise.resolve());
      expect(asked).toEqual([]);
    } finally {
      await signIn(token, { id: userId } as UserInfo);
    }
  });

  describe('a first page the first render draws', () => {
    // Both of its requests answered, and the checks after them run.
    const settled = async () => {
      await vi.waitFor(() => expect(asked).toHaveLength(2), ANSWERED);
      await new Promise((r) => setTimeout(r, 50));
    };
    const queued = (id: string, owner: number, taskId: number) =>
      db.outbox.add({ id, userId: owner, kind: 'measuring.saveMeasurement', method: 'POST', path: '/x', payload: { task_id: taskId, user_id: 1 }, summary: '', createdAt: Date.now(), state: 'pending', error: null, attempts: 0 });

    it('is ready once it has come, while the device holds nothing of the task, and stays for the refresh', async () => {
      await prepareTask(TASK, Promise.resolve());
      await vi.waitFor(() => expect(readyFirstPage(userId, TASK)).not.toBeNull(), ANSWERED);
      const ready = readyFirstPage(userId, TASK)!;
      expect(ready.task.id).toBe(TASK);
      expect(ready.count).toBe(40);
      expect(ready.list).toHaveLength(40);
      expect(readyFirstPage(userId, TASK + 1)).toBeNull();
      expect(readyFirstPage(userId + 1, TASK)).toBeNull();
      expect(readyFirstPage(null, TASK)).toBeNull();
      // Drawing it takes nothing: the refresh still takes the page (and asks nothing again).
      const page = (await takeFirstPage(userId, TASK))!;
      expect((await page.head).list).toEqual(ready.list);
      expect(readyFirstPage(userId, TASK)).toBeNull();
      await allAnswered(page);
      expect(asked).toHaveLength(3);
    });

    it('is not ready while a change of the task is queued on the device, though the page is asked for', async () => {
      await queued('of-this-task', userId, TASK);
      await prepareTask(TASK, Promise.resolve());
      await settled();
      expect(readyFirstPage(userId, TASK)).toBeNull();
      // Nor is everyone asked for: the refresh, which puts the queued change back over them, asks itself.
      const page = (await takeFirstPage(userId, TASK))!;
      expect(await page.everyone).toBeNull();
      expect(await everyoneFor(page, 0)).toBeNull();
      expect(asked).toHaveLength(2);
      // Another user's change, or one of another task, does not stand in the way.
      await db.outbox.clear();
      await queued('of-another-task', userId, TASK + 1);
      await queued('of-another-user', userId + 1, TASK);
      await takeFirstPage(userId, TASK).then(allAnswered);
      asked.length = 0;
      await prepareTask(TASK, Promise.resolve());
      // Waited for, not slept on: on a loaded machine the page's reads take longer than a pause.
      await vi.waitFor(() => expect(readyFirstPage(userId, TASK)).not.toBeNull(), ANSWERED);
    });
  });

  describe('a task the device holds', () => {
    const person = (id: number, department: string) =>
      toPersonRow({ id, task_id: TASK, truename: `P${id}`, company_name: 'C', department_name: department } as MeasuringPerson, []);
    // In id order, not in the list's (company, department, id).
    const people = [person(3, 'A'), person(1, 'B'), person(2, 'A')];

    beforeEach(async () => {
      await holdExactly(db.peopleBuckets, TASK, toBuckets(people));
      await db.settings.put({ key: MIRROR_STAMP.task(TASK), value: 1234 });
    });

    afterEach(() => holdExactly(db.peopleBuckets, TASK, new Map()));

    /** The early read, once it has begun (prepareTask does not wait for it). */
    const earlyRead = () =>
      vi.waitFor(() => {
        const read = takeEarlyRead(userId, TASK);
        if (!read) throw new Error('not begun yet');
        return read;
      }, ANSWERED);

    it('is read from the device early, offline too, and that read is handed to the screen once', async () => {
      reportReachable(false);
      try {
        await prepareTask(TASK, Promise.resolve());
        const early = await earlyRead();
        const task = (await early.done)!;
        expect(task.stamp).toBe(1234);
        expect(task.people.map((p) => p.id)).toEqual([2, 3, 1]);
        expect([...task.people].sort(comparePeople)).toEqual(task.people);
        expect(takeEarlyRead(userId, TASK)).toBeNull();
      } finally {
        reportReachable(true);
      }
      // Online, it is read the same way, and nothing is asked of the server.
      await prepareTask(TASK, Promise.resolve());
      expect((await (await earlyRead()).done)!.people).toHaveLength(3);
      expect(asked).toEqual([]);
    });

    it("is read once for a deep link that the route's loader prepares again", async () => {
      reportReachable(false);
      try {
        await prepareTask(TASK, Promise.resolve());
        await prepareTask(TASK, Promise.resolve());
        const first = await earlyRead();
        await first.done;
        expect(takeEarlyRead(userId, TASK)).toBeNull();
      } finally {
        reportReachable(true);
      }
    });

    it("is the task's list copy: each person's row, with the measurements of those not yet measured; the screen reads the rest after", async () => {
      const row = (id: number) => ({ person_id: id, repair_status_id: 0, category_id: 1, edition_type_id: 1, size: `S${id}`, num: 1, item: [], special: [], special_position_remark: '', wear_styles: 0 });
      const measured = toPersonRow({ ...people[1]!.data.person, measuring_status_id: MEASURING_STATUS.measured }, [row(1)]);
      const partWay = toPersonRow({ ...people[2]!.data.person, measuring_status_id: MEASURING_STATUS.notMeasured, save_date: '2026-12-01T08:00:00+00:00', order_config: [{ category_id: 1, edition_type_id: 1, num: 2 }] }, [row(2)]);
      await holdExactly(db.peopleBuckets, TASK, toBuckets([people[0]!, measured, partWay]));
      await prepareTask(TASK, Promise.resolve());
      const task = (await (await earlyRead()).done)!;
      expect(task.copy).toBe(true);
      // The list shows and counts by all of it: the statuses, and how far the not yet measured are.
      expect(task.people.find((p) => p.id === 1)).toEqual({ ...measured, data: { person: { order_config: [] }, measurements: [] } });
      expect(task.people.find((p) => p.id === 2)).toEqual({ ...partWay, data: { person: { order_config: [{ category_id: 1 }] }, measurements: [{ category_id: 1, size: 'S2', item: [] }] } });
      // The whole task, as the screen's live read has it, keeps everyone's measurements.
      const whole = await storedTaskReader()(TASK);
      expect(whole.copy).toBe(false);
      expect(whole.people.find((p) => p.id === 1)).toEqual(measured);
      // A change to a measured person reaches the list copy too.
      await modifyPerson(db.peopleBuckets, TASK, 1, (r) => {
        r.truename = 'changed';
      });
      readStoredTaskEarly(userId, TASK, readTaskList);
      const after = (await (await earlyRead()).done)!;
      expect(after.people.find((p) => p.id === 1)).toMatchObject({ truename: 'changed', data: { measurements: [] } });
    });

    it('is read whole through Dexie when the list copy does not hold the task (a bucket written without it)', async () => {
      // An earlier version's write: a bucket alone, with no stamp and no copy.
      const [bucket] = toBuckets([person(2, 'changed')]).values();
      await db.peopleBuckets.put({ key: bucket!.key, taskId: TASK, json: bucket!.json });
      readStoredTaskEarly(userId, TASK, readTaskList);
      const task = (await (await earlyRead()).done)!;
      expect(task.copy).toBe(false);
      expect(task.stamp).toBe(1234);
      expect(task.people.map((p) => [p.id, p.department_name])).toEqual([
        [3, 'A'],
        [1, 'B'],
        [2, 'changed'],
      ]);
    });

    it('reads the whole task again after a change, giving the same answer while nothing changed', async () => {
      const read = storedTaskReader();
      const task = await read(TASK);
      expect(await read(TASK)).toBe(task);
      await modifyPerson(db.peopleBuckets, TASK, 1, (r) => {
        r.truename = 'changed';
      });
      const after = await read(TASK);
      expect(after).not.toBe(task);
      expect(after.people.find((p) => p.id === 1)!.truename).toBe('changed');
      // The people of untouched buckets keep their identity (memoized rows do not render again).
      expect(after.people.find((p) => p.id === 2)).toBe(task.people.find((p) => p.id === 2));
    });

    it('is not handed over for another task or user, nor once it is stale', async () => {
      readStoredTaskEarly(userId, TASK, readTaskList);
      expect(takeEarlyRead(userId, TASK + 1)).toBeNull();
      expect(takeEarlyRead(userId + 1, TASK)).toBeNull();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
      expect(takeEarlyRead(userId, TASK)).toBeNull();
      vi.useRealTimers();
      expect(await takeEarlyRead(userId, TASK)!.done).not.toBeNull();
    });
  });
});
