import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';

/** The shared plugins (server/plugins) apply to the pages, the API modules and what no route matches. */
describe('the app and its plugins', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mtm-pwa-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    // None of these requests reaches the database.
    app = await buildApp({ db: null as unknown as Db, staticDir: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a client route with the shell, a strict content security policy and no framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/home/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>portal</title>');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers API calls uncached, and unknown API paths and broken JSON with the envelope in the caller language', async () => {
    const ping = await app.inject({ method: 'GET', url: '/order_admin/index/ping' });
    expect(ping.headers['cache-control']).toBe('no-store');
    expect(ping.headers['content-security-policy']).toBeUndefined();
    const missing = await app.inject({ method: 'GET', url: '/order_admin/nope/nothing', headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errcode: 40004 });
    const broken = await app.inject({ method: 'POST', url: '/order_admin/index/logout', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errcode: 40001, result: { field: 'body' } });
  });
});
