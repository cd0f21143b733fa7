import { z } from 'zod';
import { defineRoute, API_PREFIX, DocumentAnswer, type RouteDeps } from '../../http/route';
import { ERRCODE } from '../../http/errors';

function schemaOf(s: z.ZodType | undefined): unknown {
  if (!s) return undefined;
  try {
    return z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
  } catch {
    return { description: 'not representable as JSON Schema' };
  }
}

const OPENAPI_PATH = '/openapi.json';

/** The route table of every endpoint, as OpenAPI 3.1, built from the same definitions the server runs. */
export function openapiRoutes(deps: RouteDeps) {
  return [
    defineRoute({
      method: 'GET',
      path: OPENAPI_PATH,
      summary: 'This document',
      access: 'none',
      handler: async ({ reply }) => {
        const paths: Record<string, Record<string, unknown>> = {};
        for (const r of deps.routes) {
          const op: Record<string, unknown> = {
            summary: r.summary,
            'x-access': r.access,
            ...(r.idempotent ? { 'x-idempotency-key': 'honoured' } : {}),
            responses: { '200': { description: r.path === API_PREFIX + OPENAPI_PATH ? 'This document, without the envelope' : 'Envelope {errcode, message, result}' } },
          };
          const query = schemaOf(r.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
          if (query?.properties) {
            op.parameters = Object.entries(query.properties).map(([name, schema]) => ({
              name,
              in: 'query',
              required: query.required?.includes(name) ?? false,
              schema,
            }));
          }
          if (r.body) op.requestBody = { content: { 'application/json': { schema: schemaOf(r.body) } } };
          (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
        }
        // Sent bare, not in the envelope: it is a document for tools (generators, viewers).
        reply.header('cache-control', 'no-store');
        return new DocumentAnswer({
          openapi: '3.1.0',
          info: { title: 'Made-to-measure ordering portal API', version: '1' },
          servers: [{ url: '/' }],
          'x-errcodes': ERRCODE,
          'x-base': API_PREFIX,
          components: {
            securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
          },
          paths,
        });
      },
    }),
  ];
}
