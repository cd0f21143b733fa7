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

describe('prepared statements [pglite]', () => {
  let server: TestServer & { close(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('prepares a repeated parameterised query once and reads its values as an unnamed one does', async () => {
    const db = server.db;
    const read = (phone: string) =>
      db
        .selectFrom('users')
        .select(['id', 'mobilephone', 'money_fen', 'created_at', 'granted_modules', sql<boolean>`status_id = 1`.as('live')])
        .where('mobilephone', '=', phone)
        .execute();
    const first = await read('13800000001');
    const again = await read('13800000001');
    expect(again).toEqual(first);
    // As unnamed: the same statement sent without parameters is not prepared.
    const plain = await sql<(typeof first)[number]>`select id, mobilephone, money_fen, created_at, granted_modules, status_id = 1 as live from users where mobilephone = '13800000001'`.execute(db);
    expect(first).toEqual(plain.rows);
    expect(typeof first[0]!.money_fen).toBe('number'); // bigint read as a number, as the driver is told
    expect(first[0]!.created_at).toBeInstanceOf(Date);
    const statements = (await prepared.execute(db)).rows.filter((r) => r.statement.includes('"mobilephone" = $1') && r.statement.includes('"money_fen"'));
    expect(statements).toHaveLength(1);
  });

  it('binds nulls, JSON and arrays, reports a refusal with its code, and keeps working after it', async () => {
    const db = server.db;
    const bucket = 'pglite-prepared';
    const insert = (subject: string | null) => db.insertInto('rate_events').values({ bucket, subject: subject as string }).returning('id').execute();
    expect(await insert('a')).toEqual([{ id: expect.any(Number) }]);
    // NOT NULL refused by the database: the error keeps PostgreSQL's code, and nothing is left half-done.
    await expect(insert(null)).rejects.toMatchObject({ code: '23502' });
    expect(await insert('b')).toHaveLength(1);
    const json = await sql<{ doc: { a: number[] } }>`select ${JSON.stringify({ a: [1, 2] })}::jsonb as doc where ${bucket}::text is not null`.execute(db);
    expect(json.rows).toEqual([{ doc: { a: [1, 2] } }]);
    const any = await db.selectFrom('rate_events').select('subject').where('bucket', '=', bucket).where(sql<boolean>`subject = any(${['a', 'b']}::text[])`).orderBy('subject').execute();
    expect(any.map((r) => r.subject)).toEqual(['a', 'b']);
    // In a transaction rolled back: the prepared statements outlive it, its writes do not.
    await expect(db.transaction().execute(async (trx) => {
      await trx.insertInto('rate_events').values({ bucket, subject: 'c' }).execute();
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect((await db.selectFrom('rate_events').select('subject').where('bucket', '=', bucket).execute()).map((r) => r.subject).sort()).toEqual(['a', 'b']);
  });
});
