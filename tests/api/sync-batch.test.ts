import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { MEASURING_PATHS } from '../../src/domain/measuring/paths';
import { BATCH_LIMITS, SYNC_PATHS } from '../../src/domain/sync/contract';
import { eachDatabase, type TestServer } from '../support/api';
import { measurementBody } from '../support/measurement-body';

const MEASURER = '13800000004';
const FACTORY = '13800000005';

const save = (userId: number, height: number, categoryId?: number) => measurementBody(userId, height, { categoryId });

type Change = { id: string; path: string; body: unknown };
const change = (path: string, body: unknown): Change => ({ id: randomUUID(), path, body });

async function people(s: TestServer, token: string) {
  const res = await s.call('GET', MEASURING_PATHS.getTaskUserList, { token, query: { task_id: 1, size: 10000 } });
  return res.body.result.list as { id: number; height: number; department_name: string; company_name: string }[];
}

const appliedKeys = async (s: TestServer, ids: string[]) =>
  (await s.db.selectFrom('idempotency_keys').select('key').where('key', 'in', ids).execute()).map((r) => r.key).sort();

eachDatabase('sync batch', (s) => {
  const batch = async (changes: Change[], opts: { token?: string; lang?: 'zh' | 'en' } = {}) =>
    s().call('POST', SYNC_PATHS.batch, { token: opts.token ?? (await s().login(MEASURER)), lang: opts.lang ?? 'zh', body: { changes } });

  it('applies the changes in order, each answered as if sent alone, and a repeat applies nothing twice', async () => {
    const token = await s().login(MEASURER);
    const [p1, p2] = await people(s(), token);
    const changes = [change(MEASURING_PATHS.saveMeasurement, save(p1!.id, 171)), change(MEASURING_PATHS.saveMeasurement, save(p2!.id, 172)), change(MEASURING_PATHS.saveMeasurement, save(p1!.id, 173))];
    const res = await batch(changes, { token });
    expect(res.status).toBe(200);
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.answers.map((a: { id: string; errcode: number; status: number }) => [a.id, a.errcode, a.status])).toEqual(changes.map((c) => [c.id, 0, 200]));
    // In order: the last save of p1 wins.
    const after = await people(s(), token);
    expect(after.find((p) => p.id === p1!.id)!.height).toBe(173);
    expect(after.find((p) => p.id === p2!.id)!.height).toBe(172);

    // The reply was lost: the device sends the batch again, and gets the stored answers.
    const again = await batch(changes, { token });
    expect(again.body.result.answers).toEqual(res.body.result.answers);
    // A measurement sent again would have moved the height back to 171 between: it was not applied again.
    expect((await people(s(), token)).find((p) => p.id === p1!.id)!.height).toBe(173);
    expect(await appliedKeys(s(), changes.map((c) => c.id))).toEqual(changes.map((c) => c.id).sort());
  });

  it('stops at the first change not applied: what came before stays, what comes after is not tried', async () => {
    const token = await s().login(MEASURER);
    const [, , p3] = await people(s(), token);
    const ok = change(MEASURING_PATHS.saveMeasurement, save(p3!.id, 181));
    const refused = change(MEASURING_PATHS.saveMeasurement, save(p3!.id, 182, 99));
    const later = change(MEASURING_PATHS.saveMeasurement, save(p3!.id, 183));
    const res = await batch([ok, refused, later], { token, lang: 'en' });
    expect(res.body.errcode).toBe(0);
    const [first, second, ...rest] = res.body.result.answers;
    expect(first).toMatchObject({ id: ok.id, errcode: 0 });
    expect(second.id).toBe(refused.id);
    expect(second.errcode).not.toBe(0);
    expect(second.status).toBeGreaterThanOrEqual(400);
    expect(second.message).toContain('category 99');
    expect(rest).toEqual([]);
    expect((await people(s(), token)).find((p) => p.id === p3!.id)!.height).toBe(181);
    // The refusal rolled its key back with it, and the later change was never applied.
    expect(await appliedKeys(s(), [ok.id, refused.id, later.id])).toEqual([ok.id]);
  });

  it('answers each change exactly as its own path does, its refusals and its access rules included', async () => {
    const token = await s().login(MEASURER);
    const [p] = await people(s(), token);
    const bodies: Array<[string, unknown]> = [
      [MEASURING_PATHS.saveMeasurement, { ...save(p!.id, 170), height: 'tall' }],
      [MEASURING_PATHS.saveMeasurement, { ...save(p!.id, 170), size_info: [{ ...save(0, 0).size_info[0]!, item: [{ id: 1, value: 'x\u0000' }] }] }],
      [MEASURING_PATHS.renameDepartment, { task_id: 1, old_department_name: '', department_name: '' }],
      [MEASURING_PATHS.addPerson, { task_id: 999_999, truename: '无此任务', gender_id: 1 }],
    ];
    for (const [path, body] of bodies) {
      for (const lang of ['zh', 'en'] as const) {
        const alone = await s().call('POST', path, { token, lang, body, headers: { 'idempotency-key': randomUUID() } });
        const res = await batch([change(path, body)], { token, lang });
        const [answer] = res.body.result.answers;
        expect({ status: answer.status, errcode: answer.errcode, message: answer.message, result: answer.result }, `${path} ${lang}`).toEqual({ status: alone.status, ...alone.body });
        expect(answer.errcode).not.toBe(0);
      }
    }
    // Another business's login: refused per change as on its own path (the task is not its own).
    const factory = await s().login(FACTORY);
    const alone = await s().call('POST', MEASURING_PATHS.saveMeasurement, { token: factory, lang: 'zh', body: save(p!.id, 170), headers: { 'idempotency-key': randomUUID() } });
    const res = await batch([change(MEASURING_PATHS.saveMeasurement, save(p!.id, 170))], { token: factory });
    expect(alone.body.errcode).not.toBe(0);
    expect(res.body.result.answers[0]).toMatchObject({ status: alone.status, errcode: alone.body.errcode, message: alone.body.message });
  });

  it('keeps one change one change: the same key alone and then in a batch is applied once', async () => {
    const token = await s().login(MEASURER);
    const [, , , p4] = await people(s(), token);
    const c = change(MEASURING_PATHS.saveMeasurement, save(p4!.id, 166));
    const alone = await s().call('POST', c.path, { token, body: c.body, headers: { 'idempotency-key': c.id } });
    expect(alone.body.errcode).toBe(0);
    const res = await batch([c, change(MEASURING_PATHS.saveMeasurement, save(p4!.id, 167))], { token });
    expect(res.body.result.answers[0]).toEqual({ id: c.id, status: alone.status, ...alone.body });
    // The same key with another body is refused, as alone.
    const changed = await batch([{ ...c, body: save(p4!.id, 168) }], { token });
    expect(changed.body.result.answers[0].errcode).not.toBe(0);
    expect((await people(s(), token)).find((p) => p.id === p4!.id)!.height).toBe(167);
  });

  it('applies a batch whole in one transaction, and a key sent twice in it once', async () => {
    const token = await s().login(MEASURER);
    const [, , , , , , p7, p8] = await people(s(), token);
    const first = change(MEASURING_PATHS.saveMeasurement, save(p7!.id, 151));
    const changes = [first, change(MEASURING_PATHS.saveMeasurement, save(p8!.id, 152)), change(MEASURING_PATHS.saveMeasurement, save(p7!.id, 153)), first];
    const res = await batch(changes, { token });
    const answers = res.body.result.answers as { id: string; errcode: number }[];
    expect(answers.map((a) => [a.id, a.errcode])).toEqual(changes.map((c) => [c.id, 0]));
    // The repeat is answered as the first was, and not applied again (it would have put 151 back).
    expect(answers[3]).toEqual(answers[0]);
    expect((await people(s(), token)).find((p) => p.id === p7!.id)!.height).toBe(153);
    // One transaction wrote every key of the batch (a row's xmin is the transaction that wrote it).
    const ids = [...new Set(changes.map((c) => c.id))];
    const writers = await s().db.selectFrom('idempotency_keys').select(sql<string>`xmin::text`.as('xmin')).where('key', 'in', ids).execute();
    expect(writers).toHaveLength(3);
    expect(new Set(writers.map((w) => w.xmin)).size).toBe(1);
  });

  it('keeps what came before a refused change in a transaction of its own, and answers a batch sent again in part', async () => {
    const token = await s().login(MEASURER);
    const [, , , , , , , , p9, p10] = await people(s(), token);
    const a = change(MEASURING_PATHS.saveMeasurement, save(p9!.id, 141));
    const b = change(MEASURING_PATHS.saveMeasurement, save(p10!.id, 142));
    const refused = change(MEASURING_PATHS.saveMeasurement, save(p9!.id, 143, 99));
    const res = await batch([a, b, refused], { token });
    expect(res.body.result.answers.map((x: { errcode: number }) => x.errcode === 0)).toEqual([true, true, false]);
    const writers = await s().db.selectFrom('idempotency_keys').select(sql<string>`xmin::text`.as('xmin')).where('key', 'in', [a.id, b.id]).execute();
    expect(new Set(writers.map((w) => w.xmin)).size).toBe(2);
    // The device sends the two applied again with a new one: stored answers, then the new one applied.
    const c = change(MEASURING_PATHS.saveMeasurement, save(p9!.id, 144));
    const again = await batch([a, b, c], { token });
    expect(again.body.result.answers.slice(0, 2)).toEqual(res.body.result.answers.slice(0, 2));
    expect(again.body.result.answers[2]).toMatchObject({ id: c.id, errcode: 0 });
    const after = await people(s(), token);
    expect([after.find((p) => p.id === p9!.id)!.height, after.find((p) => p.id === p10!.id)!.height]).toEqual([144, 142]);
  });

  it('checks each save of a task against the task as it is then, and refuses as alone a locked person or one of another task', async () => {
    const owner = await s().login('13800000001');
    const token = await s().login(MEASURER);
    const task = { name: 'Batch config', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }, { category_id: 2, edition_type_id: 5, num: 1 }], bodybuilders: [4], body_item_ids: [1], special_shape_ids: [1] };
    const taskId = (await s().call('POST', MEASURING_PATHS.addTask, { token: owner, body: task })).body.result.id as number;
    const add = async (truename: string) =>
      (await s().call('POST', MEASURING_PATHS.addPerson, { token, body: { task_id: taskId, truename, gender_id: 1, department_name: '', company_name: '' } })).body.result.id as number;
    const [a, b, c, d] = [await add('甲'), await add('乙'), await add('丙'), await add('丁')];
    const saveIn = (personId: number, height: number, categoryId: number) => ({ ...measurementBody(personId, height, { taskId, categoryId }) });
    const alone = async (x: Change) => {
      const res = await s().call('POST', x.path, { token, lang: 'en', body: x.body, headers: { 'idempotency-key': randomUUID() } });
      return { status: res.status, errcode: res.body.errcode, message: res.body.message };
    };
    const answered = (res: Awaited<ReturnType<typeof batch>>) => res.body.result.answers.map((x: { status: number; errcode: number; message: string }) => ({ status: x.status, errcode: x.errcode, message: x.message }));

    // A change in the batch takes category 2 out of the task: the save after it is checked against that.
    const narrowed = change(MEASURING_PATHS.editTask, { ...task, id: taskId, order_config: [task.order_config[0]] });
    const late = change(MEASURING_PATHS.saveMeasurement, saveIn(c, 163, 2));
    const res = await batch([change(MEASURING_PATHS.saveMeasurement, saveIn(a, 161, 1)), change(MEASURING_PATHS.saveMeasurement, saveIn(b, 162, 2)), narrowed, late], { token, lang: 'en' });
    const answers = answered(res);
    expect(answers.slice(0, 3).map((x: { errcode: number }) => x.errcode)).toEqual([0, 0, 0]);
    expect(answers[3]).toEqual(await alone(late));
    expect(answers[3].message).toContain('category 2');

    // A locked person, and a person of another task, after a save that read the task.
    await s().db.updateTable('measuring_people').set({ is_edit: false }).where('id', '=', d).execute();
    for (const refused of [change(MEASURING_PATHS.saveMeasurement, saveIn(d, 164, 1)), change(MEASURING_PATHS.saveMeasurement, { ...saveIn(d, 165, 1), user_id: (await people(s(), token))[0]!.id })]) {
      const again = await batch([change(MEASURING_PATHS.saveMeasurement, saveIn(a, 166, 1)), refused], { token, lang: 'en' });
      const [first, second] = answered(again);
      expect(first.errcode).toBe(0);
      expect(second).toEqual(await alone(refused));
      expect(second.errcode).not.toBe(0);
    }
    const heights = await s().db.selectFrom('measuring_people').select(['id', 'height']).where('task_id', '=', taskId).orderBy('id').execute();
    expect(heights.map((h) => Number(h.height))).toEqual([166, 162, 0, 0]);
  });

  it('writes a run of saves of a task together, each answered as alone, and stops it before a change it cannot apply so', async () => {
    const token = await s().login(MEASURER);
    const [q1, q2, q3, q4] = (await people(s(), token)).slice(10, 14);
    const full = { ...save(q1!.id, 160), no_sleeve: true, clean_size_info: { chest: 96, note: '净体' } };
    const repair = { ...save(q2!.id, 161), repair_status_id: 1 };
    // Same person twice in one run: each save answered with its own values, the later one kept.
    const run = [full, repair, save(q1!.id, 162), save(q3!.id, 163)].map((body) => change(MEASURING_PATHS.saveMeasurement, body));
    const res = await batch(run, { token, lang: 'en' });
    const answers = res.body.result.answers as { id: string; status: number; errcode: number; message: string; result: Record<string, unknown> }[];
    expect(answers.map((a) => [a.id, a.errcode, a.result.height])).toEqual(run.map((c) => [c.id, 0, (c.body as { height: number }).height]));
    // Written together, up to the person saved again: one statement each, one time of saving.
    expect(answers.map((a) => a.result.save_date)).toEqual([answers[0]!.result.save_date, answers[0]!.result.save_date, answers[2]!.result.save_date, answers[2]!.result.save_date]);
    // Each save its own revision of the task, in order (two runs may share a millisecond, so not the save time).
    const revs = answers.map((a) => a.result.rev as number);
    expect(revs).toEqual([...revs].sort((a, b) => a - b));
    expect(new Set(revs).size).toBe(revs.length);
    // The same bodies sent alone answer the same (the time of the save and the revision apart).
    for (const [i, c] of run.entries()) {
      const alone = await s().call('POST', c.path, { token, lang: 'en', body: c.body, headers: { 'idempotency-key': randomUUID() } });
      const { save_date: _at, rev: _rev, ...result } = answers[i]!.result;
      expect({ status: answers[i]!.status, errcode: answers[i]!.errcode, message: answers[i]!.message, result }, `change ${i}`).toEqual({
        status: alone.status,
        errcode: alone.body.errcode,
        message: alone.body.message,
        result: { ...alone.body.result, save_date: undefined, rev: undefined },
      });
    }
    expect(answers[1]!.result.measuring_status_id).toBe(4);
    const stored = await s().db.selectFrom('measuring_people').select(['id', 'no_sleeve', 'clean_size_info', 'height']).where('id', 'in', [q1!.id, q2!.id, q3!.id]).orderBy('id').execute();
    expect(stored.find((p) => p.id === q1!.id)).toMatchObject({ no_sleeve: true, clean_size_info: { chest: 96, note: '净体' }, height: '162.0' });
    const items = await s().db.selectFrom('measuring_measurements').select('items').where('person_id', '=', q2!.id).where('repair_status_id', '=', 1).where('category_id', '=', 1).executeTakeFirstOrThrow();
    expect(items.items).toEqual([{ id: 1, name: expect.any(String), value: 92 }]);

    // A bad body in the middle of a run: the saves before it are applied, it is refused as alone, the rest untried.
    const bad = change(MEASURING_PATHS.saveMeasurement, { ...save(q3!.id, 170), height: 'tall' });
    const after = change(MEASURING_PATHS.saveMeasurement, save(q4!.id, 171));
    const stopped = await batch([change(MEASURING_PATHS.saveMeasurement, save(q4!.id, 169)), bad, after], { token, lang: 'en' });
    const [ok, refused, ...rest] = stopped.body.result.answers;
    expect(ok.errcode).toBe(0);
    const alone = await s().call('POST', bad.path, { token, lang: 'en', body: bad.body, headers: { 'idempotency-key': randomUUID() } });
    expect({ status: refused.status, errcode: refused.errcode, message: refused.message, result: refused.result }).toEqual({ status: alone.status, ...alone.body });
    expect(rest).toEqual([]);
    const heights = await people(s(), token);
    expect([q3, q4].map((q) => heights.find((p) => p.id === q!.id)!.height)).toEqual([163, 169]);
  });

  it('keeps the order of a batch whose runs of saves are split by other changes', async () => {
    const token = await s().login(MEASURER);
    const [r1, r2] = (await people(s(), token)).slice(14, 16);
    const changes = [
      change(MEASURING_PATHS.saveMeasurement, save(r1!.id, 150)),
      change(MEASURING_PATHS.renameDepartment, { task_id: 1, old_department_name: 'Run dept', department_name: 'Run dept 2' }),
      change(MEASURING_PATHS.saveMeasurement, save(r2!.id, 151)),
      change(MEASURING_PATHS.saveMeasurement, save(r1!.id, 152)),
    ];
    await s().db.updateTable('measuring_people').set({ department_name: 'Run dept' }).where('id', '=', r1!.id).execute();
    const res = await batch(changes, { token });
    expect(res.body.result.answers.map((a: { id: string; errcode: number }) => [a.id, a.errcode])).toEqual(changes.map((c) => [c.id, 0]));
    const after = await people(s(), token);
    expect(after.find((p) => p.id === r1!.id)).toMatchObject({ height: 152, department_name: 'Run dept 2' });
    expect(after.find((p) => p.id === r2!.id)!.height).toBe(151);
  });

  it("leaves a connection's durability as it was for later requests", async () => {
    const token = await s().login(MEASURER);
    const [, , , , p5, p6] = await people(s(), token);
    const res = await batch([change(MEASURING_PATHS.saveMeasurement, save(p5!.id, 175)), change(MEASURING_PATHS.saveMeasurement, save(p6!.id, 176))], { token });
    expect(res.body.result.answers.map((a: { errcode: number }) => a.errcode)).toEqual([0, 0]);
    // A batch's changes applied one transaction each (after a refusal) skip the disk wait at commit
    // in their own transactions only (SET LOCAL): every pooled connection still waits for the disk
    // at commit, so a request that is not a batch's is durable when it is answered.
    const settings = await Promise.all(Array.from({ length: 12 }, () => sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(s().db)));
    expect(new Set(settings.map((r) => r.rows[0]!.synchronous_commit))).toEqual(new Set(['on']));
  });

  it('refuses a path that is not a queued change, and a batch without a session or past its limits', async () => {
    const token = await s().login(MEASURER);
    for (const path of ['/index/login', MEASURING_PATHS.taskInfo, '/nowhere/at_all']) {
      const res = await batch([change(path, {}), change(MEASURING_PATHS.renameDepartment, { task_id: 1, old_department_name: 'a', department_name: 'b' })], { token, lang: 'en' });
      expect(res.body.result.answers, path).toEqual([expect.objectContaining({ errcode: 40004, status: 404, message: 'No such API endpoint' })]);
    }
    const anonymous = await s().call('POST', SYNC_PATHS.batch, { body: { changes: [change(MEASURING_PATHS.renameDepartment, {})] } });
    expect(anonymous.body.errcode).toBe(40007);
    const many = Array.from({ length: BATCH_LIMITS.changes + 1 }, () => change(MEASURING_PATHS.renameDepartment, {}));
    const tooMany = await batch(many, { token });
    expect(tooMany.body).toMatchObject({ errcode: 40001, result: { field: 'changes' } });
    const badKey = await batch([{ id: 'no spaces allowed', path: MEASURING_PATHS.renameDepartment, body: {} }], { token });
    expect(badKey.body).toMatchObject({ errcode: 40001, result: { field: 'changes.0.id' } });
    const empty = await batch([], { token });
    expect(empty.body).toMatchObject({ errcode: 40001, result: { field: 'changes' } });
  });
});
