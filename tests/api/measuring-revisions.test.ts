/**
 * Several measurers on one task: revisions, field-level merge, conflicts and their
 * resolution, a person's history, and a tablet's catch-up, through the real routes.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MEASURING_PATHS } from '../../src/domain/measuring/paths';
import { SYNC_PATHS } from '../../src/domain/sync/contract';
import { eachDatabase, type TestServer } from '../support/api';
import { measurementBody } from '../support/measurement-body';

const FIRST = '13800000004';
const SECOND = '13800000007';
const FACTORY = '13800000005';

type Person = { id: number; rev: number; height: number; weight: number; department_name: string; conflicts: { field: string }[] };
/** The fields a person (or an answer) shows in conflict, in order. */
const inConflict = (p: { conflicts: { field: string }[] }) => p.conflicts.map((c) => c.field).sort();

async function person(s: TestServer, token: string, id: number): Promise<Person> {
  const res = await s.call('GET', MEASURING_PATHS.getTaskUserList, { token, query: { task_id: 1, size: 10000 } });
  return (res.body.result.list as Person[]).find((p) => p.id === id)!;
}

/** A save as a device sends it: the whole body, from the revision it read, from its own device. */
const saveFrom = (device: string, base: number, id: number, values: { height: number; weight: number; chest?: number }) => ({
  ...measurementBody(id, values.height),
  weight: values.weight,
  size_info: [
    { category_id: 1, edition_type_id: 1, size: '170/88A', num: 1, item: [{ id: 1, value: values.chest ?? 92 }], special: [], special_position_remark: '' },
    ...measurementBody(id, values.height).size_info.slice(1),
  ],
  base_rev: base,
  device_id: device,
  changed_at: new Date().toISOString(),
});

