/**
 * The api project's global setup: migrate and seed once per run, and hand every test file what it
 * copies its own database from (seeded-database.ts): a dump of the seeded PGlite data directory,
 * and, when DATABASE_URL is set, a seeded PostgreSQL template database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../../server/db/database';
import { createPostgresDatabase, dropPostgresDatabase, migrateAndSeed, type SeedTemplates } from './seeded-database';

let dumpDir = '';
let template: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateAndSeed(pglite);
  const dump = await pgliteOf(pglite)!.dumpDataDir('none');
  await pglite.destroy();
  dumpDir = mkdtempSync(path.join(os.tmpdir(), 'mtm-seed-'));
  const pgliteDump = path.join(dumpDir, 'seeded.tar');
  writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));

  // The screens' tests run on PGlite alone (tests/screens/app.tsx): they need no PostgreSQL template.
  if (process.env.DATABASE_URL && project.name !== 'screens') {
    const created = await createPostgresDatabase();
    template = created.name;
    const db = await openDatabase({ kind: 'postgres', url: created.url });
    await migrateAndSeed(db);
    await db.destroy(); // no session may stay in a template while it is copied
  }
  const templates: SeedTemplates = { pgliteDump, postgresTemplate: template };
  project.provide('seedTemplates', templates);
  console.log(`[api setup] migrated and seeded once in ${Math.round(performance.now() - started)} ms`);
}

export async function teardown(): Promise<void> {
  if (template) await dropPostgresDatabase(template);
  if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
}
