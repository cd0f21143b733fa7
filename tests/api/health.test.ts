import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/domain/account/paths';
import { MEASURING_PATHS } from '../../src/domain/measuring/paths';
import { SYNC_PATHS } from '../../src/domain/sync/contract';
import { buildApp } from '../../server/app';
import { openDatabase, type Db } from '../../server/db/database';
import { metricsAllowFrom } from '../../server/http/health';
import { eachDatabase } from '../support/api';
import { measurementBody } from '../support/measurement-body';
import { PNG_1PX } from '../support/uploads';

// The upload counted below goes under DATA_DIR; keep it out of the checkout.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mtm-health-'));

const MEASURER = '13800000004';

/** A sample's value in Prometheus' text format (0 when the series has not been written yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/).filter(Boolean);
    if (want.every((l) => have.includes(l))) return Number(m[3]);
  }
  return 0;
}

eachDatabase('health and metrics', (s) => {
  const metrics = async (remoteAddress = '127.0.0.1') => {
    const res = await s().app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers /healthz and, on a migrated database, /readyz, bare and uncached', async () => {
    const live = await s().app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await s().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves /metrics in Prometheus text to loopback only (METRICS_ALLOW unset), with the event-loop lag', async () => {
    const res = await s().app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect((await s().app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.7', '10.0.0.5', '::ffff:198.51.100.1']) {
      const refused = await s().app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(refused.statusCode, remoteAddress).toBe(403);
      expect(refused.body).not.toContain('http_requests_total');
    }
  });

  it('counts and times requests by route pattern and status, never the raw URL, and times the database', async () => {
    const before = await metrics();
    const name = `${'ab'.repeat(16)}.png`;
    for (let i = 0; i < 3; i++) expect((await s().app.inject({ method: 'GET', url: `/uploads/${name}?exp=1&sig=x` })).statusCode).toBe(404);
    await s().call('GET', '/index/ping');
    const token = await s().login(MEASURER);
    await s().call('GET', MEASURING_PATHS.getTaskUserList, { token, query: { task_id: 1 } });
    const after = await metrics();

    const uploads = { method: 'GET', route: '/uploads/:name', status: '404' };
    expect(sample(after, 'http_requests_total', uploads) - sample(before, 'http_requests_total', uploads)).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_count', uploads) - sample(before, 'http_request_duration_seconds_count', uploads)).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...uploads, le: '+Inf' })).toBe(sample(after, 'http_requests_total', uploads));
    const ping = { method: 'GET', route: '/order_admin/index/ping', status: '200' };
    expect(sample(after, 'http_requests_total', ping) - sample(before, 'http_requests_total', ping)).toBe(1);
    expect(after).not.toContain(name);
    expect(after).not.toContain('task_id');
    // Signing in and reading the task ran statements, each timed.
    expect(sample(after, 'db_query_duration_seconds_count', { outcome: 'ok' }) - sample(before, 'db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'db_query_duration_seconds_sum', { outcome: 'ok' })).toBeGreaterThan(sample(before, 'db_query_duration_seconds_sum', { outcome: 'ok' }));
  });

  it('counts sync batches (size, time, applied and refused changes) and the replays of idempotency keys', async () => {
    const token = await s().login(MEASURER);
    const list = await s().call('GET', MEASURING_PATHS.getTaskUserList, { token, query: { task_id: 1 } });
    const [p1, p2] = list.body.result.list as { id: number }[];
    const changes = [
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: measurementBody(p1!.id, 171, { categoryId: 1 }) },
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: measurementBody(p2!.id, 172, { categoryId: 1 }) },
      { id: randomUUID(), path: MEASURING_PATHS.saveMeasurement, body: measurementBody(p2!.id, 173, { categoryId: 99 }) },
    ];
    const batch = (cs: typeof changes) => s().call('POST', SYNC_PATHS.batch, { token, body: { changes: cs } });

    const m0 = await metrics();
    const first = await batch(changes);
    expect(first.body.result.answers.map((a: { errcode: number }) => a.errcode === 0)).toEqual([true, true, false]);
    const m1 = await metrics();
    expect(sample(m1, 'sync_batch_changes_count') - sample(m0, 'sync_batch_changes_count')).toBe(1);
    expect(sample(m1, 'sync_batch_changes_sum') - sample(m0, 'sync_batch_changes_sum')).toBe(3);
    expect(sample(m1, 'sync_batch_duration_seconds_count') - sample(m0, 'sync_batch_duration_seconds_count')).toBe(1);
    expect(sample(m1, 'sync_changes_total', { outcome: 'applied' }) - sample(m0, 'sync_changes_total', { outcome: 'applied' })).toBe(2);
    expect(sample(m1, 'sync_changes_total', { outcome: 'refused' }) - sample(m0, 'sync_changes_total', { outcome: 'refused' })).toBe(1);
    // The refusal sent the batch to a transaction per change; nothing was a replay yet.
    expect(sample(m1, 'idempotent_replays_total') - sample(m0, 'idempotent_replays_total')).toBe(0);

    // The answer was lost: the device sends the two applied changes again, and they are replayed.
    await batch(changes.slice(0, 2));
    const m2 = await metrics();
    expect(sample(m2, 'idempotent_replays_total') - sample(m1, 'idempotent_replays_total')).toBe(2);
    // A call sent alone with a key already applied is a replay too.
    const key = changes[0]!.id;
    await s().call('POST', MEASURING_PATHS.saveMeasurement, { token, body: changes[0]!.body, headers: { 'idempotency-key': key } });
    expect(sample(await metrics(), 'idempotent_replays_total') - sample(m2, 'idempotent_replays_total')).toBe(1);
  });

  it('counts login throttles, captchas issued and refused, and uploads stored', async () => {
    const m0 = await metrics();
    const remoteAddress = '10.77.0.1';
    const token = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    await s().call('GET', '/index/getcaptcha', { token });
    const signIn = (password: string) => s().call('POST', '/index/login', { token, body: { mobilephone: '13800000003', password, captcha_code: '' }, remoteAddress });
    // Three failures from the address make the captcha due; the fourth try, without it, is refused.
    for (let i = 0; i < 3; i++) expect((await signIn(`wrong${i}`)).body.errcode).toBe(40022);
    expect((await signIn('wrong')).body.result.field).toBe('captcha_code');
    const m1 = await metrics();
    expect(sample(m1, 'login_captchas_total', { event: 'issued' }) - sample(m0, 'login_captchas_total', { event: 'issued' })).toBe(1);
    expect(sample(m1, 'login_captchas_total', { event: 'refused' }) - sample(m0, 'login_captchas_total', { event: 'refused' })).toBe(1);

    // The account screen's password checks count against the same lock, and ask for no captcha.
    const seller = await s().login('13800000002');
    const changePassword = () => s().call('POST', ACCOUNT_PATHS.changePassword, { token: seller, body: { old_password: 'not-it', new_password: 'new-pass1' } });
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++) status = (await changePassword()).status;
    expect(status).toBe(429);
    const m2 = await metrics();
    expect(sample(m2, 'login_throttled_total') - sample(m1, 'login_throttled_total')).toBe(1);

    const measurer = await s().login(MEASURER);
    const stored = await s().call('POST', '/common.index/upload_base64_file', { token: measurer, body: { file: `data:image/png;base64,${PNG_1PX}` } });
    expect(stored.body.errcode).toBe(0);
    expect(sample(await metrics(), 'uploads_stored_total', { storage: 'disk' }) - sample(m2, 'uploads_stored_total', { storage: 'disk' })).toBe(1);
  });
});

describe('readiness of a database that is not ready', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('answers 503 naming the migrations not applied', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    const app = await buildApp({ db });
    closers.push(async () => {
      await app.close();
      await db.destroy();
    });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', reason: expect.stringMatching(/^migrations not applied: 0001_/) });
    // The process itself is alive: a restart would not help.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    // Nothing listens on port 1: every connection is refused.
    const db = await openDatabase({ kind: 'postgres', url: 'postgres://nobody:none@127.0.0.1:1/none' });
    const app = await buildApp({ db });
    closers.push(async () => {
      await app.close();
      await db.destroy();
    });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().reason).toMatch(/^the database does not answer: /);
  });
});

describe('METRICS_ALLOW', () => {
  it('lets the listed addresses and ranges read /metrics and refuses a bad entry at start', () => {
    const allow = metricsAllowFrom('10.0.0.0/8, 192.168.1.20,fd00::/8');
    expect(['10.1.2.3', '192.168.1.20', '::ffff:10.9.9.9', 'fd00::1'].map(allow)).toEqual([true, true, true, true]);
    expect(['127.0.0.1', '192.168.1.21', '11.0.0.1', 'fe80::1'].map(allow)).toEqual([false, false, false, false]);
    const loopback = metricsAllowFrom(undefined);
    expect(['127.0.0.1', '127.8.0.1', '::1', '10.0.0.1'].map(loopback)).toEqual([true, true, true, false]);
    expect(() => metricsAllowFrom('10.0.0.0/33')).toThrow('METRICS_ALLOW: "10.0.0.0/33"');
    expect(() => metricsAllowFrom('everyone')).toThrow('METRICS_ALLOW: "everyone" is not an address');
  });

  it('is read from the environment by the app, which checks the address the request came from', async () => {
    const before = process.env.METRICS_ALLOW;
    process.env.METRICS_ALLOW = '10.0.0.0/8';
    // /metrics reads no database.
    const app = await buildApp({ db: null as unknown as Db });
    if (before === undefined) delete process.env.METRICS_ALLOW;
    else process.env.METRICS_ALLOW = before;
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      // Over a real socket from loopback, which this list leaves out.
      const local = await fetch(`${address}/metrics`);
      expect(local.status).toBe(403);
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
      // A forwarded address counts only from a trusted proxy (TRUST_PROXY unset: none).
      const forwarded = await fetch(`${address}/metrics`, { headers: { 'x-forwarded-for': '10.1.1.1' } });
      expect(forwarded.status).toBe(403);
    } finally {
      await app.close();
    }
  });
});
