import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { signedUploadUrl } from '../../server/http/uploads';
import { eachDatabase, type TestServer } from '../support/api';
import { eachUploadStorage } from '../support/upload-storages';
import { multipartBody } from '../support/multipart';
import { PNG_1PX_BYTES as PNG_1PX, unsigned } from '../support/uploads';

// Uploads go under DATA_DIR; keep them out of the checkout.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mtm-measuring-'));

const U = '/measuring.measuring_user';

/** A signed upload URL, as answers give them. */
const SIGNED_PNG = /^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]{43}$/;

/** The width, height and format of served image bytes, as a decoder reads them. */
const decoded = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

function sheet(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'People');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

async function importFile(s: TestServer, token: string, data: Buffer, taskId = '1', lang: 'zh' | 'en' = 'en', headers: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody({ task_id: taskId }, { file: { filename: 'people.xlsx', contentType: 'application/octet-stream', data } });
  const res = await s.app.inject({
    method: 'POST',
    url: `/order_admin${U}/import_user_data`,
    headers: { 'x-token': token, 'content-type': contentType, 'accept-language': lang, ...headers },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

eachUploadStorage(() => eachDatabase('measuring files', (s) => {
  const measurer = () => s().login('13800000004');

  it('stores a base64 PNG signature under a random name and serves it, decoded and encoded again, at a signed URL with its type and nosniff', async () => {
    const token = await measurer();
    const res = await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: `data:image/png;base64,${PNG_1PX.toString('base64')}` } });
    expect(res.body.errcode).toBe(0);
    expect(res.body.result.url).toMatch(SIGNED_PNG);
    const served = await s().app.inject({ method: 'GET', url: res.body.result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Cached privately, and no longer than the URL opens it.
    expect(served.headers['cache-control']).toMatch(/^private, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(served.headers['cache-control'] as string)![1])).toBeLessThanOrEqual(3600 + 300);
    expect(await decoded(served.rawPayload)).toEqual({ width: 1, height: 1, format: 'png' });
    const jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c00' } }).jpeg().toBuffer();
    const j = await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: jpeg.toString('base64') } });
    expect(j.body.result.url).toMatch(/\.jpg\?exp=/);
    expect(await decoded((await s().app.inject({ method: 'GET', url: j.body.result.url })).rawPayload)).toEqual({ width: 3, height: 2, format: 'jpeg' });
  });

  it('serves an upload only at an unexpired URL this server signed', async () => {
    const token = await measurer();
    const url: string = (await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: PNG_1PX.toString('base64') } })).body.result.url;
    const get = async (u: string) => (await s().app.inject({ method: 'GET', url: u })).statusCode;
    expect(await get(url)).toBe(200);
    const name = unsigned(url);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(await get(name)).toBe(404);
    expect(await get(`${name}?exp=${exp}&sig=${sig.slice(0, -2)}AA`)).toBe(404);
    // The expiry is part of what is signed: moving it on breaks the signature.
    expect(await get(`${name}?exp=${exp + 3600}&sig=${sig}`)).toBe(404);
    // A URL signed two hours ago has expired.
    expect(await get(signedUploadUrl(name, Date.now() - 2 * 3600_000))).toBe(404);
    // Another file's signature does not open this one.
    const other: string = (await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: PNG_1PX.toString('base64') } })).body.result.url;
    expect(await get(`${name}?${other.split('?')[1]}`)).toBe(404);
  });

  it('refuses uploads that do not decode as PNG or JPEG, whatever their first bytes or their claim', async () => {
    const token = await measurer();
    const png = PNG_1PX;
    for (const file of [
      `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      Buffer.from('GIF89a....').toString('base64'),
      // A PNG signature followed by HTML (accepted while only the first bytes were read).
      Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]).toString('base64'),
      // A JPEG start followed by nothing an image decoder can read.
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]).toString('base64'),
      // A PNG cut short.
      png.subarray(0, png.length - 20).toString('base64'),
      'not base64 !!',
      '',
    ]) {
      const res = await s().call('POST', '/common.index/upload_base64_file', { token, body: { file } });
      expect(res.body.errcode, file.slice(0, 20)).toBe(40001);
      expect(res.body.result.field).toBe('file');
    }
    // A whole PNG with HTML after its end is stored as the image alone.
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const kept = await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: polyglot.toString('base64') } });
    const served = (await s().app.inject({ method: 'GET', url: kept.body.result.url })).rawPayload;
    expect(served.includes(Buffer.from('<html>'))).toBe(false);
    expect(await decoded(served)).toEqual({ width: 1, height: 1, format: 'png' });
    for (const url of ['/uploads/../../package.json', '/uploads/nothere.png', `/uploads/${'a'.repeat(32)}.png`, signedUploadUrl(`/uploads/${'a'.repeat(32)}.png`)]) {
      expect((await s().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('saves order info only with a signature this user uploaded', async () => {
    const token = await measurer();
    const list = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, size: 1 } });
    const person = list.body.result.list[0];
    const before = await s().call('GET', `${U}/get_measuring_user_order_info`, { token, query: { task_id: 1, user_id: person.id } });
    expect(before.body.result).toMatchObject({ truename: person.truename, sign: null });
    expect(before.body.result.order_config).toHaveLength(2);
    const body = {
      task_id: 1,
      user_id: person.id,
      truename: person.truename,
      gender_id: person.gender_id,
      department_name: '新部门',
      order_config: [{ category_id: 1, edition_type_id: 2, num: 3 }],
      repair_status_id: 0,
    };
    const noSign = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign: '' }, lang: 'zh' });
    expect(noSign.body.message).toBe('签名：请先保存签名');
    const forged = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign: 'https://evil.example/x.png' } });
    expect(forged.body.result.field).toBe('sign');
    const otherUsers = await s().call('POST', '/common.index/upload_base64_file', { token: await s().login('13800000001'), body: { file: PNG_1PX.toString('base64') } });
    const notMine = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign: otherUsers.body.result.url } });
    expect(notMine.body.result.field).toBe('sign');
    const foreignCategory = await s().call('POST', `${U}/edit_measuring_user_order_info`, {
      token,
      body: { ...body, sign: otherUsers.body.result.url, order_config: [{ category_id: 42, edition_type_id: 1, num: 1 }] },
    });
    expect(foreignCategory.body.result.field).toBe('order_config.0.category_id');

    const url = (await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: PNG_1PX.toString('base64') } })).body.result.url;
    const saved = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign: url } });
    expect(saved.body.errcode).toBe(0);
    expect(saved.body.result).toMatchObject({ department_name: '新部门', order_config: [{ category_id: 1, edition_type_id: 2, num: 3 }] });
    expect(unsigned(saved.body.result.sign)).toBe(unsigned(url));
    // The database keeps the URL unsigned; only answers carry a signature.
    expect((await s().db.selectFrom('measuring_people').select('sign_url').where('id', '=', person.id).executeTakeFirstOrThrow()).sign_url).toBe(unsigned(url));
  });

  it('shows both signatures of a signature two measurers saved from one read: each side of the conflict opens at a signed URL', async () => {
    const [a, b] = [await measurer(), await s().login('13800000007')];
    const person = (await s().call('GET', `${U}/get_task_user_list`, { token: a, query: { task_id: 1, size: 6 } })).body.result.list[5];
    const body = { task_id: 1, user_id: person.id, truename: person.truename, gender_id: person.gender_id, order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], repair_status_id: 0, base_rev: person.rev };
    const upload = async (token: string) => (await s().call('POST', '/common.index/upload_base64_file', { token, body: { file: PNG_1PX.toString('base64') } })).body.result.url as string;
    const [signA, signB] = [await upload(a), await upload(b)];
    expect((await s().call('POST', `${U}/edit_measuring_user_order_info`, { token: a, body: { ...body, sign: signA, device_id: 'tablet-a' } })).body.errcode).toBe(0);
    const second = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token: b, body: { ...body, sign: signB, device_id: 'tablet-b' } });
    expect(second.body.errcode).toBe(0);
    // As the people list and the task's conflicts show it.
    const list = (await s().call('GET', `${U}/get_task_user_list`, { token: a, query: { task_id: 1, size: 100 } })).body.result.list;
    const listed = list.find((p: { id: number }) => p.id === person.id);
    const conflict = listed.conflicts.find((c: { field: string }) => c.field === 'sign');
    expect(unsigned(conflict.applied.url)).toBe(unsigned(signB));
    expect(unsigned(conflict.replaced.url)).toBe(unsigned(signA));
    for (const side of [conflict.applied, conflict.replaced]) {
      expect(side.url).toMatch(SIGNED_PNG);
      // The value a measurer keeps is where the signature is stored, never a URL that expires.
      expect(side.value).toBe(unsigned(side.url));
      expect((await s().app.inject({ method: 'GET', url: side.url })).statusCode).toBe(200);
    }
  });

  it('saves order info with the signature itself as a data URL, judged by content like an upload', async () => {
    const token = await measurer();
    const person = (await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, size: 3 } })).body.result.list[2];
    const body = { task_id: 1, user_id: person.id, truename: person.truename, gender_id: person.gender_id, order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }] };
    for (const sign of [`data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`, 'data:image/png;base64,@@@', `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 1, 0x89).toString('base64')}`]) {
      const res = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign } });
      expect(res.status, sign.slice(0, 40)).toBe(400);
      expect(res.body.result.field).toBe('sign');
    }
    const refused = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, lang: 'zh' });
    expect(refused.body.message).toBe('签名：只能上传 PNG 或 JPEG 图片');

    const saved = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign: `data:image/png;base64,${PNG_1PX.toString('base64')}` } });
    expect(saved.body.errcode).toBe(0);
    expect(saved.body.result.sign).toMatch(SIGNED_PNG);
    const served = await s().app.inject({ method: 'GET', url: saved.body.result.sign });
    expect(served.headers['content-type']).toBe('image/png');
    expect(await decoded(served.rawPayload)).toEqual({ width: 1, height: 1, format: 'png' });
    // The stored url is this user's own upload from now on, so the spec's two-step save accepts it too.
    const again = await s().call('POST', `${U}/edit_measuring_user_order_info`, { token, body: { ...body, sign: saved.body.result.sign } });
    expect(unsigned(again.body.result.sign)).toBe(unsigned(saved.body.result.sign));
  });
}));

eachDatabase('measuring imports and exports', (s) => {
  const measurer = () => s().login('13800000004');

  it('imports people from xlsx and xls files with Chinese or English headers', async () => {
    const token = await measurer();
    const task = await s().call('POST', '/measuring.index/add_task', {
      token: await s().login('13800000001'),
      body: { name: 'Import', order_config: [{ category_id: 1, edition_type_id: 1, num: 1 }], bodybuilders: [4], body_item_ids: [1], special_shape_ids: [1] },
    });
    const taskId = String(task.body.result.id);
    const xlsx = sheet([
      ['姓名', '性别', '公司', '部门', '身高', '体重'],
      ['张三', '男', '甲公司', '一部', 172, 68.5],
      ['李四', '女', '甲公司', '二部', '', ''],
    ]);
    const r1 = await importFile(s(), token, xlsx, taskId, 'zh');
    expect(r1.body).toMatchObject({ errcode: 0, message: '导入成功', result: { imported: 2 } });
    const xls = sheet(
      [
        ['Name', 'Gender', 'Company', 'Department'],
        ['Ann', 'female', 'B Corp', 'Sales'],
      ],
      'biff8',
    );
    expect((await importFile(s(), token, xls, taskId)).body.result).toEqual({ imported: 1 });
    const people = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: taskId, size: 100 } });
    expect(people.body.result.count).toBe(3);
    expect(people.body.result.list.find((p: { truename: string }) => p.truename === '张三')).toMatchObject({ gender_id: 1, height: 172, weight: 68.5, department_name: '一部' });
    expect(people.body.result.list.find((p: { truename: string }) => p.truename === '李四')).toMatchObject({ height: 0, weight: 0 });
  });

  it('refuses a whole import with per-row errors, and non-Excel files by content', async () => {
    const token = await measurer();
    const before = (await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } })).body.result.total;
    const bad = sheet([
      ['姓名', '性别', '身高'],
      ['好人', '男', 170],
      ['', '男', 170],
      ['王五', '?', 170],
      ['赵六', '女', 9999],
    ]);
    const res = await importFile(s(), token, bad, '1', 'zh');
    expect(res.status).toBe(400);
    expect(res.body.errcode).toBe(40001);
    expect(res.body.result.errors).toEqual([
      { row: 3, field: 'truename', message: '第 3 行：姓名 必填' },
      { row: 4, field: 'gender', message: '第 4 行：性别只能是 男 或 女' },
      { row: 5, field: 'height', message: '第 5 行：身高(cm) 必须是 0 到 300 之间的数字' },
    ]);
    const en = await importFile(s(), token, bad, '1', 'en');
    expect(en.body.result.errors.map((e: { message: string }) => e.message)).toEqual([
      'Row 3: Name is required',
      'Row 4: gender must be male or female',
      'Row 5: Height (cm) must be a number from 0 to 300',
    ]);
    const long = await importFile(s(), token, sheet([['Name', 'Gender', 'Department'], ['Ann', 'female', 'd'.repeat(65)]]), '1', 'zh');
    expect(long.body.result.errors).toEqual([{ row: 2, field: 'department_name', message: '第 2 行：部门 不能超过 64 个字符' }]);
    expect((await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } })).body.result.total).toBe(before);

    const csv = await importFile(s(), token, Buffer.from('姓名,性别\n张三,男\n'), '1', 'zh');
    expect(csv.body.message).toBe('导入文件：当前只允许上传Excel文件');
    const zipNotExcel = await importFile(s(), token, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(50)]), '1');
    expect(zipNotExcel.body.errcode).toBe(40001);
    const noName = await importFile(s(), token, sheet([['Foo'], ['x']]), '1');
    expect(noName.body.result.errors[0]).toMatchObject({ field: 'truename', message: 'The column "Name" is missing' });
    const noGender = await importFile(s(), token, sheet([['姓名'], ['x']]), '1', 'zh');
    expect(noGender.body.result.errors[0]).toMatchObject({ field: 'gender', message: '缺少“性别”列' });
    const noTask = await importFile(s(), token, sheet([['Name', 'Gender']]), 'abc');
    expect(noTask.body.result.field).toBe('task_id');
    const otherTask = await importFile(s(), await s().login('13800000002'), sheet([['Name', 'Gender']]), '1');
    expect(otherTask.body.errcode).toBe(40004);
  });

  it('applies an import once per Idempotency-Key', async () => {
    const token = await measurer();
    const before = (await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } })).body.result.total;
    const file = sheet([
      ['Name', 'Gender'],
      ['Once', 'male'],
    ]);
    const headers = { 'idempotency-key': 'import-once-0001' };
    const a = await importFile(s(), token, file, '1', 'en', headers);
    const b = await importFile(s(), token, file, '1', 'en', headers);
    expect(b.body).toEqual(a.body);
    expect((await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } })).body.result.total).toBe(before + 1);
  });

  it('exports measured people as a real xlsx named after the task, filtered by status and date', async () => {
    const token = await measurer();
    const res = await s().app.inject({
      method: 'GET',
      url: `/order_admin${U}/export_measuring_user_info?task_id=1`,
      headers: { 'x-token': token, 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('华东能源 2026 秋季工装量体量体数据.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]!.slice(0, 4)).toEqual(['公司', '部门', '姓名', '性别']);
    const measured = (await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, isVolume: 2, size: 100 } })).body.result.count;
    expect(rows.length - 1).toBe(measured);

    const all = await s().app.inject({ method: 'GET', url: `/order_admin${U}/export_measuring_user_info?task_id=1&measuring_status_id=0`, headers: { 'x-token': token } });
    const allRows = XLSX.utils.sheet_to_json(XLSX.read(all.rawPayload, { type: 'buffer' }).Sheets['Measurements']!, { header: 1 });
    expect(allRows.length - 1).toBe((await s().call('GET', '/measuring.index/get_task_count', { token, query: { task_id: 1 } })).body.result.total);

    const none = await s().app.inject({
      method: 'GET',
      url: `/order_admin${U}/export_measuring_user_info?task_id=1&start_time=2030-01-01&end_time=2030-01-31`,
      headers: { 'x-token': token },
    });
    const noneRows = XLSX.utils.sheet_to_json(XLSX.read(none.rawPayload, { type: 'buffer' }).Sheets['Measurements']!, { header: 1 });
    expect(noneRows).toHaveLength(1);
    const badDate = await s().call('GET', `${U}/export_measuring_user_info`, { token, query: { task_id: 1, start_time: '2026-13-01' } });
    expect(badDate.body.result.field).toBe('start_time');
    // A range that ends before it starts is refused on its end, in the caller's language.
    const backwards = await s().call('GET', `${U}/export_measuring_user_info`, { token, lang: 'en', query: { task_id: 1, start_time: '2026-03-02', end_time: '2026-03-01' } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.result.field).toBe('end_time');
    expect(backwards.body.message).toContain('The end date cannot be earlier than the start date');
  });

  it("writes save times and reads the date range in the viewer's time zone", async () => {
    const token = await measurer();
    const sheet = async (query: string) => {
      const res = await s().app.inject({ method: 'GET', url: `/order_admin${U}/export_measuring_user_info?task_id=1&${query}`, headers: { 'x-token': token, 'accept-language': 'en' } });
      expect(res.statusCode).toBe(200);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets['Measurements']!, { header: 1 });
      const col = rows[0]!.indexOf('Saved at');
      return rows.slice(1).map((r) => String(r[col]));
    };
    // Seeded people were measured at 02:30 UTC on 10 October: the evening of the 9th in New York.
    const newYork = await sheet(`tz=${encodeURIComponent('America/New_York')}&start_time=2026-10-09&end_time=2026-10-09`);
    expect(newYork.length).toBeGreaterThan(0);
    for (const time of newYork) expect(time).toBe('2026-10-09 22:30:00');
    // The same day in China holds none of them; their 10 October reads 10:30.
    expect(await sheet('tz=Asia%2FShanghai&start_time=2026-10-09&end_time=2026-10-09')).toEqual([]);
    const shanghai = await sheet('start_time=2026-10-10&end_time=2026-10-10');
    expect(shanghai.length).toBe(newYork.length);
    for (const time of shanghai) expect(time).toBe('2026-10-10 10:30:00');
    const bad = await s().call('GET', `${U}/export_measuring_user_info`, { token, query: { task_id: 1, tz: 'Mars/Olympus' } });
    expect(bad.body.result.field).toBe('tz');
  });
});
