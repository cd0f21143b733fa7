import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createCartOrder } from '../../server/modules/order-store/create';
import { eachDatabase, type TestServer } from '../support/api';
import { demoOrders } from './fast-order-payloads';
import { multipartBody } from '../support/multipart';

// Logos go under DATA_DIR; keep them out of the checkout.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mtm-customers-'));

const C = '/customer_mgmt.index';
const SELLER = '13800000001';
/** The shop account: a second owner of customers, who must never see the seller's. */
const OTHER = '13800000002';
const MEASURER = '13800000004';

const person = { truename: '王芳', gender_id: 2, mobilephone: '13911112222', height: 165, weight: 52, birthday: '1990-05-20', address: '上海市静安区南京西路 1 号', remark: 'VIP' };

function sheet(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'People');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function upload(s: TestServer, token: string, url: string, fields: Record<string, string>, name: string, filename: string, data: Buffer, lang: 'zh' | 'en' = 'en') {
  const { payload, contentType } = multipartBody(fields, { [name]: { filename, contentType: 'application/octet-stream', data } });
  const res = await s.app.inject({ method: 'POST', url: `/order_admin${C}/${url}`, headers: { 'x-token': token, 'content-type': contentType, 'accept-language': lang }, payload });
  return { status: res.statusCode, body: res.json() };
}

