import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildTeamPayload } from '../../src/domain/fast-order/build-payload';
import { emptyFastOrderState, type FastConfigState } from '../../src/domain/fast-order/state';
import { staffFromImport, type ImportedStaff } from '../../src/domain/fast-order/team-import';
import { eachDatabase, type TestServer } from '../support/api';
import { eachUploadStorage } from '../support/upload-storages';
import { multipartBody } from '../support/multipart';
import { demoOrders, JACKET, PROCESS, TROUSERS, type DemoOrders } from './fast-order-payloads';
import { PNG_1PX_BYTES as PNG_1PX } from '../support/uploads';

// Uploads go under DATA_DIR; keep them out of the checkout.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mtm-fast-order-'));

const SELLER = '13800000001';
const HEADER_ZH = ['姓名', '性别', '部门', '身高(cm)', '体重(kg)', '年龄', '配置', '量体方式', '穿衣风格', '标准号', '胸围(cm)', '中腰(cm)', '肩宽(cm)', '袖长(cm)', '袖肥(cm)', '衣长(cm)', '腰围(cm)', '臀围(cm)', '裤长(cm)', '横裆(cm)', '直裆(cm)'];

function workbook(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Staff');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** 20 employees: odd ones in the suit configuration measured net, even ones in the jacket configuration by standard size. */
function twentyEmployees(): unknown[][] {
  return Array.from({ length: 20 }, (_, i) => {
    const suit = i % 2 === 0;
    const net = [96, 84, 45, 62, 36, 74, 80, 98, 104, 60, 28];
    return [`员工${i + 1}`, i % 3 ? '男' : '女', '市场部', 170 + (i % 10), 60 + i, 25 + i, suit ? 1 : 2, suit ? 1 : 3, suit ? 2 : '', suit ? '' : '170/88A', ...(suit ? net : net.map(() => ''))];
  });
}

async function upload(s: TestServer, token: string, file: { filename: string; data: Buffer }, lang: 'zh' | 'en' = 'zh', fields: Record<string, string> = { config_count: '2' }) {
  const { payload, contentType } = multipartBody(fields, { templateFile: { filename: file.filename, contentType: 'application/octet-stream', data: file.data } });
  const res = await s.app.inject({
    method: 'POST',
    url: '/order_admin/fast_order/upload_template',
    headers: { 'x-token': token, 'content-type': contentType, 'accept-language': lang },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

eachUploadStorage(() => eachDatabase('fast order team upload', (s) => {
  let demo: DemoOrders;
  beforeAll(async () => {
    demo = await demoOrders(s().db);
  });

  it('gives a template link whose file is a real .xlsx with headers in the chosen language', async () => {
    const token = await s().login(SELLER);
    const link = await s().call('GET', '/fast_order/template_link', { token, lang: 'zh' });
    expect(link.body.result.url).toBe('/order_admin/fast_order/template_file?lang=zh');
    for (const [lang, first, sheets] of [
      ['zh', '姓名', ['员工量体', '填写说明']],
      ['en', 'Name', ['Employees', 'Notes']],
    ] as const) {
      const file = await s().app.inject({ method: 'GET', url: `/order_admin/fast_order/template_file?lang=${lang}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(file.headers['content-disposition']).toContain('.xlsx');
      const book = XLSX.read(file.rawPayload, { type: 'buffer' });
      expect(book.SheetNames).toEqual(sheets);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(rows[0]![0]).toBe(first);
      expect(rows[0]).toHaveLength(10 + demo.snapshot.body_items.length);
    }
  });

  it('reads the downloaded template back: its example row is one valid employee', async () => {
    const token = await s().login(SELLER);
    const file = await s().app.inject({ method: 'GET', url: '/order_admin/fast_order/template_file?lang=en' });
    const res = await upload(s(), token, { filename: 'template.xlsx', data: file.rawPayload });
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.staffs).toEqual([expect.objectContaining({ row: 2, truename: 'Zhang San', gender_id: 1, config_index: 0, measuring_way: 1, wearing_style: 1 })]);
  });

  it('imports 20 employees and places them as a team order through the import path', async () => {
    const token = await s().login(SELLER);
    const res = await upload(s(), token, { filename: '团装.xlsx', data: workbook([HEADER_ZH, ...twentyEmployees()]) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('上传成功');
    const { size_template, count, staffs } = res.body.result as { size_template: string; count: number; staffs: ImportedStaff[] };
    expect(count).toBe(20);
    expect(size_template).toMatch(/^[a-f0-9]{32}\.xlsx$/);
    expect(staffs.map((p) => p.row)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(staffs[0]).toMatchObject({ truename: '员工1', gender_id: 2, config_index: 0, measuring_way: 1, wearing_style: 2, values: { 2: 96, 3: 84, 8: 80 } });
    expect(staffs[1]).toMatchObject({ truename: '员工2', gender_id: 1, config_index: 1, measuring_way: 3, size_value: '170/88A', values: {} });

    // The screen puts each imported person into the configuration the row names.
    const team = demo.team([0, 0]);
    const configs: FastConfigState[] = team.configure.map((c, i) => ({ id: `c${i}`, title: c.title, name: c.name, category_array: c.category_array, staffs: [] }));
    staffs.forEach((p, i) => configs[p.config_index]!.staffs.push(staffFromImport(demo.snapshot, p, configs[p.config_index]!, `x${i}`)));
    expect(configs.map((c) => c.staffs.length)).toEqual([10, 10]);
    expect(configs.flatMap((c) => c.staffs).every((x) => x.status_id === 1)).toBe(true);
    const state = {
      ...emptyFastOrderState(2),
      categories: team.category_array.map((c) => ({
        category_id: c.category_id,
        cate_name: '',
        edition_number: c.edition_number,
        edition_disabled: false,
        product_code: '',
        style_number: '',
        techniques: c.tech_info.map((t) => ({ id: t.id, is_special: 0 as const, checked: false, content: '', items: [] })),
        wearing_style: null,
      })),
      fabric: team.fabric_info,
      process_id: PROCESS,
      group_info: team.user_info,
      configs,
      upload: { uploadType: 1 as const, size_template },
    };
    const placed = await s().call('POST', '/fast_order/upload_order', { token, body: buildTeamPayload(state), lang: 'zh' });
    // The staff were imported before (上传成功); what this call did is put the order in the cart.
    expect(placed.body.message).toBe('加入购物车成功');
    expect(placed.body.result.quantity).toBe(30);
    expect(placed.body.result.payamount).toBe(((20 * demo.piecePrice(JACKET) + 10 * demo.piecePrice(TROUSERS)) / 100).toFixed(2));
    const list = await s().call('GET', '/order_mgmt/employee_measure_list', { token, query: { order_id: placed.body.result.id } });
    expect(list.body.result).toHaveLength(20);
    const inEnglish = await s().call('POST', '/fast_order/upload_order', { token, body: buildTeamPayload(state), lang: 'en' });
    expect(inEnglish.body.message).toBe('Added to the cart');
  });

  it('reads .xls (BIFF8) files too', async () => {
    const token = await s().login(SELLER);
    const res = await upload(s(), token, { filename: 'team.xls', data: workbook([HEADER_ZH, ...twentyEmployees().slice(0, 3)], 'biff8') });
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.size_template).toMatch(/\.xls$/);
    expect(res.body.result.count).toBe(3);
  });

  it('reports every bad row with its row number and column, in the caller language, and keeps nothing', async () => {
    const token = await s().login(SELLER);
    const rows = twentyEmployees();
    rows[1]![1] = '未知';
    rows[4]![0] = '';
    rows[6]![6] = 3;
    rows[8]![10] = 500;
    const data = workbook([HEADER_ZH, ...rows]);
    const zh = await upload(s(), token, { filename: 'team.xlsx', data });
    expect(zh.status).toBe(400);
    expect(zh.body.errcode).toBe(40001);
    expect(zh.body.message).toBe('员工数据文件：有 4 行数据不正确（共 4 处错误）');
    expect(zh.body.result).toMatchObject({ field: 'templateFile', invalid_rows: 4, valid_rows: 16 });
    expect(zh.body.result.errors).toEqual([
      { row: 3, column: '性别', message: '第 3 行 性别：性别应为“男”或“女”', cell: '性别：性别应为“男”或“女”' },
      { row: 6, column: '姓名', message: '第 6 行 姓名：必填', cell: '姓名：必填' },
      { row: 8, column: '配置', message: '第 8 行 配置：配置应为 1 到 2 之间的序号', cell: '配置：配置应为 1 到 2 之间的序号' },
      { row: 10, column: '胸围(cm)', message: '第 10 行 胸围(cm)：填写的量体数据超出范围, 请重新输入', cell: '胸围(cm)：填写的量体数据超出范围, 请重新输入' },
    ]);
    const en = await upload(s(), token, { filename: 'team.xlsx', data }, 'en');
    expect(en.body.message).toBe('Employee file: wrong rows: 4, errors: 4');
    expect(en.body.result.errors[0]).toEqual({ row: 3, column: '性别', message: 'Row 3 性别: gender must be male or female', cell: '性别: gender must be male or female' });
  });

  it('counts a row with several wrong cells as one wrong row, and imports the correct rows when asked to', async () => {
    const token = await s().login(SELLER);
    const rows = twentyEmployees();
    rows[2]![1] = '未知';
    rows[2]![6] = 3;
    rows[2]![10] = 500;
    const data = workbook([HEADER_ZH, ...rows]);
    const refused = await upload(s(), token, { filename: 'team.xlsx', data });
    expect(refused.body.message).toBe('员工数据文件：有 1 行数据不正确（共 3 处错误）');
    expect(refused.body.result).toMatchObject({ invalid_rows: 1, valid_rows: 19 });
    expect(refused.body.result.errors.map((e: { row: number }) => e.row)).toEqual([4, 4, 4]);
    const partial = await upload(s(), token, { filename: 'team.xlsx', data }, 'zh', { config_count: '2', skip_invalid: '1' });
    expect(partial.status).toBe(200);
    expect(partial.body.message).toBe('已导入 19 行，跳过了 1 行有误的数据');
    expect(partial.body.result).toMatchObject({ count: 19, skipped_rows: 1 });
    expect(partial.body.result.staffs.map((p: { truename: string }) => p.truename)).not.toContain('员工3');
    // A sheet wrong as a whole has no correct rows to import.
    const empty = await upload(s(), token, { filename: 'a.xlsx', data: workbook([HEADER_ZH]) }, 'zh', { config_count: '2', skip_invalid: '1' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('员工数据文件：文件中没有员工');
  });

  it('refuses a file that is not Excel by its content, whatever its name', async () => {
    const token = await s().login(SELLER);
    for (const data of [PNG_1PX, Buffer.from('姓名,性别\n张三,男\n'), Buffer.from('<html><script>alert(1)</script></html>')]) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await upload(s(), token, { filename: 'team.xlsx', data }, lang);
        expect(res.status).toBe(400);
        expect(res.body.result.field).toBe('templateFile');
        expect(res.body.message).toBe(lang === 'zh' ? '员工数据文件：上传文件只能是 xls/xlsx/slsx 格式!' : 'Employee file: only xls/xlsx/slsx files can be uploaded!');
      }
    }
  });

  it('refuses a sheet without the name or gender column, and one without rows', async () => {
    const token = await s().login(SELLER);
    const noGender = await upload(s(), token, { filename: 'a.xlsx', data: workbook([['姓名', '部门'], ['张三', '行政部']]) });
    expect(noGender.body.result.errors).toEqual([{ row: 1, column: '性别', message: '第 1 行 性别：缺少“性别”列', cell: '性别：缺少“性别”列' }]);
    expect(noGender.body.result).toMatchObject({ invalid_rows: 0, valid_rows: 0 });
    const empty = await upload(s(), token, { filename: 'a.xlsx', data: workbook([HEADER_ZH]) });
    expect(empty.body.result.errors).toEqual([{ row: 0, column: '', message: '文件中没有员工', cell: '文件中没有员工' }]);
  });

  it('refuses the import path when the template was never uploaded', async () => {
    const token = await s().login(SELLER);
    const body = { ...demo.team(), uploadType: 1, size_template: `${'a'.repeat(32)}.xlsx` };
    const res = await s().call('POST', '/fast_order/upload_order', { token, body, lang: 'zh' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('尺码表文件：请上传文件');
  });
}));
