/**
 * Keeps the plans of the queries the server sends over and over. Kysely sends every query unnamed,
 * so PostgreSQL parses and plans it afresh each time: for the session lookup every request makes,
 * planning was two thirds of its cost (0.78 → 0.27 ms on the 2-core bench machine). Giving a
 * parameterised query a name makes node-postgres prepare it once per connection and then only bind
 * and execute it (as postgres.js does by default); after five runs PostgreSQL keeps a generic plan
 * unless the parameters' plans differ.
 *
 * Bounded: the first MAX_STATEMENTS distinct texts are named, the rest stay unnamed (texts vary
 * with the length of an `in (...)` list), so a connection holds at most that many statements.
 * Only plain data statements are named; DDL (migrations) and transaction control never are, and
 * no migration runs while the server serves.
 */
import type pg from 'pg';

const MAX_STATEMENTS = 500;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();

/** The name a repeated parameterised data statement is prepared under (undefined: sent unnamed). Shared by the PGlite dialect. */
export function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS && DATA_STATEMENT.test(text)) {
    name = `mtm_${names.size}`;
    names.set(text, name);
  }
  return name;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Called for each new pool connection (pg.Pool's 'connect' event). */
export function prepareRepeatedQueries(client: pg.PoolClient): void {
  const query = (client.query as Query).bind(client);
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    const name = typeof config === 'string' && Array.isArray(values) && values.length > 0 ? nameOf(config) : undefined;
    if (name === undefined) return query(config, values, callback);
    const named = { name, text: config, values };
    return callback === undefined ? query(named) : query(named, callback);
  };
}
