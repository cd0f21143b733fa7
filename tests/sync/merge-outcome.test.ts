/**
 * A replay's outcome names the people whose change the server found in conflict with
 * another tablet's (the notification after "send all" and after a change sent at once says so).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { queueDeletePerson, queueSaveMeasurement } from '@/db/measuring-mirror';
import { mirrorTask, serverPeople, useSyncRig } from '../support/sync';

const save = (userId: number, height: number) => ({
  task_id: 1,
  user_id: userId,
  repair_status_id: 0,
  height,
  weight: 60,
  wearing_style: 1,
  size_info: [{ category_id: 1, edition_type_id: 1, size: 'M', num: 1, item: [{ id: 1, value: 90 }], special: [], special_position_remark: '' }],
});

describe('a replay that meets another tablet', () => {
  const rig = useSyncRig();

  it('names whom its changes put in conflict, and only them', async () => {
    const one = await rig.device('13800000004');
    const two = await rig.device('13800000007');
    await mirrorTask(rig.server, one.db, one.token, one.userId);
    await mirrorTask(rig.server, two.db, two.token, two.userId);
    const [p, q, r] = (await serverPeople(rig.server, one.token)).slice(30, 33);
    await queueSaveMeasurement(one.db, one.userId, save(p!.id, 171), 'p');
    await queueSaveMeasurement(one.db, one.userId, save(r!.id, 172), 'r');
    expect(await rig.engine(one.db).replayAll()).toEqual({ sent: 2, answered: true });

    await queueSaveMeasurement(two.db, two.userId, save(p!.id, 181), 'p');
    await queueSaveMeasurement(two.db, two.userId, save(q!.id, 182), 'q');
    await queueDeletePerson(two.db, two.userId, { id: r!.id, task_id: 1 }, `删除员工: ${r!.truename}`);
    const out = await rig.engine(two.db).replayAll();
    expect(out.sent).toBe(3);
    expect(out.conflicts).toEqual([p!.truename, `删除员工: ${r!.truename}`]);
    const held = await serverPeople(rig.server, one.token);
    expect(held.find((x) => x.id === p!.id)).toMatchObject({ height: 181, conflicts: [{ field: 'height' }] });
    expect(held.find((x) => x.id === r!.id)!.conflicts.map((c) => c.field)).toEqual(['_delete']);
  });
});
