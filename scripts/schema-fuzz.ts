/**
 * A schema fuzz of the API, read from its own OpenAPI document (scripts/fuzz-api.ts runs it whole;
 * tests/api/schema-fuzz.test.ts runs a few inputs of each operation in the suite). For every
 * operation and caller it sends inputs shaped by the operation's schema with random values, and
 * broken ones (random JSON, a field of the wrong kind), and counts the answers: by status, the
 * statuses the document does not list for the operation, and every 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../server/http/route';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
};
type Operation = { parameters?: { name: string; in: string; schema?: Schema; required?: boolean }[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses?: Record<string, unknown> };

let seed = 20261129;

/** A small seeded generator (mulberry32), so a run can be repeated. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

const CHARS = 'abcXYZ019 -_.,/张王李西服衬衫面料';
/** Strings the patterns of the contracts ask for, by their look. */
function patterned(pattern: string): string {
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return `2027-0${between(1, 9)}-${String(between(10, 28))}`;
  if (pattern.includes('1') && pattern.includes('\\d{9}') ) return `13${between(100000000, 999999999)}`;
  if (pattern.includes('\\d{6}')) return String(between(100000, 999999));
  return '';
}

function valueOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return valueOf(pick(alternatives), depth + 1);
  if (schema.allOf?.length) return valueOf(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string'];
  if ((schema.nullable || types.includes('null')) && random() < 0.1) return null;
  const type = pick(types.filter((t) => t !== 'null').length ? types.filter((t) => t !== 'null') : types);
  switch (type) {
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const hi = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : lo + 1000), lo + 100_000);
      // Now and then an edge of the range, where columns overflow.
      const n = random() < 0.2 ? pick([lo, hi]) : lo + random() * (hi - lo);
      return type === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
    }
    case 'boolean':
      return random() < 0.5;
    case 'array': {
      const n = between(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3));
      return Array.from({ length: n }, () => valueOf(schema.items, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) if (schema.required?.includes(k) || random() < 0.6) out[k] = valueOf(s, depth + 1);
      return out;
    }
    case 'null':
      return null;
    default: {
      if (schema.pattern) {
        const fitting = patterned(schema.pattern);
        if (fitting) return fitting;
      }
      const n = between(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, (schema.minLength ?? 0) + 12));
      return Array.from({ length: n }, () => pick([...CHARS])).join('');
    }
  }
}

/** A broken input: random JSON of any shape, or a valid one with a field of the wrong kind. */
function brokenOf(schema: Schema | undefined): unknown {
  const junk = [null, true, -1, 1e20, 2147483648, 1.5, '', 'x'.repeat(3000), 'a\u0000b', [], [{}], {}, { __proto__: { admin: true } }, '2026-02-30', '0000-00-00'];
  const valid = valueOf(schema);
  if (random() < 0.4 || !valid || typeof valid !== 'object' || Array.isArray(valid)) return pick(junk);
  const keys = Object.keys(schema?.properties ?? {});
  const out = { ...(valid as Record<string, unknown>) };
  if (keys.length) out[pick(keys)] = pick(junk);
  else out[`extra${between(0, 9)}`] = pick(junk);
  return out;
}

export type FuzzCounts = { valid: number; broken: number; seed?: number };
export type FuzzResult = { operations: number; sent: number; byStatus: Map<number, number>; undocumented: Set<string>; errors: string[] };

/** Fuzzes every operation of `app`'s document as each of `callers` (name: token). */
export async function fuzzApi(app: FastifyInstance, callers: Record<string, string>, counts: FuzzCounts): Promise<FuzzResult> {
  const VALID = counts.valid;
  const BROKEN = counts.broken;
  seed = counts.seed ?? 20261129;
  const inject = async (method: string, url: string, token: string | undefined, input: { query?: Record<string, unknown>; body?: unknown }) => {
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url: `${API_PREFIX}${url}`,
      headers: { 'accept-language': pick(['zh', 'en']), ...(token ? { 'x-token': token } : {}), ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(input.query ? { query: Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])) } : {}),
      ...(input.body !== undefined ? { payload: JSON.stringify(input.body) } : {}),
    });
    return res.statusCode;
  };
  const doc = (await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as { paths: Record<string, Record<string, Operation>> };
  const byStatus = new Map<number, number>();
  const errors: string[] = [];
  // Statuses an operation answered that its document does not list.
  const undocumented = new Set<string>();
  let sent = 0;
  let operations = 0;
  for (const [fullPath, ops] of Object.entries(doc.paths)) {
    const route = fullPath.slice(API_PREFIX.length);
    // Signing out or changing a password would end the sessions the run uses.
    if (route === '/openapi.json' || route === '/index/logout' || route.includes('change_password')) continue;
    for (const [method, op] of Object.entries(ops)) {
      operations += 1;
      const body = op.requestBody?.content['application/json']?.schema;
      const query = op.parameters?.filter((p) => p.in === 'query') ?? [];
      const querySchema: Schema = { type: 'object', properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])), required: query.filter((p) => p.required).map((p) => p.name) };
      const isGet = method === 'get';
      for (const [who, token] of Object.entries(callers)) {
        for (let i = 0; i < VALID + BROKEN; i += 1) {
          const shape = isGet ? querySchema : body;
          const value = i < VALID ? valueOf(shape) : brokenOf(shape);
          const input = isGet ? { query: (value && typeof value === 'object' && !Array.isArray(value) ? value : { q: value }) as Record<string, unknown> } : { body: value ?? {} };
          const status = await inject(method.toUpperCase(), route, token, input);
          sent += 1;
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
          if (!Object.keys(op.responses ?? {}).includes(String(status))) undocumented.add(`${method.toUpperCase()} ${route}: ${status}`);
          if (status >= 500) errors.push(`${method.toUpperCase()} ${route} as ${who}: ${JSON.stringify(input).slice(0, 200)} -> ${status}`);
        }
      }
    }
  }
  return { operations, sent, byStatus, undocumented, errors };
}
