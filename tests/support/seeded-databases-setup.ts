/**
 * The global setup of the projects whose files build the server on a seeded database (api, screens
 * and e2e): migrate and seed once per run, and hand every test file what it copies its own
 * database from (seeded-database.ts): a dump of the seeded PGlite data directory, and, for the api
 * files when DATABASE_URL is set, a seeded PostgreSQL template database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../../server/db/database';
import { createPostgresDatabase, dropPostgresDatabase, migrateAndSeed, type SeedTemplates } from './seeded-database';

/**
 * The PGlite dump, made once for the projects that copy it: vitest loads this file afresh for each
 * project, so what they share is kept on globalThis, with the number of projects still using it.
 */
type SharedDump = { file: Promise<string>; dir: string; users: number };
const shared = globalThis as typeof globalThis & { seededPgliteDump?: SharedDump };

function pgliteDump(): Promise<string> {
  if (!shared.seededPgliteDump) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mtm-seed-'));
    const file = (async () => {
      const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
      await migrateAndSeed(pglite);
      const dump = await pgliteOf(pglite)!.dumpDataDir('none');
      await pglite.destroy();
      const out = path.join(dir, 'seeded.tar');
      writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
      return out;
    })();
    shared.seededPgliteDump = { file, dir, users: 0 };
  }
  shared.seededPgliteDump.users += 1;
  return shared.seededPgliteDump.file;
}

let template: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  const pgliteDumpFile = await pgliteDump();
  // Only the api files run on PostgreSQL too; the screens' and the browser's servers run on PGlite
  // alone, as `npm start` without DATABASE_URL does.
  if (process.env.DATABASE_URL && project.name === 'api') {
    const created = await createPostgresDatabase();
    template = created.name;
    const db = await openDatabase({ kind: 'postgres', url: created.url });
    await migrateAndSeed(db);
    await db.destroy(); // no session may stay in a template while it is copied
  }
  const templates: SeedTemplates = { pgliteDump: pgliteDumpFile, postgresTemplate: template };
  project.provide('seedTemplates', templates);
  console.log(`[${project.name} setup] seeded databases ready in ${Math.round(performance.now() - started)} ms`);
}

export async function teardown(): Promise<void> {
  if (template) await dropPostgresDatabase(template);
  const dump = shared.seededPgliteDump;
  if (dump && --dump.users === 0) {
    rmSync(dump.dir, { recursive: true, force: true });
    delete shared.seededPgliteDump;
  }
}
