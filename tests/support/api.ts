/**
 * API test support: a fresh, migrated, seeded database per test file (a copy of the run's seeded
 * template, see seeded-database.ts) and a thin client over
 * `app.inject`. `eachDatabase` runs a suite on PGlite, and again on PostgreSQL when DATABASE_URL
 * is set (each run gets its own throw-away database).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { roleModules } from '@/domain/account/user-types';
import { hashSecret } from '../../server/http/crypto';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { openSeededDatabase, type Backend } from './seeded-database';

export type { Backend };

/**
 * An account of `userType` with its role's modules and the demo password, written straight to the
 * database (the demo data has one account of each kind; a test of two sellers makes the second).
 * Answers its id.
 */
export async function addAccount(db: Db, mobilephone: string, userType: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ mobilephone, username: `u${mobilephone}`, user_type: userType, role_id: userType, password_hash: await hashSecret(DEMO_PASSWORD), pay_locked_until: null, module_codes: JSON.stringify(roleModules(userType)) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

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
  login(mobilephone: string, password?: string, remoteAddress?: string): Promise<string>;
};

export const backends = (): Backend[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export async function startTestServer(backend: Backend = 'pglite'): Promise<TestServer & { close(): Promise<void> }> {
  const { db, drop } = await openSeededDatabase(backend);
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

  /** Signs in; `remoteAddress` is the device's address (anonymous tokens are limited per address). */
  const login = async (mobilephone: string, password = DEMO_PASSWORD, remoteAddress?: string) => {
    const from = remoteAddress ? { remoteAddress } : {};
    const anon = await call<{ token: string }>('GET', '/token/get', from);
    const res = await call<{ token: string }>('POST', '/index/login', {
      token: anon.body.result.token,
      body: { mobilephone, password, captcha_code: '' },
      ...from,
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
