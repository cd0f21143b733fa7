import { expect, it } from 'vitest';
import { comparePeople } from '../../src/domain/measuring/people-order';
import { insertDemoTask } from '../../server/seed/measuring';
import { eachDatabase } from '../support/api';

const U = '/measuring.measuring_user';
const SAVE = {
  task_id: 1,
  repair_status_id: 0,
  height: 175.5,
  weight: 70,
  wearing_style: 2,
  size_info: [
    {
      category_id: 1,
      edition_type_id: 1,
      size: '175/92A',
      num: 1,
      item: [
        { id: 1, value: 96.5 },
        { id: 2, value: 82 },
      ],
      special: [{ id: 1, value: 2 }],
      special_position_remark: '',
    },
    // The task's trousers too: a person is measured only once every garment of the task is.
    { category_id: 2, edition_type_id: 5, size: '175/80A', num: 1, item: [], special: [], special_position_remark: '' },
  ],
};

eachDatabase('measuring people', (s) => {
  const measurer = () => s().login('13800000004');

  async function firstPerson(token: string, isVolume = 1) {
    const res = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, isVolume, size: 1 } });
    return res.body.result.list[0] as { id: number; company_name: string; department_name: string };
  }

  it('filters people by status, gender, company, department and keyword, and pages them', async () => {
    const token = await measurer();
    const q = (query: Record<string, unknown>) => s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, size: 10000, ...query } });
    expect((await q({})).body.result.count).toBe(40);
    expect((await q({ isVolume: 1 })).body.result.count).toBe(30);
    expect((await q({ isVolume: 2 })).body.result.count).toBe(10);
    expect((await q({ isVolume: 4 })).body.result.count).toBe(0);
    const women = (await q({ gender_id: 2 })).body.result;
    expect(women.list.every((p: { gender_id: number }) => p.gender_id === 2)).toBe(true);
    const company = (await q({ company_name: '江南银行股份有限公司' })).body.result;
    expect(company.count).toBe(16);
    const dept = (await q({ company_name: '江南银行股份有限公司', department_name: '风控部' })).body.result;
    expect(dept.count).toBe(8);
    const byName = (await q({ keywords: '王' })).body.result;
    expect(byName.count).toBeGreaterThan(0);
    expect(byName.list.every((p: { truename: string }) => p.truename.includes('王'))).toBe(true);
    const page2 = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, page: 2, size: 15 } });
    expect(page2.body.result.list).toHaveLength(15);
    expect(page2.body.result.count).toBe(40);
    for (const bad of [{ isVolume: 6 }, { gender_id: 3 }, { size: 10001 }, { task_id: 'abc' }]) {
      expect((await q(bad)).body.errcode, JSON.stringify(bad)).toBe(40001);
    }
  });

  it('saves a measurement, marks the person measured and returns it per category', async () => {
    const token = await measurer();
    const person = await firstPerson(token);
    const saved = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: person.id }, lang: 'zh' });
    expect(saved.body).toMatchObject({ errcode: 0, message: '保存成功' });
    expect(saved.body.result).toMatchObject({ id: person.id, measuring_status_id: 2, height: 175.5, weight: 70, wearing_style: 2 });
    const info = await s().call('GET', `${U}/get_user_measuring_info`, { token, query: { task_id: 1, user_id: person.id } });
    const jacket = info.body.result.size_info.find((c: { category_id: number }) => c.category_id === 1);
    expect(jacket).toMatchObject({ size: '175/92A', num: 1, edition_type_id: 1 });
    expect(jacket.item.find((i: { id: number }) => i.id === 1).value).toBe(96.5);
    expect(jacket.item.find((i: { id: number }) => i.id === 3).value).toBeNull();
    expect(jacket.special.find((i: { id: number }) => i.id === 1).value).toBe(2);
    expect(info.body.result.size_info).toHaveLength(2);
    const count = await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } });
    expect(count.body.result.already).toBe(11);

    const select = await s().call('GET', `${U}/get_size_select`, { token, query: { task_id: 1, user_id: person.id, category_id: 1, edition_type_id: 1 } });
    expect(select.body.result.selected).toMatchObject({ size: '175/92A', num: 1 });
    const other = await s().call('GET', `${U}/get_size_select`, { token, query: { task_id: 1, user_id: person.id, category_id: 1, edition_type_id: 2 } });
    expect(other.body.result.selected).toBeNull();
  });

  it('leaves a person saved with height and weight only not measured while a garment of the task is blank, and counts them part way once one garment is', async () => {
    const token = await measurer();
    const person = await firstPerson(token);
    const blank = (category_id: number, edition_type_id: number) => ({
      category_id,
      edition_type_id,
      size: '',
      num: 1,
      item: [1, 2, 3, 4, 5, 6].map((id) => ({ id, value: null })),
      special: [],
      special_position_remark: '',
    });
    const filled = (category_id: number, edition_type_id: number) => ({ ...blank(category_id, edition_type_id), item: [96, 82, 44, 60, 98, 104].map((value, i) => ({ id: i + 1, value })) });
    const save = (size_info: unknown[]) => s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: person.id, size_info } });
    const counts = async () => (await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } })).body.result;

    // Earlier tests of the file measure people of the same task: the counts move from where they stand.
    const before = await counts();
    const bodyOnly = await save([blank(1, 1), blank(2, 5)]);
    expect(bodyOnly.body.errcode).toBe(0);
    expect(bodyOnly.body.result).toMatchObject({ height: 175.5, weight: 70, measuring_status_id: 1 });
    expect(await counts()).toMatchObject({ already: before.already, no: before.no, partial: before.partial });

    // The jacket measured, the trousers (西裤) card still blank: part way, still not measured.
    const jacketOnly = await save([filled(1, 1), blank(2, 5)]);
    expect(jacketOnly.body.result.measuring_status_id).toBe(1);
    expect(await counts()).toMatchObject({ already: before.already, no: before.no, partial: before.partial + 1 });
    const notMeasured = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, isVolume: 1, size: 10000 } });
    expect(notMeasured.body.result.list.map((p: { id: number }) => p.id)).toContain(person.id);

    // A save of the trousers alone completes the person: the jacket saved before still counts.
    const trousers = await save([filled(2, 5)]);
    expect(trousers.body.result.measuring_status_id).toBe(2);
    expect(await counts()).toMatchObject({ already: before.already + 1, no: before.no - 1, partial: before.partial });

  });

  it('treats empty height and weight as 0 and refuses out-of-range or foreign data, naming the field', async () => {
    const token = await measurer();
    const person = await firstPerson(token);
    const empty = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: person.id, height: '', weight: null, size_info: [] } });
    expect(empty.body.result).toMatchObject({ height: 0, weight: 0 });
    const cases: [Record<string, unknown>, string][] = [
      [{ height: -5 }, 'height'],
      [{ height: 9999 }, 'height'],
      [{ weight: 'heavy' }, 'weight'],
      [{ wearing_style: 9 }, 'wearing_style'],
      [{ repair_status_id: 3 }, 'repair_status_id'],
      [{ size_info: [{ ...SAVE.size_info[0], category_id: 77 }] }, 'size_info.0.category_id'],
      [{ size_info: [SAVE.size_info[0], SAVE.size_info[0]] }, 'size_info.1.category_id'],
      [{ size_info: [{ ...SAVE.size_info[0], item: [{ id: 99, value: 1 }] }] }, 'size_info.0.item.0.id'],
      [{ size_info: [{ ...SAVE.size_info[0], item: [{ id: 1, value: -1 }] }] }, 'size_info.0.item.0.value'],
      [{ size_info: [{ ...SAVE.size_info[0], special: [{ id: 9, value: 1 }] }] }, 'size_info.0.special.0.id'],
    ];
    for (const [patch, field] of cases) {
      const res = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: person.id, ...patch } });
      expect(res.body.errcode, field).toBe(40001);
      expect(res.body.result.field).toBe(field);
    }
    const wrongTask = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: person.id, task_id: 999 } });
    expect(wrongTask.body.errcode).toBe(40004);
    const unknown = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: 999999 } });
    expect(unknown.body.errcode).toBe(40004);
    // Another account (neither the task's owner nor its measurer) finds no such person, and the person is as saved.
    const foreign = await s().call('POST', `${U}/save_user_measuring_info`, { token: await s().login('13800000002'), body: { ...SAVE, user_id: person.id, height: 199 } });
    expect(foreign.body.errcode).toBe(40004);
    const info = await s().call('GET', `${U}/get_user_measuring_info`, { token, query: { task_id: 1, user_id: person.id } });
    expect(info.body.result.height).toBe(0);
  });

  it('keeps repair measurements apart, starting from the normal ones, and marks the person repaired', async () => {
    const token = await measurer();
    const person = await firstPerson(token, 2);
    const before = await s().call('GET', `${U}/get_user_measuring_info`, { token, query: { task_id: 1, user_id: person.id, repair_status_id: 1 } });
    const normal = await s().call('GET', `${U}/get_user_measuring_info`, { token, query: { task_id: 1, user_id: person.id, repair_status_id: 0 } });
    expect(before.body.result.size_info).toEqual(normal.body.result.size_info);
    const repaired = await s().call('POST', `${U}/save_user_measuring_info`, {
      token,
      body: { ...SAVE, user_id: person.id, repair_status_id: 1, size_info: [{ ...SAVE.size_info[0], size: '180/96A' }] },
    });
    expect(repaired.body.result).toMatchObject({ measuring_status_id: 4, repair_status_id: 1 });
    const repairView = await s().call('GET', `${U}/get_user_measuring_info`, { token, query: { task_id: 1, user_id: person.id, repair_status_id: 1 } });
    expect(repairView.body.result.size_info[0].size).toBe('180/96A');
    const normalView = await s().call('GET', `${U}/get_user_measuring_info`, { token, query: { task_id: 1, user_id: person.id, repair_status_id: 0 } });
    expect(normalView.body.result.size_info[0].size).not.toBe('180/96A');
    const listed = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, isVolume: 4 } });
    expect(listed.body.result.list.map((p: { id: number }) => p.id)).toContain(person.id);
  });

  it('marks sleeve-not-fitted people and filters them (isVolume 3)', async () => {
    const token = await measurer();
    const person = await firstPerson(token);
    await s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: person.id, no_sleeve: true } });
    const res = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, isVolume: 3 } });
    expect(res.body.result.list.map((p: { id: number }) => p.id)).toEqual([person.id]);
    expect((await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } })).body.result.no_sleeve).toBe(1);
  });

  it('adds and deletes a person, with the spec messages for a missing name or gender', async () => {
    const token = await measurer();
    const added = await s().call('POST', `${U}/add_task_user`, {
      token,
      body: { task_id: 1, truename: '新员工', gender_id: 2, department_name: '新部门', company_name: '江南银行股份有限公司', local_id: -3 },
      lang: 'zh',
    });
    expect(added.body).toMatchObject({ errcode: 0, message: '新增成功' });
    expect(added.body.result).toMatchObject({ truename: '新员工', measuring_status_id: 1, local_id: -3, task_id: 1 });
    const noName = await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: '', gender_id: 1 }, lang: 'zh' });
    expect(noName.body.message).toBe('姓名：请输入姓名');
    const noGender = await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: 'A', gender_id: 0 }, lang: 'zh' });
    expect(noGender.body.result.field).toBe('gender_id');
    const positiveLocal = await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: 'A', gender_id: 1, local_id: 5 } });
    expect(positiveLocal.body.result.field).toBe('local_id');

    const del = await s().call('POST', `${U}/delete_task_user`, { token, body: { id: added.body.result.id } });
    expect(del.body.errcode).toBe(0);
    const again = await s().call('POST', `${U}/delete_task_user`, { token, body: { id: added.body.result.id } });
    expect(again.body.errcode).toBe(40004);
    expect((await s().call('POST', `${U}/delete_task_user`, { token, body: { id: 'x' } })).body.result.field).toBe('id');
  });

  it("refuses to change a locked person's measurements and order info (is_edit off)", async () => {
    const token = await measurer();
    const person = (await s().call('POST', `${U}/add_task_user`, { token, body: { task_id: 1, truename: '锁定', gender_id: 1 } })).body.result;
    await s().db.updateTable('measuring_people').set({ is_edit: false }).where('id', '=', person.id).execute();
    const listed = (await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, keywords: '锁定' } })).body.result.list[0];
    expect(listed.is_edit).toBe(false);
    const save = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: { ...SAVE, user_id: person.id }, lang: 'zh' });
    expect(save.status).toBe(409);
    expect(save.body).toMatchObject({ errcode: 40009, message: '该人员的数据已锁定，不能修改' });
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const order = await s().call('POST', `${U}/edit_measuring_user_order_info`, {
      token,
      body: { task_id: 1, user_id: person.id, truename: '改名', gender_id: 1, order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], sign: `data:image/png;base64,${png}` },
      lang: 'en',
    });
    expect(order.status).toBe(409);
    expect(order.body).toMatchObject({ errcode: 40009, message: "This person's data is locked and cannot be changed" });
    const after = await s().call('GET', `${U}/get_measuring_user_order_info`, { token, query: { task_id: 1, user_id: person.id } });
    expect(after.body.result).toMatchObject({ truename: '锁定', sign: null });
  });

  it('renames a department within a company', async () => {
    const token = await measurer();
    const res = await s().call('POST', '/measuring.index/edit_department_name', {
      token,
      body: { task_id: 1, company_name: '华东能源集团有限公司', old_department_name: '财务部', department_name: '财务中心' },
    });
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.count).toBe(8);
    const deps = await s().call('GET', '/measuring.index/get_department_list_by_task', { token, query: { task_id: 1 } });
    const names = deps.body.result.department['华东能源集团有限公司'].map((d: { department_name: string }) => d.department_name);
    expect(names).toContain('财务中心');
    expect(names).not.toContain('财务部');
    const empty = await s().call('POST', '/measuring.index/edit_department_name', {
      token,
      body: { task_id: 1, old_department_name: '行政部', department_name: ' ' },
      lang: 'zh',
    });
    expect(empty.body.message).toBe('部门：请输入部门名称');
  });

  it('renames a department by client_id (spec 3 §7) across the tasks of that client the caller works on', async () => {
    const seller = await s().login('13800000001');
    const token = await measurer();
    const shop = await s().login('13800000002');
    const shopId = (await s().call('GET', '/measuring.index/get_user', { token: shop })).body.result.id;
    // The seller's company customer; a task names a company of its own owner's only.
    const client = (await s().call('POST', '/customer_mgmt.index/add_business', { token: seller, body: { name: '客户七', contact: 'c', tel: '13800000003', remark: '' } })).body.result.id as number;
    const task = (owner: string, bodybuilders: number[], client_id: number | null = client) => ({
      name: `Client ${owner}`,
      client_id,
      order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }],
      bodybuilders,
      body_item_ids: [1],
      special_shape_ids: [1],
    });
    const mine = [];
    for (let i = 0; i < 2; i += 1) mine.push((await s().call('POST', '/measuring.index/add_task', { token: seller, body: task(`seller ${i}`, [4]) })).body.result.id);
    // The shop's task of the same client: written by hand, as no account may name another's company now.
    const others = (await s().call('POST', '/measuring.index/add_task', { token: shop, body: task('shop', [shopId], null) })).body.result.id;
    await s().db.updateTable('measuring_tasks').set({ client_id: client }).where('id', '=', others).execute();
    for (const [taskId, who] of [...mine.map((id) => [id, token] as const), [others, shop] as const]) {
      for (const truename of ['甲', '乙']) {
        await s().call('POST', `${U}/add_task_user`, { token: who, body: { task_id: taskId, truename, gender_id: 1, department_name: '销售部', company_name: '客户七' } });
      }
    }
    const departments = async (taskId: number, who: string) =>
      (await s().call('GET', `${U}/get_task_user_list`, { token: who, query: { task_id: taskId, size: 100 } })).body.result.list.map((p: { department_name: string }) => p.department_name);

    const res = await s().call('POST', '/measuring.index/edit_department_name', {
      token,
      body: { client_id: client, old_department_name: '销售部', department_name: '市场部' },
      lang: 'zh',
    });
    expect(res.body).toMatchObject({ errcode: 0, message: '编辑成功', result: { count: 4, task_ids: mine } });
    for (const id of mine) expect(await departments(id, token)).toEqual(['市场部', '市场部']);
    // The shop's task of the same client is not the measurer's to change.
    expect(await departments(others, shop)).toEqual(['销售部', '销售部']);

    // task_id narrows it to one task, which must be the client's.
    const one = await s().call('POST', '/measuring.index/edit_department_name', { token, body: { task_id: mine[0], client_id: client, old_department_name: '市场部', department_name: '一部' } });
    expect(one.body.result).toMatchObject({ count: 2, task_ids: [mine[0]] });
    expect(await departments(mine[1], token)).toEqual(['市场部', '市场部']);
    const wrongClient = await s().call('POST', '/measuring.index/edit_department_name', { token, body: { task_id: 1, client_id: client, old_department_name: '行政部', department_name: 'X' }, lang: 'zh' });
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.body).toMatchObject({ errcode: 40001, message: `客户：该任务不属于客户 ${client}`, result: { field: 'client_id' } });

    const neither = await s().call('POST', '/measuring.index/edit_department_name', { token, body: { old_department_name: '市场部', department_name: 'X' }, lang: 'en' });
    expect(neither.status).toBe(400);
    expect(neither.body.result.field).toBe('client_id');
    expect(neither.body.message).toMatch(/^Customer: /);
    const unknown = await s().call('POST', '/measuring.index/edit_department_name', { token, body: { client_id: 999, old_department_name: 'a', department_name: 'b' } });
    expect(unknown.body.errcode).toBe(40004);
    const notTheirs = await s().call('POST', '/measuring.index/edit_department_name', { token: await s().login('13800000003'), body: { client_id: client, old_department_name: '市场部', department_name: 'b' } });
    // Someone else's client is as unknown as a missing one.
    expect(notTheirs.body).toEqual(unknown.body);
    expect(await departments(mine[1], token)).toEqual(['市场部', '市场部']);
  });
});

