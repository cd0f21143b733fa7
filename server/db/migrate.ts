import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Every `NNNN_name.ts` file in server/db/migrations, applied in name order. */
class FolderMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.ts$/.test(f) && !f.endsWith('.test.ts'));
    const out: Record<string, Migration> = {};
    for (const file of files.sort()) {
      const mod = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
      out[file.replace(/\.ts$/, '')] = mod;
    }
    return out;
  }
}

/** The migrations not yet applied to `db`, by name (none: the schema is the code's). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrations() });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
