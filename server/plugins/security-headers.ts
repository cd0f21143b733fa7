/**
 * Headers on every answer, set by helmet: a strict content security policy, no framing,
 * no content sniffing, no referrer leaving the site, HSTS (browsers heed it only over TLS, so it
 * is harmless on a plain-HTTP development server), and cross-origin opener and resource policies
 * that keep other sites' windows and pages away from ours. Helmet no longer sets
 * Permissions-Policy, so that one header is added here: the portal's own pages may use the camera
 * (the warehouse scans parcels' QR labels), no other origin's frame may, and nothing uses the
 * microphone, location or payment API. API answers are not cached unless a route says so.
 *
 * Helmet's middleware is built once and run on each request's raw response. @fastify/helmet, used
 * before, built it again on every request (parsing the policy each time: ~40 µs, a tenth of what
 * the server spends on a ping on the bench machine) and set the same headers.
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../http/route';

const PERMISSIONS_POLICY = ['camera=(self)', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'interest-cohort=()'].join(', ');

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        // Helmet's defaults add upgrade-insecure-requests, which would break the plain-HTTP demo.
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine writes CSS variables into style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: true },
    });
    app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
    app.addHook('onSend', async (req, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (req.url.startsWith(API_PREFIX)) reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
