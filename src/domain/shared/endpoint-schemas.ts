/**
 * Pairs endpoint values (./endpoint.ts) with their schemas, for the server's routes and the tests'
 * check of the client's answers. Imported by src/domain/<module>/calls.ts and the schema maps,
 * never by a screen: the app calls endpoints without their schemas.
 */
import { z } from 'zod';
import type { Contracted, Endpoint, Schemas } from './endpoint';

const contracts = new Map<string, Schemas>();
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

/**
 * Pairs a module's endpoint values with its schema map (src/domain/<module>/endpoint-schemas.ts),
 * name by name: the value of each name must be an endpoint whose type names that name's schemas,
 * so tsc refuses a value declared with another's. Each pairing is also remembered by method and
 * path, for the tests' check of every answer the client receives.
 */
export function paired<M extends Record<string, Schemas>>(endpoints: { readonly [K in keyof M]: Endpoint<M[K]> }, schemas: M): { readonly [K in keyof M]: Contracted<M[K]> } {
  const out: Record<string, Contracted> = {};
  for (const [name, s] of Object.entries(schemas)) {
    const e = endpoints[name];
    // tsc sees to this; the check is for a module loaded some other way.
    if (!e) throw new Error(`no endpoint value named ${name} for its schemas`);
    contracts.set(keyOf(e), s);
    out[name] = { method: e.method, path: e.path, schemas: s };
  }
  return out as { readonly [K in keyof M]: Contracted<M[K]> };
}

/** The schemas paired with an endpoint, if its module's pairings have been loaded. */
export const contractOf = (e: Endpoint): Schemas | undefined => contracts.get(keyOf(e));

/** The answer of a call that names the row it wrote. */
export const IdAnswerSchema = z.object({ id: z.number().int() });

/** The answer of a call that reports nothing back. */
export const NullAnswerSchema = z.null();
