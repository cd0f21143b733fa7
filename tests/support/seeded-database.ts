/**
 * A migrated, seeded database for each test file, made by copying one that was migrated and seeded
 * once per run (migrating and seeding took ~3.7 s of each file's setup; a copy takes ~0.6 s):
 * - PGlite: the run's global setup dumps the seeded data directory to a tar file; each file starts
 *   an in-memory PGlite from it.
 * - PostgreSQL: the global setup builds a template database; each file gets
 *   `CREATE DATABASE … TEMPLATE` of it, dropped when the file ends.
 * Outside vitest (the benches), or when no template was provided, a database is migrated and
 * seeded on the spot as before.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed';

export type Backend = 'pglite' | 'postgres';

/** What the api project's global setup hands to every file. */
export type SeedTemplates = { pgliteDump: string | null; postgresTemplate: string | null };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface can merge into vitest's
  export interface ProvidedContext {
    seedTemplates: SeedTemplates;
  }
}

export type SeededDatabase = { db: Db; drop: () => Promise<void> };

function providedTemplates(): SeedTemplates {
  if (!process.env.VITEST) return { pgliteDump: null, postgresTemplate: null };
  try {
    return inject('seedTemplates') ?? { pgliteDump: null, postgresTemplate: null };
  } catch {
    return { pgliteDump: null, postgresTemplate: null }; // a project without the global setup
  }
}

let pgliteDump: Blob | null = null;

export async function openSeededDatabase(backend: Backend): Promise<SeededDatabase> {
  const templates = providedTemplates();
  if (backend === 'postgres') {
    const created = await createPostgresDatabase(templates.postgresTemplate);
    const db = await openDatabase({ kind: 'postgres', url: created.url });
    if (!templates.postgresTemplate) await migrateAndSeed(db);
    return { db, drop: created.drop };
  }
  if (templates.pgliteDump) {
    pgliteDump ??= new Blob([readFileSync(templates.pgliteDump)]);
    return { db: await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: pgliteDump }), drop: async () => {} };
  }
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateAndSeed(db);
  return { db, drop: async () => {} };
}

export async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db);
}

function adminUrl(): URL {
  return new URL(process.env.DATABASE_URL!);
}

async function withAdmin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl().toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database on the DATABASE_URL server, empty or copied from `template`. */
export async function createPostgresDatabase(template: string | null = null): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (c) => {
    // Copying a template fails while another session is in it (55006), e.g. an autovacuum
    // worker that PostgreSQL has been asked to end: try again shortly.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  });
  const url = adminUrl();
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabase(name) };
}

export function dropPostgresDatabase(name: string): Promise<void> {
  return withAdmin(async (c) => {
    // pg-pool's end() resolves once it has asked its clients to close, not once they have: wait
    // (briefly) for their sessions to leave, so FORCE does not end a connection that is closing
    // anyway (its 57P01 reached the test as an unhandled error).
    for (let waited = 0; waited < 2000; waited += 50) {
      const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // FORCE ends the test's own sessions, but not an autovacuum worker that happens to be in
    // the database: only a superuser may end that (42501). It finishes soon, so try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '42501' || attempt === 20) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  });
}
