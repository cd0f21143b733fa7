import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';

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
    expect(forbidden.body.errcode).toBe(40003);
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
