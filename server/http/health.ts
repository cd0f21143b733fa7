/**
 * What a load balancer, an orchestrator and Prometheus ask of a process, answered bare (no
 * envelope, outside /order_admin):
 * - GET /healthz: the process answers. It touches nothing else, so a slow database does not get a
 *   live process restarted;
 * - GET /readyz: the database answers and every migration is applied; 503 with the reason
 *   otherwise, so traffic goes elsewhere until it is (and, from Fastify, while the process closes);
 * - GET /metrics: the process's metrics (metrics.ts), only to the addresses METRICS_ALLOW lists:
 *   they tell how busy the portal is and which routes it has, nothing a stranger needs.
 * Every request is counted and timed here by its route's pattern and status.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { httpDuration, httpRequests, metricsRegistry, metricsText } from '../metrics';

/** How long /readyz waits for the database before it answers that it did not answer. */
export const READY_TIMEOUT_MS = 3000;

const NAMED: Record<string, (list: BlockList) => void> = {
  loopback: (list) => {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
  },
};

/**
 * Whether an address may read /metrics: METRICS_ALLOW lists addresses and CIDR ranges,
 * comma-separated, or `loopback` (the default). A bad entry stops the server at start.
 */
export function metricsAllowFrom(value: string | undefined): (ip: string) => boolean {
  const list = new BlockList();
  const entries = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries.length ? entries : ['loopback']) {
    const named = NAMED[entry];
    if (named) {
      named(list);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const prefix = bits === undefined ? null : Number(bits);
    if (!type || (prefix !== null && (!/^\d{1,3}$/.test(bits!) || prefix > (type === 'ipv4' ? 32 : 128)))) {
      throw new Error(`METRICS_ALLOW: "${entry}" is not an address, a range (10.0.0.0/8) or loopback`);
    }
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return (ip) => (isIPv4(ip) ? list.check(ip, 'ipv4') : isIPv6(ip) && list.check(ip, 'ipv6'));
}

/** Why the process should not take traffic yet, or null when it may. */
async function notReadyBecause(db: Db): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the database did not answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
  });
  const check = (async () => {
    try {
      await sql`SELECT 1`.execute(db);
    } catch (err) {
      return `the database does not answer: ${err instanceof Error ? err.message : String(err)}`;
    }
    const pending = await pendingMigrations(db);
    return pending.length ? `migrations not applied: ${pending.join(', ')}` : null;
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type HealthOptions = { db: Db; metricsAllow: (ip: string) => boolean };

export const health = fp<HealthOptions>(
  async (app: FastifyInstance, { db, metricsAllow }) => {
    app.addHook('onResponse', async (req, reply) => {
      // Not found has no pattern: one label for every unknown path (and the PWA's client routes).
      const labels = { method: req.method, route: req.routeOptions.url ?? '(unmatched)', status: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

    app.get('/readyz', async (_req, reply) => {
      const reason = await notReadyBecause(db);
      reply.header('cache-control', 'no-store');
      return reason ? reply.code(503).send({ status: 'not ready', reason }) : reply.send({ status: 'ready' });
    });

    app.get('/metrics', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!metricsAllow(req.ip)) return reply.code(403).type('text/plain').send('Forbidden');
      return reply.type(metricsRegistry.contentType).send(await metricsText());
    });
  },
  { name: 'health' },
);
