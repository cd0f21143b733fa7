/**
 * The fast order path: the shared validation and pricing (`prepareFastOrder`, which the screen runs
 * on 加入购物车 and the server runs again) for an individual order and a 2,000-employee team order;
 * add_order over loopback HTTP (sequential, each with its own Idempotency-Key); and the team
 * template upload of 2,000 rows. PGlite, and PostgreSQL when DATABASE_URL is set. Figures only.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import * as XLSX from 'xlsx';
import { prepareFastOrder } from '../src/domain/fast-order/cart-input';
import { demoOrders } from '../tests/api/fast-order-payloads';
import { startTestServer, type Backend } from '../tests/support/api';
import { multipartBody } from '../tests/support/multipart';
import { medianOfRuns, RUNS } from './runs';

const ORDERS = 200;
const DOMAIN_RUNS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (v: number) => Number(v.toFixed(2));

function timeIt(runs: number, fn: () => void): { p50_ms: number; p99_ms: number } {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  out.sort((a, b) => a - b);
  return { p50_ms: ms(percentile(out, 50)), p99_ms: ms(percentile(out, 99)) };
}

function teamSheet(rows: number): Buffer {
  const header = ['姓名', '性别', '部门', '身高(cm)', '体重(kg)', '年龄', '配置', '量体方式', '穿衣风格', '标准号', '胸围(cm)', '中腰(cm)', '腰围(cm)', '臀围(cm)'];
  const body = Array.from({ length: rows }, (_, i) => [`员工${i + 1}`, i % 2 ? '男' : '女', '市场部', 170, 65, 30, (i % 2) + 1, 1, 2, '', 96, 84, 80, 98]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...body]), 'Staff');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function measure(backend: Backend): Promise<Record<string, unknown>> {
  const server = await startTestServer(backend);
  try {
    const demo = await demoOrders(server.db);
    const individual = demo.individual();
    const bigTeam = demo.team([1000, 1000]);
    const domain = {
      prepare_individual: timeIt(DOMAIN_RUNS, () => prepareFastOrder(demo.snapshot, individual)),
      prepare_team_2000_staff: timeIt(20, () => prepareFastOrder(demo.snapshot, bigTeam)),
    };

    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const token = await server.login('13800000001');
    const base = `http://127.0.0.1:${port}/order_admin`;
    const post = async (path: string, body: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'x-token': token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
      const out = (await res.json()) as { errcode: number };
      if (out.errcode !== 0) throw new Error(`add_order failed: ${JSON.stringify(out)}`);
      return performance.now() - t0;
    };
    const latencies: number[] = [];
    for (let i = 0; i < ORDERS; i++) latencies.push(await post('/fast_order/add_order', individual));
    latencies.sort((a, b) => a - b);
    const sheet = teamSheet(2000);
    const { payload, contentType } = multipartBody({ config_count: '2' }, { templateFile: { filename: 'team.xlsx', contentType: 'application/octet-stream', data: sheet } });
    // The team order and the template upload: each the median of RUNS, with its spread.
    const runs: Record<string, number>[] = [];
    let staffs = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const team = await post('/fast_order/add_order', bigTeam);
      const t0 = performance.now();
      const up = await fetch(`${base}/fast_order/upload_template`, { method: 'POST', headers: { 'x-token': token, 'content-type': contentType }, body: new Uint8Array(payload) });
      const upBody = (await up.json()) as { errcode: number; result: { count: number } };
      runs.push({ add_order_team_2000_staff_ms: ms(team), upload_template_2000_rows_ms: ms(performance.now() - t0) });
      staffs = upBody.result?.count ?? 0;
    }

    return {
      domain,
      add_order_individual: { requests: ORDERS, p50_ms: ms(percentile(latencies, 50)), p99_ms: ms(percentile(latencies, 99)) },
      runs: RUNS,
      ...medianOfRuns(runs),
      upload_template_2000_rows: { bytes: sheet.length, staffs },
    };
  } finally {
    await server.close();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  return {
    note: `loopback HTTP, sequential add_order (${ORDERS} individual orders, one 2,000-employee team order), 2,000-row template upload`,
    pglite: await measure('pglite'),
    postgres: process.env.DATABASE_URL ? await measure('postgres') : 'skipped: DATABASE_URL not set',
  };
}
