import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { roleModules, USER_TYPE } from '@/domain/account/user-types';
import { hashSecret } from '../../server/http/crypto';
import { loadCatalogue } from '../../server/modules/catalogue/snapshot';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { addAccount, eachDatabase } from '../support/api';

const P = { list: '/haute_couture/list', detail: '/haute_couture/detail', save: '/haute_couture/save', delete: '/haute_couture/delete' };

eachDatabase('haute couture', (s) => {
  const task = async (over: Record<string, unknown> = {}) => {
    const snapshot = await loadCatalogue(s().db);
    const category = snapshot.categories[0]!;
    const edition = snapshot.editions.find((e) => e.category_id === category.id)!;
    const item = snapshot.category_items.find((i) => i.category_id === category.id)!;
    return {
      uid: randomUUID(),
      cust_name: '周先生',
      gender_id: 1,
      company: '远航贸易',
      phone: '13912345678',
      delivery_date: '2027-01-15',
      store: '南京路店',
      measurer: '李师傅',
      remark: '左肩略低',
      clear_dimension: { height: 178, weight: 72.5, bust: 98, waist: 84 },
      special_items: [{ name: 'sloped_shoulder', value: 2 }],
      size_alterations: [{ category_id: category.id, modeling_id: edition.id, size: '175/96A', body_items: [{ body_item_id: item.item_id, value: -1.5 }] }],
      ...over,
    };
  };

  it('saves a task by its uid, again without a second row, and reads it back in the list and the detail', async () => {
    const token = await s().login('13800000001');
    const body = await task();
    const first = await s().call('POST', P.save, { token, body, lang: 'zh' });
    expect(first.body).toMatchObject({ errcode: 0, message: '任务已保存', result: { uid: body.uid } });
    const id = first.body.result.id as number;
    // The same save replayed (a tablet's outbox after a lost answer) and a change: still one task.
    const again = await s().call('POST', P.save, { token, body: { ...body, remark: '复量' } });
    expect(again.body.result.id).toBe(id);
    const detail = await s().call('GET', P.detail, { token, query: { id } });
    expect(detail.body.result).toMatchObject({
      id,
      uid: body.uid,
      cust_name: '周先生',
      remark: '复量',
      delivery_date: '2027-01-15',
      special_items: [{ name: 'sloped_shoulder', value: 2 }],
      size_alterations: body.size_alterations,
    });
    expect(detail.body.result.clear_dimension).toMatchObject({ height: 178, weight: 72.5, neck: null });
    expect(detail.body.result.update_time).toMatch(/T.*(Z|[+-]\d\d:\d\d)$/);
    const list = await s().call('GET', P.list, { token, query: { keyword: '远航', page: 1, size: 10 } });
    expect(list.body.result.list.filter((t: { uid: string }) => t.uid === body.uid)).toHaveLength(1);
    const none = await s().call('GET', P.list, { token, query: { keyword: 'no-such-customer-x' } });
    expect(none.body.result).toEqual({ count: 0, list: [] });
  });

  it('pages the list', async () => {
    const token = await s().login('13800000001');
    for (let i = 0; i < 3; i++) await s().call('POST', P.save, { token, body: await task({ cust_name: `分页客户${i}` }) });
    const page1 = await s().call('GET', P.list, { token, query: { keyword: '分页客户', page: 1, size: 2 } });
    const page2 = await s().call('GET', P.list, { token, query: { keyword: '分页客户', page: 2, size: 2 } });
    expect(page1.body.result.count).toBe(3);
    expect(page1.body.result.list).toHaveLength(2);
    expect(page2.body.result.list).toHaveLength(1);
  });

  it("refuses bad input naming the field, in the caller's language, and saves nothing", async () => {
    const token = await s().login('13800000001');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cust_name: '  ' }, 'cust_name', '请输入客户姓名'],
      [{ phone: '123' }, 'phone', ''],
      [{ clear_dimension: { height: 900 } }, 'clear_dimension.height', '尺寸超出范围'],
      [{ special_items: [{ name: 'sloped_shoulder', value: 1 }, { name: 'sloped_shoulder', value: 2 }] }, 'special_items', '特体重复'],
      [{ delivery_date: '15/01/2027' }, 'delivery_date', '交货日期：应为存在的日期'],
    ];
    for (const [over, field, message] of cases) {
      const body = await task(over);
      const res = await s().call('POST', P.save, { token, body, lang: 'zh' });
      expect(res.body, field).toMatchObject({ errcode: 40001, result: { field } });
      if (message) expect(res.body.message).toContain(message);
    }
    const good = await task();
    const wrongModeling = await s().call('POST', P.save, { token, body: { ...good, size_alterations: [{ ...good.size_alterations[0], modeling_id: 999999 }] }, lang: 'en' });
    expect(wrongModeling.body).toMatchObject({ errcode: 40001, message: 'Please choose the pattern', result: { field: 'size_alterations.0.modeling_id' } });
    const twice = await s().call('POST', P.save, { token, body: { ...good, size_alterations: [good.size_alterations[0], good.size_alterations[0]] }, lang: 'zh' });
    expect(twice.body).toMatchObject({ errcode: 40001, message: '品类已存在' });
    const list = await s().call('GET', P.list, { token, query: { keyword: '周先生', size: 500 } });
    expect(list.body.result.list.some((t: { uid: string }) => t.uid === good.uid)).toBe(false);
  });

  it("keeps a business's tasks from other accounts: 404 to read or overwrite, a delete answered as an unknown uid's, 403 without the module", async () => {
    const seller = await s().login('13800000001');
    const measurer = await s().login('13800000004');
    const body = await task({ cust_name: '保密客户' });
    const { id } = (await s().call('POST', P.save, { token: seller, body })).body.result;
    expect((await s().call('GET', P.detail, { token: measurer, query: { id } })).body.errcode).toBe(40004);
    expect((await s().call('POST', P.save, { token: measurer, body: { ...body, cust_name: '篡改' } })).body.errcode).toBe(40004);
    // Deleting another business's task answers as deleting an unknown uid does, and deletes nothing.
    const deleted = async (uid: string) => {
      const res = await s().call('POST', P.delete, { token: measurer, body: { uid }, headers: { 'idempotency-key': randomUUID() } });
      return [res.status, res.body.errcode, res.body.message];
    };
    expect(await deleted(body.uid)).toEqual(await deleted(randomUUID()));
    expect((await s().call('GET', P.detail, { token: seller, query: { id } })).body.errcode).toBe(0);
    const list = await s().call('GET', P.list, { token: measurer, query: { keyword: '保密客户' } });
    expect(list.body.result.count).toBe(0);
    expect((await s().call('GET', P.detail, { token: seller, query: { id } })).body.result.cust_name).toBe('保密客户');
    // The shop account does not hold the module.
    expect((await s().call('GET', P.list, { token: await s().login('13800000002') })).status).toBe(403);
    // The measurer holds it, for its own tasks.
    const own = await s().call('POST', P.save, { token: measurer, body: await task({ cust_name: '量体师客户' }) });
    expect(own.body.errcode).toBe(0);
  });

  it("shows a seller its measurers' tasks read-only, naming the measurer, and no other seller", async () => {
    const seller = await s().login('13800000001');
    // 13800000004 measures the seller's demo task: it is one of the seller's measurers.
    const measurer = await s().login('13800000004');
    const body = await task({ cust_name: '量体师为卖家客户', measurer: '' });
    const { id } = (await s().call('POST', P.save, { token: measurer, body })).body.result;

    const list = await s().call('GET', P.list, { token: seller, query: { keyword: '量体师为卖家客户' } });
    expect(list.body.result.list.map((t: { uid: string; measurer: string; editable: boolean }) => [t.uid, t.measurer, t.editable])).toEqual([[body.uid, '赵量体', false]]);
    const detail = await s().call('GET', P.detail, { token: seller, query: { id } });
    expect(detail.body.result).toMatchObject({ id, cust_name: '量体师为卖家客户', measurer: '赵量体', updated_by: '赵量体', editable: false });
    // Read-only: the seller neither overwrites nor deletes it.
    expect((await s().call('POST', P.save, { token: seller, body: { ...body, cust_name: '篡改' } })).body.errcode).toBe(40004);
    expect((await s().call('POST', P.delete, { token: seller, body: { uid: body.uid } })).body.errcode).toBe(40004);
    // The measurer still corrects its own task, and a measurer name it typed is kept.
    expect((await s().call('POST', P.save, { token: measurer, body: { ...body, measurer: '赵师傅' } })).body.errcode).toBe(0);
    const own = await s().call('GET', P.detail, { token: measurer, query: { id } });
    expect(own.body.result).toMatchObject({ cust_name: '量体师为卖家客户', measurer: '赵师傅', editable: true });

    // A seller this measurer does not measure for sees nothing of it.
    await s()
      .db.insertInto('users')
      .values({ mobilephone: '13800000081', username: 'seller81', user_type: USER_TYPE.seller, role_id: USER_TYPE.seller, password_hash: await hashSecret(DEMO_PASSWORD), pay_locked_until: null, module_codes: JSON.stringify(roleModules(USER_TYPE.seller)) })
      .execute();
    const other = await s().login('13800000081');
    expect((await s().call('GET', P.list, { token: other, query: { keyword: '量体师为卖家客户' } })).body.result.count).toBe(0);
    expect((await s().call('GET', P.detail, { token: other, query: { id } })).body.errcode).toBe(40004);

    // Once the measurer also measures for that seller, a task does not say whose client it is for:
    // neither business reads the measurer's tasks, the measurer still does.
    const otherId = (await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13800000081').executeTakeFirstOrThrow()).id;
    const measurerId = (await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13800000004').executeTakeFirstOrThrow()).id;
    const theirs = await s().db.insertInto('measuring_tasks').values({ owner_id: otherId, name: '另一家的任务' }).returning('id').executeTakeFirstOrThrow();
    await s().db.insertInto('measuring_task_measurers').values({ task_id: theirs.id, user_id: measurerId }).execute();
    for (const token of [seller, other]) {
      expect((await s().call('GET', P.list, { token, query: { keyword: '量体师为卖家客户' } })).body.result.count).toBe(0);
      expect((await s().call('GET', P.detail, { token, query: { id } })).body.errcode).toBe(40004);
    }
    expect((await s().call('GET', P.detail, { token: measurer, query: { id } })).body.errcode).toBe(0);
  });

  it('opens none of a measurer’s earlier clients to a seller that puts it on a task: only those taken since', async () => {
    const measurerId = await addAccount(s().db, '13800000091', USER_TYPE.measurer);
    await addAccount(s().db, '13800000092', USER_TYPE.seller);
    const measurer = await s().login('13800000091');
    const stranger = await s().login('13800000092');
    const earlier = await task({ cust_name: '此前的客户' });
    expect((await s().call('POST', P.save, { token: measurer, body: earlier })).body.errcode).toBe(0);

    // Any seller may put any measurer on its task (the measurers' list is everyone's).
    const measuringTask = { name: 'probe', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], body_item_ids: [1, 2, 3], special_shape_ids: [1], special_position_remark: '', bodybuilders: [measurerId] };
    const { id: taskId } = (await s().call('POST', '/measuring.index/add_task', { token: stranger, body: measuringTask })).body.result;
    expect((await s().call('GET', P.list, { token: stranger, query: { keyword: '此前的客户' } })).body.result.count).toBe(0);

    // What the measurer takes from then on, working for that seller alone, the seller reads.
    const later = await task({ cust_name: '此后的客户' });
    const { id } = (await s().call('POST', P.save, { token: measurer, body: later })).body.result;
    expect((await s().call('GET', P.detail, { token: stranger, query: { id } })).body.result).toMatchObject({ cust_name: '此后的客户', editable: false });
    // Editing the task, the measurer kept on it, does not move when the seller started reading.
    expect((await s().call('POST', '/measuring.index/edit_task', { token: stranger, body: { ...measuringTask, id: taskId, name: 'probe 2' } })).body.errcode).toBe(0);
    expect((await s().call('GET', P.list, { token: stranger, query: { keyword: '客户' } })).body.result.list.map((t: { cust_name: string }) => t.cust_name)).toEqual(['此后的客户']);
  });

  it('deletes a task by uid, and a replayed delete still answers success', async () => {
    const token = await s().login('13800000001');
    const body = await task();
    const { id } = (await s().call('POST', P.save, { token, body })).body.result;
    expect((await s().call('POST', P.delete, { token, body: { uid: body.uid }, lang: 'en' })).body).toMatchObject({ errcode: 0, message: 'Task deleted' });
    expect((await s().call('POST', P.delete, { token, body: { uid: body.uid } })).body.errcode).toBe(0);
    expect((await s().call('GET', P.detail, { token, query: { id } })).body.errcode).toBe(40004);
  });
});
