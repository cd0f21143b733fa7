import { z } from 'zod';
import { defineRoute, API_PREFIX, DocumentAnswer, needsToken, type Access, type RouteDeps } from '../../http/route';
import { ERRCODE, HTTP_STATUS, type ErrCode } from '../../http/errors';

function schemaOf(s: z.ZodType | undefined, io: 'input' | 'output' = 'input'): unknown {
  if (!s) return undefined;
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any' });
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

/** The envelope every answer comes in; `result` is the route's own answer on success. */
function envelopeSchema(result: unknown = {}): unknown {
  return {
    type: 'object',
    required: ['errcode', 'message', 'result'],
    properties: { errcode: { type: 'integer' }, message: { type: 'string' }, result },
  };
}

const ERROR_ANSWER = { description: 'Refused: errcode and a message in the caller\'s language', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };

/**
 * The error statuses a route may answer with (README "API"): bad input where it takes input, and
 * on any POST (its body is read as JSON before the route runs, whether or not it takes one); a
 * missing or expired token where it needs one; not allowed, not found (another account's records
 * too), wrong state and business refusals for signed-in calls, and those a route open to others
 * declares (`refusals`); too large where it takes a body; too many attempts for the calls that
 * check passwords (`limited`); and 500 anywhere.
 */
function errorStatuses(r: { method: string; access: Access; query?: unknown; body?: unknown; limited?: boolean; refusals?: readonly ErrCode[] }): string[] {
  const out = new Set<string>();
  if (r.query || r.body || r.method === 'POST') out.add('400');
  if (needsToken(r.access)) out.add('401');
  if (r.access === 'user') for (const s of ['403', '404', '409', '422']) out.add(s);
  for (const errcode of r.refusals ?? []) out.add(String(HTTP_STATUS[errcode]));
  if (r.body) out.add('413');
  if (r.limited) out.add('429');
  out.add('500');
  return [...out].sort();
}

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
            ...(r.access === 'none' ? {} : { security: r.access === 'optional' ? [{}, { token: [] }] : [{ token: [] }] }),
            responses:
              r.path === API_PREFIX + OPENAPI_PATH
                ? { '200': { description: 'This document, without the envelope', content: { 'application/json': { schema: { type: 'object' } } } } }
                : r.download
                ? {
                    '200': { description: 'The file itself, without the envelope', content: { [r.download]: { schema: { type: 'string', format: 'binary' } } } },
                    ...Object.fromEntries(errorStatuses(r).map((status) => [status, ERROR_ANSWER])),
                  }
                : {
                    '200': { description: 'Envelope {errcode, message, result}', content: { 'application/json': { schema: envelopeSchema(schemaOf(r.response, 'output')) } } },
                    ...Object.fromEntries(errorStatuses(r).map((status) => [status, ERROR_ANSWER])),
                  },
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
            securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token', description: 'From token/get; sign-in binds it to the user' } },
            schemas: { ErrorEnvelope: envelopeSchema({ type: ['object', 'null'] }) },
          },
          paths,
        });
      },
    }),
  ];
}
