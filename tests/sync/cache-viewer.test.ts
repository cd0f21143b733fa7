import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { queueAddPerson, queueDeletePerson, queueEditOrderInfo, queueRenameDepartment, queueSaveMeasurement } from '@/db/measuring-mirror';
import { dependentsOf } from '@/db/queued-kinds';
import type { PortalDb } from '@/db/db';
import { mirrorTask, serverPeople, useSyncRig } from '../support/sync';
import { measurementBody } from '../support/measurement-body';
import { getPerson, listPeople } from '@/db/people-buckets';

const save = (userId: number, height: number, taskId = 1) => measurementBody(userId, height, { taskId });

/** The cache viewer's actions (submit one, delete) and a runner that died mid-send. */
describe('the offline cache: submit one, delete, and recovery', () => {
  const rig = useSyncRig();

  const engine = (db: PortalDb) => rig.engine(db);

  it('submits one change alone only after the earlier changes of its task, and says how many wait', async () => {
    const { db, token, userId } = await rig.device();
    // A second task of the same measurer, with one person.
    const task2 = (
      await rig.server.call('POST', '/measuring.index/add_task', {
        token,
        body: { name: 'Second', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], bodybuilders: [userId], body_item_ids: [1], special_shape_ids: [1] },
      })
    ).body.result.id as number;
    const other = (await rig.server.call('POST', '/measuring.measuring_user/add_task_user', { token, body: { task_id: task2, truename: '另一任务', gender_id: 1 } })).body.result;
    await mirrorTask(rig.server, db, token, userId);
    await mirrorTask(rig.server, db, token, userId, task2);

    const add = await queueAddPerson(db, userId, { task_id: 1, truename: '先加后量', gender_id: 1, department_name: '行政部', company_name: '华东能源集团有限公司' }, 'add');
    const localId = (add.payload as { local_id: number }).local_id;
    const measure = await queueSaveMeasurement(db, userId, save(localId, 177), 'measure the new one');
    const elsewhere = await queueSaveMeasurement(db, userId, save(other.id, 181, task2), 'another task');

    // The measurement of the person added offline must not go first: it names a temporary id.
    const refused = await engine(db).replayOne(measure.id);
    expect(refused).toEqual({ sent: 0, stopped: 'order', mutationId: measure.id, earlier: 1 });
    expect(rig.proxy.log.some((l) => l.key === measure.id)).toBe(false);
    expect((await db.outbox.get(measure.seq!))!.state).toBe('pending');

    // A change of another task does not depend on them.
    expect(await engine(db).replayOne(elsewhere.id)).toEqual({ sent: 1, answered: true });
    expect((await serverPeople(rig.server, token, task2))[0]!.height).toBe(181);

    // In order, one by one, it goes, under the id the server gave.
    expect(await engine(db).replayOne(add.id)).toEqual({ sent: 1, answered: true });
    expect(await engine(db).replayOne(measure.id)).toEqual({ sent: 1, answered: true });
    const added = (await serverPeople(rig.server, token)).find((p) => p.truename === '先加后量')!;
    expect(added).toMatchObject({ height: 177, measuring_status_id: 2 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('undoes a deleted change on the device at once, offline, keeping the others and what the server already has', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const [p1, p2] = (await serverPeople(rig.server, token)).filter((p) => p.measuring_status_id === 1);
    const row = (id: number) => getPerson(db.peopleBuckets, 1, id);

    const acked = await queueSaveMeasurement(db, userId, save(p2!.id, 165), 'acknowledged before going offline');
    expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });

    // Offline from here: nothing below reaches the server.
    rig.proxy.plan = () => 'drop-before';
    const add = await queueAddPerson(db, userId, { task_id: 1, truename: '误加', gender_id: 2, department_name: '行政部', company_name: '华东能源集团有限公司' }, 'add');
    const localId = (add.payload as { local_id: number }).local_id;
    const measure = await queueSaveMeasurement(db, userId, save(p1!.id, 188), 'measure');
    const rename = await queueRenameDepartment(db, userId, { task_id: 1, company_name: p1!.company_name, old_department_name: p1!.department_name, department_name: '改名部' }, 'rename');
    const remove = await queueDeletePerson(db, userId, { id: p2!.id, task_id: 1 }, 'delete');
    expect((await row(p1!.id))!.data.person).toMatchObject({ height: 188, department_name: '改名部' });
    expect(await row(localId)).toBeTruthy();
    expect(await row(p2!.id)).toBeUndefined();

    // Deleting the measurement: the person shows the server's values again, still renamed.
    await engine(db).discard(measure.id);
    expect((await row(p1!.id))!.data.person).toMatchObject({ height: 0, measuring_status_id: 1, department_name: '改名部' });
    expect((await row(p1!.id))!.data.measurements).toEqual([]);
    // Deleting the add removes the person it added.
    await engine(db).discard(add.id);
    expect(await row(localId)).toBeUndefined();
    // Deleting the delete brings the person back, with the measurement the server acknowledged.
    await engine(db).discard(remove.id);
    expect((await row(p2!.id))!.data.person).toMatchObject({ height: 165, measuring_status_id: 2 });
    expect((await row(p2!.id))!.data.measurements.map((m) => m.category_id)).toEqual([1, 2]);
    expect((await db.outbox.toArray()).map((m) => m.id)).toEqual([rename.id]);
    expect(rig.proxy.forwarded.has(measure.id) || rig.proxy.forwarded.has(add.id)).toBe(false);
    expect(rig.proxy.forwarded.get(acked.id)).toBe(1);
    rig.proxy.plan = () => 'pass';

    // What is left still goes through, and the mirror then equals the server.
    expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });
    const server = await serverPeople(rig.server, token);
    const mirror = await listPeople(db.peopleBuckets, 1);
    const view = (p: { id: number; truename: string; department_name: string; height: number; measuring_status_id: number }) =>
      `${p.id}|${p.truename}|${p.department_name}|${p.height}|${p.measuring_status_id}`;
    expect(mirror.map((r) => view(r.data.person)).sort()).toEqual(server.map(view).sort());
  });

  it('sends a change that a tab which died mid-send left marked as sending', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const person = (await serverPeople(rig.server, token))[6]!;
    const m = await queueSaveMeasurement(db, userId, save(person.id, 174), 'left sending');
    // The tab set 'sending', then closed before the answer (its lock went with it).
    await db.outbox.update(m.seq!, { state: 'sending', attempts: 1 });

    await engine(db).recover();
    expect((await db.outbox.get(m.seq!))!.state).toBe('pending');
    await db.outbox.update(m.seq!, { state: 'sending' });
    // A run recovers it too, and sends it once.
    expect(await engine(db).replayPending()).toEqual({ sent: 1, answered: true });
    expect(rig.proxy.forwarded.get(m.id)).toBe(1);
    expect((await serverPeople(rig.server, token)).find((p) => p.id === person.id)!.height).toBe(174);
  });

  it('deleting a person added offline deletes the changes queued for them too, and keeps the rest', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const other = (await serverPeople(rig.server, token))[8]!;
    rig.proxy.plan = () => 'drop-before';
    const add = await queueAddPerson(db, userId, { task_id: 1, truename: '加错了', gender_id: 1, department_name: '行政部', company_name: '华东能源集团有限公司' }, 'add');
    const localId = (add.payload as { local_id: number }).local_id;
    const measure = await queueSaveMeasurement(db, userId, save(localId, 170), 'measure the new one');
    const keep = await queueSaveMeasurement(db, userId, save(other.id, 172), 'someone else');
    const sign = await queueEditOrderInfo(
      db,
      userId,
      { task_id: 1, user_id: localId, truename: '加错了', gender_id: 1, department_name: '行政部', order_config: [], sign: '', repair_status_id: 0 },
      'order info of the new one',
    );
    const remove = await queueDeletePerson(db, userId, { id: localId, task_id: 1 }, 'delete the new one');
    expect((await dependentsOf(db, add)).map((m) => m.id)).toEqual([measure.id, sign.id, remove.id]);

    expect(await engine(db).discard(add.id)).toBe(4);
    expect((await db.outbox.toArray()).map((m) => m.id)).toEqual([keep.id]);
    expect(await getPerson(db.peopleBuckets, 1, localId)).toBeUndefined();
    expect((await getPerson(db.peopleBuckets, 1, other.id))!.data.person.height).toBe(172);

    // Nothing is left that would fail for ever: the rest goes through.
    rig.proxy.plan = () => 'pass';
    expect(await engine(db).replayAll()).toEqual({ sent: 1, answered: true });
    expect(await db.outbox.count()).toBe(0);
    expect((await serverPeople(rig.server, token)).some((p) => p.truename === '加错了')).toBe(false);
  });

  it('never sends a stored change its schema no longer reads: it holds back its task and waits, marked unreadable', async () => {
    const { db, token, userId } = await rig.device();
    await mirrorTask(rig.server, db, token, userId);
    const [person] = await serverPeople(rig.server, token);
    // A measurement queued by an older version, whose body has since changed shape (height as text
    // with its unit), written straight into IndexedDB as that version left it.
    const old = await queueSaveMeasurement(db, userId, save(person!.id, 170), 'old shape');
    await db.outbox.update(old.seq!, { payload: { ...save(person!.id, 170), height: '170cm', size_info: 'all' } });
    const later = await queueSaveMeasurement(db, userId, save(person!.id, 171), 'after it');

    const out = await engine(db).replayAll();
    expect(out).toMatchObject({ sent: 0, stopped: 'failed', mutationId: old.id });
    expect(out.answered).toBeUndefined();
    // Neither it nor the change after it reached the server.
    expect(rig.proxy.log.some((l) => l.key === old.id || l.key === later.id)).toBe(false);
    expect((await serverPeople(rig.server, token)).find((p) => p.id === person!.id)!.height).not.toBe(170);
    const stored = (await db.outbox.get(old.seq!))!;
    expect(stored).toMatchObject({ state: 'failed', unreadable: true });
    expect((await db.outbox.get(later.seq!))!.state).toBe('pending');

    // Deleting it lets the rest go.
    await engine(db).discard(old.id);
    expect(await engine(db).replayAll()).toMatchObject({ sent: 1 });
    expect((await serverPeople(rig.server, token)).find((p) => p.id === person!.id)!.height).toBe(171);
  });
});
