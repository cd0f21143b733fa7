/**
 * `npm run fuzz`: a schema fuzz of the whole API, read from its own OpenAPI document. For every
 * operation and three callers (the seller, the measurer, an anonymous token) it sends bodies (or
 * queries) shaped by the operation's schema with random values, and broken ones (random JSON, a
 * field of the wrong type), on a fresh seeded PGlite in a temporary folder. It prints the answers
 * by status, every status an operation answered that its document does not list, and every 5xx;
 * it exits 1 on any 5xx. Not part of `npm test`: a run sends ~60,000
 * requests. FUZZ_VALID and FUZZ_BROKEN set the counts per operation and caller (60 and 30),
 * FUZZ_SEED the random seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { API_PREFIX } from '../server/http/route';
import { seedDemoData } from '../server/seed';
import { DEMO_PASSWORD } from '../server/seed/accounts';

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

const VALID = Number(process.env.FUZZ_VALID ?? 60);
const BROKEN = Number(process.env.FUZZ_BROKEN ?? 30);
let seed = Number(process.env.FUZZ_SEED ?? 20261129);

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

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtm-fuzz-'));
  process.env.DATA_DIR = dir;
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ db });
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
  const anonymous = async () => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/token/get` });
    return (res.json() as { result: { token: string } }).result.token;
  };
  const signIn = async (mobilephone: string) => {
    const token = await anonymous();
    const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/index/login`, headers: { 'x-token': token }, payload: { mobilephone, password: DEMO_PASSWORD, captcha_code: '' } });
    return (res.json() as { result: { token: string } }).result.token;
  };
  const callers = { seller: await signIn('13800000001'), measurer: await signIn('13800000004'), anonymous: await anonymous() };

  const doc = (await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as { paths: Record<string, Record<string, Operation>> };
  const byStatus = new Map<number, number>();
  const errors: string[] = [];
  // Statuses an operation answered that its document does not list.
  const undocumented = new Set<string>();
  let sent = 0;
  let operations = 0;
  const started = performance.now();
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
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${operations} operations x ${Object.keys(callers).length} callers x (${VALID} shaped + ${BROKEN} broken): ${sent} requests in ${seconds} s`);
  console.log(`answers by status: ${[...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`undocumented statuses: ${undocumented.size}${undocumented.size ? ` (${[...undocumented].slice(0, 20).join('; ')})` : ''}`);
  console.log(`5xx: ${errors.length}`);
  for (const e of errors.slice(0, 40)) console.log(`  ${e}`);
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  process.exit(errors.length ? 1 : 0);
}

void main();
