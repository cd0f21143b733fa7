/**
 * What a first visit fetches from the network, as Chromium receives it (not read off the build's
 * manifest, as ./bundle.bench.ts is): /login until the network is idle, then, signing in as the
 * seller, everything /home fetches until the network is idle again, on an empty cache, in a
 * Chinese browser. Scripts and stylesheets are counted as sent (compressed), with every file's
 * bytes beside them. The service worker is blocked: its install fetches the whole app for offline
 * use after the page is up, a download the visit does not wait for. Each figure is the median of
 * RUNS visits (bench/runs.ts), each in a new context.
 */
import type { Page, Request } from 'playwright-core';
import { openBenchSite } from './browser-support';
import { RUNS } from './runs';

type Fetched = { url: string; kind: string; bytes: number; encoding: string };

/** Every request the page finishes from now on, with its body's size as received, until `stop`. */
function recordFetches(page: Page) {
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  const record = (request: Request) => {
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
        fetched.push({ url: new URL(request.url()).pathname, kind: request.resourceType(), bytes: sizes.responseBodySize, encoding });
      })(),
    );
  };
  page.on('requestfinished', record);
  return {
    /** Stops recording; resolves with what was fetched until then. */
    stop: async () => {
      page.off('requestfinished', record);
      await Promise.all(pending);
      return fetched;
    },
  };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function sums(fetched: Fetched[]) {
  const code = fetched.filter((f) => f.kind === 'script' || f.kind === 'stylesheet' || /\.(js|css)$/.test(f.url));
  return {
    code_kb: kb(code.reduce((s, f) => s + f.bytes, 0)),
    code_files: code.length,
    all_kb: kb(fetched.reduce((s, f) => s + f.bytes, 0)),
    all_files: fetched.length,
    encodings: [...new Set(code.map((f) => f.encoding))].join(', '),
    largest: [...fetched]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((f) => `${f.url} ${kb(f.bytes)} KB`),
  };
}

const medianBy = <T,>(runs: T[], key: (r: T) => number) => [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)]!;

export async function run(): Promise<Record<string, unknown>> {
  const site = await openBenchSite(async () => {});
  try {
    const login: ReturnType<typeof sums>[] = [];
    const home: ReturnType<typeof sums>[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await site.browser.newContext({ baseURL: site.base, locale: 'zh-CN', serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const atLogin = recordFetches(page);
      await page.goto('/login', { waitUntil: 'networkidle' });
      login.push(sums(await atLogin.stop()));
      await page.getByTestId('login-phone').fill('13800000001');
      await page.getByTestId('login-password').fill('demo1234');
      const afterSignIn = recordFetches(page);
      await page.getByTestId('login-password').press('Enter');
      await page.waitForURL('**/home');
      await page.getByTestId('module-fast_order').waitFor();
      await page.waitForLoadState('networkidle');
      // Idle for half a second by Playwright's measure; what a timer asks for within another second
      // still counts.
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      home.push(sums(await afterSignIn.stop()));
      await context.close();
    }
    const loginMedian = medianBy(login, (r) => r.code_kb);
    const homeMedian = medianBy(home, (r) => r.all_kb);
    return {
      note: 'system Chromium, empty cache, zh browser, service worker blocked; bytes as received (compressed); the median of the runs',
      runs: RUNS,
      login_code_kb: loginMedian.code_kb,
      login_code_kb_runs: login.map((r) => r.code_kb),
      login_code_files: loginMedian.code_files,
      login_all_kb: loginMedian.all_kb,
      login_all_files: loginMedian.all_files,
      login_encodings: loginMedian.encodings,
      home_after_sign_in_all_kb: homeMedian.all_kb,
      home_after_sign_in_all_kb_runs: home.map((r) => r.all_kb),
      home_after_sign_in_all_files: homeMedian.all_files,
      home_after_sign_in_code_kb: homeMedian.code_kb,
      home_after_sign_in_code_files: homeMedian.code_files,
      home_after_sign_in_largest: homeMedian.largest,
    };
  } finally {
    await site.close();
  }
}
