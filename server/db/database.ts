import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { dbQueryDuration } from '../metrics';
import type { Database } from './schema';
import { PGliteDialect } from './pglite-dialect';
import { prepareRepeatedQueries } from './prepared-statements';
import { TableWrites } from './table-writes';
import { rootOf } from './tx';

export type Db = Kysely<Database>;

const INT8_OID = 20;

/**
 * bigint columns hold fen amounts and ids well inside 2^53, so they are read as numbers.
 * Both drivers are told the same thing, so the code above them never sees a difference.
 */
const int8AsNumber = (value: string) => Number(value);

/**
 * `loadDataDir`: start an in-memory PGlite from a dumped data directory (the tests migrate and
 * seed once per run and open each file's database from that dump).
 */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

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
    pool.on('connect', prepareRepeatedQueries);
    // An idle client's connection can end under it (the server restarts, or an administrator ends
    // the session: 57P01). pg-pool drops that client and reports it here; without a listener the
    // report would be an unhandled 'error' event that ends the process. The next query opens a
    // new connection, so a warning is all it needs.
    pool.on('error', (err) => console.warn(`database: an idle connection ended (${(err as { code?: string }).code ?? err.message})`));
    return watched(new PostgresDialect({ pool }));
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    parsers: { [INT8_OID]: int8AsNumber },
    relaxedDurability: false,
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = watched(new PGliteDialect(client));
  pgliteClients.set(db, client);
  return db;
}

const pgliteClients = new WeakMap<Db, PGlite>();

const tableWrites = new WeakMap<Db, TableWrites>();

/** A database handle whose writes are told to what watches its tables (table-writes.ts). */
function watched(dialect: Dialect): Db {
  const writes = new TableWrites();
  const db = new Kysely<Database>({
    dialect,
    plugins: [writes],
    log: (event) => dbQueryDuration.observe({ outcome: event.level === 'query' ? 'ok' : 'error' }, event.queryDurationMillis / 1000),
  });
  tableWrites.set(db, writes);
  return db;
}

/**
 * A count, per database, of the statements this process has run that write to one of `tables`
 * (in any of its transactions; table-writes.ts). A cache keeps the count it read at: what it kept
 * is stale once the count has moved, so a write forgets it without telling it.
 */
export function writeCounter(tables: readonly string[]): (db: Db) => number {
  const counts = new WeakMap<Db, { n: number }>();
  return (db) => {
    const root = rootOf(db);
    let count = counts.get(root);
    if (!count) {
      const writes = tableWrites.get(root);
      if (!writes) throw new Error('writeCounter: a database handle not opened by openDatabase');
      const c = { n: 0 };
      writes.watch(tables, () => (c.n += 1));
      counts.set(root, (count = c));
    }
    return count.n;
  };
}

/** The PGlite behind a database opened on PGlite (null on PostgreSQL), e.g. to dump its data directory. */
export function pgliteOf(db: Db): PGlite | null {
  return pgliteClients.get(db) ?? null;
}
