import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';
import { PNG_1PX, unsigned } from '../support/uploads';

// Stored signatures go under DATA_DIR; keep them out of the checkout and count them.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mtm-idempotency-'));

const U = '/measuring.measuring_user';
const I = '/measuring.index';

eachDatabase('measuring idempotency', (s) => {
  const measurer = () => s().login('13800000004');
  const count = async (token: string, taskId = 1) =>
    (await s().call('GET', `${I}/get_task_count`, { token, query: { task_id: taskId } })).body.result as { total: number; already: number };
  const withKey = (key: string) => ({ 'idempotency-key': key });

  it('adds a person once for a key sent twice in a row, answering the same', async () => {
    const token = await measurer();
    const before = (await count(token)).total;
    const key = randomUUID();
    const body = { task_id: 1, truename: '重复提交', gender_id: 1, local_id: -1 };
    const a = await s().call('POST', `${U}/add_task_user`, { token, body, headers: withKey(key) });
    const b = await s().call('POST', `${U}/add_task_user`, { token, body, headers: withKey(key) });
    expect(a.body.errcode).toBe(0);
    expect(b).toEqual(a);
    expect((await count(token)).total).toBe(before + 1);
  });

  it('adds a person once for a key sent twice at once', async () => {
    const token = await measurer();
    const before = (await count(token)).total;
    const key = randomUUID();
    const body = { task_id: 1, truename: '并发提交', gender_id: 2 };
    const [a, b] = await Promise.all([
      s().call('POST', `${U}/add_task_user`, { token, body, headers: withKey(key) }),
      s().call('POST', `${U}/add_task_user`, { token, body, headers: withKey(key) }),
    ]);
    expect(a.body.errcode).toBe(0);
    expect(b).toEqual(a);
    expect((await count(token)).total).toBe(before + 1);
  });

  it('answers a repeated delete with the first answer instead of 40004', async () => {
    const token = await measurer();
    const person = (await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: '待删', gender_id: 1 } })).body.result;
    const key = randomUUID();
    const first = await s().call('POST', `${U}/delete_task_user`, { token, body: { id: person.id }, headers: withKey(key) });
    const second = await s().call('POST', `${U}/delete_task_user`, { token, body: { id: person.id }, headers: withKey(key) });
    expect(first.body.errcode).toBe(0);
    expect(second).toEqual(first);
    const fresh = await s().call('POST', `${U}/delete_task_user`, { token, body: { id: person.id }, headers: withKey(randomUUID()) });
    expect(fresh.body.errcode).toBe(40004);
  });

  it('applies every queued kind of change once per key, in a row and at once', async () => {
    const token = await measurer();
    const person = (await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: '量体', gender_id: 1, department_name: 'D1' } }))
      .body.result;
    const calls: [string, Record<string, unknown>][] = [
      [
        `${U}/save_user_measuring_info`,
        { task_id: 1, user_id: person.id, height: 170, weight: 60, size_info: [{ category_id: 1, edition_type_id: 1, size: 'M', item: [{ id: 1, value: 90 }] }] },
      ],
      [`${I}/edit_department_name`, { task_id: 1, old_department_name: 'D1', department_name: 'D2' }],
      [`${I}/set_base_setting`, { step_size: 1 }],
      [`${I}/update_task`, { task_id: 1, order_type: 3 }],
      [
        `${I}/add_task`,
        { name: 'Once', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], bodybuilders: [4], body_item_ids: [1], special_shape_ids: [1] },
      ],
    ];
    for (const [path, body] of calls) {
      const key = randomUUID();
      const seq = [
        await s().call('POST', path, { token, body, headers: withKey(key) }),
        await s().call('POST', path, { token, body, headers: withKey(key) }),
      ];
      expect(seq[0]!.body.errcode, path).toBe(0);
      expect(seq[1], path).toEqual(seq[0]);
      const key2 = randomUUID();
      const par = await Promise.all([1, 2, 3].map(() => s().call('POST', path, { token, body, headers: withKey(key2) })));
      expect(par[1], path).toEqual(par[0]);
      expect(par[2], path).toEqual(par[0]);
    }
    const tasks = await s().call('GET', `${I}/measuring_list`, { token, query: { keywords: 'Once' } });
    expect(tasks.body.result.count).toBe(2);
    const dept = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, department_name: 'D2' } });
    expect(dept.body.result.count).toBe(1);
  });

  /** Sends `body` twice in a row under one key, then three times at once under another; all answers of a key equal. */
  async function sameKeyTwice(token: string, path: string, body: Record<string, unknown>) {
    const key = randomUUID();
    const first = await s().call('POST', path, { token, body, headers: withKey(key) });
    const again = await s().call('POST', path, { token, body, headers: withKey(key) });
    expect(first.body.errcode, path).toBe(0);
    expect(again, path).toEqual(first);
    const key2 = randomUUID();
    const par = await Promise.all([1, 2, 3].map(() => s().call('POST', path, { token, body, headers: withKey(key2) })));
    expect(par[0]!.body.errcode, path).toBe(0);
    expect(par[1], path).toEqual(par[0]);
    expect(par[2], path).toEqual(par[0]);
    return [first, par[0]!];
  }
  const uploadRows = async (userId: number) => (await s().db.selectFrom('base64_uploads').select('id').where('user_id', '=', userId).execute()).length;
  const storedFiles = () => readdirSync(path.join(process.env.DATA_DIR!, 'uploads')).length;

  it('stores a base64 upload once per key, in a row and at once', async () => {
    const token = await measurer();
    const me = (await s().call('GET', `${I}/get_user`, { token })).body.result.id;
    const before = await uploadRows(me);
    const [a, b] = await sameKeyTwice(token, '/common.index/upload_base64_file', { file: `data:image/png;base64,${PNG_1PX}` });
    expect(a!.body.result.url).not.toBe(b!.body.result.url);
    expect(await uploadRows(me)).toBe(before + 2);
  });

  it('saves order info with its signature once per key: one stored image per key', async () => {
    const token = await measurer();
    const me = (await s().call('GET', `${I}/get_user`, { token })).body.result.id;
    const person = (await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: '签名一次', gender_id: 2 } })).body.result;
    const rowsBefore = await uploadRows(me);
    const filesBefore = storedFiles();
    const body = {
      task_id: 1,
      user_id: person.id,
      truename: '签名一次',
      gender_id: 2,
      department_name: '签字部',
      order_config: [{ category_id: 2, edition_type_id: 5, num: 3 }],
      sign: `data:image/png;base64,${PNG_1PX}`,
      repair_status_id: 0,
    };
    const [a, b] = await sameKeyTwice(token, `${U}/edit_measuring_user_order_info`, body);
    expect(await uploadRows(me)).toBe(rowsBefore + 2);
    expect(storedFiles()).toBe(filesBefore + 2);
    // The person holds the second key's image; each key named its own. A signed URL's expiry moves
    // on every few minutes, so the images are compared by their stored names.
    const info = await s().call('GET', `${U}/get_measuring_user_order_info`, { token, query: { task_id: 1, user_id: person.id } });
    expect(info.body.result).toMatchObject({ department_name: '签字部', order_config: body.order_config });
    expect(unsigned(info.body.result.sign)).toBe(unsigned(b!.body.result.sign));
    expect(unsigned(a!.body.result.sign)).not.toBe(unsigned(b!.body.result.sign));
  });

  it('edits a task once per key: the repeat changes nothing, not even the update time', async () => {
    const owner = await s().login('13800000001');
    const task = { name: 'Edit once', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], bodybuilders: [4], body_item_ids: [1], special_shape_ids: [1] };
    const id = (await s().call('POST', `${I}/add_task`, { token: owner, body: task })).body.result.id;
    const updatedAt = async () => (await s().db.selectFrom('measuring_tasks').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at.getTime();
    const measurerRows = async () => (await s().db.selectFrom('measuring_task_measurers').selectAll().where('task_id', '=', id).execute()).length;
    const key = randomUUID();
    const body = { ...task, id, name: 'Edited once', bodybuilders: [4, 1] };
    const first = await s().call('POST', `${I}/edit_task`, { token: owner, body, headers: withKey(key) });
    expect(first.body.errcode).toBe(0);
    const stamp = await updatedAt();
    const again = await s().call('POST', `${I}/edit_task`, { token: owner, body, headers: withKey(key) });
    expect(again).toEqual(first);
    expect(await updatedAt()).toBe(stamp);
    expect(await measurerRows()).toBe(2);
    const key2 = randomUUID();
    const par = await Promise.all([1, 2, 3].map(() => s().call('POST', `${I}/edit_task`, { token: owner, body: { ...body, name: 'Edited at once' }, headers: withKey(key2) })));
    expect(par[1]).toEqual(par[0]);
    expect(par[2]).toEqual(par[0]);
    expect(await measurerRows()).toBe(2);
    expect((await s().call('GET', `${I}/task_info`, { token: owner, query: { task_id: id } })).body.result.name).toBe('Edited at once');
  });

  it('deletes tasks once per key, answering a repeat with the first answer instead of 40004', async () => {
    const owner = await s().login('13800000001');
    const task = { name: 'Delete once', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], bodybuilders: [4], body_item_ids: [1], special_shape_ids: [1] };
    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) ids.push((await s().call('POST', `${I}/add_task`, { token: owner, body: task })).body.result.id);
    await s().call('POST', `${U}/add_task_user`, { token: owner, body: { task_id: ids[0], truename: '随任务删除', gender_id: 1 } });
    const count = async () => (await s().call('GET', `${I}/measuring_list`, { token: owner, query: { keywords: 'Delete once' } })).body.result.count;
    expect(await count()).toBe(2);

    const key = randomUUID();
    const first = await s().call('POST', `${I}/del_task`, { token: owner, body: { id: ids[0] }, headers: withKey(key) });
    const again = await s().call('POST', `${I}/del_task`, { token: owner, body: { id: ids[0] }, headers: withKey(key) });
    expect(first.body).toMatchObject({ errcode: 0, result: { ids: [ids[0]] } });
    expect(again).toEqual(first);
    expect(await count()).toBe(1);
    expect((await s().db.selectFrom('measuring_people').select('id').where('task_id', '=', ids[0]!).execute()).length).toBe(0);

    const key2 = randomUUID();
    const par = await Promise.all([1, 2, 3].map(() => s().call('POST', `${I}/del_task`, { token: owner, body: { ids: String(ids[1]) }, headers: withKey(key2) })));
    expect(par[0]!.body.errcode).toBe(0);
    expect(par[1]).toEqual(par[0]);
    expect(par[2]).toEqual(par[0]);
    expect(await count()).toBe(0);
    // A new key is a new request: the task is gone.
    expect((await s().call('POST', `${I}/del_task`, { token: owner, body: { id: ids[1] }, headers: withKey(randomUUID()) })).body.errcode).toBe(40004);
  });

  it('does not store a rejection, so a corrected retry with the same key is judged afresh', async () => {
    const token = await measurer();
    const key = randomUUID();
    const bad = await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: '', gender_id: 1 }, headers: withKey(key) });
    expect(bad.body.errcode).toBe(40001);
    const forbidden = await s().call('POST', `${U}/add_task_user`, {
      token: await s().login('13800000002'),
      body: { task_id: 1, truename: 'x', gender_id: 1 },
      headers: withKey(key),
    });
    expect(forbidden.body.errcode).toBe(40004);
    const good = await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: '改正', gender_id: 1 }, headers: withKey(key) });
    expect(good.body.errcode).toBe(0);
  });

  it('refuses a key reused for another operation and malformed keys', async () => {
    const token = await measurer();
    const key = randomUUID();
    await s().call('POST', `${I}/set_base_setting`, { token, body: { step_size: 0.5 }, headers: withKey(key) });
    const reused = await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: 'x', gender_id: 1 }, headers: withKey(key) });
    expect(reused.body.errcode).toBe(40009);
    const malformed = await s().call('POST', `${I}/set_base_setting`, { token, body: { step_size: 0.5 }, headers: withKey('bad key!') });
    expect(malformed.body.errcode).toBe(40001);
  });
});