eachDatabase('several measurers on one task', (s) => {
  const send = (token: string, path: string, body: unknown, lang: 'zh' | 'en' = 'en') =>
    s().call('POST', path, { token, body, lang, headers: { 'idempotency-key': randomUUID() } });

  it('keeps both values of a field two devices saved from one read: the later applied, the other in the history and the conflict', async () => {
    const [a, b] = [await s().login(FIRST), await s().login(SECOND)];
    const read = await person(s(), a, (await person(s(), a, 3)).id);
    // The case: the same read, 170/60 on one tablet, 185/90 on the other.
    const first = await send(a, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-a', read.rev, read.id, { height: 170, weight: 60 }));
    const second = await send(b, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-b', read.rev, read.id, { height: 185, weight: 90 }));
    expect([first.body.errcode, second.body.errcode]).toEqual([0, 0]);
    expect(second.body.result.rev).toBeGreaterThan(first.body.result.rev);
    expect(inConflict(second.body.result)).toEqual(['height', 'weight']);
    const stored = await person(s(), a, read.id);
    expect(stored).toMatchObject({ height: 185, weight: 90 });
    expect(inConflict(stored)).toEqual(['height', 'weight']);

    const conflicts = (await s().call('GET', MEASURING_PATHS.conflicts, { token: a, query: { task_id: 1 }, lang: 'en' })).body.result.list;
    const mine = conflicts.find((c: { user_id: number }) => c.user_id === read.id);
    expect(mine.fields).toEqual(
      expect.arrayContaining([
        { field: 'height', label: 'Height', applied: { value: 185, by: '钱量体', rev: second.body.result.rev }, replaced: { value: 170, by: '赵量体', rev: first.body.result.rev } },
      ]),
    );
    const history = (await s().call('GET', MEASURING_PATHS.personHistory, { token: b, query: { task_id: 1, user_id: read.id }, lang: 'zh' })).body.result.list;
    expect(history.map((v: { rev: number; measurer: string }) => [v.rev, v.measurer])).toEqual([
      [second.body.result.rev, '钱量体'],
      [first.body.result.rev, '赵量体'],
    ]);
    expect(history[1].changes).toEqual(expect.arrayContaining([{ field: 'height', label: '身高', value: 170, previous: read.height }]));
    expect(history[0].changes).toEqual(expect.arrayContaining([{ field: 'height', label: '身高', value: 185, previous: 170 }]));
    expect(history[0].device_time).toMatch(/Z$/);

    // The task counts its people in conflict; the seller who owns it sees the same.
    const seller = await s().login('13800000001');
    const task = (await s().call('GET', MEASURING_PATHS.taskInfo, { token: seller, query: { task_id: 1 } })).body.result;
    expect(task.conflicts).toBeGreaterThanOrEqual(1);
    expect(task.rev).toBeGreaterThanOrEqual(second.body.result.rev);
  });

  it('merges fields only one side changed: height on one tablet and weight on the other both stay', async () => {
    const [a, b] = [await s().login(FIRST), await s().login(SECOND)];
    const read = await person(s(), a, 5);
    const seen = { height: read.height, weight: read.weight };
    await send(a, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-a', read.rev, read.id, { ...seen, height: 171 }));
    const res = await send(b, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-b', read.rev, read.id, { ...seen, weight: 71 }));
    expect(res.body.result).toMatchObject({ height: 171, weight: 71, conflicts: [] });
    // The same device saving twice from one read changes its own value, no conflict with itself.
    const again = await send(b, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-b', read.rev, read.id, { ...seen, weight: 72 }));
    expect(again.body.result).toMatchObject({ height: 171, weight: 72, conflicts: [] });
  });

  it('applies a body without base_rev as before revisions (the last save wins), and versions it', async () => {
    const a = await s().login(FIRST);
    const id = (await person(s(), a, 6)).id;
    await send(a, MEASURING_PATHS.saveMeasurement, { ...measurementBody(id, 160), weight: 50 });
    const res = await send(a, MEASURING_PATHS.saveMeasurement, { ...measurementBody(id, 161), weight: 51 });
    expect(res.body.result).toMatchObject({ height: 161, weight: 51, conflicts: [] });
    const history = (await s().call('GET', MEASURING_PATHS.personHistory, { token: a, query: { task_id: 1, user_id: id } })).body.result.list;
    expect(history[0].changes.find((c: { field: string }) => c.field === 'height')).toMatchObject({ value: 161, previous: 160 });
    expect(history[0].device_time).toBeNull();
  });

  it('resolves a conflict by keeping the other value, in a version of its own; the flag goes', async () => {
    const [a, b] = [await s().login(FIRST), await s().login(SECOND)];
    const read = await person(s(), a, 7);
    await send(a, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-a', read.rev, read.id, { height: 172, weight: read.weight }));
    await send(b, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-b', read.rev, read.id, { height: 182, weight: read.weight }));
    expect(inConflict(await person(s(), a, read.id))).toEqual(['height']);
    const resolved = await send(b, MEASURING_PATHS.resolveConflict, { task_id: 1, user_id: read.id, fields: { height: 172 }, device_id: 'tablet-b' });
    expect(resolved.body).toMatchObject({ errcode: 0, message: 'Conflict resolved', result: { height: 172, conflicts: [] } });
    const history = (await s().call('GET', MEASURING_PATHS.personHistory, { token: a, query: { task_id: 1, user_id: read.id } })).body.result.list;
    expect(history.map((v: { kind: string }) => v.kind)).toEqual(['resolve', 'save', 'save']);
    expect(history[0].changes).toEqual([{ field: 'height', label: 'Height', value: 172, previous: 182 }]);
  });

  it('refuses a chosen value the field cannot take, or a field not in the task, naming it; nothing changes', async () => {
    const a = await s().login(FIRST);
    const before = await person(s(), a, 8);
    const bad = await send(a, MEASURING_PATHS.resolveConflict, { task_id: 1, user_id: before.id, fields: { height: 999 } }, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: '身高：值不正确', result: { field: 'fields.height' } });
    const unknown = await send(a, MEASURING_PATHS.resolveConflict, { task_id: 1, user_id: before.id, fields: { 'm:0:999:size': 'L' } });
    expect(unknown.body.result).toEqual({ field: 'fields.m:0:999:size' });
    const empty = await send(a, MEASURING_PATHS.resolveConflict, { task_id: 1, user_id: before.id, fields: {} });
    expect(empty.body).toMatchObject({ message: 'Choose the values to keep', result: { field: 'fields' } });
    expect(await person(s(), a, before.id)).toEqual(before);
  });

  it('keeps a person another device measured since the delete was made, flagged; deletes one nobody touched, and says so in a catch-up', async () => {
    const [a, b] = [await s().login(FIRST), await s().login(SECOND)];
    const kept = await person(s(), a, 9);
    await send(a, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-a', kept.rev, kept.id, { height: 175, weight: 70 }));
    const refused = await send(b, MEASURING_PATHS.deletePerson, { id: kept.id, task_id: 1, base_rev: kept.rev, device_id: 'tablet-b' });
    expect(refused.body).toMatchObject({ errcode: 0, result: { id: kept.id, kept: true } });
    expect((await person(s(), a, kept.id)).conflicts).toEqual([{ field: '_delete', applied: { value: true, by: '钱量体', rev: refused.body.result.rev ?? expect.any(Number) }, replaced: { value: false, by: '赵量体', rev: expect.any(Number) } }]);
    // Resolved by keeping them: the flag goes, the measurements stay.
    await send(b, MEASURING_PATHS.resolveConflict, { task_id: 1, user_id: kept.id, fields: { _delete: false } });
    expect(await person(s(), a, kept.id)).toMatchObject({ height: 175, conflicts: [] });

    const since = (await s().call('GET', MEASURING_PATHS.taskInfo, { token: a, query: { task_id: 1 } })).body.result.rev as number;
    const gone = await person(s(), a, 10);
    const deleted = await send(b, MEASURING_PATHS.deletePerson, { id: gone.id, task_id: 1, base_rev: gone.rev, device_id: 'tablet-b' });
    expect(deleted.body.result).toEqual({ id: gone.id, task_id: 1, rev: expect.any(Number) });
    const changes = (await s().call('GET', MEASURING_PATHS.changes, { token: a, query: { task_id: 1, since } })).body.result;
    expect(changes.deleted).toEqual([gone.id]);
    expect(changes.people).toEqual([]);
    expect(changes.rev).toBeGreaterThan(since);
    // The deleted person's history keeps what they had.
    const history = (await s().call('GET', MEASURING_PATHS.personHistory, { token: a, query: { task_id: 1, user_id: gone.id } })).body.result.list;
    expect(history[0]).toMatchObject({ kind: 'delete', changes: [{ field: '_delete', value: true, previous: null }] });
  });

  it('catches a tablet up with only the people changed after its revision, with their measurements', async () => {
    const a = await s().login(FIRST);
    const since = (await s().call('GET', MEASURING_PATHS.taskInfo, { token: a, query: { task_id: 1 } })).body.result.rev as number;
    const none = (await s().call('GET', MEASURING_PATHS.changes, { token: a, query: { task_id: 1, since } })).body.result;
    expect(none).toEqual({ rev: since, people: [], measurements: [], deleted: [] });
    const target = await person(s(), a, 11);
    await send(a, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-a', target.rev, target.id, { height: 166, weight: 55, chest: 88 }));
    const added = await send(a, MEASURING_PATHS.addPerson, { task_id: 1, truename: '追加', gender_id: 1 });
    await send(a, MEASURING_PATHS.renameDepartment, { task_id: 1, old_department_name: '__nobody__', department_name: 'x' });
    const changes = (await s().call('GET', MEASURING_PATHS.changes, { token: a, query: { task_id: 1, since } })).body.result;
    expect(changes.people.map((p: Person) => p.id).sort((x: number, y: number) => x - y)).toEqual([target.id, added.body.result.id].sort((x, y) => x - y));
    expect(changes.measurements.filter((m: { person_id: number; category_id: number }) => m.person_id === target.id && m.category_id === 1).map((m: { item: { id: number; value: number }[] }) => m.item[0]!.value)).toContain(88);
    expect(changes.rev).toBe(Math.max(...changes.people.map((p: Person) => p.rev)) + 1);
  });

  it('versions a department move for each person moved', async () => {
    const a = await s().login(FIRST);
    const target = await person(s(), a, 12);
    await s().db.updateTable('measuring_people').set({ department_name: 'Move me' }).where('id', '=', target.id).execute();
    const res = await send(a, MEASURING_PATHS.renameDepartment, { task_id: 1, old_department_name: 'Move me', department_name: 'Moved', device_id: 'tablet-a' });
    expect(res.body.result.count).toBe(1);
    const after = await person(s(), a, target.id);
    expect(after.rev).toBeGreaterThan(target.rev);
    const history = (await s().call('GET', MEASURING_PATHS.personHistory, { token: a, query: { task_id: 1, user_id: target.id } })).body.result.list;
    expect(history[0]).toMatchObject({ kind: 'move', changes: [{ field: 'department_name', label: 'Department', value: 'Moved', previous: 'Move me' }] });
  });

  it('holds every rule on every way in: alone, in a sync batch, and replayed', async () => {
    const [a, b, outsider] = [await s().login(FIRST), await s().login(SECOND), await s().login(FACTORY)];
    const read = await person(s(), a, 13);
    // Not on the task: its history, conflicts and changes do not exist for them.
    for (const [path, query] of [
      [MEASURING_PATHS.personHistory, { task_id: 1, user_id: read.id }],
      [MEASURING_PATHS.conflicts, { task_id: 1 }],
      [MEASURING_PATHS.changes, { task_id: 1, since: 0 }],
    ] as const) {
      expect((await s().call('GET', path, { token: outsider, query })).body.errcode).toBe(40004);
    }
    const resolve = { id: randomUUID(), path: MEASURING_PATHS.resolveConflict, body: { task_id: 1, user_id: read.id, fields: { height: 150 } } };
    const refused = await s().call('POST', SYNC_PATHS.batch, { token: outsider, body: { changes: [resolve] } });
    expect(refused.body.result.answers[0].errcode).toBe(40004);
    expect((await person(s(), a, read.id)).height).toBe(read.height);

    // Two saves from one read in one batch of another tablet, and the batch sent again: merged once.
    await send(a, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-a', read.rev, read.id, { height: 173, weight: read.weight }));
    const changes = [
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: saveFrom('tablet-b', read.rev, read.id, { height: 183, weight: read.weight }) },
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: saveFrom('tablet-b', read.rev, read.id, { height: 184, weight: read.weight }) },
    ];
    const once = await s().call('POST', SYNC_PATHS.batch, { token: b, body: { changes } });
    const twice = await s().call('POST', SYNC_PATHS.batch, { token: b, body: { changes } });
    expect(twice.body.result.answers).toEqual(once.body.result.answers);
    const history = (await s().call('GET', MEASURING_PATHS.personHistory, { token: a, query: { task_id: 1, user_id: read.id } })).body.result.list;
    expect(history).toHaveLength(3);
    const stored = await person(s(), a, read.id);
    expect(stored).toMatchObject({ height: 184 });
    expect(inConflict(stored)).toEqual(['height']);
  });

  it('writes a batch that saves one person several times as if each save came alone: each answer as its save left them', async () => {
    const [a, b] = [await s().login(FIRST), await s().login(SECOND)];
    const [p, q] = [await person(s(), a, 15), await person(s(), a, 16)];
    // Another tablet changes p's weight after this tablet's read.
    await send(a, MEASURING_PATHS.saveMeasurement, saveFrom('tablet-a', p.rev, p.id, { height: p.height, weight: 77 }));
    const repair = { ...saveFrom('tablet-b', p.rev, p.id, { height: 161, weight: p.weight }), repair_status_id: 1 };
    const changes = [
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: repair },
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: saveFrom('tablet-b', q.rev, q.id, { height: 175, weight: q.weight }) },
      // A correction of p from the same read: its weight now clashes with the other tablet's.
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: saveFrom('tablet-b', p.rev, p.id, { height: 162, weight: 66 }) },
    ];
    const answers = (await s().call('POST', SYNC_PATHS.batch, { token: b, body: { changes } })).body.result.answers;
    expect(answers.map((x: { errcode: number }) => x.errcode)).toEqual([0, 0, 0]);
    const [first, other, last] = answers.map((x: { result: Person & { measuring_status_id: number } }) => x.result);
    expect(first.rev).toBeLessThan(other.rev);
    expect(other.rev).toBeLessThan(last.rev);
    // The first save's answer: its own values over the other tablet's weight, no conflict yet, repaired.
    expect(first).toMatchObject({ id: p.id, height: 161, weight: 77, measuring_status_id: 4 });
    expect(inConflict(first)).toEqual([]);
    // The correction: a normal save keeps the person repaired; the weight clashes.
    expect(last).toMatchObject({ id: p.id, height: 162, weight: 66, measuring_status_id: 4 });
    expect(inConflict(last)).toEqual(['weight']);
    expect(await person(s(), a, p.id)).toMatchObject({ height: 162, weight: 66, rev: last.rev });
    expect((await person(s(), a, q.id)).height).toBe(175);
    const history = (await s().call('GET', MEASURING_PATHS.personHistory, { token: a, query: { task_id: 1, user_id: p.id } })).body.result.list;
    const heights = history.map((v: { rev: number; changes: { field: string; value: unknown; previous: unknown }[] }) => [v.rev, v.changes.find((c) => c.field === 'height')]);
    expect(heights.slice(0, 2)).toEqual([
      [last.rev, expect.objectContaining({ value: 162, previous: 161 })],
      [first.rev, expect.objectContaining({ value: 161, previous: p.height })],
    ]);
  });
});