eachDatabase('measuring mirror data', (s) => {
  it('returns every stored measurement of a task in one answer, only to its people', async () => {
    const token = await s().login('13800000004');
    const res = await s().call('GET', `${U}/get_task_measuring_data`, { token, query: { task_id: 1 } });
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.list).toHaveLength(20);
    expect(res.body.result.list[0]).toMatchObject({ repair_status_id: 0, category_id: 1, item: expect.any(Array) });
    expect(res.body.result.list[0].items).toBeUndefined();
    const other = await s().call('GET', `${U}/get_task_measuring_data`, { token: await s().login('13800000002'), query: { task_id: 1 } });
    expect(other.body.errcode).toBe(40004);
  });
});

eachDatabase('measuring people order', (s) => {
  it('lists people in the order devices sort them, so a first page is the head of the whole list', async () => {
    const db = s().db;
    const idOf = async (phone: string) => (await db.selectFrom('users').select('id').where('mobilephone', '=', phone).executeTakeFirstOrThrow()).id;
    const taskId = await insertDemoTask(db, { ownerId: await idOf('13800000001'), measurerId: await idOf('13800000004'), name: '排序' });
    // Names whose order differs between code points, UTF-16 units, case-insensitive and pinyin collations.
    const companies = ['公司B', '公司A', 'b公司', 'B公司', '', '😀公司', '\uff01公司', 'Émile公司', '阿里'];
    const departments = ['部门10', '部门2', 'sales', 'Sales', '行政部', '销售部'];
    const rows = companies.flatMap((company_name, c) =>
      departments.map((department_name, d) => ({ task_id: taskId, truename: `人${c}-${d}`, gender_id: 1, company_name, department_name, measuring_status_id: 1 })),
    );
    await db.insertInto('measuring_people').values([...rows, ...rows]).execute();

    const token = await s().login('13800000004');
    const list = async (size: number) =>
      (await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: taskId, size } })).body.result.list as { id: number; company_name: string; department_name: string }[];
    const all = await list(1000);
    expect(all).toHaveLength(rows.length * 2);
    expect(all.map((p) => p.id)).toEqual([...all].sort(comparePeople).map((p) => p.id));
    expect((await list(20)).map((p) => p.id)).toEqual(all.slice(0, 20).map((p) => p.id));
  });
});
