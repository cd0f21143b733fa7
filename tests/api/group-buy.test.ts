import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { GroupOrder, ProductOption } from '@/domain/group-buy/contract';
import { eachDatabase } from '../support/api';

const G = (p: string) => `/group_buy/${p}`;
const SELLER = '13800000001';
const MEASURER = '13800000004';

eachDatabase('group purchase', (s) => {
  const key = () => ({ 'idempotency-key': randomUUID() });
  const detail = async (token: string, id: number) => (await s().call<GroupOrder>('GET', G('detail'), { token, query: { id } })).body.result;

  it('runs a group order through the five stages, with the measuring task it made, to the cart', async () => {
    const token = await s().login(SELLER);
    const products = (await s().call<{ list: ProductOption[] }>('GET', G('products'), { token })).body.result.list;
    const jacket = products.find((p) => p.product_code === 'P01001')!;
    const trousers = products.find((p) => p.product_code === 'P02001')!;
    const company = await s().db.selectFrom('customer_companies as c').innerJoin('users as u', 'u.id', 'c.owner_id').select(['c.id', 'c.name']).where('u.mobilephone', '=', SELLER).orderBy('c.id').executeTakeFirstOrThrow();
    const row = (p: ProductOption, over: Record<string, unknown> = {}) => ({ product_code: p.product_code, category_id: p.category_id, quantity: 3, style_number: '', edition_number: p.edition_number, fabric_num: p.fabric_num, tech_info: p.tech_ids, ...over });
    // The customer supplies the fabric, from a parcel in stock with 100 m.
    const owner = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const parcel = await s()
      .db.insertInto('customer_fabrics')
      .values({ owner_id: owner.id, code: `CFGROUP${Date.now()}`, fabric_num: 'GRP-CF', flower: '素色', color: '灰', stock: 100, sub_type_id: 2, logistics_num: 'SF9', logistics_company: '顺丰', images: '[]', stock_status_id: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s().db.insertInto('fabric_movements').values({ fabric_id: parcel.id, kind: 'receive', metres: 100, user_id: owner.id }).execute();
    const entry = { id: null, company_customer_id: company.id, company_name: company.name, contacts: '周经理', user_mobilephone: '13900002222', user_address: '', delivery_date: '2027-03-01 00:00:00', fabric_type_id: 2, fabric_parcel_id: parcel.id, prepay: 500, goods_info: [row(jacket), row(trousers)] };

    // A row whose techniques changed needs a new style number first.
    // An optional position emptied: still a complete garment, but not the product's style.
    const types = await s()
      .db.selectFrom('cat_techniques as t')
      .innerJoin('cat_tech_groups as g', 'g.id', 't.group_id')
      .select(['t.id', 't.type_id', 'g.is_required'])
      .where('t.id', 'in', jacket.tech_ids)
      .execute();
    const dropped = types.find((x) => x.type_id !== 3 && !x.is_required)!.id;
    const changedTechs = jacket.tech_ids.filter((x) => x !== dropped);
    const refused = await s().call('POST', G('save'), { token, body: { ...entry, goods_info: [row(jacket, { tech_info: changedTechs })] }, headers: key(), lang: 'zh' });
    expect(refused.body).toMatchObject({ errcode: 40001, message: '该商品的版型或工艺已修改，请先保存为新款式号', result: { field: 'goods_info.0.style_number' } });
    const style = `GS${String(Date.now()).slice(-6)}`;
    const taken = await s().call('POST', G('add_new_style'), { token, body: { style_number: 'S01001', category_id: jacket.category_id, edition_number: jacket.edition_number, tech_ids: changedTechs }, headers: key(), lang: 'zh' });
    expect(taken.body.message).toBe('您输入的新款式号已存在，请重新输入。');
    expect((await s().call('POST', G('add_new_style'), { token, body: { style_number: style, category_id: jacket.category_id, edition_number: jacket.edition_number, tech_ids: changedTechs }, headers: key() })).body.errcode).toBe(0);
    expect((await s().call('GET', G('style_search'), { token, query: { style_number: style.slice(0, 4), category_id: jacket.category_id } })).body.result.list[0]).toMatchObject({ style_number: style, own: true });
    // A required technique position left empty is refused whatever the style.
    const requiredGroup = await s().db.selectFrom('cat_tech_groups').select('id').where('category_id', '=', jacket.category_id).where('is_required', '=', 1).where('is_special', '=', 0).executeTakeFirstOrThrow();
    const inGroup = await s().db.selectFrom('cat_techniques').select('id').where('group_id', '=', requiredGroup.id).execute();
    const bare = jacket.tech_ids.filter((x) => !inGroup.some((g) => g.id === x));
    const incomplete = await s().call('POST', G('save'), { token, body: { ...entry, goods_info: [row(jacket, { tech_info: bare })] }, headers: key(), lang: 'zh' });
    expect(incomplete.body).toMatchObject({ errcode: 40001, result: { field: 'goods_info.0.tech_info' } });
    expect(incomplete.body.message).toMatch(/^请选择/);
    const twice = await s().call('POST', G('save'), { token, body: { ...entry, goods_info: [row(jacket), row(jacket)] }, headers: key(), lang: 'zh' });
    expect(twice.body.message).toBe('已选择该商品');

    const saved = await s().call('POST', G('save'), { token, body: { ...entry, goods_info: [row(jacket, { tech_info: changedTechs, style_number: style }), row(trousers)] }, headers: key() });
    expect(saved.body.errcode).toBe(0);
    const id = saved.body.result.id as number;
    // Stage 1 → 2 needs the address; no stage can be skipped.
    expect((await s().call('POST', G('submit'), { token, body: { id }, lang: 'zh' })).body).toMatchObject({ message: '请填写收货地址', result: { field: 'user_address' } });
    expect((await s().call('POST', G('review'), { token, body: { id, pass: true }, lang: 'zh' })).body.message).toBe('该团购单已不在这一阶段，请刷新后再试');
    await s().call('POST', G('save'), { token, body: { ...entry, id, user_address: '深圳市南山区科技园', goods_info: [row(jacket, { tech_info: changedTechs, style_number: style }), row(trousers)] }, headers: key() });
    expect((await s().call('POST', G('submit'), { token, body: { id } })).body.result.stage).toBe(2);
    // Sent back with a reason, then passed.
    expect((await s().call('POST', G('review'), { token, body: { id, pass: false }, lang: 'zh' })).body.message).toBe('请填写退回原因');
    expect((await s().call('POST', G('review'), { token, body: { id, pass: false, reason: '预付款不足' } })).body.result.stage).toBe(1);
    await s().call('POST', G('submit'), { token, body: { id } });
    // The seller entered it itself: passed with the owner's override, on record.
    expect((await s().call('POST', G('review'), { token, body: { id, pass: true, override: true } })).body.result.stage).toBe(3);

    // Stage 3: a measuring task for the measurer, with the company's people.
    const measurerId = (await s().db.selectFrom('users').select('id').where('mobilephone', '=', MEASURER).executeTakeFirstOrThrow()).id;
    // A measurer who is none is named by the request's own field and its label.
    const unknown = await s().call('POST', G('assign'), { token, body: { id, measurer_ids: [measurerId, 2_000_000_000], with_people: true }, headers: key(), lang: 'en' });
    expect(unknown.body).toMatchObject({ errcode: 40001, result: { field: 'measurer_ids.1' }, message: 'Measurers: 2000000000 does not exist' });
    const assigned = await s().call('POST', G('assign'), { token, body: { id, measurer_ids: [measurerId], with_people: true }, headers: key() });
    expect(assigned.body.result).toMatchObject({ stage: 4 });
    const taskId = assigned.body.result.measuring_task_id as number;
    const task = await s().db.selectFrom('measuring_tasks').select(['order_config', 'client_id']).where('id', '=', taskId).executeTakeFirstOrThrow();
    expect(task.order_config).toHaveLength(2);
    expect(task.client_id).toBe(company.id);
    const measurer = await s().login(MEASURER);
    const visible = (await s().call('GET', '/measuring.index/measuring_list', { token: measurer, query: { page: 1, size: 50 } })).body.result;
    expect(JSON.stringify(visible)).toContain(`"id":${taskId}`);

    // Stage 4: the measurer measures one person; the others get sizes by hand.
    let people = (await s().call('GET', G('people'), { token, query: { id } })).body.result.list as { id: number; truename: string; measured: boolean }[];
    expect(people.length).toBeGreaterThan(0);
    const first = people[0]!;
    const edition = (await s().db.selectFrom('cat_editions').select('id').where('edition_number', '=', jacket.edition_number).executeTakeFirstOrThrow()).id;
    const trousersEdition = (await s().db.selectFrom('cat_editions').select('id').where('edition_number', '=', trousers.edition_number).executeTakeFirstOrThrow()).id;
    const measured = await s().call('POST', '/measuring.measuring_user/save_user_measuring_info', {
      token: measurer,
      body: { task_id: taskId, user_id: first.id, repair_status_id: 0, height: 175, weight: 70, wearing_style: 1, size_info: [
          { category_id: jacket.category_id, edition_type_id: edition, size: '175/92A', num: 1, item: [{ id: 2, value: 94 }] },
          { category_id: trousers.category_id, edition_type_id: trousersEdition, size: '175/80A', num: 1, item: [] },
        ],
      },
      headers: key(),
    });
    expect(measured.body.errcode).toBe(0);
    // Another saved with height and weight only, the garment cards blank: not measured, so no size.
    const second = people[1]!;
    const bodyOnly = await s().call('POST', '/measuring.measuring_user/save_user_measuring_info', {
      token: measurer,
      body: { task_id: taskId, user_id: second.id, repair_status_id: 0, height: 158, weight: 50, wearing_style: 1, size_info: [] },
      headers: key(),
    });
    expect(bodyOnly.body.errcode).toBe(0);
    people = (await s().call('GET', G('people'), { token, query: { id } })).body.result.list;
    expect(people.find((p) => p.id === first.id)?.measured).toBe(true);
    expect(people.find((p) => p.id === second.id)?.measured).toBe(false);
    const missing = await s().call('POST', G('confirm_sizes'), { token, body: { id }, lang: 'zh' });
    expect(missing.body.message).toMatch(new RegExp(`^还有 ${people.length - 1} 人没有尺码：`));
    expect(missing.body.result.person_ids).toContain(second.id);
    expect(missing.body.result.person_ids).not.toContain(first.id);
    expect((await s().call('POST', G('sizes'), { token, body: { id, overrides: [{ person_id: first.id, category_id: jacket.category_id, size: '999/99A' }] } })).body.result.field).toBe('overrides.0.size');
    const overrides = people.flatMap((p) => [jacket, trousers].map((g) => ({ person_id: p.id, category_id: g.category_id, size: g === jacket ? '170/88A' : '170/74A' })));
    expect((await s().call('POST', G('sizes'), { token, body: { id, overrides: overrides.filter((o) => o.person_id !== first.id || o.category_id !== jacket.category_id) } })).body.errcode).toBe(0);
    expect((await s().call('POST', G('confirm_sizes'), { token, body: { id } })).body.result.stage).toBe(5);

    // Stage 5: into the cart as order type 3, once.
    const placeKey = key();
    const placed = await s().call('POST', G('add_order'), { token, body: { id }, headers: placeKey, lang: 'zh' });
    expect(placed.body).toMatchObject({ errcode: 0, message: '加入购物车成功' });
    expect((await s().call('POST', G('add_order'), { token, body: { id }, headers: placeKey })).body.result.id).toBe(placed.body.result.id);
    const order = await s().db.selectFrom('orders').selectAll().where('id', '=', placed.body.result.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_type_id: 3, group_buy_company_name: company.name, group_buy_prepay_fen: 50000, quantity: people.length * 2 });
    const expected = (Number((await detail(token, id)).prices[0]) + Number((await detail(token, id)).prices[1])) * people.length;
    expect(order.payamount_fen).toBe(Math.round(expected * 100));
    // Its garments take their fabric from the customer's parcel (used when the order is paid).
    const items = await s().db.selectFrom('order_items').select(['fabric_parcel_id', 'detail']).where('order_id', '=', order.id).execute();
    expect(items.map((i) => [i.fabric_parcel_id, (i.detail as { fabric_num: string }).fabric_num])).toEqual([
      [parcel.id, 'GRP-CF'],
      [parcel.id, 'GRP-CF'],
    ]);
    const employees = await s().db.selectFrom('order_employees').select(['truename', 'measuring_info']).where('order_id', '=', order.id).orderBy('sort_id').execute();
    expect(employees).toHaveLength(people.length);
    expect(JSON.stringify(employees[0]!.measuring_info)).toContain('175/92A');
    const final = await detail(token, id);
    expect(final).toMatchObject({ stage: 6, order_num: order.order_num, measuring_task_id: taskId });
    expect(final.moves.map((m) => m.action)).toEqual(['create', 'submit', 'return', 'submit', 'pass_override', 'assign', 'sizes', 'place']);
    expect(final.moves[2]!.note).toBe('预付款不足');

    expect((await s().call('GET', G('by_order'), { token, query: { order_id: order.id } })).body.result).toMatchObject({ id, measuring_task_id: taskId });

    // Another account sees none of it.
    const other = await s().login('13800000003');
    expect((await s().call('GET', G('detail'), { token: other, query: { id } })).status).toBe(404);
    expect((await s().call('POST', G('submit'), { token: other, body: { id } })).status).toBe(404);
    expect((await s().call('GET', G('by_order'), { token: other, query: { order_id: order.id } })).body.result).toBeNull();
  });

  it('refuses a customer fabric parcel that is not the seller’s, missing or another’s, with the same answer', async () => {
    const token = await s().login(SELLER);
    const jacket = (await s().call<{ list: ProductOption[] }>('GET', G('products'), { token })).body.result.list.find((p) => p.product_code === 'P01001')!;
    const other = await s().db.selectFrom('users').select('id').where('mobilephone', '=', '13800000002').executeTakeFirstOrThrow();
    const theirs = await s()
      .db.insertInto('customer_fabrics')
      .values({ owner_id: other.id, code: `CFOTHER${Date.now()}`, fabric_num: 'THEIRS-CF', flower: '素色', color: '蓝', stock: 50, sub_type_id: 2, logistics_num: 'SF1', logistics_company: '顺丰', images: '[]', stock_status_id: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goods = [{ product_code: jacket.product_code, category_id: jacket.category_id, quantity: 3, style_number: '', edition_number: jacket.edition_number, fabric_num: jacket.fabric_num, tech_info: jacket.tech_ids }];
    const entry = (parcel: number) => ({ id: null, company_name: '某公司', contacts: '周经理', user_mobilephone: '13900002222', delivery_date: '2027-03-01 00:00:00', fabric_type_id: 2, fabric_parcel_id: parcel, goods_info: goods });
    const answers = async (lang: 'zh' | 'en') => {
      const out = [];
      for (const parcel of [theirs.id, 2_000_000_000]) {
        const res = await s().call('POST', G('save'), { token, body: entry(parcel), headers: key(), lang });
        out.push([res.status, res.body.result, res.body.message]);
      }
      return out;
    };
    const notYours = { zh: '客供料包裹：不是您的包裹', en: 'Customer fabric parcel: not your parcel' };
    for (const lang of ['zh', 'en'] as const) expect(await answers(lang)).toEqual([0, 1].map(() => [400, { field: 'fabric_parcel_id' }, notYours[lang]]));
    const saved = await s().db.selectFrom('group_orders').select('id').where('fabric_parcel_id', '=', theirs.id).execute();
    expect(saved).toEqual([]);
  });

  it('takes a failed call’s report for the server log, and refuses a label that is not one', async () => {
    const token = await s().login(SELLER);
    const ok = await s().call('POST', G('report_error'), { token, body: { label: 'group_buy.save', kind: 'network', message: 'Failed to fetch', at: new Date().toISOString() } });
    expect(ok.body).toMatchObject({ errcode: 0, result: null });
    const bad = await s().call('POST', G('report_error'), { token, body: { label: 'DROP TABLE', kind: 'network' } });
    expect(bad.body).toMatchObject({ errcode: 40001, result: { field: 'label' } });
    expect((await s().call('POST', G('report_error'), { body: { label: 'group_buy.save', kind: 'network' } })).status).toBe(401);
  });
});
