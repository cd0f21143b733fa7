/**
 * A shop's day squeezed into a minute: 50 clients at once for 60 s, each sending its next request as
 * soon as the last is answered, 70% reads (the cart, the order list, the cart's counts) and 30%
 * writes (add_order of an individual fast order, each with its own Idempotency-Key). The real
 * server (node on server/main.ts, as `npm start` runs it) on PGlite in a data folder on disk, on
 * PostgreSQL, and on PostgreSQL with WORKERS=2; a fresh seeded database for each.
 *
 * Figures: requests/s, p50, p99 and max over every request, the same by route, 5xx, and the writes
 * answered (errcode 0) against the orders the database holds afterwards. The slowest requests are
 * printed with the second of the run they started in, which is how a stall shows itself.
 *
 * MIXED_SECONDS and MIXED_CLIENTS change the run's length and clients; MIXED_ONLY=pglite (or
 * postgres, workers) runs one setting; MIXED_TIMELINE=1 prints, per second, the requests started
 * and the slowest of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from '../server/db/database';
import { DEMO_PASSWORD } from '../server/seed/accounts';
import { demoOrders } from '../tests/api/fast-order-payloads';
import { createPostgresDatabase, migrateAndSeed } from '../tests/support/seeded-database';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.MIXED_SECONDS ?? 60);
const CLIENTS = Number(process.env.MIXED_CLIENTS ?? 50);
const WRITE_SHARE = 0.3;
const SELLER = '13800000001';

type Sample = { route: string; startedMs: number; ms: number; status: number; ok: boolean };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);
const round = (v: number) => Number(v.toFixed(1));

function latencies(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { requests: ms.length, p50_ms: round(percentile(ms, 50)), p99_ms: round(percentile(ms, 99)), max_ms: round(ms.at(-1) ?? 0) };
}

type Server = { child: ChildProcess; url: string; stop: () => Promise<void> };

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /URL:\s+(http:\/\/\S+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1').replace(/\/$/, ''));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the server ended at start: ${out}`));
      }
    }, 100);
  });
  return {
    child,
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

function send(url: string, method: 'GET' | 'POST', apiPath: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = request(
      `${url}${apiPath.startsWith('/metrics') ? '' : '/order_admin'}${apiPath}`,
      {
        method,
        agent,
        headers: {
          'accept-language': 'zh',
          ...(opts.token ? { 'x-token': opts.token } : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function login(url: string): Promise<string> {
  const anon = JSON.parse((await send(url, 'GET', '/token/get')).text).result.token as string;
  const res = JSON.parse((await send(url, 'POST', '/index/login', { token: anon, body: { mobilephone: SELLER, password: DEMO_PASSWORD, captcha_code: '' } })).text);
  if (res.errcode !== 0) throw new Error(`login failed: ${res.message}`);
  return res.result.token as string;
}

const READS = [
  { route: 'cart_list', path: '/common.cart/cart_list?page=1&size=10' },
  { route: 'order_list', path: '/order_mgmt/order_list?page=1&size=20' },
  { route: 'cart_count', path: '/common.cart/cart_count' },
];

const ordersOf = async (db: Db) => (await db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id').select((eb) => eb.fn.countAll<number>().as('n')).where('users.mobilephone', '=', SELLER).executeTakeFirstOrThrow()).n;

/** The load on a started server; every client loops until the time is up. */
async function load(url: string, order: unknown) {
  const token = await login(url);
  // Warm the server's paths (JIT, prepared statements) as a server in use has them.
  for (const r of READS) await send(url, 'GET', r.path, { token });
  const samples: Sample[] = [];
  const t0 = performance.now();
  const end = t0 + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const write = Math.random() < WRITE_SHARE;
      const read = READS[Math.floor(Math.random() * READS.length)]!;
      const started = performance.now();
      let status = 0;
      let ok = false;
      try {
        const res = write
          ? await send(url, 'POST', '/fast_order/add_order', { token, body: order, headers: { 'idempotency-key': randomUUID() } })
          : await send(url, 'GET', read.path, { token });
        status = res.status;
        ok = res.text.startsWith('{"errcode":0,');
      } catch {
        status = 0;
      }
      samples.push({ route: write ? 'add_order' : read.route, startedMs: started - t0, ms: performance.now() - started, status, ok });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - t0) / 1000;
  let metrics = '';
  try {
    metrics = (await send(url, 'GET', '/metrics')).text;
  } catch {
    // figures without the server's own
  }
  return { samples, elapsed, metrics };
}

