import { expect, it } from 'vitest';
import { USER_TYPE } from '@/domain/account/user-types';
import { addAccount, eachDatabase } from '../support/api';
import { PNG_1PX } from '../support/uploads';

const TASK = {
  name: 'Spring uniforms',
  order_config: [
    { category_id: 1, edition_type_id: 1, num: 1 },
    { category_id: 2, edition_type_id: 5, num: 2 },
  ],
  bodybuilders: [4],
  body_item_ids: [1, 2, 3],
  special_shape_ids: [1],
  special_position_remark: 'left shoulder low',
};

eachDatabase('measuring tasks', (s) => {
  const seller = () => s().login('13800000001');
  const measurer = () => s().login('13800000004');
  const shop = () => s().login('13800000002');

  it('lists the demo task to its owner and its measurer with counters and flags', async () => {
    for (const [who, canDelete] of [
      ['13800000001', true],
      ['13800000004', false],
    ] as const) {
      const token = await s().login(who);
      const res = await s().call('GET', '/measuring.index/measuring_list', { token, query: { page: 1, size: 10 } });
      expect(res.body.errcode).toBe(0);
      expect(res.body.result.count).toBe(1);
      const task = res.body.result.list[0];
      expect(task).toMatchObject({ total: 40, already: 10, no: 30, no_sleeve: 0, repair: 0, order_type: 1, enable_edit: true, enable_delete: canDelete });
      expect(task.bodybuilder).toEqual(['赵量体', '钱量体']);
      expect(task.config).toHaveLength(2);
      // An instant on the wire is ISO 8601 with its offset (it was China time without one, 8 hours
      // off the ledger's for a viewer elsewhere); the screen shows it in the viewer's zone.
      expect(task.create_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
      const stored = await s().db.selectFrom('measuring_tasks').select('created_at').where('id', '=', task.id).executeTakeFirstOrThrow();
      expect(new Date(task.create_time).getTime()).toBe(new Date(stored.created_at).getTime());
    }
  });

  it('hides tasks from accounts that neither own nor measure them', async () => {
    const token = await shop();
    const owner = await seller();
    const personBefore = (await s().call('GET', '/measuring.measuring_user/get_user_measuring_info', { token: owner, query: { task_id: 1, user_id: 1 } })).body.result;
    const uploads = async () => (await s().db.selectFrom('base64_uploads').select('id').execute()).length;
    const uploadsBefore = await uploads();
    const list = await s().call('GET', '/measuring.index/measuring_list', { token });
    expect(list.body.result.count).toBe(0);
    const info = await s().call('GET', '/measuring.index/task_info', { token, query: { task_id: 1 } });
    expect(info.status).toBe(404);
    expect(info.body.errcode).toBe(40004);
    for (const [path, query] of [
      ['/measuring.index/get_task_count', { task_id: 1 }],
      ['/measuring.index/get_department_list_by_task', { task_id: 1 }],
      ['/measuring.measuring_user/get_task_user_list', { task_id: 1 }],
      ['/measuring.measuring_user/get_user_measuring_info', { task_id: 1, user_id: 1 }],
      ['/measuring.measuring_user/export_measuring_user_info', { task_id: 1 }],
      ['/measuring.index/get_special_shape_value_by_task', { task_id: 1 }],
      ['/measuring.index/get_user', { task_id: 1 }],
      ['/measuring.measuring_user/get_size_select', { task_id: 1, user_id: 1, category_id: 1, edition_type_id: 1 }],
      ['/measuring.measuring_user/get_measuring_user_order_info', { task_id: 1, user_id: 1 }],
      ['/measuring.measuring_user/get_task_measuring_data', { task_id: 1 }],
    ] as const) {
      expect((await s().call('GET', path, { token, query })).body.errcode, path).toBe(40004);
    }
    for (const [path, body] of [
      ['/measuring.index/edit_department_name', { task_id: 1, old_department_name: '行政部', department_name: 'X' }],
      ['/measuring.measuring_user/delete_task_user', { id: 1 }],
      ['/measuring.measuring_user/add_task_user', { task_id: 1, truename: 'X', gender_id: 1 }],
      ['/measuring.index/update_task', { task_id: 1, order_type: 2 }],
      ['/measuring.index/del_task', { id: 1 }],
      ['/measuring.index/edit_task', { ...TASK, id: 1, name: 'Taken over' }],
      ['/measuring.measuring_user/save_user_measuring_info', { task_id: 1, user_id: 1, height: 199, weight: 99, size_info: [] }],
      [
        '/measuring.measuring_user/edit_measuring_user_order_info',
        { task_id: 1, user_id: 1, truename: 'Taken over', gender_id: 1, order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], sign: `data:image/png;base64,${PNG_1PX}` },
      ],
    ] as const) {
      expect((await s().call('POST', path, { token, body })).body.errcode, path).toBe(40004);
    }
    // Nothing of it happened.
    const task = (await s().call('GET', '/measuring.index/task_info', { token: owner, query: { task_id: 1 } })).body.result;
    expect(task).toMatchObject({ name: '华东能源 2026 秋季工装量体', order_type: 1 });
    expect((await s().call('GET', '/measuring.measuring_user/get_user_measuring_info', { token: owner, query: { task_id: 1, user_id: 1 } })).body.result).toEqual(personBefore);
    expect(await uploads()).toBe(uploadsBefore);
  });

  it('answers 40004 for a task that does not exist and 40007 without a session', async () => {
    const token = await seller();
    expect((await s().call('GET', '/measuring.index/task_info', { token, query: { task_id: 99999 } })).body.errcode).toBe(40004);
    expect((await s().call('GET', '/measuring.index/measuring_list')).body.errcode).toBe(40007);
  });

  it('creates, reads, edits, finishes and deletes a task', async () => {
    const token = await seller();
    const created = await s().call('POST', '/measuring.index/add_task', { token, body: TASK, lang: 'zh' });
    expect(created.body).toMatchObject({ errcode: 0, message: '创建任务成功' });
    const id = created.body.result.id;

    const info = await s().call('GET', '/measuring.index/task_info', { token, query: { task_id: id } });
    expect(info.body.result).toMatchObject({
      name: 'Spring uniforms',
      stats: { total: 0, done: 0 },
      measurers: [{ id: 4, measurer: '赵量体' }],
      remark: 'left shoulder low',
      order_type: 1,
    });
    expect(info.body.result.order_items).toEqual([
      expect.objectContaining({ category_id: 1, modeling_id: 1, quantity: 1 }),
      expect.objectContaining({ category_id: 2, modeling_id: 5, quantity: 2 }),
    ]);
    expect(info.body.result.body_items.map((b: { id: number }) => b.id)).toEqual([1, 2, 3]);

    const edited = await s().call('POST', '/measuring.index/edit_task', {
      token,
      body: { ...TASK, id, name: 'Spring uniforms 2', bodybuilders: '4,1', body_item_ids: '1,5' },
    });
    expect(edited.body.errcode).toBe(0);
    const again = await s().call('GET', '/measuring.index/task_info', { token, query: { task_id: id } });
    expect(again.body.result.name).toBe('Spring uniforms 2');
    expect(again.body.result.measurers.map((m: { id: number }) => m.id).sort()).toEqual([1, 4]);
    expect(again.body.result.body_items.map((b: { id: number }) => b.id)).toEqual([1, 5]);

    const finished = await s().call('POST', '/measuring.index/update_task', { token, body: { task_id: id, order_type: 2 } });
    expect(finished.body.errcode).toBe(0);
    const done = await s().call('GET', '/measuring.index/measuring_list', { token, query: { order_type: 2 } });
    expect(done.body.result.list.map((t: { id: number }) => t.id)).toEqual([id]);
    const byStatus = await s().call('GET', '/measuring.index/measuring_list', { token, query: { order_status: 1 } });
    expect(byStatus.body.result.list.map((t: { id: number }) => t.id)).not.toContain(id);

    const deleted = await s().call('POST', '/measuring.index/del_task', { token, body: { ids: String(id) } });
    expect(deleted.body.errcode).toBe(0);
    expect((await s().call('GET', '/measuring.index/task_info', { token, query: { task_id: id } })).body.errcode).toBe(40004);
  });

  it('lets a measurer edit and finish a task but not delete it', async () => {
    const owner = await seller();
    const id = (await s().call('POST', '/measuring.index/add_task', { token: owner, body: TASK })).body.result.id;
    const token = await measurer();
    expect((await s().call('POST', '/measuring.index/update_task', { token, body: { task_id: id, order_type: 3 } })).body.errcode).toBe(0);
    const del = await s().call('POST', '/measuring.index/del_task', { token, body: { id } });
    expect(del.body.errcode).toBe(40003);
    expect((await s().call('GET', '/measuring.index/task_info', { token, query: { task_id: id } })).body.result.order_type).toBe(3);
  });

  it('finishes only a task to measure or not completed; a finished task keeps its type', async () => {
    const owner = await seller();
    const token = await measurer();
    const id = (await s().call('POST', '/measuring.index/add_task', { token: owner, body: TASK })).body.result.id;
    const update = (order_type: number, lang: 'zh' | 'en' = 'en') => s().call('POST', '/measuring.index/update_task', { token, body: { task_id: id, order_type }, lang });
    const typeNow = async () => (await s().call('GET', '/measuring.index/task_info', { token, query: { task_id: id } })).body.result.order_type;
    expect((await update(3)).body.errcode).toBe(0);
    expect((await update(1)).body.errcode).toBe(0);
    expect((await update(3)).body.errcode).toBe(0);
    expect((await update(2)).body).toMatchObject({ errcode: 0, result: { order_type: 2 } });
    for (const next of [1, 2, 3]) {
      const again = await update(next, 'zh');
      expect(again.status, String(next)).toBe(409);
      expect(again.body).toMatchObject({ errcode: 40009, message: '该任务已完成，不能再更改状态' });
    }
    expect(await typeNow()).toBe(2);
  });

  it('filters the list by keyword, escaping LIKE wildcards', async () => {
    const token = await seller();
    await s().call('POST', '/measuring.index/add_task', { token, body: { ...TASK, name: '100% wool order' } });
    const hit = await s().call('GET', '/measuring.index/measuring_list', { token, query: { keywords: '100%' } });
    expect(hit.body.result.list.map((t: { name: string }) => t.name)).toEqual(['100% wool order']);
    const none = await s().call('GET', '/measuring.index/measuring_list', { token, query: { keywords: '_%_zz' } });
    expect(none.body.result.count).toBe(0);
  });

  it('refuses bad task forms with the spec messages, naming the field', async () => {
    const token = await seller();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...TASK, name: '  ' }, 'name', '名称：请输入任务名称'],
      [{ ...TASK, order_config: [] }, 'order_config', '订单配置：请至少一种配置'],
      [{ ...TASK, bodybuilders: [] }, 'bodybuilders', '量体师：请至少选择一位量体师'],
      [{ ...TASK, body_item_ids: [] }, 'body_item_ids', '量体部位：请至少选择一个量体部位'],
      [{ ...TASK, special_shape_ids: [] }, 'special_shape_ids', '特体部位：请至少选择一个特体部位'],
      [{ ...TASK, order_config: [{ category_id: 1, edition_type_id: 1, num: 0 }] }, 'order_config.0.num', ''],
      [{ ...TASK, bodybuilders: [2] }, 'bodybuilders.0', '量体师：2 不存在'],
      [{ ...TASK, name: 'x'.repeat(65) }, 'name', ''],
      [{ ...TASK, body_item_ids: 'a,b' }, 'body_item_ids.0', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await s().call('POST', '/measuring.index/add_task', { token, body, lang: 'zh' });
      expect(res.status, field).toBe(400);
      expect(res.body.errcode).toBe(40001);
      expect(res.body.result.field).toBe(field);
      if (message) expect(res.body.message).toBe(message);
    }
    const badType = await s().call('POST', '/measuring.index/update_task', { token, body: { task_id: 1, order_type: 5 } });
    expect(badType.body.result.field).toBe('order_type');
    const noIds = await s().call('POST', '/measuring.index/del_task', { token, body: {} });
    expect(noIds.body.errcode).toBe(40001);
    const badPage = await s().call('GET', '/measuring.index/measuring_list', { token, query: { page: 0 } });
    expect(badPage.body.result.field).toBe('page');
  });

  it('refuses a company customer of another account on a task, created or edited, and keeps it out of that account’s size export', async () => {
    const owner = await seller();
    await addAccount(s().db, '13810000778', USER_TYPE.seller);
    const rival = await s().login('13810000778');
    const theirs = (await s().call('POST', '/customer_mgmt.index/add_business', { token: owner, body: { name: 'Owner Co', contact: 'c', tel: '13800000003', remark: '' } })).body.result.id;
    const refused = await s().call('POST', '/measuring.index/add_task', { token: rival, body: { ...TASK, client_id: theirs } });
    expect([refused.body.errcode, refused.body.result?.field]).toEqual([40001, 'client_id']);

    // Nor by editing a task of its own, whether by its owner or by its measurer.
    const { id } = (await s().call('POST', '/measuring.index/add_task', { token: rival, body: TASK })).body.result;
    for (const token of [rival, await measurer()]) {
      const edited = await s().call('POST', '/measuring.index/edit_task', { token, body: { ...TASK, id, client_id: theirs } });
      expect([edited.body.errcode, edited.body.result?.field]).toEqual([40001, 'client_id']);
    }
    const mine = (await s().call('POST', '/customer_mgmt.index/add_business', { token: rival, body: { name: 'Rival Co', contact: 'c', tel: '13800000003', remark: '' } })).body.result.id;
    expect((await s().call('POST', '/measuring.index/edit_task', { token: rival, body: { ...TASK, id, client_id: mine } })).body.errcode).toBe(0);

    // A task already linked to the owner's company before this rule (written by hand here) puts
    // nothing of the rival's into the owner's size export.
    await s().db.updateTable('measuring_tasks').set({ client_id: theirs }).where('id', '=', id).execute();
    const person = await s().call('POST', '/measuring.measuring_user/add_task_user', { token: rival, body: { task_id: id, truename: 'INJECTED', gender_id: 1, department_name: 'd', company_name: 'c' }, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(person.body.errcode).toBe(0);
    await s().db.insertInto('measuring_measurements').values({ person_id: person.body.result.id, repair_status_id: 0, category_id: 1, edition_type_id: 1, size: '170/88A', num: 1, items: JSON.stringify([{ id: 1, name: 'x', value: 50 }]) as never, special: JSON.stringify([]) as never, special_position_remark: '', wear_styles: 0 }).execute();
    const exported = await s().app.inject({ method: 'POST', url: '/order_admin/customer_mgmt.index/export_user_size', headers: { 'x-token': owner }, payload: { edition_id: 1, client_type: 2 } });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.toString('latin1')).not.toContain('INJECTED');
  });

  it('keeps base settings per user, with a default step and the spec message for an empty one', async () => {
    const token = await measurer();
    expect((await s().call('GET', '/measuring.index/get_base_setting', { token })).body.result).toEqual({ step_size: 0.5 });
    const set = await s().call('POST', '/measuring.index/set_base_setting', { token, body: { step_size: '1.5' }, lang: 'zh' });
    expect(set.body).toMatchObject({ errcode: 0, message: '设置成功' });
    expect((await s().call('GET', '/measuring.index/get_base_setting', { token })).body.result).toEqual({ step_size: 1.5 });
    expect((await s().call('GET', '/measuring.index/get_base_setting', { token: await seller() })).body.result).toEqual({ step_size: 0.5 });
    const empty = await s().call('POST', '/measuring.index/set_base_setting', { token, body: { step_size: '' }, lang: 'zh' });
    expect(empty.body.message).toBe('步长：请输入步长');
    const zero = await s().call('POST', '/measuring.index/set_base_setting', { token, body: { step_size: 0 } });
    expect(zero.body.result.field).toBe('step_size');
  });

  it('names the user, lists measurers and counts a task', async () => {
    const token = await measurer();
    expect((await s().call('GET', '/measuring.index/get_user', { token })).body.result).toMatchObject({ truename: '赵量体' });
    const withTask = await s().call('GET', '/measuring.index/get_user', { token, query: { task_id: 1 } });
    expect(withTask.body.result).toMatchObject({ total: 40, already: 10, no: 30 });
    const users = await s().call('GET', '/measuring.index/get_user_list', { token: await seller() });
    // 7: the second demo measurer (13800000007), seeded last.
    expect(users.body.result.map((u: { id: number }) => u.id)).toEqual([1, 4, 7]);
    const count = await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } });
    expect(count.body.result).toEqual({ total: 40, already: 10, no: 30, partial: 0, no_sleeve: 0, repair: 0, conflicts: 0 });
    expect((await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 'x' } })).body.result.field).toBe('task_id');
  });

  it('lists companies and departments and offers special-shape levels', async () => {
    const token = await measurer();
    const deps = await s().call('GET', '/measuring.index/get_department_list_by_task', { token, query: { task_id: 1 } });
    expect(deps.body.result.company_name).toHaveLength(2);
    const all = Object.values(deps.body.result.department as Record<string, { total: number }[]>).flat();
    expect(all.reduce((n, d) => n + d.total, 0)).toBe(40);
    const filtered = await s().call('GET', '/measuring.index/get_department_list_by_task', { token, query: { task_id: 1, keywords: '财务' } });
    expect(Object.values(filtered.body.result.department).flat()).toEqual([{ department_name: '财务部', total: expect.any(Number) }]);
    const shapes = await s().call('GET', '/measuring.index/get_special_shape_value_by_task', { token, query: { task_id: 1 }, lang: 'en' });
    expect(shapes.body.result).toHaveLength(2);
    expect(shapes.body.result[0].levels.map((l: { name: string }) => l.name)).toEqual(['None', 'Slight', 'Obvious', 'Severe']);
  });
});
