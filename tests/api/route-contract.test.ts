import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { defineRoute, registerRoutes, type RouteDeps } from '../../server/http/route';

/**
 * Under test every answer is checked against the schema its route declares (`response`, from the
 * module's contract), so a server answer that drifts from the contract fails the tests calling it.
 */
describe('a route answer and its contract', () => {
  let app: FastifyInstance;
  const Row = z.object({ id: z.number().int(), name: z.string() });
  beforeAll(async () => {
    app = Fastify({ logger: false });
    // Open routes never reach the database.
    const deps: RouteDeps = { db: null as unknown as Db, routes: [], queued: new Map() };
    registerRoutes(app, deps, [
      defineRoute({ method: 'GET', path: '/t/kept', summary: 'kept', access: 'none', response: z.array(Row), handler: async () => [{ id: 1, name: 'a' }] }),
      defineRoute({ method: 'GET', path: '/t/drifted', summary: 'drifted', access: 'none', response: z.array(Row), handler: async () => [{ id: 1, name: 2 }] }),
    ]);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends an answer that keeps to its contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/order_admin/t/kept' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errcode: 0, result: [{ id: 1, name: 'a' }] });
  });

  it('refuses to send one that drifted, naming nothing of it to the caller', async () => {
    const res = await app.inject({ method: 'GET', url: '/order_admin/t/drifted', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().result).toBeNull();
    expect(JSON.stringify(res.json())).not.toContain('name');
  });
});
