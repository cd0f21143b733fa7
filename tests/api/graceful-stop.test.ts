/**
 * Stopping on SIGTERM: the real server (node on server/main.ts, PGlite in a folder of its own) is
 * sent SIGTERM while it applies a 100-change sync batch. It stops taking connections, answers the
 * batch, closes its database and exits 0; a batch whose answer was lost anyway is sent again with
 * the same keys to the server started again on the same folder, and has one effect.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASURING_PATHS } from '../../src/domain/measuring/paths';
import { SYNC_PATHS } from '../../src/domain/sync/contract';
import { openDatabase } from '../../server/db/database';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { measurementBody } from '../support/measurement-body';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MEASURER = '13800000004';

type Server = {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the server has printed a line matching `line`. */
  said(line: RegExp): Promise<void>;
};

/**
 * The grace of the server that waits out a request that never finishes, in seconds (STOP_GRACE_S);
 * the others keep the default 10 s, well past what a 100-change batch takes here.
 */
const SHORT_GRACE_S = 2;

async function startServer(dataDir: string, graceS?: number): Promise<Server> {
  // node itself, not npx, so the signal reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', STATIC_DIR: path.join(dataDir, 'no-pwa'), WORKERS: '', ...(graceS ? { STOP_GRACE_S: String(graceS) } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let out = '';
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /URL:\s+(http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1').replace(/\/$/, ''));
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  const said = (line: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!line.test(out)) return;
        child.stdout!.off('data', check);
        resolve();
      };
      child.stdout!.on('data', check);
      check();
      void exited.then(() => (line.test(out) ? resolve() : reject(new Error(`server exited without saying ${line}:\n${out}`))));
    });
  return { url, child, exited, said };
}

async function call<T = any>(url: string, method: 'GET' | 'POST', apiPath: string, token?: string, body?: unknown, signal?: AbortSignal): Promise<{ status: number; body: { errcode: number; result: T } }> {
  const res = await fetch(`${url}/order_admin${apiPath}`, {
    method,
    ...(signal ? { signal } : {}),
    headers: { 'accept-language': 'en', ...(token ? { 'x-token': token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { errcode: number; result: T } };
}

async function login(url: string): Promise<string> {
  const anon = (await call<{ token: string }>(url, 'GET', '/token/get')).body.result.token;
  const res = await call<{ token: string }>(url, 'POST', '/index/login', anon, { mobilephone: MEASURER, password: DEMO_PASSWORD, captcha_code: '' });
  return res.body.result.token;
}

/** Whether a new connection is still served: a health check answered 200. */
async function stillServes(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

describe('SIGTERM', () => {
  let dataDir = '';
  let server: Server | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mtm-sigterm-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The device either waits for the answer, or loses its connection as the server stops (the
  // answer is lost: it sends the batch again when the server is back).
  it.each([
    { device: 'waits for the answer', dropsAtSignal: false, base: 150 },
    { device: 'drops its connection at the signal', dropsAtSignal: true, base: 100 },
  ])('in the middle of a 100-change batch whose device $device: the batch is answered whole, or sent again with the same keys it has one effect; the server exits 0', async ({ dropsAtSignal, base }) => {
    server = await startServer(dataDir);
    const token = await login(server.url);
    const people = (await call<{ list: { id: number }[] }>(server.url, 'GET', `${MEASURING_PATHS.getTaskUserList}?task_id=1&size=1000`, token)).body.result.list;
    expect(people.length).toBeGreaterThanOrEqual(20);
    const started = new Date();
    // 100 saves over 20 people, each save a new height: the last of each person's five wins.
    const changes = Array.from({ length: 100 }, (_, i) => ({ id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: measurementBody(people[i % 20]!.id, base + i) }));
    const batch = (url: string, signal?: AbortSignal) => call<{ answers: { id: string; errcode: number }[] }>(url, 'POST', SYNC_PATHS.batch, token, { changes }, signal);

    const drop = new AbortController();
    const sent = batch(server.url, drop.signal).then(
      (res) => ({ answered: res }),
      (err: unknown) => ({ lost: err }),
    );
    // The batch has reached the server and is being applied when the signal comes.
    await new Promise((r) => setTimeout(r, 40));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    if (dropsAtSignal) drop.abort();
    // Once it has taken the signal, the server answers no new request.
    await server.said(/Stopping on SIGTERM/);
    expect(await stillServes(server.url)).toBe(false);
    const outcome = await sent;
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);

    let answers: { id: string; errcode: number }[];
    if (dropsAtSignal) expect(outcome).toHaveProperty('lost');
    if ('answered' in outcome) {
      expect(outcome.answered.status).toBe(200);
      answers = outcome.answered.body.result.answers;
    } else {
      // The answer was lost: the device sends the same batch again once the server is back.
      server = await startServer(dataDir);
      const again = await batch(server.url);
      expect(again.status).toBe(200);
      answers = again.body.result.answers;
    }
    expect(answers.map((a) => [a.id, a.errcode])).toEqual(changes.map((c) => [c.id, 0]));
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }

    // The database was closed cleanly: it opens, and holds each change once.
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      const keys = await db.selectFrom('idempotency_keys').select(['key', 'http_status']).where('key', 'in', changes.map((c) => c.id)).execute();
      expect(keys).toHaveLength(100);
      expect(keys.every((k) => k.http_status === 200)).toBe(true);
      const versions = await sql<{ n: number }>`SELECT count(*)::int AS n FROM measuring_person_versions WHERE task_id = 1 AND arrived_at >= ${started}`.execute(db);
      expect(versions.rows[0]!.n).toBe(100);
      const heights = await db.selectFrom('measuring_people').select(['id', 'height']).where('id', 'in', people.slice(0, 20).map((p) => p.id)).execute();
      expect(Object.fromEntries(heights.map((h) => [h.id, Number(h.height)]))).toEqual(Object.fromEntries(people.slice(0, 20).map((p, i) => [p.id, base + 80 + i])));
    } finally {
      await db.destroy();
    }
  });

  it('stops waiting for a request that does not finish after its grace (STOP_GRACE_S), closes the database and exits 0', async () => {
    server = await startServer(dataDir, SHORT_GRACE_S);
    // A client that sends half a body and then nothing: its request never completes.
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write(`POST /order_admin${SYNC_PATHS.batch} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"changes":[`);
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const took = Date.now() - signalled;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(took).toBeGreaterThanOrEqual(SHORT_GRACE_S * 1000 - 100);
    expect(took).toBeLessThan(SHORT_GRACE_S * 1000 + 5_000);
    socket.destroy();
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      expect((await sql<{ n: number }>`SELECT 1 AS n`.execute(db)).rows[0]!.n).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
