/**
 * A measurer types over a person while a catch-up brings another measurer's change to that person:
 * the save names the revision its values were read at (the panel's draft's, not the newer copy's
 * on the device), so the field the measurer left alone keeps the other measurer's value.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchUpTask, queueSaveMeasurement } from '@/db/measuring-mirror';
import { getPerson } from '@/db/people-buckets';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import { mirrorTask, serverPeople, useSyncRig } from '../support/sync';

const TASK = 1;

describe('a save typed before a catch-up brought another measurer’s change', () => {
  const rig = useSyncRig();

  it('keeps the other measurer’s weight and takes this one’s height', async () => {
    const tablet = await rig.device('13800000004');
    await mirrorTask(rig.server, tablet.db, tablet.token, tablet.userId, TASK);
    const person = (await serverPeople(rig.server, tablet.token))[6]!;
    // What the panel's draft was read from, before anything below.
    const read = (await getPerson(tablet.db.peopleBuckets, TASK, person.id))!.data.person;

    // Another measurer saves the weight on their tablet.
    const other = await rig.signIn('13800000007');
    const saved = await rig.server.call('POST', MEASURING_PATHS.saveMeasurement, {
      token: other,
      headers: { 'idempotency-key': randomUUID() },
      body: { task_id: TASK, user_id: person.id, repair_status_id: 0, height: read.height, weight: 77.5, size_info: [] },
    });
    expect(saved.body.errcode).toBe(0);

    // This tablet catches up meanwhile: its copy of the person is now newer than the draft.
    await catchUpTask(tablet.db, tablet.userId, TASK, async (since) => ({
      changes: (await rig.server.call('GET', MEASURING_PATHS.changes, { token: tablet.token, query: { task_id: TASK, since } })).body.result,
      task: (await rig.server.call('GET', MEASURING_PATHS.taskInfo, { token: tablet.token, query: { task_id: TASK } })).body.result,
    }));
    const caughtUp = (await getPerson(tablet.db.peopleBuckets, TASK, person.id))!.data.person;
    expect(caughtUp.weight).toBe(77.5);
    expect(caughtUp.rev).toBeGreaterThan(read.rev);

    // The measurer saves the height typed over the draft, which still shows the weight it read.
    await queueSaveMeasurement(
      tablet.db,
      tablet.userId,
      { task_id: TASK, user_id: person.id, repair_status_id: 0, height: 183, weight: read.weight, wearing_style: read.wearing_style, size_info: [], base_rev: read.rev },
      'save',
    );
    const out = await rig.engine(tablet.db).replayAll();
    expect(out.stopped).toBeFalsy();

    const stored = (await serverPeople(rig.server, tablet.token)).find((p) => p.id === person.id)!;
    expect(stored).toMatchObject({ height: 183, weight: 77.5 });
    expect(stored.conflicts).toEqual([]);
  });
});