/** nodejs_eventloop_lag_* from the server's /metrics, in ms. */
function eventLoopLag(metrics: string) {
  const of = (name: string) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(metrics);
    return m ? round(Number(m[1]) * 1000) : null;
  };
  return { p99_ms: of('nodejs_eventloop_lag_p99_seconds'), max_ms: of('nodejs_eventloop_lag_max_seconds') };
}

function figures(run: Awaited<ReturnType<typeof load>>, stored: number) {
  const { samples, elapsed } = run;
  const byRoute: Record<string, ReturnType<typeof latencies>> = {};
  for (const route of [...new Set(samples.map((s) => s.route))].sort()) byRoute[route] = latencies(samples.filter((s) => s.route === route));
  const writes = samples.filter((s) => s.route === 'add_order');
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
  for (const s of slowest) console.log(`    slow: ${s.route} ${Math.round(s.ms)} ms, started at ${(s.startedMs / 1000).toFixed(1)} s`);
  if (process.env.MIXED_TIMELINE) {
    const bySecond = new Map<number, number[]>();
    for (const s of samples) bySecond.set(Math.floor(s.startedMs / 1000), [...(bySecond.get(Math.floor(s.startedMs / 1000)) ?? []), s.ms]);
    for (const [sec, ms] of [...bySecond].sort((a, b) => a[0] - b[0])) console.log(`    ${sec}s: ${ms.length} started, max ${Math.round(Math.max(...ms))} ms`);
  }
  return {
    rps: Math.round(samples.length / elapsed),
    ...latencies(samples),
    status_5xx: samples.filter((s) => s.status >= 500).length,
    failed: samples.filter((s) => s.status === 0).length,
    refused: samples.filter((s) => s.status > 0 && s.status < 500 && !s.ok).length,
    writes_answered: writes.filter((s) => s.ok).length,
    writes_stored: stored,
    by_route: byRoute,
    event_loop_lag: eventLoopLag(run.metrics),
  };
}

async function pglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mtm-mixed-'));
  try {
    const dbAt = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    let db = await dbAt();
    await migrateAndSeed(db);
    const order = (await demoOrders(db)).individual();
    const before = await ordersOf(db);
    await db.destroy();
    const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
    const run = await load(server.url, order).finally(server.stop);
    db = await dbAt();
    const stored = (await ordersOf(db)) - before;
    await db.destroy();
    return figures(run, stored);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(workers: number) {
  const created = await createPostgresDatabase();
  try {
    const db = await openDatabase({ kind: 'postgres', url: created.url });
    try {
      await migrateAndSeed(db);
      const order = (await demoOrders(db)).individual();
      const before = await ordersOf(db);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mtm-mixed-'));
      const server = await startServer({ DATABASE_URL: created.url, DATA_DIR: dataDir, WORKERS: String(workers) });
      const run = await load(server.url, order).finally(async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      });
      return figures(run, (await ordersOf(db)) - before);
    } finally {
      await db.destroy();
    }
  } finally {
    await created.drop();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const only = process.env.MIXED_ONLY;
  const want = (name: string) => !only || only === name;
  const out: Record<string, unknown> = {
    note: `${CLIENTS} clients for ${SECONDS} s over loopback HTTP (keep-alive), ${Math.round((1 - WRITE_SHARE) * 100)}% reads (cart_list, order_list, cart_count), ${Math.round(WRITE_SHARE * 100)}% writes (add_order, each its own Idempotency-Key); the real server, one seeded database each; the load generator shares the 2 cores`,
  };
  if (want('pglite')) out.pglite = await pglite();
  const pg = process.env.DATABASE_URL ? null : 'skipped: DATABASE_URL not set';
  if (want('postgres')) out.postgres = pg ?? (await postgres(1));
  if (want('workers')) out.postgres_workers_2 = pg ?? (await postgres(2));
  if (typeof out.postgres === 'object' && typeof out.postgres_workers_2 === 'object') {
    out.workers_2_rps_of_one = Number(((out.postgres_workers_2 as { rps: number }).rps / (out.postgres as { rps: number }).rps).toFixed(2));
  }
  return out;
}
