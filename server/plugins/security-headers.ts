/**
 * Headers on every answer: no content sniffing, no referrer leaving the site; the PWA's pages get
 * a strict content security policy and may not be framed; API answers are not cached unless a
 * route says so.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../http/route';

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

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
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
  },
  { name: 'security-headers' },
);
