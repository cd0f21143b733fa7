/**
 * Lighthouse's performance score of the first screens: /login on a first visit (storage
 * cleared before each run) and /home signed in, each with Lighthouse's mobile preset (simulated
 * slow 4G and a 4x slower CPU) and its desktop preset, the median of RUNS runs (bench/runs.ts). The lighthouse
 * package drives the system Chromium over the DevTools protocol; the server is the production
 * build on a seeded in-memory database, over loopback. Figures only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../tests/e2e/support';
import { CHROMIUM_PATH, openBenchServer } from './browser-support';
import { RUNS } from './runs';

type Run = { score: number; fcp_ms: number; lcp_ms: number; tbt_ms: number; unused_js_kb: number };

function median(runs: Run[], failed: string[]): (Run & { scores: number[] }) | { failed_runs: string[] } {
  if (runs.length === 0) return { failed_runs: failed };
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)]!, scores: runs.map((r) => r.score), ...(failed.length ? { failed_runs: failed } : {}) };
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.waitForSelector('[data-testid="login-phone"]');
  await page.type('[data-testid="login-phone"]', '13800000001');
  await page.type('[data-testid="login-password"]', 'demo1234');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
  await page.waitForSelector('[data-testid="module-fast_order"]');
}

export async function run(): Promise<Record<string, unknown>> {
  const server = await openBenchServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const measureOnce = async (path: string, preset: 'mobile' | 'desktop', signedIn: boolean): Promise<Run | string> => {
      const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: signedIn };
      const result = await lighthouse(`${server.base}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined, page);
      const lhr = result!.lhr;
      // A run Lighthouse could not finish (no score) is reported, not counted as a score of 0.
      if (lhr.runtimeError || lhr.categories.performance?.score == null) return lhr.runtimeError?.code ?? 'no score';
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const unusedJs = (lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp_ms: Math.round(audit('first-contentful-paint')),
        lcp_ms: Math.round(audit('largest-contentful-paint')),
        tbt_ms: Math.round(audit('total-blocking-time')),
        unused_js_kb: Math.round(unusedJs / 1024),
      };
    };
    /** RUNS scored runs, trying at most twice more when a run fails. */
    const measure = async (path: string, preset: 'mobile' | 'desktop', signedIn: boolean) => {
      const runs: Run[] = [];
      const failed: string[] = [];
      while (runs.length < RUNS && failed.length <= 2) {
        const run = await measureOnce(path, preset, signedIn);
        if (typeof run === 'string') failed.push(run);
        else runs.push(run);
      }
      return median(runs, failed);
    };
    const out: Record<string, unknown> = { note: `median of ${RUNS} runs; Lighthouse's simulated throttling; loopback server, production build` };
    for (const preset of ['mobile', 'desktop'] as const) out[`/login ${preset}`] = await measure('/login', preset, false);
    // Signed in once; the /home runs keep the session (and the service worker's cache: a returning user).
    await signIn(page, server.base);
    for (const preset of ['mobile', 'desktop'] as const) out[`/home ${preset}`] = await measure('/home', preset, true);
    return out;
  } finally {
    await browser.disconnect();
    chrome.kill();
    await server.close();
  }
}
