/**
 * End-to-end setup: build the PWA, start the real server (PGlite in a temporary data folder, demo
 * data seeded) on a free loopback port, and hand its URL to the browser tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

let server: ChildProcess | null = null;
let dataDir = '';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface can merge into vitest's
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export async function setup(project: TestProject): Promise<void> {
  // E2E_DIST builds into another folder, so two runs on one checkout don't rebuild each other's dist/.
  const outDir = process.env.E2E_DIST ?? 'dist';
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mtm-e2e-'));
  // node itself, not npx: a signal to npx would not reach the server, which would outlive the run.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', STATIC_DIR: outDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /URL:\s+(http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1').replace(/\/$/, ''));
      }
    });
    server!.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  project.provide('baseUrl', url);
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
