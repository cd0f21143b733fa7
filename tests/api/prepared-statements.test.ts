/**
 * The server's PostgreSQL connections keep the plans of the queries they send again
 * (server/db/prepared-statements.ts): a parameterised data query is prepared once per connection
 * and reused, and its answers are the same as unnamed ones. What is named is checked on a
 * recording client everywhere; PostgreSQL's side where the tests have it (CI always does).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { prepareRepeatedQueries } from '../../server/db/prepared-statements';
import { backends, startTestServer, type TestServer } from '../support/api';

const prepared = sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements where name like 'mtm\\_%'`;

describe('which queries are named', () => {
  const recorded: unknown[][] = [];
  const client = { query: (...args: unknown[]) => recorded.push(args) } as unknown as pg.PoolClient;
  prepareRepeatedQueries(client);
  const send = (...args: unknown[]) => (client.query as unknown as (...a: unknown[]) => unknown)(...args);

  it('names a parameterised data query by its text, the same name each time', () => {
    recorded.length = 0;
    send('select * from users where id = $1', [1]);
    send('select * from users where id = $1', [2]);
    send('update users set name = $1 where id = $2', ['a', 1]);
    const [a, b, c] = recorded.map((args) => args[0] as { name: string; text: string; values: unknown[] });
    expect(a).toEqual({ name: expect.stringMatching(/^mtm_\d+$/), text: 'select * from users where id = $1', values: [1] });
    expect(b!.name).toBe(a!.name);
    expect(b!.values).toEqual([2]);
    expect(c!.name).not.toBe(a!.name);
  });

  it('leaves transaction control, DDL and queries without parameters unnamed, as they came', () => {
    recorded.length = 0;
    send('begin', []);
    send('create table x (id int default $1)', [1]);
    send('select 1', []);
    expect(recorded).toEqual([
      ['begin', [], undefined],
      ['create table x (id int default $1)', [1], undefined],
      ['select 1', [], undefined],
    ]);
  });
});

if (backends().includes('postgres')) {
  describe('prepared statements [postgres]', () => {
    let server: TestServer & { close(): Promise<void> };
    beforeAll(async () => {
      server = await startTestServer('postgres');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('prepares a repeated parameterised query once on a connection and answers it as before', async () => {
      await server.db.connection().execute(async (conn) => {
        const read = (mobilephone: string) => conn.selectFrom('users').select(['id', 'mobilephone']).where('mobilephone', '=', mobilephone).execute();
        const first = await read('13800000001');
        const second = await read('13800000002');
        expect(first).toEqual([{ id: expect.any(Number), mobilephone: '13800000001' }]);
        expect(second).toEqual([{ id: expect.any(Number), mobilephone: '13800000002' }]);
        const statements = (await prepared.execute(conn)).rows.filter((r) => r.statement.includes('"mobilephone" = $1'));
        expect(statements).toHaveLength(1);
        // Queries without parameters (transaction control, DDL, this one) are never named.
        expect((await prepared.execute(conn)).rows.some((r) => r.statement.includes('pg_prepared_statements'))).toBe(false);
      });
    });

    it('serves requests through prepared statements: a signed-in list answers the same twice', async () => {
      const token = await server.login('13800000001');
      const list = () => server.call('GET', '/common.cart/cart_list', { token, query: { page: 1, size: 3, order_type_id: '1,2' } });
      const first = await list();
      expect(first.body.errcode).toBe(0);
      expect((await list()).body).toEqual(first.body);
    });
  });
}
