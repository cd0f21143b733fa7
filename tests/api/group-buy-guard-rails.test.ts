import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { GroupOrder, ProductOption } from '@/domain/group-buy/contract';
import { GROUP_PATHS } from '@/domain/group-buy/paths';
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import { ORDER_PATHS } from '@/domain/orders/order-paths';
import { SYNC_PATHS } from '@/domain/sync/contract';
import { eachDatabase } from '../support/api';

const SELLER = '13800000001';
const MEASURER = '13800000004';
const key = () => ({ 'idempotency-key': randomUUID() });

eachDatabase('group purchase guard rails', (s) => {
  const products = async (token: string) => (await s().call<{ list: ProductOption[] }>('GET', GROUP_PATHS.products, { token })).body.result.list;
  const detail = async (token: string, id: number) => (await s().call<GroupOrder>('GET', GROUP_PATHS.detail, { token, query: { id } })).body.result;

  /** A complete group order of a jacket and trousers, entered and sent to finance review by `token`'s login. */
  async function entered(token: string) {
    const list = await products(token);
    const row = (code: string) => {
      const p = list.find((x) => x.product_code === code)!;
      return { product_code: p.product_code, category_id: p.category_id, quantity: 3, style_number: '', edition_number: p.edition_number, fabric_num: p.fabric_num, tech_info: p.tech_ids };
    };
    const entry = { id: null, company_name: '星河科技', contacts: '周经理', user_mobilephone: '13900002222', user_address: '深圳市南山区科技园', delivery_date: '2027-03-01 00:00:00', fabric_type_id: 1, goods_info: [row('P01001'), row('P02001')] };
    const saved = await s().call('POST', GROUP_PATHS.save, { token, body: entry, headers: key() });
    expect(saved.body.errcode).toBe(0);
    const id = saved.body.result.id as number;
    expect((await s().call('POST', GROUP_PATHS.submit, { token, body: { id } })).body.result.stage).toBe(2);
    return { id, jacket: row('P01001'), trousers: row('P02001') };
  }

  async function staffWithGroupBuy(owner: string) {
    const phone = `1392${String(Date.now()).slice(-7)}`;
    const body = { username: `gb${phone.slice(-6)}`, employee_number: `G${phone.slice(-4)}`, mobilephone: phone, password: 'staff-pass-1', status_id: 1, modules: ['group_buy'] };
    expect((await s().call('POST', '/staff_mgmt/add', { token: owner, body })).body.errcode).toBe(0);
    return s().login(phone, 'staff-pass-1');
  }

  it('leaves finance review to another login than the one that entered the order, or to the owner’s override on record', async () => {
    const owner = await s().login(SELLER);
    const own = await entered(owner);
    expect((await detail(owner, own.id)).entered_by_caller).toBe(true);

    // The login that entered it cannot pass it: refused in both languages, the order stays in review.
    const zh = await s().call('POST', GROUP_PATHS.review, { token: owner, body: { id: own.id, pass: true }, lang: 'zh' });
    expect([zh.status, zh.body.errcode, zh.body.message]).toEqual([422, 40022, '这张团购单是您录入的，财务审核须由另一个账号通过，或由主账号越权通过']);
    const en = await s().call('POST', GROUP_PATHS.review, { token: owner, body: { id: own.id, pass: true }, lang: 'en' });
    expect(en.body.message).toBe('You entered this group order: its finance review must be passed by another login, or by the main account with an override');
    // Nor through a sync batch: the route is no change a device queues.
    const batch = await s().call('POST', SYNC_PATHS.batch, { token: owner, body: { changes: [{ id: randomUUID(), path: GROUP_PATHS.review, body: { id: own.id, pass: true, override: true } }] } });
    expect((batch.body.result.answers as { status: number }[]).map((a) => a.status)).toEqual([404]);
    expect((await detail(owner, own.id)).stage).toBe(2);

    // Sending it back is no approval; the owner's override passes it, on record in the timeline.
    expect((await s().call('POST', GROUP_PATHS.review, { token: owner, body: { id: own.id, pass: false, reason: '预付款不足' } })).body.result.stage).toBe(1);
    await s().call('POST', GROUP_PATHS.submit, { token: owner, body: { id: own.id } });
    const overridden = await s().call('POST', GROUP_PATHS.review, { token: owner, body: { id: own.id, pass: true, override: true }, lang: 'zh' });
    expect(overridden.body).toMatchObject({ errcode: 0, message: '已由主账号越权通过财务审核', result: { stage: 3 } });
    expect((await detail(owner, own.id)).moves.map((m) => m.action)).toEqual(['create', 'submit', 'return', 'submit', 'pass_override']);

    // Entered by a staff login: the owner passes it as any review, with no override.
    const staff = await staffWithGroupBuy(owner);
    const theirs = await entered(staff);
    expect((await detail(owner, theirs.id)).entered_by_caller).toBe(false);
    expect((await detail(staff, theirs.id)).entered_by_caller).toBe(true);
    const passed = await s().call('POST', GROUP_PATHS.review, { token: owner, body: { id: theirs.id, pass: true } });
    expect(passed.body.result.stage).toBe(3);
    expect((await detail(owner, theirs.id)).moves.at(-1)!.action).toBe('pass');
  });

  it('refuses to confirm sizes while people have none, naming them, and carries each person’s measurements into the order', async () => {
    const owner = await s().login(SELLER);
    const staff = await staffWithGroupBuy(owner);
    const { id, jacket, trousers } = await entered(staff);
    await s().call('POST', GROUP_PATHS.review, { token: owner, body: { id, pass: true } });
    const measurerId = (await s().db.selectFrom('users').select('id').where('mobilephone', '=', MEASURER).executeTakeFirstOrThrow()).id;
    const assigned = await s().call('POST', GROUP_PATHS.assign, { token: owner, body: { id, measurer_ids: [measurerId], with_people: false }, headers: key() });
    const taskId = assigned.body.result.measuring_task_id as number;
    const added = await s()
      .db.insertInto('measuring_people')
      .values([
        { task_id: taskId, truename: '测量甲', gender_id: 1, height: 0, weight: 0 },
        { task_id: taskId, truename: '未量乙', gender_id: 2, height: 158, weight: 50 },
        { task_id: taskId, truename: '未量丙', gender_id: 1, height: 0, weight: 0 },
      ])
      .returning('id')
      .execute();
    const [measured, second, third] = added.map((p) => p.id) as [number, number, number];

    // The measurer takes one person: body values with a waist far over the chest (confirmed as checked), a loose style and a hunchback.
    const edition = async (number: string) => (await s().db.selectFrom('cat_editions').select('id').where('edition_number', '=', number).executeTakeFirstOrThrow()).id;
    const measurer = await s().login(MEASURER);
    const body = {
      task_id: taskId,
      user_id: measured,
      repair_status_id: 0,
      height: 175,
      weight: 70,
      wearing_style: 3,
      size_info: [
        { category_id: jacket.category_id, edition_type_id: await edition(jacket.edition_number), size: '175/92A', num: 1, item: [{ id: 2, value: 94 }, { id: 3, value: 130 }], special: [{ id: 1, value: 2 }], special_position_remark: '' },
        { category_id: trousers.category_id, edition_type_id: await edition(trousers.edition_number), size: '175/78A', num: 1, item: [{ id: 8, value: 80 }, { id: 9, value: 98 }], special: [], special_position_remark: '' },
      ],
    };
    const first = await s().call('POST', MEASURING_PATHS.saveMeasurement, { token: measurer, body, headers: key() });
    const warning = (first.body.result.warnings as { code: string; key: string }[]).find((w) => w.code === 'waist_over_chest')!;
    expect(warning).toBeDefined();
    expect((await s().call('POST', MEASURING_PATHS.saveMeasurement, { token: measurer, body: { ...body, reviewed_warnings: [warning.key] }, headers: key() })).body.errcode).toBe(0);

    // Two people are not measured and have no size chosen: confirming is refused, naming them.
    const zh = await s().call('POST', GROUP_PATHS.confirmSizes, { token: owner, body: { id }, lang: 'zh' });
    expect([zh.status, zh.body.message, zh.body.result]).toEqual([422, '还有 2 人没有尺码：未量乙和未量丙。请先为他们量体或选择尺码', { field: 'id', person_ids: [second, third] }]);
    const en = await s().call('POST', GROUP_PATHS.confirmSizes, { token: owner, body: { id }, lang: 'en' });
    expect(en.body.message).toBe('Without a size (2): 未量乙 and 未量丙. Measure them or choose their sizes first');

    // Given sizes on purpose, they are sized.
    const overrides = [second, third].flatMap((p) => [{ person_id: p, category_id: jacket.category_id, size: p === second ? '160/84A' : '170/88A' }, { person_id: p, category_id: trousers.category_id, size: p === second ? '160/68A' : '170/74A' }]);
    expect((await s().call('POST', GROUP_PATHS.sizes, { token: owner, body: { id, overrides } })).body.errcode).toBe(0);
    expect((await s().call('POST', GROUP_PATHS.confirmSizes, { token: owner, body: { id } })).body.result.stage).toBe(5);
    const placed = await s().call('POST', GROUP_PATHS.addOrder, { token: owner, body: { id }, headers: key() });
    expect(placed.body.errcode).toBe(0);

    // The order keeps what the measurer saved, read from the measuring task, not only a size.
    const employees = await s().call('GET', ORDER_PATHS.employeeList, { token: owner, query: { order_id: placed.body.result.id, page: 1, size: 50 }, lang: 'zh' });
    const rows = employees.body.result as { user_info: { truename: string }; measuring_info: Record<string, unknown>[] }[];
    const jacketOf = (name: string) => rows.find((r) => r.user_info.truename === name)!.measuring_info[0]!;
    expect(jacketOf('测量甲')).toMatchObject({
      wearing_style: '宽松',
      special_shape_info: [{ shape_name: '驼背', shape_item: '明显' }],
      size_info: [{ size_info_type: 3, size_value: '175/92A', size_data: [expect.objectContaining({ body_item_id: 2, body_item_net_value: 94 }), expect.objectContaining({ body_item_id: 3, body_item_net_value: 130 })] }],
    });
    // Its warnings as the measurer left them: the one checked is confirmed, the others are not.
    const warnings = jacketOf('测量甲').warnings as { item: number | string; code: string; confirmed: boolean }[];
    expect(warnings).toContainEqual(expect.objectContaining({ item: 3, code: 'waist_over_chest', confirmed: true }));
    expect(warnings.filter((w) => w.confirmed).map((w) => w.code)).toEqual(['waist_over_chest']);
    const trousersOfMeasured = rows.find((r) => r.user_info.truename === '测量甲')!.measuring_info[1]!;
    expect(trousersOfMeasured).toMatchObject({ wearing_style: '宽松', special_shape_info: [], size_info: [{ size_data: [expect.objectContaining({ body_item_id: 8, body_item_net_value: 80 }), expect.objectContaining({ body_item_id: 9, body_item_net_value: 98 })] }], warnings: [] });
    expect(jacketOf('未量乙')).toMatchObject({ size_info: [{ size_value: '160/84A', size_data: [] }], special_shape_info: [], warnings: [] });
    // In English, the names are the catalogue's English ones.
    const english = await s().call('GET', ORDER_PATHS.employeeList, { token: owner, query: { order_id: placed.body.result.id, page: 1, size: 50 }, lang: 'en' });
    const measuredEn = (english.body.result as typeof rows).find((r) => r.user_info.truename === '测量甲')!.measuring_info[0]!;
    expect(measuredEn).toMatchObject({ wearing_style: 'Loose', special_shape_info: [{ shape_name: 'Hunchback', shape_item: 'Obvious' }] });
  });
});
