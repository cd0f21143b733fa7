/**
 * API test support: a fresh, migrated, seeded database per test file and a thin client over
 * `app.inject`. `eachDatabase` runs a suite on PGlite, and again on PostgreSQL when DATABASE_URL
 * is set (each run gets its own throw-away database).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed';
import { DEMO_PASSWORD } from '../../server/seed/accounts';

export type Backend = 'pglite' | 'postgres';

export type Envelope<T = unknown> = { errcode: number; message: string; result: T };

export type TestServer = {
  app: FastifyInstance;
  db: Db;
  backend: Backend;
  /** Calls an endpoint under /order_admin with the given token; returns HTTP status and envelope. */
  call<T = any>(
    method: 'GET' | 'POST',
    path: string,
    opts?: {
      token?: string;
      query?: Record<string, unknown>;
      body?: unknown;
      raw?: string;
      lang?: 'zh' | 'en';
      headers?: Record<string, string>;
      /** The caller's address (default 127.0.0.1), for the per-address login limit. */
      remoteAddress?: string;
    },
  ): Promise<{ status: number; body: Envelope<T> }>;
  /** Signs in a demo account and returns its token. */
  login(mobilephone: string, password?: string): Promise<string>;
};

export const backends = (): Backend[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(process.env.DATABASE_URL!);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      try {
        // FORCE ends the test's own sessions, but not an autovacuum worker that happens to be in
        // the database: only a superuser may end that (42501). It finishes soon, so try again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== '42501' || attempt === 20) throw err;
            await new Promise((r) => setTimeout(r, 250));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

export async function startTestServer(backend: Backend = 'pglite'): Promise<TestServer & { close(): Promise<void> }> {
  let drop = async () => {};
  let db: Db;
  if (backend === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    db = await openDatabase({ kind: 'postgres', url: created.url });
  } else {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ db });

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'en', ...(opts.headers ?? {}) };
    if (opts.token) headers['x-token'] = opts.token;
    let payload: string | undefined;
    if (opts.raw !== undefined) {
      payload = opts.raw;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({
      method,
      url: `/order_admin${path}`,
      headers,
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      ...(opts.query ? { query: Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

  const login = async (mobilephone: string, password = DEMO_PASSWORD) => {
    const anon = await call<{ token: string }>('GET', '/token/get');
    const res = await call<{ token: string }>('POST', '/index/login', {
      token: anon.body.result.token,
      body: { mobilephone, password, captcha_code: '' },
    });
    if (res.body.errcode !== 0 && res.body.errcode !== 10007) throw new Error(`login failed: ${res.body.message}`);
    return res.body.result.token;
  };

  return {
    app,
    db,
    backend,
    call,
    login,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/**
 * Declares `suite` once per backend, each with its own server started before the suite's tests.
 * Use: eachDatabase('cart', (s) => { it('...', async () => { await s().call(...) }) })
 */
export function eachDatabase(name: string, suite: (server: () => TestServer) => void): void {
  for (const backend of backends()) {
    describe(`${name} [${backend}]`, () => {
      let server: (TestServer & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        server = await startTestServer(backend);
      });
      afterAll(async () => {
        await server?.close();
      });
      suite(() => {
        if (!server) throw new Error('test server not started');
        return server;
      });
    });
  }
}
