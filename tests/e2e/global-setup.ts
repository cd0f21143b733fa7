/**
 * End-to-end setup, once per run: build the PWA, and seed one embedded database (PGlite: migrations
 * and demo data) by starting the real server on it once. Each browser test file then serves that
 * build from a copy of that database on a server of its own (`useServer` in ./support), so the files
 * can run beside each other and beside the api tests without seeing each other's orders.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, stopServer } from './server';

let templateDir = '';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface can merge into vitest's
  export interface ProvidedContext {
    /** The seeded data folder each file's server copies. */
    e2eTemplate: string;
    /** The built app every file's server serves. */
    e2eDist: string;
  }
}

export async function setup(project: TestProject): Promise<void> {
  // E2E_DIST builds into another folder, so two runs on one checkout don't rebuild each other's dist/.
  const outDir = path.resolve(process.env.E2E_DIST ?? 'dist');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  templateDir = mkdtempSync(path.join(os.tmpdir(), 'mtm-e2e-template-'));
  // The server migrates and seeds an empty folder on start; stopping it cleanly leaves the folder
  // ready to copy.
  await stopServer(await startServer(templateDir, outDir));
  project.provide('e2eTemplate', templateDir);
  project.provide('e2eDist', outDir);
}

export function teardown(): void {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
