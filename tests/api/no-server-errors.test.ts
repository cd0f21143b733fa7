import { expect, it } from 'vitest';
import { API_PREFIX } from '../../server/http/route';
import { eachDatabase } from '../support/api';

const SELLER = '13800000001';
const FACTORY = '13800000005';

type Schema = { type?: string | string[]; properties?: Record<string, Schema> };
type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: Schema }> }; 'x-access': string };

/**
 * Values at the edges of what a field may hold: past int2 and int4, past JavaScript's safe
 * integers, negative, empty, very long, NUL, and the wrong JSON type. Sent one field at a time.
 */
const EDGES: unknown[] = [-1, 0, 32768, 40000, 2147483648, -2147483649, 1e20, 1.5, '', 'x'.repeat(5000), 'a\u0000b', '1,40000', [], [40000], {}, null, true];

/**
 * Every operation the OpenAPI document lists, with each of its query parameters and body fields
 * set to each edge value: whatever the input, the server refuses it or serves it, and never
 * answers 5xx (a column overflow, a bad cast or an unhandled type would).
 */
eachDatabase('no input makes a server error', (s) => {
  it("answers every operation's edge inputs below 500", async () => {
    const doc = (await s().app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as { paths: Record<string, Record<string, Operation>> };
    const seller = await s().login(SELLER);
    const factory = await s().login(FACTORY);
    const failures: string[] = [];
    let sent = 0;
    for (const [fullPath, ops] of Object.entries(doc.paths)) {
      const path = fullPath.slice(API_PREFIX.length);
      // Signing out would end the session the rest of the run uses.
      if (path === '/openapi.json' || path === '/index/logout') continue;
      for (const [method, op] of Object.entries(ops)) {
        const json = op.requestBody?.content['application/json']?.schema;
        const fields = [
          ...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ['query', p.name] as const),
          ...Object.keys(json?.properties ?? {}).map((name) => ['body', name] as const),
        ];
        const token = path.startsWith('/factory.board/') ? factory : seller;
        for (const [where, name] of fields) {
          for (const value of EDGES) {
            // A query string carries text: the edge is sent as it would be typed into a URL.
            const input = where === 'query' ? { query: { [name]: typeof value === 'object' ? JSON.stringify(value) : String(value) } } : { body: { [name]: value } };
            const res = await s().call(method.toUpperCase() as 'GET' | 'POST', path, { token, ...input });
            sent += 1;
            if (res.status >= 500) failures.push(`${method.toUpperCase()} ${path} ${where}.${name}=${JSON.stringify(value).slice(0, 40)} -> ${res.status}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
