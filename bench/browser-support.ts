/**
 * What the browser benches share: one production build per `npm run bench` run, the real server on
 * a seeded database (PGlite in memory, or PostgreSQL) serving it, the system Chromium, and main-thread long tasks
 * (PerformanceObserver 'longtask', i.e. over 50 ms) counted in the page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { openDatabase, type Db } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/seed';
import { CHROMIUM_ARGS } from '../tests/e2e/support';
import type { Backend } from '../tests/support/api';
import { openSeededDatabase } from '../tests/support/seeded-database';

const DIST = 'dist-bench';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Builds once per `npm run bench` run, whose benches run in processes of their own (bench/run.ts
 * names the run in BENCH_RUN): the build leaves a mark of the run beside it.
 */
function buildOnce(): void {
  const mark = path.join(DIST, `.built-${process.env.BENCH_RUN ?? process.pid}`);
  if (existsSync(mark)) return;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', DIST, '--emptyOutDir'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('vite build failed');
  writeFileSync(mark, '');
}

export type BenchServer = { db: Db; base: string; close: () => Promise<void> };
export type BenchSite = BenchServer & { browser: Browser };

/**
 * The built app on a seeded database (PGlite in memory, or a new PostgreSQL database under
 * DATABASE_URL); `prepare` adds the bench's own data before the server starts.
 */
export async function openBenchServer(prepare: (db: Db) => Promise<void> = async () => {}, backend: Backend = 'pglite'): Promise<BenchServer> {
  buildOnce();
  let db: Db;
  let drop = async () => {};
  if (backend === 'postgres') {
    ({ db, drop } = await openSeededDatabase('postgres'));
  } else {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateToLatest(db);
    await seedDemoData(db);
  }
  await prepare(db);
  const app = await buildApp({ db, staticDir: path.resolve(DIST) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    db,
    base,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/** The bench server and the system Chromium driven by playwright. */
export async function openBenchSite(prepare: (db: Db) => Promise<void>, backend: Backend = 'pglite'): Promise<BenchSite> {
  const server = await openBenchServer(prepare, backend);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    ...server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export async function signInAs(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-password').press('Enter');
  await page.waitForURL('**/home');
}

/**
 * Counts the main thread's long tasks from here on (takeLongTasks reads and clears them). One
 * observer per page: a second one, started for a later stretch, counted each task once more.
 */
export const startLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __long: number[]; __longObserved?: boolean };
    w.__long = [];
    if (w.__longObserved) return;
    w.__longObserved = true;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask' });
  });
/**
 * Counts the long tasks of every page the context opens, from the page's first script on
 * (buffered: those before the observer too), for a measure that spans a navigation: the observer
 * startLongTasks puts in the page as it is goes with that page. takeLongTasks reads them the same
 * way, and a later startLongTasks in such a page only clears them.
 */
export const countLongTasksFromEachLoad = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { __long: number[]; __longObserved?: boolean };
    w.__long = [];
    w.__longObserved = true;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
export const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    const out = w.__long;
    w.__long = [];
    return out;
  });
export const longTaskFigures = (durations: number[]) => ({ count: durations.length, max_ms: Math.round(Math.max(0, ...durations)) });

export function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { n: s.length, median_ms: Math.round(at(0.5)), p95_ms: Math.round(at(0.95)), max_ms: Math.round(s[s.length - 1]!) };
}
