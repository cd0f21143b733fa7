import { expect, it } from 'vitest';
import { hashSecret } from '../../server/http/crypto';
import { eachDatabase } from '../support/api';
import { demoOrders } from './fast-order-payloads';

const P = { index: '/staff_mgmt/index', add: '/staff_mgmt/add', modify: '/staff_mgmt/modify', enable: '/staff_mgmt/enable', disable: '/staff_mgmt/disable', del: '/staff_mgmt/del' };
const SELLER = '13800000001';
const PASSWORD = 'staff-pass-1';

eachDatabase('staff accounts', (s) => {
  let n = 0;
  const staffBody = (over: Record<string, unknown> = {}) => {
    n++;
    return { username: `clerk${n}`, employee_number: `E${100 + n}`, mobilephone: `1392000${String(1000 + n).slice(-4)}`, password: PASSWORD, status_id: 1, modules: ['customer_mgmt', 'fast_order'], ...over };
  };

  it('refuses a staff form in the spec’s order and words, and what the owner may not grant', async () => {
    const seller = await s().login(SELLER);
    const add = (body: Record<string, unknown>) => s().call('POST', P.add, { token: seller, body, lang: 'zh' });
    const asked = async (body: Record<string, unknown>) => {
      const r = await add(body);
      return [r.body.result?.field, r.body.message];
    };
    expect(await asked(staffBody({ username: '', employee_number: '', mobilephone: '' }))).toEqual(['username', expect.stringContaining('用户名不允许为空！')]);
    expect(await asked(staffBody({ employee_number: ' ', mobilephone: '' }))).toEqual(['employee_number', expect.stringContaining('工号不允许为空！')]);
    expect(await asked(staffBody({ mobilephone: '' }))).toEqual(['mobilephone', expect.stringContaining('手机号不允许为空！')]);
    expect(await asked(staffBody({ password: '' }))).toEqual(['password', expect.stringContaining('密码不允许为空！')]);
    expect(await asked(staffBody({ modules: [] }))).toEqual(['modules', expect.stringContaining('请至少勾选一个模块')]);
    // Staff management itself is never granted: a staff member could make itself more powerful.
    expect(await asked(staffBody({ modules: ['staff_mgmt'] }))).toEqual(['modules.0', expect.stringContaining('staff_mgmt')]);
    expect(await asked(staffBody({ mobilephone: '13800000002' }))).toEqual(['mobilephone', expect.stringContaining('该手机号已被使用')]);
    const first = await add(staffBody({ employee_number: 'DUP-1' }));
    expect(first.body).toMatchObject({ errcode: 0, message: '添加成功' });
    expect(await asked(staffBody({ employee_number: 'DUP-1' }))).toEqual(['employee_number', expect.stringContaining('该工号已被使用')]);
    // Nothing half-made: the refused forms left no account behind.
    const rows = await s().db.selectFrom('users').select('id').where('user_type', '=', 7).where('employee_number', '=', 'DUP-1').execute();
    expect(rows).toHaveLength(1);
  });

  it('lists by an exact job number or username, six a page, newest first', async () => {
    const seller = await s().login(SELLER);
    const made = [];
    for (let i = 0; i < 7; i++) made.push(staffBody());
    for (const b of made) expect((await s().call('POST', P.add, { token: seller, body: b })).body.errcode).toBe(0);
    const page1 = (await s().call('GET', P.index, { token: seller, query: { page: 1 } })).body.result;
    expect(page1.list).toHaveLength(6);
    expect(page1.list[0].username).toBe(made[6]!.username);
    expect(page1.grantable).toContain('fast_order');
    expect(page1.grantable).not.toContain('staff_mgmt');
    const byNumber = (await s().call('GET', P.index, { token: seller, query: { keyword: made[2]!.employee_number } })).body.result;
    expect(byNumber.list.map((x: { username: string }) => x.username)).toEqual([made[2]!.username]);
    const byName = (await s().call('GET', P.index, { token: seller, query: { keyword: made[3]!.username } })).body.result;
    expect(byName.count).toBe(1);
    // Exact, not partial.
    expect((await s().call('GET', P.index, { token: seller, query: { keyword: made[3]!.username.slice(0, 3) } })).body.result.count).toBe(0);
  });

  it('signs a staff member in to work on its owner’s data within its modules, enforced on the server', async () => {
    const seller = await s().login(SELLER);
    const body = staffBody();
    const { id } = (await s().call('POST', P.add, { token: seller, body })).body.result;
    const staff = await s().login(body.mobilephone, PASSWORD);

    const profile = (await s().call('GET', '/common.account/index', { token: staff })).body.result.user_info;
    expect(profile).toMatchObject({ id, user_type: 3, username: body.username, modules: ['fast_order', 'customer_mgmt'], staff_of: '上海南京路旗舰店' });
    const home = (await s().call('GET', '/common.index/module_list', { token: staff })).body.result;
    expect(home.list.map((m: { backendCode: string }) => m.backendCode).sort()).toEqual(['customer_mgmt', 'fast_order']);

    // The owner's customers, as the owner sees them.
    const mine = (await s().call('GET', '/customer_mgmt.index/consumer_list', { token: seller, query: { page: 1, size: 50 } })).body.result;
    const theirs = (await s().call('GET', '/customer_mgmt.index/consumer_list', { token: staff, query: { page: 1, size: 50 } })).body.result;
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs).toEqual(mine);

    // Everything else is refused by the server, not only hidden.
    const refused = [
      ['GET', '/order_mgmt/order_list', {}],
      ['GET', '/measuring.index/measuring_list', { page: 1, size: 10 }],
      ['GET', '/group_buy/index', {}],
      ['GET', '/large_goods/product_search', { keyword: 'A' }],
      ['GET', '/shop_mgmt/index', {}],
      ['GET', P.index, {}],
      ['GET', '/common.account/balance_log', { page: 1, size: 10 }],
      ['GET', '/sales_report/reportList', {}],
      ['GET', '/ordering_conference/list', {}],
      ['GET', '/customer_fabric_mgmt/index', {}],
    ] as const;
    for (const [method, path, query] of refused) expect([path, (await s().call(method, path, { token: staff, query })).status]).toEqual([path, 403]);
    // Nor may it put modules it lacks on its home, or change its owner's pay password.
    expect((await s().call('POST', '/common.index/edit_module_list', { token: staff, body: { module_names: ['fast_order', 'order_mgmt'] } })).body.result.field).toBe('module_names.1');
    expect((await s().call('POST', '/common.account/change_pay_password', { token: staff, body: { password: PASSWORD, new_pay_password: '111111' } })).status).toBe(403);

    // Its password is its own.
    expect((await s().call('POST', '/common.account/change_password', { token: staff, body: { old_password: PASSWORD, new_password: 'staff-pass-2' } })).body.errcode).toBe(0);
    await s().login(body.mobilephone, 'staff-pass-2');
    await s().login(SELLER);

    // Granting order management opens the order list; its session carries the new grant at once.
    expect((await s().call('POST', P.modify, { token: seller, body: { ...body, user_id: id, password: '', modules: ['fast_order', 'customer_mgmt', 'order_mgmt'] } })).body.errcode).toBe(0);
    const orders = await s().call('GET', '/order_mgmt/order_list', { token: staff });
    expect(orders.status).toBe(200);
    const sellerOrders = (await s().call('GET', '/order_mgmt/order_list', { token: seller })).body.result;
    expect(orders.body.result.count).toBe(sellerOrders.count);
  });

  it('never gives a staff login shop management, which would make a shop with a credit out of its owner’s balance', async () => {
    const seller = await s().login(SELLER);
    const refused = await s().call('POST', P.add, { token: seller, body: staffBody({ modules: ['fast_order', 'shop_mgmt'] }) });
    expect(refused.body.result.field).toBe('modules.1');
    expect((await s().call('GET', P.index, { token: seller })).body.result.grantable).not.toContain('shop_mgmt');
    // A grant written before this rule (or by hand) opens nothing: the login's modules leave it out,
    // and the shops' routes refuse every staff login whatever it holds.
    const body = staffBody({ modules: ['fast_order'] });
    const { id } = (await s().call('POST', P.add, { token: seller, body })).body.result;
    await s().db.updateTable('users').set({ granted_modules: JSON.stringify(['fast_order', 'shop_mgmt']) }).where('id', '=', id).execute();
    const staff = await s().login(body.mobilephone, PASSWORD);
    expect((await s().call('GET', '/common.account/index', { token: staff })).body.result.user_info.modules).toEqual(['fast_order']);
    const balanceBefore = (await s().call('GET', '/common.account/index', { token: seller })).body.result.user_info.money;
    const shop = { shop_name: '员工开的店', shop_number: 'S-STAFF', truename: '张三', mobilephone: '13911112222', address: '上海', username: 'staffshop', password: 'shop-pass-1', pay_password: '123456', money: '1000' };
    expect((await s().call('POST', '/shop_mgmt/add', { token: staff, body: shop })).status).toBe(403);
    expect((await s().call('GET', '/common.account/index', { token: seller })).body.result.user_info.money).toBe(balanceBefore);
  });

  it('names the staff member on the orders it places in its owner’s cart', async () => {
    const seller = await s().login(SELLER);
    const body = staffBody({ modules: ['fast_order'] });
    await s().call('POST', P.add, { token: seller, body });
    const staff = await s().login(body.mobilephone, PASSWORD);
    const demo = await demoOrders(s().db);
    const placed = await s().call('POST', '/fast_order/add_order', { token: staff, body: demo.individual() });
    expect(placed.body.errcode).toBe(0);
    const row = await s().db.selectFrom('orders').select(['id', 'user_id']).where('id', '=', placed.body.result.id).executeTakeFirstOrThrow();
    const owner = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.id);
    const detail = (await s().call('GET', '/order_mgmt/order_detail', { token: seller, query: { order_id: row.id } })).body.result;
    expect(detail.timeline[0].actor).toBe(body.username);
    // Deleting the staff member keeps the name on the history.
    const staffId = (await s().db.selectFrom('users').select('id').where('mobilephone', '=', body.mobilephone).executeTakeFirstOrThrow()).id;
    expect((await s().call('POST', P.del, { token: seller, body: { user_id: staffId }, lang: 'zh' })).body.message).toBe('删除成功!');
    const after = (await s().call('GET', '/order_mgmt/order_detail', { token: seller, query: { order_id: row.id } })).body.result;
    expect(after.timeline[0].actor).toBe(body.username);
  });

  it('lets a staff member with group purchase enter group orders but leaves finance review to the owner', async () => {
    const seller = await s().login(SELLER);
    const body = staffBody({ modules: ['group_buy'] });
    await s().call('POST', P.add, { token: seller, body });
    const staff = await s().login(body.mobilephone, PASSWORD);
    expect((await s().call('GET', '/group_buy/index', { token: staff })).status).toBe(200);
    const refused = await s().call('POST', '/group_buy/review', { token: staff, body: { id: 1, pass: true }, lang: 'zh' });
    expect([refused.status, refused.body.message]).toEqual([403, '财务审核需由主账号完成']);
  });

  it('ends a disabled or deleted staff member’s sessions at once and refuses its sign-in', async () => {
    const seller = await s().login(SELLER);
    const body = staffBody();
    const { id } = (await s().call('POST', P.add, { token: seller, body })).body.result;
    const staff = await s().login(body.mobilephone, PASSWORD);
    expect((await s().call('GET', '/common.account/index', { token: staff })).status).toBe(200);

    expect((await s().call('POST', P.disable, { token: seller, body: { user_id: id }, lang: 'zh' })).body.message).toBe('禁用成功！');
    expect((await s().call('GET', '/common.account/index', { token: staff })).body.errcode).toBe(40007);
    const refused = await s().call('POST', '/index/login', { body: { mobilephone: body.mobilephone, password: PASSWORD }, lang: 'zh' });
    expect(refused.body.message).toBe('该账号已停用');

    expect((await s().call('POST', P.enable, { token: seller, body: { user_id: id }, lang: 'zh' })).body.message).toBe('启用成功！');
    const again = await s().login(body.mobilephone, PASSWORD);
    expect((await s().call('POST', P.del, { token: seller, body: { user_id: id } })).body.errcode).toBe(0);
    expect((await s().call('GET', '/common.account/index', { token: again })).body.errcode).toBe(40007);
    expect((await s().call('GET', P.index, { token: seller, query: { keyword: body.username } })).body.result.count).toBe(0);
    // The row stays (its orders name it), its job number is free again.
    expect(await s().db.selectFrom('users').select('status_id').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status_id: 2 });
    expect((await s().call('POST', P.add, { token: seller, body: staffBody({ employee_number: body.employee_number }) })).body.errcode).toBe(0);
  });

  it("keeps each owner's staff from another seller, and staff management from those without it", async () => {
    await s()
      .db.insertInto('users')
      .values({ mobilephone: '13810000888', username: 'seller3', user_type: 3, role_id: 3, parent_id: null, password_hash: await hashSecret('demo1234'), pay_password_hash: null, pay_locked_until: null, module_codes: '[]' })
      .onConflict((oc) => oc.column('mobilephone').doNothing())
      .execute();
    const seller = await s().login(SELLER);
    const rival = await s().login('13810000888');
    const body = staffBody();
    const { id } = (await s().call('POST', P.add, { token: seller, body })).body.result;
    expect((await s().call('GET', P.index, { token: rival })).body.result.list.some((x: { id: number }) => x.id === id)).toBe(false);
    for (const path of [P.enable, P.disable, P.del]) expect((await s().call('POST', path, { token: rival, body: { user_id: id } })).body.errcode).toBe(40004);
    expect((await s().call('POST', P.modify, { token: rival, body: { ...body, user_id: id } })).body.errcode).toBe(40004);
    // The rival's staff works on the rival's (empty) customers, not the first seller's.
    const rivalStaff = staffBody();
    await s().call('POST', P.add, { token: rival, body: rivalStaff });
    const rs = await s().login(rivalStaff.mobilephone, PASSWORD);
    expect((await s().call('GET', '/customer_mgmt.index/consumer_list', { token: rs, query: { page: 1, size: 50 } })).body.result.total).toBe(0);
    // Companies and measurers do not manage staff.
    for (const phone of ['13800000003', '13800000004']) expect((await s().call('GET', P.index, { token: await s().login(phone) })).status).toBe(403);
  });
});
