/**
 * Builds the Fastify instance: API routes under /order_admin, the built PWA, security headers.
 * `main.ts` only configures and listens; tests use this with inject or a loopback port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Db } from './db/database';
import { apiModulePlugin } from './http/api-module';
import { backupRoute } from './http/backup';
import { ERRCODE, HTTP_STATUS } from './http/errors';
import { pickLocale, translator } from './http/i18n';
import { API_PREFIX, type RouteDeps } from './http/route';
import { health, metricsAllowFrom } from './http/health';
import { registerUploadServing } from './http/uploads';
import { API_MODULES } from './modules';
import { openapiRoutes } from './modules/openapi/routes';
import { syncRoutes } from './modules/sync/routes';
import { envelopeErrors } from './plugins/envelope-errors';
import { securityHeaders } from './plugins/security-headers';
import { trustProxyFrom } from './http/trust-proxy';

export type AppOptions = {
  db: Db;
  /** The built PWA (dist/); omitted in API-only tests. */
  staticDir?: string | null;
  logger?: FastifyServerOptions['logger'];
};

// JSON bodies up to 4 MiB: large enough that an over-long field is refused by its schema
// (naming the field) rather than by the body limit, small enough to bound parsing cost.
const BODY_LIMIT = 4 * 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
    // Request ids in logs without echoing anything the client sent.
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });
  const deps: RouteDeps = { db: options.db, routes: [], queued: new Map() };

  // Shared plugins first (as fastify/demo orders them), then each API module as its own plugin.
  await app.register(envelopeErrors);
  await app.register(securityHeaders);
  await app.register(health, { db: options.db, metricsAllow: metricsAllowFrom(process.env.METRICS_ALLOW) });
  await app.register(backupRoute, { db: options.db });
  // Every answer over 1 KB is compressed for a client that takes it: the PWA's scripts and styles
  // (a phone on slow 4G downloads a third of the bytes) and the API's JSON (a 10,000-person task is
  // ~8 MB of it, ~10x less compressed, on a tablet's field connection). Brotli at quality 4 costs
  // about what gzip does; its top qualities are far too slow for answers made per request.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Multipart bodies (imports, uploads) arrive whole in req.body as { field: string | Buffer }, so
  // route schemas validate them like JSON and no handler streams a file inside a DB transaction.
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20 } });
  registerUploadServing(app);

  for (const module of API_MODULES) await app.register(apiModulePlugin(module), { deps });
  // Both read the route table the modules above filled in.
  await app.register(apiModulePlugin({ name: 'sync', routes: syncRoutes(deps) }), { deps });
  await app.register(apiModulePlugin({ name: 'openapi', routes: openapiRoutes(deps) }), { deps });

  const staticDir = options.staticDir;
  const hasPwa = Boolean(staticDir && existsSync(path.join(staticDir, 'index.html')));
  if (hasPwa && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; the service worker and the shell must always be re-checked.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_PREFIX) || req.method !== 'GET' || !hasPwa) {
      const t = translator(pickLocale(req.headers['accept-language']));
      return reply
        .code(HTTP_STATUS[ERRCODE.notFound])
        .send({ errcode: ERRCODE.notFound, message: t('route_not_found'), result: null });
    }
    // Client-side routes (/home/..., /login) all load the shell.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
