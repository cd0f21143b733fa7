/**
 * A query whose shape never changes, built and compiled by Kysely once per database; each run
 * only binds its values. Kysely builds and compiles a query afresh on every call, and for the
 * session lookup that every request makes, that was ~15% of the server's CPU under load (a
 * profile of grading); PostgreSQL's side is already prepared once per connection
 * (prepared-statements.ts).
 *
 * The builder receives stand-ins for the values and must use each one as a plain value
 * (`.where(col, '=', v.hash)`): no branching on them, no `in` lists (their length is the shape).
 */
import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database';
import { rootOf } from './tx';

/** Where a value goes: compiled into the parameters in its place, swapped for the run's value. */
class Slot {
  constructor(readonly name: string) {}
}

export function compiledOnce<V extends Record<string, unknown>, R>(build: (db: Db, values: V) => Compilable<R>): (db: Db, values: V) => Promise<R[]> {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  // Each value the builder reads is a stand-in that names it.
  const slots = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? new Slot(name) : undefined) }) as V;
  return async (db, values) => {
    // Keyed by the handle a transaction was opened from: the same text runs in either.
    const root = rootOf(db);
    let query = compiled.get(root);
    if (!query) {
      query = build(root, slots).compile();
      compiled.set(root, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
