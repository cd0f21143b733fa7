/**
 * Builds the Fastify instance: API routes under /order_admin, the built PWA, security headers.
 * `main.ts` only configures and listens; tests use this with inject or a loopback port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Db } from './db/database';
import { ERRCODE, HTTP_STATUS } from './http/errors';
import { pickLocale, translator } from './http/i18n';
import { API_PREFIX, registerRoutes, type RouteDeps } from './http/route';
import { registerUploadServing } from './http/uploads';
import { API_MODULES } from './modules';
import { openapiRoutes } from './modules/openapi/routes';

export type AppOptions = {
  db: Db;
  /** The built PWA (dist/); omitted in API-only tests. */
  staticDir?: string | null;
  logger?: FastifyServerOptions['logger'];
};

// JSON bodies up to 4 MiB: large enough that an over-long field is refused by its schema
// (naming the field) rather than by the body limit, small enough to bound parsing cost.
const BODY_LIMIT = 4 * 1024 * 1024;

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes CSS variables into style tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
    // Request ids in logs without echoing anything the client sent.
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });
  const deps: RouteDeps = { db: options.db, routes: [] };

  // An empty JSON body is no body: clients send `content-type: application/json` on bodiless
  // POSTs (logout). Routes then validate `{}` like a request without a content type, so one with
  // required fields still names the first missing one. Anything else parses as Fastify's own
  // parser does (prototype poisoning refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(req, body.toString(), done);
  });

  // Parser failures (broken JSON, wrong content type, oversized body) get the envelope too.
  app.setErrorHandler((err: { statusCode?: number; code?: string }, req, reply) => {
    const t = translator(pickLocale(req.headers['accept-language']));
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ errcode: ERRCODE.tooLarge, message: t('body_too_large'), result: null });
    if (status >= 400 && status < 500) {
      const key = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'unsupported_media_type' : 'invalid_json';
      return reply.code(400).send({ errcode: ERRCODE.validation, message: t(key), result: { field: 'body' } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ errcode: ERRCODE.internal, message: t('internal'), result: null });
  });

  // Multipart bodies (imports, uploads) arrive whole in req.body as { field: string | Buffer }, so
  // route schemas validate them like JSON and no handler streams a file inside a DB transaction.
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20 } });
  registerUploadServing(app);

  for (const routes of API_MODULES) registerRoutes(app, deps, routes);
  registerRoutes(app, deps, openapiRoutes(deps));

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

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (!req.url.startsWith(API_PREFIX)) {
      reply.header('content-security-policy', CSP);
      reply.header('x-frame-options', 'DENY');
    } else {
      reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    }
    return payload;
  });

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
