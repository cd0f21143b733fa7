/**
 * End-to-end setup, once per run: build the PWA. Each browser test file then serves that build on a
 * server of its own (`useServer` in ./support), on an in-memory copy of the seeded PGlite database
 * the api and screens files copy too (tests/support/seeded-databases-setup.ts), so the files can run
 * beside each other and beside the api tests without seeing each other's orders.
 *
 * The build is started here and not waited for: the run's first files are the api project's, and
 * the build (some 20 s of the two cores) goes on beside them instead of before every test. A browser
 * file waits for it (`untilPrepared` in ./support), reading the outcome from a file, since the
 * files run in other processes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

let outcomeDir = '';
let prepared: Promise<void> | undefined;

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface can merge into vitest's
  export interface ProvidedContext {
    /** The built app every file's server serves. */
    e2eDist: string;
    /** A file that holds "ready" once the build is, or why it failed. */
    e2ePrepared: string;
  }
}

/** `vite build` into `outDir`, resolved when it has succeeded. */
function build(outDir: string): Promise<void> {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code})`))));
  });
}

export function setup(project: TestProject): void {
  // E2E_DIST builds into another folder, so two runs on one checkout don't rebuild each other's dist/.
  const outDir = path.resolve(process.env.E2E_DIST ?? 'dist');
  outcomeDir = mkdtempSync(path.join(os.tmpdir(), 'mtm-e2e-prepared-'));
  const outcome = path.join(outcomeDir, 'outcome');
  prepared = (process.env.E2E_SKIP_BUILD === '1' ? Promise.resolve() : build(outDir)).then(
    () => writeFileSync(outcome, 'ready'),
    (error: unknown) => writeFileSync(outcome, `the browser tests' build failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  project.provide('e2eDist', outDir);
  project.provide('e2ePrepared', outcome);
}

export async function teardown(): Promise<void> {
  // A run that ended early (a filter with no browser file) still lets the build finish.
  await prepared;
  if (outcomeDir) rmSync(outcomeDir, { recursive: true, force: true });
}
