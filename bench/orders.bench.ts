/**
 * Throughput and tail latency of the two busiest lists, cart_list and order_list, under
 * concurrent load from signed-in sellers over loopback HTTP, on PGlite and (when DATABASE_URL is
 * set) on PostgreSQL. Bounded: a fixed number of requests per endpoint and backend.
 */
import type { AddressInfo } from 'node:net';
import { startTestServer, type Backend } from '../tests/support/api';

const CONCURRENCY = 16;
const REQUESTS = 800;
const WARMUP = 40;

type Figures = { requests: number; concurrency: number; rps: number; p50_ms: number; p99_ms: number; errors: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(url: string, token: string, total: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url, { headers: { 'x-token': token } });
      const body = (await res.json()) as { errcode: number };
      latencies.push(performance.now() - t0);
      if (body.errcode !== 0) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    concurrency: CONCURRENCY,
    rps: Math.round(total / seconds),
    p50_ms: Number(percentile(latencies, 50).toFixed(1)),
    p99_ms: Number(percentile(latencies, 99).toFixed(1)),
    errors,
  };
}

async function measure(backend: Backend): Promise<Record<string, Figures>> {
  const server = await startTestServer(backend);
  try {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const token = await server.login('13800000001');
    const base = `http://127.0.0.1:${port}/order_admin`;
    // A bare ping (no session, no query) in the same run: each list is also given as a share of it,
    // which travels between machines better than requests per second do.
    const endpoints = {
      ping: `${base}/index/ping`,
      cart_list: `${base}/common.cart/cart_list?page=1&size=3&order_type_id=1,2`,
      order_list: `${base}/order_mgmt/order_list?page=1&size=1000`,
    };
    const out: Record<string, Figures & { of_ping?: number }> = {};
    for (const [name, url] of Object.entries(endpoints)) {
      await load(url, token, WARMUP);
      out[name] = await load(url, token, REQUESTS);
    }
    for (const name of ['cart_list', 'order_list']) out[name]!.of_ping = Number((out[name]!.rps / out.ping!.rps).toFixed(3));
    return out;
  } finally {
    await server.close();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { note: `loopback HTTP, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests per endpoint, seeded seller data` };
  out.pglite = await measure('pglite');
  out.postgres = process.env.DATABASE_URL ? await measure('postgres') : 'skipped: DATABASE_URL not set';
  return out;
}
