import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteDialect } from './pglite-dialect';

export type Db = Kysely<Database>;

const INT8_OID = 20;

/**
 * bigint columns hold fen amounts and ids well inside 2^53, so they are read as numbers.
 * Both drivers are told the same thing, so the code above them never sees a difference.
 */
const int8AsNumber = (value: string) => Number(value);

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? int8AsNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir ?? undefined, {
    parsers: { [INT8_OID]: int8AsNumber },
    relaxedDurability: false,
  });
  await client.waitReady;
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}
