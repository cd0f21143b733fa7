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

/**
 * A multipart body as OpenAPI 3.1 describes a form: the body schema's fields, with each file part
 * as binary content (its schema is a Buffer check, which JSON Schema cannot represent) and the other
 * parts as the body schema describes them.
 */
function multipartSchema(schema: unknown, files: readonly string[]): unknown {
  const obj = (schema ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
  const properties = { ...(obj.properties ?? {}) };
  for (const name of files) properties[name] = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
  return { ...obj, type: 'object', properties, required: [...new Set([...(obj.required ?? []), ...files])] };
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
          if (r.body) {
            op.requestBody = r.multipart
              ? { required: true, content: { 'multipart/form-data': { schema: multipartSchema(schemaOf(r.body), r.multipart.files) } } }
              : { content: { 'application/json': { schema: schemaOf(r.body) } } };
          }
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