eachDatabase('customer management', (s) => {
  const addCompany = async (token: string, name = '南京金桥律师事务所') => {
    const res = await s().call('POST', `${C}/add_business`, { token, body: { name, contact: '陈建国', tel: '13800000003', remark: '年度制服' } });
    expect(res.body.errcode).toBe(0);
    return res.body.result.id as number;
  };

  it('adds, lists, searches, edits and deletes an individual customer, with the spec list shape and age from the birthday', async () => {
    const token = await s().login(SELLER);
    const added = await s().call('POST', `${C}/add_client`, { token, body: person, lang: 'zh' });
    expect(added.body).toMatchObject({ errcode: 0, message: '添加成功' });
    const id = added.body.result.id;
    const list = await s().call('GET', `${C}/consumer_list`, { token, query: { keyword: '13911112222', page: 1, size: 10 } });
    expect(list.body.result).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    const row = list.body.result.data[0];
    expect(row).toMatchObject({ id, cust_name: '王芳', gender: 2, height: 165, weight: 52, tel: '13911112222', address: person.address, remark: 'VIP', birthday: '1990-05-20' });
    expect(row.age).toBeGreaterThanOrEqual(36);
    const edited = await s().call('POST', `${C}/edit_client`, { token, body: { ...person, id, truename: '王芳芳', height: '166.5' } });
    expect(edited.body.errcode).toBe(0);
    expect((await s().call('GET', `${C}/basicinfo`, { token, query: { id } })).body.result).toMatchObject({ cust_name: '王芳芳', height: 166.5 });
    expect((await s().call('POST', `${C}/del_client`, { token, body: { id } })).body.errcode).toBe(0);
    expect((await s().call('GET', `${C}/basicinfo`, { token, query: { id } })).status).toBe(404);
  });

  it("refuses a bad customer field by field in the spec's words, and saves nothing", async () => {
    const token = await s().login(SELLER);
    const before = (await s().call('GET', `${C}/consumer_list`, { token })).body.result.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ truename: '' }, 'truename', '请输入姓名'],
      [{ height: 'abc' }, 'height', '身高必须为数字'],
      [{ weight: 0 }, 'weight', '体重必须为数字'],
      [{ mobilephone: '123' }, 'mobilephone', '手机号'],
      [{ address: '  ' }, 'address', '请输入收货地址'],
      [{ birthday: '1990-13-45' }, 'birthday', '生日：应为存在的日期'],
    ];
    for (const [change, field, words] of cases) {
      const res = await s().call('POST', `${C}/add_client`, { token, body: { ...person, ...change }, lang: 'zh' });
      expect(res.status, field).toBe(400);
      expect(res.body.result.field).toBe(field);
      expect(res.body.message).toContain(words);
    }
    const en = await s().call('POST', `${C}/add_client`, { token, body: { ...person, truename: '' }, lang: 'en' });
    expect(en.body.message).toBe('Please enter name');
    expect((await s().call('GET', `${C}/consumer_list`, { token })).body.result.total).toBe(before);
  });

  it("keeps each owner's customers to itself: another account's ids answer 404 and lists never show them", async () => {
    const seller = await s().login(SELLER);
    const other = await s().login(OTHER);
    const cid = (await s().call('POST', `${C}/add_client`, { token: seller, body: person })).body.result.id;
    const bid = await addCompany(seller, '只属于卖家的公司');
    const pid = (await s().call('POST', `${C}/add_measuring_user`, { token: seller, body: { client_id: bid, truename: '李雷', gender_id: 1 } })).body.result.id;
    const aid = (
      await s().call('POST', `${C}/add_address`, {
        token: seller,
        body: { client_id: bid, client_type: 2, name: '陈建国', mobilephone: '13800000003', province: 32, city: 3201, district: 320105, address: '江东中路 108 号' },
      })
    ).body.result.id;
    const refused: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      ['basicinfo', 'GET', { id: cid }],
      ['bodyinfo', 'GET', { id: cid }],
      ['modelings', 'GET', { id: cid }],
      ['consumer_orders', 'GET', { id: cid }],
      ['edit_client', 'POST', { ...person, id: cid }],
      ['del_client', 'POST', { id: cid }],
      ['business_detail', 'GET', { id: bid }],
      ['edit_business', 'POST', { id: bid, name: 'x' }],
      ['del_business', 'POST', { id: bid }],
      ['measuring_user', 'GET', { client_id: bid }],
      ['add_measuring_user', 'POST', { client_id: bid, truename: '韩梅梅', gender_id: 2 }],
      ['edit_measuring_user', 'POST', { id: pid, client_id: bid, truename: 'x', gender_id: 1 }],
      ['del_measuring_user', 'POST', { id: pid }],
      ['export_measuring_user', 'GET', { client_id: bid }],
      ['address_list', 'GET', { client_id: bid, client_type: 2 }],
      ['add_address', 'POST', { client_id: bid, client_type: 2, name: 'x', mobilephone: '13800000003', province: 32, city: 3201, district: 320105, address: 'x' }],
      ['edit_address', 'POST', { id: aid, client_id: bid, client_type: 2, name: 'x', mobilephone: '13800000003', province: 32, city: 3201, district: 320105, address: 'x' }],
      ['set_default_address', 'POST', { id: aid }],
      ['cancel_default_address', 'POST', { id: aid }],
      ['del_address', 'POST', { id: aid }],
    ];
    for (const [call, method, args] of refused) {
      const res = await s().call(method, `${C}/${call}`, { token: other, ...(method === 'GET' ? { query: args } : { body: args }) });
      expect(res.status, call).toBe(404);
    }
    expect((await s().call('GET', `${C}/consumer_list`, { token: other })).body.result.data.some((c: { id: number }) => c.id === cid)).toBe(false);
    expect((await s().call('GET', `${C}/business_list`, { token: other })).body.result.list.some((c: { id: number }) => c.id === bid)).toBe(false);
    // Nothing of the seller's changed.
    expect((await s().call('GET', `${C}/measuring_user`, { token: seller, query: { client_id: bid } })).body.result.count).toBe(1);
    expect((await s().call('GET', `${C}/address_list`, { token: seller, query: { client_id: bid, client_type: 2 } })).body.result).toHaveLength(1);
    // A measurer does not hold the customer module at all.
    const measurer = await s().login(MEASURER);
    expect((await s().call('GET', `${C}/consumer_list`, { token: measurer })).status).toBe(403);
    expect((await s().call('GET', `${C}/consumer_list`)).status).toBe(401);
  });

  it('keeps a company with its people: add, page, edit, delete, and figures in the list', async () => {
    const token = await s().login(SELLER);
    const bid = await addCompany(token, '企业甲');
    for (let i = 1; i <= 12; i++) {
      const res = await s().call('POST', `${C}/add_measuring_user`, { token, body: { client_id: bid, truename: `员工${i}`, gender_id: 1 + (i % 2), height: '170', weight: 65, department: '销售部' } });
      expect(res.body.errcode).toBe(0);
    }
    const page2 = await s().call('GET', `${C}/measuring_user`, { token, query: { client_id: bid, page: 2, size: 10 } });
    expect(page2.body.result.count).toBe(12);
    expect(page2.body.result.list.map((p: { truename: string }) => p.truename)).toEqual(['员工11', '员工12']);
    const first = page2.body.result.list[0];
    expect(first).toMatchObject({ client_id: bid, gender_id: 2, height: 170, weight: 65, department_name: '销售部' });
    await s().call('POST', `${C}/edit_measuring_user`, { token, body: { id: first.id, client_id: bid, truename: '员工十一', gender_id: 1, department: '财务部' } });
    const noName = await s().call('POST', `${C}/add_measuring_user`, { token, body: { client_id: bid, truename: ' ', gender_id: 1 }, lang: 'zh' });
    expect(noName.body).toMatchObject({ errcode: 40001, message: '请输入客户姓名', result: { field: 'truename' } });
    expect((await s().call('POST', `${C}/del_measuring_user`, { token, body: { id: page2.body.result.list[1].id } })).body.errcode).toBe(0);
    const detail = await s().call('GET', `${C}/business_detail`, { token, query: { id: bid } });
    expect(detail.body.result).toMatchObject({ name: '企业甲', contact: '陈建国', people_count: 11, order_count: 0, order_amount: '0.00' });
    const listed = await s().call('GET', `${C}/business_list`, { token, query: { keyword: '企业甲' } });
    expect(listed.body.result).toMatchObject({ count: 1, list: [{ id: bid, people_count: 11 }] });
    const noCompany = await s().call('POST', `${C}/add_business`, { token, body: { name: '' }, lang: 'zh' });
    expect(noCompany.body).toMatchObject({ errcode: 40001, message: '请输入公司名称' });
    expect((await s().call('POST', `${C}/del_business`, { token, body: { id: bid } })).body.errcode).toBe(0);
    expect((await s().call('GET', `${C}/measuring_user`, { token, query: { client_id: bid } })).status).toBe(404);
  });

  it('imports people from a filled template, listing each wrong row, and imports the good rows only when asked', async () => {
    const token = await s().login(SELLER);
    const bid = await addCompany(token, '导入公司');
    const tmpl = await s().call('GET', `${C}/down_measuring_user_tmpl`, { token, lang: 'zh' });
    const file = await s().app.inject({ method: 'GET', url: tmpl.body.result.url });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const header = XLSX.utils.sheet_to_json<string[]>(XLSX.read(file.rawPayload).Sheets['人员名单']!, { header: 1 })[0];
    expect(header).toEqual(['姓名', '性别', '部门', '身高(cm)', '体重(kg)']);
    const filled = sheet([header!, ['张三', '男', '技术部', 175, 70], ['', '女', '技术部', 160, 50], ['李四', '女', '', 'abc', 50], ['王五', '男', '行政部', 180, 80]]);

    const refused = await upload(s(), token, 'import_measuring_user', { client_id: String(bid) }, 'user_file', 'people.xlsx', filled, 'zh');
    expect(refused.status).toBe(400);
    expect(refused.body.result).toMatchObject({ invalid_rows: 2, valid_rows: 2 });
    expect(refused.body.result.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'truename'],
      [4, 'height'],
    ]);
    expect(refused.body.result.errors[0].message).toBe('第 3 行：姓名 必填');
    expect((await s().call('GET', `${C}/measuring_user`, { token, query: { client_id: bid } })).body.result.count).toBe(0);

    const good = await upload(s(), token, 'import_measuring_user', { client_id: String(bid), skip_invalid: '1' }, 'user_file', 'people.xlsx', filled);
    expect(good.body).toMatchObject({ errcode: 0, result: { imported: 2, skipped_rows: 2 } });
    const people = (await s().call('GET', `${C}/measuring_user`, { token, query: { client_id: bid } })).body.result.list;
    expect(people.map((p: { truename: string; department_name: string }) => [p.truename, p.department_name])).toEqual([
      ['张三', '技术部'],
      ['王五', '行政部'],
    ]);

    const notExcel = await upload(s(), token, 'import_measuring_user', { client_id: String(bid) }, 'user_file', 'people.xlsx', Buffer.from('name,gender\n'));
    expect(notExcel.body.result.field).toBe('user_file');
    const xls = await upload(s(), token, 'import_measuring_user', { client_id: String(bid), name: 'people.xls' }, 'user_file', 'people.xls', filled);
    expect(xls.status).toBe(400);

    const exported = await s().app.inject({ method: 'GET', url: `/order_admin${C}/export_measuring_user?client_id=${bid}`, headers: { 'x-token': token, 'accept-language': 'zh' } });
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(exported.headers['content-disposition'] as string)![1]!)).toBe('导入公司定制人员名单.xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(exported.rawPayload).Sheets['人员名单']!, { header: 1 });
    expect(rows.slice(1)).toEqual([
      ['张三', '男', '技术部', 175, 70, ''],
      ['王五', '男', '行政部', 180, 80, ''],
    ]);
  });

  it('answers the region cascade from the division dataset and keeps one default address per customer', async () => {
    const token = await s().login(SELLER);
    const provinces = (await s().call('POST', `${C}/area`, { token, body: {} })).body.result;
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ id: 11, area_name: '北京市', parent_id: 0 });
    const cities = (await s().call('POST', `${C}/area`, { token, body: { parent_id: 32 } })).body.result;
    expect(cities.map((c: { area_name: string }) => c.area_name)).toContain('南京市');
    const districts = (await s().call('POST', `${C}/area`, { token, body: { parent_id: 3201 } })).body.result;
    expect(districts.map((c: { area_name: string }) => c.area_name)).toContain('建邺区');

    const cid = (await s().call('POST', `${C}/add_client`, { token, body: person })).body.result.id;
    const base = { client_id: cid, client_type: 1, name: '王芳', mobilephone: '13911112222', province: 32, city: 3201, district: 320105, address: '江东中路 108 号' };
    const a = (await s().call('POST', `${C}/add_address`, { token, body: { ...base, is_default: 1 } })).body.result.id;
    const b = (await s().call('POST', `${C}/add_address`, { token, body: { ...base, address: '河西大街 66 号', is_default: 1 } })).body.result.id;
    const list = async () => (await s().call('GET', `${C}/address_list`, { token, query: { client_id: cid, client_type: 1 } })).body.result as { id: number; is_default: number; district_name: string }[];
    expect((await list()).map((x) => [x.id, x.is_default])).toEqual([
      [b, 1],
      [a, 0],
    ]);
    expect((await list())[0]!.district_name).toBe('建邺区');
    await s().call('POST', `${C}/set_default_address`, { token, body: { id: a } });
    expect((await list()).map((x) => [x.id, x.is_default])).toEqual([
      [a, 1],
      [b, 0],
    ]);
    await s().call('POST', `${C}/cancel_default_address`, { token, body: { id: a } });
    expect((await list()).every((x) => x.is_default === 0)).toBe(true);

    const wrongCity = await s().call('POST', `${C}/add_address`, { token, body: { ...base, city: 1101 }, lang: 'zh' });
    expect(wrongCity.body).toMatchObject({ errcode: 40001, result: { field: 'district' } });
    for (const [field, words] of [
      ['name', '请输入收货人姓名'],
      ['address', '请输入详细地址（不含省市区）'],
    ] as const) {
      const res = await s().call('POST', `${C}/add_address`, { token, body: { ...base, [field]: '' }, lang: 'zh' });
      expect(res.body).toMatchObject({ errcode: 40001, message: words, result: { field } });
    }
    await s().call('POST', `${C}/edit_address`, { token, body: { ...base, id: b, address: '新地址 1 号' } });
    await s().call('POST', `${C}/del_address`, { token, body: { id: a } });
    expect((await list()).map((x) => x.id)).toEqual([b]);
  });

  it("reads body info, pattern records and order history from the customer's real orders, paid ones only for sizes", async () => {
    const token = await s().login(SELLER);
    const owner = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const cid = (await s().call('POST', `${C}/add_client`, { token, body: person })).body.result.id;
    const sizeInfo = {
      size_info_type: 1 as const,
      size_shape_name: '',
      size_value: '165/84A',
      size_data: [{ body_item_id: 1, body_item_name: '胸围', body_item_net_value: 86, body_item_diff_value: 2, body_base_value: null, body_correct_value: null, body_item_clothes_value: 96 }],
    };
    const item = { category_id: 1, category_name: '女西服', sub_category_id: 1, sub_category_name: '女西服', edition_number: 'W01', style_number: 'S-9', fabric_num: 'F-100', size_info: [sizeInfo] };
    const paid = await createCartOrder(s().db, { id: owner.id, login_id: owner.id }, { order_type_id: 2, sub_fast_type_id: 1, customer_id: cid, process_price_fen: 10000, items: [item] });
    await s().db.updateTable('orders').set({ order_status_id: 2, paid_fen: 10000, paid_at: new Date('2026-11-20T08:00:00Z') }).where('id', '=', paid.id).execute();
    const unpaid = await createCartOrder(s().db, { id: owner.id, login_id: owner.id }, { order_type_id: 2, sub_fast_type_id: 1, customer_id: cid, process_price_fen: 10000, items: [item] });

    const body = (await s().call('GET', `${C}/bodyinfo`, { token, query: { id: cid } })).body.result;
    expect(body).toEqual([{ category: '女西服', source: 'order', order_num: paid.order_num, date: '2026-11-20T08:00:00.000Z', size_info: [{ part_name: '胸围', part_dimension: 86, alter: 2 }] }]);
    const patterns = (await s().call('GET', `${C}/modelings`, { token, query: { id: cid } })).body.result;
    expect(patterns).toMatchObject([{ style_num: 'S-9', modeling: 'W01', size_num: '165/84A', garment_size: [{ part_name: '胸围', part_dimension: 96, alter: 10 }] }]);
    const orders = (await s().call('GET', `${C}/consumer_orders`, { token, query: { id: cid } })).body.result;
    expect(orders.map((o: { orderNo: string }) => o.orderNo).sort()).toEqual([paid.order_num, unpaid.order_num].sort());
    expect(orders[0]).toMatchObject({ styleNum: 'S-9', modeling: 'W01', sizeNum: '165/84A', materialNo: 'F-100' });
  });

  it('exports the sizes of one pattern edition as .xlsx, and asks for the pattern first', async () => {
    const token = await s().login(SELLER);
    const editions = (await s().call('GET', `${C}/edition_type`, { token })).body.result;
    expect(editions.length).toBeGreaterThan(0);
    expect(editions[0]).toMatchObject({ id: expect.any(Number), edition_number: expect.any(String) });
    const none = await s().call('POST', `${C}/export_user_size`, { token, body: { client_type: 1 }, lang: 'zh' });
    expect(none.body.result.field).toBe('edition_id');
    for (const client_type of [1, 2]) {
      const res = await s().app.inject({ method: 'POST', url: `/order_admin${C}/export_user_size`, headers: { 'x-token': token }, payload: { edition_id: editions[0].id, client_type } });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = XLSX.read(res.rawPayload);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(rows[0]!.length).toBeGreaterThanOrEqual(7);
    }
  });

  it('takes a png or jpg logo of at most 2 MB, checked by decoding it', async () => {
    const token = await s().login(SELLER);
    const bid = await addCompany(token, 'Logo 公司');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
    const ok = await upload(s(), token, 'business_logo', { id: String(bid) }, 'file', 'logo.png', png);
    expect(ok.body.errcode).toBe(0);
    expect(ok.body.result.logo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=/);
    const fake = await upload(s(), token, 'business_logo', { id: String(bid) }, 'file', 'logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'zh');
    expect(fake.body).toMatchObject({ errcode: 40001, result: { field: 'file' } });
    expect(fake.body.message).toContain('png 或 jpg');
  });

  it('ties a fast order to its customer: a picked one, the one its phone names, or a new one; paid, its sizes become body info', async () => {
    const token = await s().login(SELLER);
    const demo = await demoOrders(s().db);
    const add = (body: unknown) => s().call('POST', '/fast_order/add_order', { token, body });
    const typed = demo.individual();
    typed.user_info = { ...typed.user_info, user_name: '新客户甲', user_mobilephone: '13977776666' };
    const first = await add(typed);
    expect(first.body.errcode).toBe(0);
    const found = (await s().call('GET', `${C}/consumer_list`, { token, query: { keyword: '13977776666' } })).body.result.data;
    expect(found).toMatchObject([{ cust_name: '新客户甲', tel: '13977776666' }]);
    // The same phone again is the same customer, not a second one.
    await add(typed);
    expect((await s().call('GET', `${C}/consumer_list`, { token, query: { keyword: '13977776666' } })).body.result.total).toBe(1);
    const picked = demo.individual();
    picked.user_info = { ...picked.user_info, customer_id: found[0].id };
    await add(picked);
    const history = (await s().call('GET', `${C}/consumer_orders`, { token, query: { id: found[0].id } })).body.result;
    expect(history).toHaveLength(3);
    expect((await s().call('GET', `${C}/bodyinfo`, { token, query: { id: found[0].id } })).body.result).toEqual([]);
    const paid = await s().call('POST', '/common.cart/pay', { token, body: { order_ids: [first.body.result.id], pay_password: '123456' } });
    expect(paid.body.errcode).toBe(0);
    const body = (await s().call('GET', `${C}/bodyinfo`, { token, query: { id: found[0].id } })).body.result;
    expect(body.length).toBeGreaterThan(0);
    expect(body[0].size_info.length).toBeGreaterThan(0);
    // Another account's customer cannot be named.
    const other = await s().login(OTHER);
    const theirs = (await s().call('POST', `${C}/add_client`, { token: other, body: { ...person, mobilephone: '13955554444' } })).body.result.id;
    const refused = await add({ ...picked, user_info: { ...picked.user_info, customer_id: theirs } });
    expect(refused.body).toMatchObject({ errcode: 40001, result: { field: 'customer_id' } });
  });

  it("pulls a company's people into the seller's measuring task once, and saves a task's people back to the company", async () => {
    const token = await s().login(SELLER);
    const owner = await s().db.selectFrom('users').select('id').where('mobilephone', '=', SELLER).executeTakeFirstOrThrow();
    const task = await s().db.insertInto('measuring_tasks').values({ owner_id: owner.id, name: '客户联动任务' }).returning('id').executeTakeFirstOrThrow();
    const bid = await addCompany(token, '联动公司');
    for (const truename of ['甲', '乙']) await s().call('POST', `${C}/add_measuring_user`, { token, body: { client_id: bid, truename, gender_id: 1, height: 170, department: '一部' } });
    const pulled = await s().call('POST', `${C}/people_to_task`, { token, body: { client_id: bid, task_id: task.id }, lang: 'zh' });
    expect(pulled.body).toMatchObject({ errcode: 0, message: '已把 2 人加入任务', result: { count: 2 } });
    expect((await s().call('POST', `${C}/people_to_task`, { token, body: { client_id: bid, task_id: task.id } })).body.result.count).toBe(0);
    const inTask = await s().db.selectFrom('measuring_people').select(['truename', 'company_name', 'department_name', 'height']).where('task_id', '=', task.id).orderBy('id').execute();
    expect(inTask.map((p) => [p.truename, p.company_name, p.department_name, Number(p.height)])).toEqual([
      ['甲', '联动公司', '一部', 170],
      ['乙', '联动公司', '一部', 170],
    ]);
    expect((await s().db.selectFrom('measuring_tasks').select('client_id').where('id', '=', task.id).executeTakeFirstOrThrow()).client_id).toBe(bid);

    await s().db.insertInto('measuring_people').values({ task_id: task.id, truename: '丙', gender_id: 2, department_name: '二部', height: 160, weight: 50 }).execute();
    const saved = await s().call('POST', `${C}/people_from_task`, { token, body: { client_id: bid, task_id: task.id } });
    expect(saved.body.result.count).toBe(1);
    const people = (await s().call('GET', `${C}/measuring_user`, { token, query: { client_id: bid } })).body.result.list;
    expect(people.map((p: { truename: string }) => p.truename)).toEqual(['甲', '乙', '丙']);

    const other = await s().login(OTHER);
    const theirs = await addCompany(other, '别人的公司');
    expect((await s().call('POST', `${C}/people_to_task`, { token: other, body: { client_id: theirs, task_id: task.id } })).status).toBe(404);
    expect((await s().call('POST', `${C}/people_from_task`, { token: other, body: { client_id: bid, task_id: task.id } })).status).toBe(404);
  });
});
