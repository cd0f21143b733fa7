/**
 * WORKERS=N: the real server (node on server/main.ts) as three processes on one port over one
 * PostgreSQL database (a copy of the suite's seeded one; DATABASE_URL). Every request below goes on
 * a new connection, and the cluster hands connections to its workers in turn, so consecutive
 * requests are answered by different processes. On PGlite, WORKERS above 1 stops at start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MEASURING_PATHS } from '../../src/domain/measuring/paths';
import { openDatabase, type Db } from '../../server/db/database';
import { SESSION_TRUST_MS } from '../../server/http/session';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { createCartOrder } from '../../server/modules/order-store/create';
import { shirtOrder } from '../support/cart-orders';
import { measurementBody } from '../support/measurement-body';
import { createPostgresDatabase, type SeedTemplates } from '../support/seeded-database';
import { bucketNames, startS3Server } from '../support/upload-storages';
import { PNG_1PX } from '../support/uploads';
import { solveCaptchaChallenge } from '../support/captcha';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Started = { child: ChildProcess; out: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

function spawnServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, out: () => out, exited };
}

/** One request on a connection of its own (the cluster gives each new connection to the next worker). */
function send(url: string, method: 'GET' | 'POST', apiPath: string, opts: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return new Promise<{ status: number; text: string; json: () => any }>((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = request(
      `${url}${apiPath}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          'accept-language': 'en',
          ...(opts.token ? { 'x-token': opts.token } : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode!, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const api = (url: string, method: 'GET' | 'POST', p: string, opts: Parameters<typeof send>[3] = {}) => send(url, method, `/order_admin${p}`, opts).then((r) => r.json());

async function login(url: string, mobilephone: string, password = DEMO_PASSWORD): Promise<{ errcode: number; result: { token: string } }> {
  const anon = (await api(url, 'GET', '/token/get')).result.token;
  return api(url, 'POST', '/index/login', { token: anon, body: { mobilephone, password, captcha_code: '' } });
}

describe('WORKERS on PGlite', () => {
  it('stops at start with a clear message: the embedded database belongs to one process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mtm-workers-pglite-'));
    let server: Started | undefined;
    try {
      server = spawnServer({ WORKERS: '3', DATABASE_URL: '', DATA_DIR: dataDir });
      const running = new Promise((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000));
      expect(await Promise.race([server.exited, running])).toEqual({ code: 1, signal: null });
      expect(server.out().trim()).toBe('WORKERS=3 needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to one process. Set DATABASE_URL, or WORKERS=1.');
    } finally {
      if (server?.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('WORKERS=3 on one PostgreSQL', () => {
  let server: Started;
  let url = '';
  let db: Db;
  let drop: () => Promise<void>;
  let dataDir = '';
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;

  beforeAll(async () => {
    const templates = inject('seedTemplates') as SeedTemplates;
    const created = await createPostgresDatabase(templates.postgresTemplate);
    drop = created.drop;
    db = await openDatabase({ kind: 'postgres', url: created.url });
    dataDir = mkdtempSync(path.join(tmpdir(), 'mtm-workers-'));
    // As on several machines: uploads in a bucket, and the key that signs their URLs shared.
    s3 = await startS3Server();
    server = spawnServer({ WORKERS: '3', DATABASE_URL: created.url, DATA_DIR: dataDir, PG_POOL_MAX: '4', UPLOAD_URL_KEY: randomUUID() + randomUUID(), ...s3.env });
    url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = /URL:\s+(http:\/\/\S+)/.exec(server.out());
        if (m) {
          clearInterval(timer);
          resolve(m[1]!.replace('localhost', '127.0.0.1').replace(/\/$/, ''));
        }
      }, 50);
      void server.exited.then(() => {
        clearInterval(timer);
        reject(new Error(`server exited:\n${server.out()}`));
      });
    });
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await db?.destroy();
    await drop?.();
    await s3?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs three worker processes, and a scrape of /metrics, whichever worker it reaches, counts them all', async () => {
    expect(server.out()).toContain('Processes: 3 API workers on the port');
    // The primary's children that run the server, read from /proc (a process may end while it is
    // read). Not every child: with tsx's cache cold (a fresh clone) the primary also keeps two
    // esbuild service processes, which tsx started to compile the server's files.
    const read = (file: string) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    };
    const parentOf = (pid: string) => read(`/proc/${pid}/stat`)?.split(') ')[1]!.split(' ')[1];
    const runsServer = (pid: string) => read(`/proc/${pid}/cmdline`)?.split('\0').some((arg) => arg.endsWith('server/main.ts')) ?? false;
    const workers = readdirSync('/proc').filter((p) => /^\d+$/.test(p) && parentOf(p) === String(server.child.pid) && runsServer(p));
    expect(workers).toHaveLength(3);
    // Six scrapes in a row, each on a new connection and so to the next worker: one worker alone
    // answered two of them. A scrape after them counts all six, whichever worker it reaches. The
    // counter is raised once an answer has gone, so the scrape just before may not be counted yet
    // on a busy machine: a few more tries (each adding one, to one worker) allow for it, far fewer
    // than one worker's share would need to reach six.
    const scraped = async () => Number(/^http_requests_total\{method="GET",route="\/metrics",status="200"\} (\d+)$/m.exec((await send(url, 'GET', '/metrics')).text)?.[1] ?? 0);
    for (let i = 0; i < 6; i++) await scraped();
    await expect.poll(scraped, { interval: 100, timeout: 1000 }).toBeGreaterThanOrEqual(6);
  });

  it('charges once for 20 concurrent pays of the same orders spread over the processes', async () => {
    const seller = await db.selectFrom('users').select(['id', 'money_fen']).where('mobilephone', '=', '13800000001').executeTakeFirstOrThrow();
    const token = (await login(url, '13800000001')).result.token;
    const a = await createCartOrder(db, { id: seller.id, login_id: seller.id }, shirtOrder(18000));
    const b = await createCartOrder(db, { id: seller.id, login_id: seller.id }, shirtOrder(26000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(url, 'POST', '/common.cart/pay', { token, body: { order_ids: [a.id, b.id], pay_password: '123456' } })));
    expect(answers.filter((r) => r.errcode === 0)).toHaveLength(1);
    for (const r of answers.filter((x) => x.errcode !== 0)) expect(r.errcode).toBe(40009);
    const after = await db.selectFrom('users').select('money_fen').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(after.money_fen).toBe(seller.money_fen - (18000 + 4000) - (26000 + 4000));
    const ledger = await db.selectFrom('balance_log').select('order_id').where('order_id', 'in', [a.id, b.id]).execute();
    expect(ledger).toHaveLength(2);
  });

  it('answers a cart list kept by every process afresh once another process has changed the cart', async () => {
    const seller = await db.selectFrom('users').select('id').where('mobilephone', '=', '13800000001').executeTakeFirstOrThrow();
    const token = (await login(url, '13800000001')).result.token;
    const order = await createCartOrder(db, { id: seller.id, login_id: seller.id }, shirtOrder(18000, 2));
    const cartList = `/common.cart/cart_list?page=1&size=50`;
    const quantityIn = async () => ((await api(url, 'GET', cartList, { token })).result.list as { id: number; quantity: number }[]).find((o) => o.id === order.id)?.quantity;
    const kept = async () => Number(/^order_list_answers_total\{source="kept"\} (\d+)$/m.exec((await send(url, 'GET', '/metrics')).text)?.[1] ?? 0);
    const keptBefore = await kept();
    // Six asks in turn: each process reads the list once and answers the next ask from what it kept.
    for (let i = 0; i < 6; i++) expect(await quantityIn()).toBe(2);
    await expect.poll(kept, { interval: 100, timeout: 1000 }).toBeGreaterThanOrEqual(keptBefore + 3);
    const changed = await api(url, 'POST', '/common.cart/change_quantity', { token, body: { order_id: order.id, category_array: [{ sub_category_id: 5, quantity: 3 }] }, headers: { 'idempotency-key': randomUUID() } });
    expect(changed.errcode).toBe(0);
    for (let i = 0; i < 6; i++) expect(await quantityIn()).toBe(3);
    // Deleted by hand in the database, as a repair would: no process is told, and none shows it.
    await db.updateTable('orders').set({ deleted_at: new Date() }).where('id', '=', order.id).execute();
    for (let i = 0; i < 3; i++) expect(await quantityIn()).toBeUndefined();
  });

  it('applies a change sent with the same Idempotency-Key to two processes once', async () => {
    const token = (await login(url, '13800000004')).result.token;
    const person = (await api(url, 'GET', `${MEASURING_PATHS.getTaskUserList}?task_id=1&size=1`, { token })).result.list[0];
    const key = randomUUID();
    const body = measurementBody(person.id, 199);
    const rev = async () => Number((await db.selectFrom('measuring_tasks').select('rev').where('id', '=', 1).executeTakeFirstOrThrow()).rev);
    const before = await rev();
    const [first, second] = await Promise.all([0, 1].map(() => api(url, 'POST', MEASURING_PATHS.saveMeasurement, { token, body, headers: { 'idempotency-key': key } })));
    expect(first.errcode).toBe(0);
    expect(second).toEqual(first);
    const third = await api(url, 'POST', MEASURING_PATHS.saveMeasurement, { token, body, headers: { 'idempotency-key': key } });
    expect(third).toEqual(first);
    expect(await rev()).toBe(before + 1);
    const versions = await sql<{ n: number }>`SELECT count(*)::int AS n FROM measuring_person_versions WHERE person_id = ${person.id} AND rev > ${before}`.execute(db);
    expect(versions.rows[0]!.n).toBe(1);
  });

  it('refuses a signed-out token in every process within SESSION_TRUST_MS', async () => {
    const token = (await login(url, '13800000003')).result.token;
    // Each process reads the session, and trusts what it read for a while.
    for (let i = 0; i < 3; i++) expect((await api(url, 'GET', '/common.account/index', { token })).errcode).toBe(0);
    expect((await api(url, 'POST', '/index/logout', { token })).errcode).toBe(0);
    await new Promise((r) => setTimeout(r, SESSION_TRUST_MS + 50));
    for (let i = 0; i < 3; i++) expect((await api(url, 'GET', '/common.account/index', { token })).errcode).toBe(40007);
  });

  it('serves an upload stored through one process from every other', async () => {
    const token = (await login(url, '13800000004')).result.token;
    const stored = await api(url, 'POST', '/common.index/upload_base64_file', { token, body: { file: `data:image/png;base64,${PNG_1PX}` } });
    expect(stored.errcode).toBe(0);
    for (let i = 0; i < 3; i++) {
      const res = await send(url, 'GET', stored.result.url);
      expect(res.status).toBe(200);
      expect(res.text.length).toBeGreaterThan(0);
    }
    expect(await bucketNames(s3!.env)).toContain(stored.result.url.split('?')[0].slice('/uploads/'.length));
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('counts wrong passwords across the processes: the sixth try is locked out', async () => {
    // A sign-in with the captcha solved: the token, its challenge and the sign-in each go to the
    // next process, and the challenge one process signed is checked by another.
    const signIn = async (password: string) => {
      const token = (await api(url, 'GET', '/token/get')).result.token;
      const challenge = await api(url, 'GET', '/index/getcaptcha', { token });
      expect(challenge.errcode).toBe(0);
      const captcha_code = await solveCaptchaChallenge(challenge.result.challenge);
      return api(url, 'POST', '/index/login', { token, body: { mobilephone: '13800000002', password, captcha_code } });
    };
    for (let i = 0; i < 5; i++) expect((await signIn(`wrong${i}`)).errcode).toBe(40022);
    expect((await signIn(DEMO_PASSWORD)).errcode).toBe(40029);
  });

  it('stops on SIGTERM: each worker finishes and closes its database, and the primary exits 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.out()).toContain('Stopping on SIGTERM');
  });
});
