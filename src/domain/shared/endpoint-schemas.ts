/**
 * Pairs endpoint values (./endpoint.ts) with their schemas, for the server's routes and the tests'
 * check of the client's answers. Imported by src/domain/<module>/endpoint-schemas.ts, never by a
 * screen: the app calls endpoints without their schemas.
 */
import { z } from 'zod';
import type { Contracted, Endpoint, Schemas } from './endpoint';

const contracts = new Map<string, Schemas>();
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

/**
 * Pairs an endpoint with its schemas, which must be the ones its type names. The pairing is also
 * remembered by method and path, for the tests' check of every answer the client receives.
 */
export function withSchemas<S extends Schemas>(e: Endpoint<S>, schemas: NoInfer<S>): Contracted<S> {
  contracts.set(keyOf(e), schemas);
  return { method: e.method, path: e.path, schemas };
}

/** The schemas paired with an endpoint, if its module's pairings have been loaded. */
export const contractOf = (e: Endpoint): Schemas | undefined => contracts.get(keyOf(e));

/** The answer of a call that names the row it wrote. */
export const IdAnswerSchema = z.object({ id: z.number().int() });

/** The answer of a call that reports nothing back. */
export const NullAnswerSchema = z.null();
