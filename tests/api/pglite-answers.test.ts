/**
 * The server's statements on PGlite are run in the dialect's own exchanges of the wire protocol (a
 * repeated one with parameters prepared under its name, any other parsed unnamed), and their answers
 * are read by node-postgres's wire parser rather than PGlite's (server/db/pglite-dialect.ts). What
 * they read must be what PGlite's own `query` reads: the same values of every type, the same
 * refusals, the same counts of changed rows; and what they write must be on disk as a `query`'s is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteOf, type Db } from '../../server/db/database';

let db: Db;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  await sql`create table answers (id int primary key, name text unique, born date, at timestamptz, doc jsonb, photo bytea, tags text[], price numeric(10, 2), big bigint, ok boolean)`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
});

/** The same statement read by PGlite's own `query` (no parameters: never prepared). */
const readByPGlite = async (text: string) => (await pgliteOf(db)!.query<Record<string, unknown>>(text)).rows;

describe('a statement on PGlite', () => {
  it('reads every type as PGlite reads it, nulls and multi-byte text included', async () => {
    await sql`insert into answers values
      (1, '张三 · Zoë 🧵', '2026-10-01', '2026-12-04T08:30:15.123Z', '{"尺码": [170, 92.5], "ok": true}', '\\x00ff10', '{上衣,"a,b"}', 1234.5, 9007199254740991, true),
      (2, null, null, null, null, null, null, null, null, null)`.execute(db);
    const text = 'select id, name, born, at, doc, photo, tags, price, big, ok, id::float8 / 3 as third from answers order by id';
    const prepared = await sql<Record<string, unknown>>`select id, name, born, at, doc, photo, tags, price, big, ok, id::float8 / 3 as third from answers where id > ${0} order by id`.execute(db);
    expect(prepared.rows).toEqual(await readByPGlite(text));
    expect(prepared.rows[0]).toMatchObject({ name: '张三 · Zoë 🧵', doc: { 尺码: [170, 92.5], ok: true }, tags: ['上衣', 'a,b'], big: 9007199254740991, ok: true });
    expect(prepared.rows[0]!.photo).toEqual(new Uint8Array([0, 255, 16]));
    expect(prepared.rows[1]).toMatchObject({ name: null, doc: null, big: null });
    // Without parameters the statement is parsed unnamed, and read the same way.
    expect((await sql.raw<Record<string, unknown>>(text).execute(db)).rows).toEqual(prepared.rows);
  });

  it('reads an answer of many pieces whole', async () => {
    // Some megabytes of rows: the backend hands them over in pieces that cut messages in two.
    const text = `select n, repeat('量体', n % 50) || n as label from generate_series(1, 30000) as n`;
    const prepared = await sql<{ n: number; label: string }>`select n, repeat('量体', n % 50) || n as label from generate_series(1, ${30000}) as n`.execute(db);
    expect(prepared.rows).toHaveLength(30000);
    expect(prepared.rows).toEqual(await readByPGlite(text));
  });

  it('refuses as node-postgres does, and the connection serves the next statement', async () => {
    await sql`insert into answers (id, name) values (${10}, ${'唯一'})`.execute(db);
    const refused = await sql`insert into answers (id, name) values (${11}, ${'唯一'})`.execute(db).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: '23505', constraint: 'answers_name_key', table: 'answers' });
    expect((refused as Error).message).toMatch(/duplicate key/);
    const bad = await sql`select ${'x'}::int as n`.execute(db).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '22P02' });
    expect((await sql<{ n: number }>`select ${5}::int as n`.execute(db)).rows).toEqual([{ n: 5 }]);
  });

  it('rolls back a transaction it refused inside, and leaves nothing half-written', async () => {
    const failed = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into answers (id, name) values (${20}, ${'在事务里'})`.execute(trx);
        await sql`insert into answers (id, name) values (${21}, ${'唯一'})`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(await failed).toMatchObject({ code: '23505' });
    expect((await sql`select id from answers where id in (${20}, ${21})`.execute(db)).rows).toEqual([]);
  });

  it('counts the rows a change touched', async () => {
    await sql`insert into answers (id) values (${30}), (${31}), (${32})`.execute(db);
    expect((await sql`update answers set ok = false where id >= ${30}`.execute(db)).numAffectedRows).toBe(3n);
    expect((await sql`delete from answers where id >= ${31}`.execute(db)).numAffectedRows).toBe(2n);
    expect((await sql`update answers set ok = true where id = ${-1}`.execute(db)).numAffectedRows).toBe(0n);
  });
});

it('keeps what a statement wrote in its data folder', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-answers-'));
  try {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await sql`create table kept (id int primary key, name text)`.execute(first);
    await sql`insert into kept values (${1}, ${'已保存'})`.execute(first);
    await first.destroy();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect((await sql`select id, name from kept where id = ${1}`.execute(again)).rows).toEqual([{ id: 1, name: '已保存' }]);
    await again.destroy();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
