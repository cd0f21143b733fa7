/**
 * An endpoint as one value: its method and path, and the schemas of its query or body and of its
 * answer as TYPES. The server's route, the client's call and a queued change all take the same
 * value, so none of them names the input's or the answer's type by hand.
 *
 * The value a screen imports carries no schema. A module's schemas are named once, by endpoint,
 * in src/domain/<module>/endpoint-schemas.ts (`schemas = { addShop: { body, answer }, … }`); its
 * endpoints live in a file of their own (src/domain/<module>/endpoints.ts) that reads that map with
 * `import type`, `endpoint<S['addShop']>('POST', path)`, so calling an endpoint downloads no zod.
 * src/domain/<module>/calls.ts pairs the values with the map (`paired`, ./endpoint-schemas.ts),
 * name by name, checked by tsc; the server's routes take those paired values, and so do the tests,
 * which check every answer the client receives. No screen imports the pairings.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST';

/** An endpoint's schemas: its query (GET) or body (POST), and its answer's `result`. */
export type Schemas = { query?: z.ZodType; body?: z.ZodType; answer?: z.ZodType };

export type Endpoint<S extends Schemas = Schemas> = {
  readonly method: Method;
  /** Path under /order_admin, e.g. "/shop_mgmt/index". */
  readonly path: string;
  /** The schemas: types only on the client's value, present on the paired one (src/domain/<module>/calls.ts). */
  readonly schemas?: S;
};

/** An endpoint with its schemas at hand: what the server's routes and the tests' checks take. */
export type Contracted<S extends Schemas = Schemas> = Endpoint<S> & { readonly schemas: S };

type Out<T> = T extends z.ZodType ? z.output<T> : unknown;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

export type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
/** What a successful call's `result` is. */
export type AnswerOf<E> = Out<SchemasOf<E>['answer']>;
/** What a caller sends: the body of a POST, the query of a GET (undefined when it takes none). */
export type InputOf<E> = SchemasOf<E> extends { body: z.ZodType } ? In<SchemasOf<E>['body']> : In<SchemasOf<E>['query']>;

/**
 * Declares an endpoint; `S` names its schemas' types (imported with `import type`). Marked free of
 * side effects, so a bundle keeps only the endpoints its code calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<S extends Schemas>(method: Method, path: string): Endpoint<S> {
  return { method, path };
}
