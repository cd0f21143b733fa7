import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';

const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

/** The shared plugins (server/plugins) apply to the pages, the API modules and what no route matches. */
describe('the app and its plugins', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mtm-pwa-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), SCRIPT);
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
    // Set by helmet, and Permissions-Policy by hand (helmet dropped it).
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // The warehouse's QR scanner needs the camera on the app's own origin, and only there.
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers API calls uncached, and unknown API paths and broken JSON with the envelope in the caller language', async () => {
    const ping = await app.inject({ method: 'GET', url: '/order_admin/index/ping' });
    expect(ping.headers['cache-control']).toBe('no-store');
    // The API's JSON carries the same headers; a policy on JSON restricts nothing it needs.
    expect(ping.headers['permissions-policy']).toContain('geolocation=()');
    // A ping with a token does not look it up either: it says the server is reachable, nothing more.
    const pingWithToken = await app.inject({ method: 'GET', url: '/order_admin/index/ping', headers: { 'x-token': 'a'.repeat(43) } });
    expect(pingWithToken.json()).toEqual({ errcode: 0, message: expect.any(String), result: { ok: true } });
    const missing = await app.inject({ method: 'GET', url: '/order_admin/nope/nothing', headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errcode: 40004 });
    const broken = await app.inject({ method: 'POST', url: '/order_admin/index/logout', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errcode: 40001, result: { field: 'body' } });
  });

  it('compresses answers over 1 KB for a client that takes it (brotli first, then gzip), and nothing smaller', async () => {
    const asset = (encoding: string) => app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': encoding } });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    // Compressed or not, a hashed asset stays cached for good.
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    // The API's JSON the same way (the route table is some 650 KB); a ping of 49 bytes is sent as it is.
    const table = await app.inject({ method: 'GET', url: '/order_admin/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(table.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(table.rawPayload).toString())).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
    const ping = await app.inject({ method: 'GET', url: '/order_admin/index/ping', headers: { 'accept-encoding': 'br' } });
    expect(ping.headers['content-encoding']).toBeUndefined();
    expect(ping.json()).toMatchObject({ errcode: 0 });
  });
});
