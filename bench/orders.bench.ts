/**
 * Throughput and tail latency of the two busiest lists, cart_list and order_list, under
 * concurrent load from signed-in sellers over loopback HTTP (bench/http-load.ts), on PGlite and
 * (when DATABASE_URL is set) on PostgreSQL. Bounded: a fixed number of requests per endpoint and backend.
 *
 * Each figure is the median of RUNS runs, with its spread (min-max): the endpoints take turns
 * within each run, so a burst from the machine's other work lands on all three rather than on
 * one, and each list's share of the ping is taken within its run before the median is.
 */
import type { AddressInfo } from 'node:net';
import { startTestServer, type Backend } from '../tests/support/api';
import { loadEndpoint, type LoadFigures } from './http-load';
import { median, RUNS, spread, type Spread } from './runs';

const CONCURRENCY = 16;
const REQUESTS = 1600;
/**
 * A server that has served before: in a fresh process the JIT is still optimising the request path
 * for the first few thousand requests (cart_list warm-up runs of 1,600 answered 1,060, then 1,515,
 * then 1,796/s), and a server in use is past that.
 */
const WARMUP = 3200;

const load = (url: string, token: string, requests: number) => loadEndpoint({ url, token, requests, concurrency: CONCURRENCY });

/** An endpoint's figures over the runs: each the median, with its spread where it moves. */
type Figures = Omit<LoadFigures, 'rps' | 'p50_ms' | 'p99_ms'> & { runs: number; rps: number; rps_spread: Spread; p50_ms: number; p99_ms: number; of_ping?: number; of_ping_spread?: Spread };

const share = (list: number, ping: number) => Number((list / ping).toFixed(3));

function summary(runs: LoadFigures[]): Figures {
  const rps = runs.map((r) => r.rps);
  return {
    requests: runs[0]!.requests,
    concurrency: runs[0]!.concurrency,
    runs: runs.length,
    rps: median(rps),
    rps_spread: spread(rps),
    p50_ms: median(runs.map((r) => r.p50_ms)),
    p99_ms: median(runs.map((r) => r.p99_ms)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
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
    for (const url of Object.values(endpoints)) await load(url, token, WARMUP);
    const runs: Record<string, LoadFigures>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const figures: Record<string, LoadFigures> = {};
      for (const [name, url] of Object.entries(endpoints)) figures[name] = await load(url, token, REQUESTS);
      runs.push(figures);
    }
    const out: Record<string, Figures> = {};
    for (const name of Object.keys(endpoints)) out[name] = summary(runs.map((r) => r[name]!));
    for (const name of ['cart_list', 'order_list']) {
      const shares = runs.map((r) => share(r[name]!.rps, r.ping!.rps));
      out[name] = { ...out[name]!, of_ping: median(shares), of_ping_spread: spread(shares) };
    }
    return out;
  } finally {
    await server.close();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {
    note: `loopback HTTP from autocannon, ${CONCURRENCY} concurrent connections, ${REQUESTS} requests per endpoint per run, the median of ${RUNS} runs (endpoints in turn) with its spread (min-max), seeded seller data`,
  };
  out.pglite = await measure('pglite');
  out.postgres = process.env.DATABASE_URL ? await measure('postgres') : 'skipped: DATABASE_URL not set';
  return out;
}
