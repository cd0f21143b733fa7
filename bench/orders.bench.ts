/**
 * Throughput and tail latency of the two busiest lists, cart_list and order_list, under
 * concurrent load from signed-in sellers over loopback HTTP (bench/http-load.ts), on PGlite and
 * (when DATABASE_URL is set) on PostgreSQL. Bounded: a fixed number of requests per endpoint and backend.
 */
import type { AddressInfo } from 'node:net';
import { startTestServer, type Backend } from '../tests/support/api';
import { loadEndpoint, type LoadFigures } from './http-load';

const CONCURRENCY = 16;
const REQUESTS = 1600;
/**
 * A server that has served before: in a fresh process the JIT is still optimising the request path
 * for the first few thousand requests (cart_list warm-up runs of 1,600 answered 1,060, then 1,515,
 * then 1,796/s), and a server in use is past that.
 */
const WARMUP = 3200;

const load = (url: string, token: string, requests: number) => loadEndpoint({ url, token, requests, concurrency: CONCURRENCY });

async function measure(backend: Backend): Promise<Record<string, LoadFigures>> {
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
    const out: Record<string, LoadFigures & { of_ping?: number }> = {};
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
  const out: Record<string, unknown> = { note: `loopback HTTP from autocannon, ${CONCURRENCY} concurrent connections, ${REQUESTS} requests per endpoint, seeded seller data` };
  out.pglite = await measure('pglite');
  out.postgres = process.env.DATABASE_URL ? await measure('postgres') : 'skipped: DATABASE_URL not set';
  return out;
}
