/**
 * PGlite answers a statement without waiting on anything outside the process, so the statements
 * queued for its one connection would otherwise run back to back as one chain of promise callbacks:
 * Node reads no socket and accepts no connection until the whole queue has run, and a client that
 * connects while the queue is long waits for many such runs (server/db/pglite-dialect.ts). Each
 * hand-over of the connection lets the event loop turn once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database';

let db: Db;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  await db?.destroy();
});

it('lets I/O callbacks run between the statements queued for the connection', async () => {
  const order: string[] = [];
  const queued = Array.from({ length: 20 }, (_, i) => sql`select ${i}::int as n`.execute(db).then(() => order.push(`statement ${i}`)));
  // What a socket that became readable, or a connection waiting to be accepted, would be given.
  setImmediate(() => order.push('I/O'));
  await Promise.all(queued);
  expect(order).toHaveLength(21);
  expect(order.indexOf('I/O')).toBeLessThan(3);
});

it('still runs a transaction whole on its connection, and the statements queued in their order', async () => {
  const order: number[] = [];
  const inside = db.transaction().execute(async (trx) => {
    await sql`create temporary table turns (n int)`.execute(trx);
    for (let i = 0; i < 5; i++) await sql`insert into turns values (${i})`.execute(trx);
    return (await sql<{ n: number }>`select count(*)::int as n from turns`.execute(trx)).rows[0]!.n;
  });
  const after = Array.from({ length: 5 }, (_, i) => sql`select ${i}::int`.execute(db).then(() => order.push(i)));
  expect(await inside).toBe(5);
  await Promise.all(after);
  expect(order).toEqual([0, 1, 2, 3, 4]);
});
