/**
 * Requests that fail before a route runs (broken JSON, a wrong content type, an oversized body)
 * and unknown API paths get the API's envelope too, in the caller's language. An empty JSON body
 * is no body: clients send `content-type: application/json` on bodiless POSTs (logout), and routes
 * then validate `{}` like a request without a content type, so one with required fields still
 * names the first missing one. Anything else parses as Fastify's own parser does (prototype
 * poisoning refused).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERRCODE } from '../http/errors';
import { pickLocale, translator } from '../http/i18n';

export const envelopeErrors = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (body.length === 0) return done(null, undefined);
      parseJson(req, body.toString(), done);
    });

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
  },
  { name: 'envelope-errors' },
);
