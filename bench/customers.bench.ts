/**
 * Customer management's heavier calls over loopback HTTP: the .xlsx import of 2,000 people into a
 * company (the goal: under 3 s on this machine), the export of those people, the customer list
 * page, and the whole list a device saves for offline reading. PGlite, and PostgreSQL when
 * DATABASE_URL is set. Each figure the median of RUNS runs (bench/runs.ts). Figures only.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import * as XLSX from 'xlsx';
import { startTestServer, type Backend } from '../tests/support/api';
import { multipartBody } from '../tests/support/multipart';
import { medianOfRuns, RUNS } from './runs';

const PEOPLE = 2000;
const CUSTOMERS = 2000;
const ms = (v: number) => Number(v.toFixed(1));

function peopleSheet(rows: number): Buffer {
  const body = Array.from({ length: rows }, (_, i) => [`员工${i + 1}`, i % 2 ? '男' : '女', `部门${i % 12}`, 160 + (i % 30), 50 + (i % 40)]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['姓名', '性别', '部门', '身高(cm)', '体重(kg)'], ...body]), '人员名单');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function measure(backend: Backend): Promise<Record<string, unknown>> {
  const server = await startTestServer(backend);
  try {
    const owner = await server.db.selectFrom('users').select('id').where('mobilephone', '=', '13800000001').executeTakeFirstOrThrow();
    await server.db
      .insertInto('customers')
      .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ owner_id: owner.id, truename: `客户${i}`, mobilephone: `139${String(i).padStart(8, '0')}`, height: 170, weight: 65, address: '南京市建邺区江东中路 108 号' })))
      .execute();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const token = await server.login('13800000001');
    const base = `http://127.0.0.1:${port}/order_admin/customer_mgmt.index`;
    const timed = async (fn: () => Promise<Response>) => {
      const t0 = performance.now();
      const res = await fn();
      const body = await res.arrayBuffer();
      return { ms: performance.now() - t0, res, body };
    };
    const sheet = peopleSheet(PEOPLE);
    const runs: Record<string, number>[] = [];
    let imported = 0;
    let exportBytes = 0;
    let wholeBytes = 0;
    // Each run imports into a company of its own, so each import is of 2,000 new people.
    for (let i = 0; i < RUNS; i += 1) {
      const company = await fetch(`${base}/add_business`, { method: 'POST', headers: { 'x-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ name: `基准测试公司${i + 1}` }) });
      const { result } = (await company.json()) as { result: { id: number } };
      const { payload, contentType } = multipartBody({ client_id: String(result.id) }, { user_file: { filename: 'people.xlsx', contentType: 'application/octet-stream', data: sheet } });
      const importing = await timed(() => fetch(`${base}/import_measuring_user`, { method: 'POST', headers: { 'x-token': token, 'content-type': contentType, 'idempotency-key': randomUUID() }, body: new Uint8Array(payload) }));
      imported = (JSON.parse(Buffer.from(importing.body).toString()) as { result: { imported: number } }).result.imported;
      const exported = await timed(() => fetch(`${base}/export_measuring_user?client_id=${result.id}`, { headers: { 'x-token': token } }));
      const listPage = await timed(() => fetch(`${base}/consumer_list?page=1&size=10&keyword=客户1`, { headers: { 'x-token': token } }));
      const whole = await timed(() => fetch(`${base}/consumer_list?page=1&size=5000`, { headers: { 'x-token': token } }));
      exportBytes = exported.body.byteLength;
      wholeBytes = whole.body.byteLength;
      runs.push({ import_2000_people_ms: ms(importing.ms), export_2000_people_ms: ms(exported.ms), consumer_list_search_page_ms: ms(listPage.ms), consumer_list_whole_2000_for_offline_ms: ms(whole.ms) });
    }
    return { runs: RUNS, ...medianOfRuns(runs), sheet_bytes: sheet.length, imported, export_bytes: exportBytes, consumer_list_whole_bytes: wholeBytes };
  } finally {
    await server.close();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  return {
    note: `loopback HTTP; ${PEOPLE}-row people import and export, ${CUSTOMERS} customers listed`,
    pglite: await measure('pglite'),
    postgres: process.env.DATABASE_URL ? await measure('postgres') : 'skipped: DATABASE_URL not set',
  };
}
