/** Browser test support: the system's Chromium (its headless shell where installed) through playwright-core, never a downloaded browser. */
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { openSeededDatabase, type SeededDatabase } from '../support/seeded-database';
import { queuedChangesOf, type QueuedSend } from '../support/queued-changes';
import enLogin from '../../locales/en/login.json';
import zhLogin from '../../locales/zh/login.json';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * The browser the journeys run in: Chromium's headless shell where it is installed (Debian's
 * chromium-headless-shell, which .ci/run installs), else the system Chromium. The shell is the same
 * engine without the desktop browser around it (the build Playwright itself runs headless), and
 * browser files took 4-8% less time in it (docs/speed.md, Tests). CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The URL of this file's server (see useServer). */
let serverUrl: string | undefined;

/** The URL of this file's server (see useServer). */
export function baseUrl(): string {
  if (!serverUrl) throw new Error('call useServer() in the file before using the server');
  return serverUrl;
}

/**
 * Waits until the run's build is ready (tests/e2e/global-setup.ts starts it without waiting,
 * beside the api files), and fails with the reason if it failed.
 */
export async function untilPrepared(): Promise<void> {
  const outcome = inject('e2ePrepared');
  for (;;) {
    const said = existsSync(outcome) ? readFileSync(outcome, 'utf8') : '';
    if (said === 'ready') return;
    if (said) throw new Error(said);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The server of a file, in the file's own process: the real app (buildApp) on a copy of the seeded
 * database, with uploads in that copy's folder. The server's modules are loaded once per worker
 * (the project does not isolate files), where a server process of each file's own loaded and
 * compiled them again (~1.5 s of CPU a file, beside the browser's).
 */
function useFileServer(opts: { ownBuild?: boolean }): { dist: () => string; db: () => Db } {
  let dataDir = '';
  let distDir = '';
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  let seeded: SeededDatabase | undefined;
  let dataDirBefore: string | undefined;
  beforeAll(async () => {
    await untilPrepared();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mtm-e2e-'));
    distDir = inject('e2eDist');
    if (opts.ownBuild) {
      distDir = path.join(dataDir, 'dist');
      cpSync(inject('e2eDist'), distDir, { recursive: true });
    }
    // Uploads and their signing key live under DATA_DIR (server/http/uploads.ts), read per call:
    // the files of a worker run one after another, each with its own.
    dataDirBefore = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir;
    seeded = await openSeededDatabase('pglite');
    db = seeded.db;
    app = await buildApp({ db, staticDir: distDir, logger: { level: 'error' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await seeded?.drop();
    serverUrl = undefined;
    if (dataDirBefore === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = dataDirBefore;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dist: () => {
      if (!distDir) throw new Error('the server starts in beforeAll');
      return distDir;
    },
    db: () => {
      if (!db) throw new Error('the server starts in beforeAll');
      return db;
    },
  };
}

/**
 * A server of this file's own (call it in the describe): it serves the run's build from a copy of
 * the seeded database, so what one file changes (balances, orders, tasks) no other file sees.
 * With `ownBuild`, it serves a copy of the build too, whose folder the answer names: a file can
 * change what it serves (a new service worker, as a new version would bring) without other files'
 * servers serving it.
 */
export function useServer(opts: { ownBuild?: boolean } = {}): () => string {
  return useFileServer(opts).dist;
}

/**
 * Like useServer, and the test can also reach the server's database (to expire a visitor's
 * captcha challenge, or read what a journey stored).
 */
export function useInProcessServer(): () => Db {
  return useFileServer({}).db;
}

/**
 * One Chromium per worker, shared by the files it runs one after another (each test opens its own
 * context, so nothing but the process is shared): launching it was ~1 s of CPU a file. It closes
 * with the worker (playwright kills the browsers it launched when its process exits).
 */
let sharedBrowser: Promise<Browser> | undefined;

function launchBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return sharedBrowser;
}

/** The worker's Chromium for the tests of a file (call it in the describe). */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A browser that died with an earlier file is launched again.
    if (!browser.isConnected()) {
      sharedBrowser = undefined;
      browser = await launchBrowser();
    }
  });
  afterAll(async () => {
    // What a file left open is closed with it; the browser stays for the next file.
    await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

export type Viewport = { width: number; height: number };
export const LAPTOP: Viewport = { width: 1366, height: 820 };
export const TABLET: Viewport = { width: 1024, height: 768 };
export const TABLET_PORTRAIT: Viewport = { width: 768, height: 1024 };

/**
 * A browser context as a person's device. The app's service worker is blocked unless the journey
 * goes offline or updates the app (`serviceWorkers: 'allow'`): installing it downloads the whole
 * app in the background (some 330 files, a fifth to a quarter of the CPU of a journey that stays
 * online), its "ready offline" notice can cover the control a journey taps next, and a test's
 * routes see the built files only without it (it answers them from its cache).
 *
 * `motion`: the reader's system asks for no less motion, so dialogs, menus and toasts play their
 * transitions. Left out, a journey runs as a reader who asked for less (the theme's
 * respectReducedMotion): the transitions' frames, drawn in software, were some 5-10% of the
 * browser's CPU in a journey (docs/speed.md, Tests); the keyboard journeys keep them covered.
 */
export async function newContext(
  browser: Browser,
  opts: { lang?: 'zh' | 'en'; viewport?: Viewport; serviceWorkers?: 'allow' | 'block'; touch?: boolean; motion?: boolean } = {},
): Promise<BrowserContext> {
  const lang = opts.lang ?? 'zh';
  const context = await browser.newContext({
    // The harness pages of the kit's tests have no server of the app.
    ...(serverUrl ? { baseURL: baseUrl() } : {}),
    viewport: opts.viewport ?? LAPTOP,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    serviceWorkers: opts.serviceWorkers ?? 'block',
    reducedMotion: opts.motion ? 'no-preference' : 'reduce',
    // A touch screen: its primary pointer is coarse, as a tablet's.
    hasTouch: opts.touch ?? false,
  });
  reportOnFailure(context);
  return context;
}

/**
 * When the test that opened `context` fails, each of its pages leaves a screenshot and prints what
 * a person at the screen would have seen: the URL, the notifications, and the page's errors and
 * refused requests. A failure on CI's machine is then read, not guessed.
 */
function reportOnFailure(context: BrowserContext): void {
  const events: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (err) => events.push(`page error: ${err.message}`));
    page.on('console', (msg) => msg.type() === 'error' && events.push(`console: ${msg.text()}`));
    page.on('requestfailed', (req) => events.push(`request failed: ${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`));
    page.on('response', (res) => res.status() >= 400 && events.push(`answer ${res.status()}: ${res.request().method()} ${res.url()}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  // Every notification the pages showed, in order: most close by themselves within seconds, so the
  // ones on screen when a wait runs out rarely say why a click did nothing.
  void context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __shownNotifications: string[] }).__shownNotifications = seen;
    // Where the focus went and what was pressed, in order: a dropdown that never showed its
    // options, or closed under a click, is read from what took the focus and when.
    const focusMoves: string[] = [];
    (window as unknown as { __focusMoves: string[] }).__focusMoves = focusMoves;
    const nameOf = (el: EventTarget | null) =>
      el instanceof HTMLElement ? `${el.tagName}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}` : String(el);
    document.addEventListener('focusin', (e) => focusMoves.push(`${new Date().toISOString()} focus ${nameOf(e.target)}`), true);
    for (const type of ['pointerdown', 'click'])
      document.addEventListener(type, (e) => focusMoves.push(`${new Date().toISOString()} ${type} on ${nameOf(e.target)}`), true);
    // Where the page moved under the pointer: a field pushed or scrolled off the window takes its
    // open dropdown with it, and a click then meets whatever took its place.
    const moves: string[] = [];
    (window as unknown as { __pageMoves: string[] }).__pageMoves = moves;
    const keep = (line: string) => moves.push(line) > 40 && moves.shift();
    let lastScrollY = 0;
    addEventListener('scroll', () => Math.abs(scrollY - lastScrollY) >= 1 && keep(`${new Date().toISOString()} scrolled ${Math.round(lastScrollY)} → ${Math.round((lastScrollY = scrollY))}`), true);
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as unknown as { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        const sources = (shift.sources ?? []).map((x) => `${nameOf(x.node ?? null)} y ${Math.round(x.previousRect.y)} → ${Math.round(x.currentRect.y)}, h ${Math.round(x.previousRect.height)} → ${Math.round(x.currentRect.height)}`);
        keep(`${new Date().toISOString()} layout shift ${shift.value.toFixed(3)}: ${sources.join('; ')}`);
      }
    }).observe({ type: 'layout-shift' });
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          for (const n of [node, ...node.querySelectorAll<HTMLElement>('.mantine-Notification-root')])
            if (n.classList.contains('mantine-Notification-root')) seen.push(`${new Date().toISOString()} ${n.textContent ?? ''}`);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    onTestFailed(async ({ task }) => {
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 60);
      for (const [i, page] of context.pages().entries()) {
        if (page.isClosed()) continue;
        const shown = await page
          .locator('.mantine-Notification-root')
          .allTextContents()
          .catch(() => []);
        const history = await page.evaluate(() => (window as unknown as { __shownNotifications?: string[] }).__shownNotifications ?? []).catch(() => []);
        const focus = await page
          .evaluate(() => ({
            moves: ((window as unknown as { __focusMoves?: string[] }).__focusMoves ?? []).slice(-16),
            pageMoves: ((window as unknown as { __pageMoves?: string[] }).__pageMoves ?? []).slice(-16),
            listboxes: [...document.querySelectorAll('[role=listbox]')].filter((el) => el.checkVisibility()).length,
            options: [...document.querySelectorAll('[role=option]')].filter((el) => el.checkVisibility()).length,
            // A dropdown open but not drawn: its field says expanded while its list is in the page
            // and hidden (a popover that takes its field for scrolled away is not displayed).
            expanded: `aria-expanded ${document.activeElement?.getAttribute('aria-expanded')}, data-expanded ${document.activeElement?.getAttribute('data-expanded')}`,
            focusedList: (() => {
              const id = document.activeElement?.getAttribute('aria-controls');
              const list = id ? document.getElementById(id) : null;
              if (!list) return id ? `${id} not in the page` : 'none named';
              const dropdown = list.closest<HTMLElement>('.mantine-Popover-dropdown');
              return `${id}: shown ${list.checkVisibility()}${dropdown ? `, its dropdown's display ${getComputedStyle(dropdown).display}, style "${dropdown.getAttribute('style') ?? ''}"` : ''}`;
            })(),
          }))
          .catch(() => null);
        console.error(
          `[failed: ${task.name}] page ${i}: ${page.url()}\n  notifications: ${JSON.stringify(shown)}\n  shown since the page loaded: ${JSON.stringify(history)}` +
            (focus
              ? `\n  lists of options shown: ${focus.listboxes}, options shown: ${focus.options}; the focused field: ${focus.expanded}, its list: ${focus.focusedList}` +
                `\n  last focus moves, pointer downs and clicks:\n    ${focus.moves.join('\n    ')}` +
                `\n  last scrolls and layout shifts:\n    ${focus.pageMoves.join('\n    ')}`
              : ''),
        );
        await capture(page, `FAILED-${name}-${i}`, {}).catch(() => {});
      }
      if (events.length) console.error(`[failed: ${task.name}] events:\n  ${events.slice(-30).join('\n  ')}`);
    });
  } catch {
    // Opened outside a test (in a hook): nothing to report on.
  }
}

/** The toast sign-in leaves on the screen behind it, in either language: done, or signed in on another device (its title first). */
const SIGN_IN_TOAST = new RegExp(`^(${[zhLogin, enLogin].flatMap((words) => [words.success, words.elsewhereTitle]).join('|')})`);

/**
 * Signs in from /login (or from the login page the guard redirected to) and waits for `landing`.
 * The toast sign-in leaves there is closed as it shows, as a person who has read it closes it.
 *
 * The toast stands bottom-left over the screen for 1 s, or 3 s when the account is signed in
 * elsewhere (every second sign-in of a seeded account in a file), and a pointer resting on it holds
 * it, as it should for a person reading it. A click aimed at what it covers (the home screen's link
 * to the ordering conferences, at tablet size) rests the pointer there on each retry, and so held
 * it until the click timed out. Closed by the page itself as it appears, the journey does not wait
 * for it (waiting, then closing it, was some 150 s of the browser files' time a run). What it said
 * is in the page's history of toasts (toastsShown).
 *
 * It shows 0.3-0.8 s after the landing (its host loads after the screen's first paint), and closed,
 * it still covers what is under it while it slides out: a click pressed on the conference's link
 * and released on the toast went to the page's body, and the journey waited for a screen that never
 * came (a fresh clone's CI, tablet size). Probed in the task after the toast shows, the link's
 * middle was under the toast, zh and en. The watch runs before the browser takes its next input,
 * so the toast is taken out of the layout there (the stack around it then has no box either), then
 * closed: probed the same way, the link is what is under the pointer.
 */
export async function signIn(page: Page, mobilephone: string, password = 'demo1234', landing = '**/home'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  // Sign-in lands in the same page (the app navigates, it does not load a page), so the watch holds.
  await page.evaluate((words) => {
    const said = new RegExp(words);
    const watch = new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>('.mantine-Notification-root')) {
        if (!said.test(toast.textContent ?? '')) continue;
        toast.style.display = 'none';
        toast.querySelector<HTMLElement>('.mantine-Notification-closeButton')?.click();
        watch.disconnect();
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
  }, SIGN_IN_TOAST.source);
  await submitSignIn(page, mobilephone, password, landing);
}

/** Every toast the page has shown since it loaded, in order, each as its words. */
export async function toastsShown(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => (window as unknown as { __shownNotifications?: string[] }).__shownNotifications ?? []);
  // Each is written with the time it showed: `2026-12-01T23:07:01.034Z words`.
  return seen.map((line) => line.slice(line.indexOf(' ') + 1));
}

/**
 * Signs in and waits for `landing`, leaving the toast alone: for a test that holds back the toasts'
 * code, where the toast comes only once it is let through.
 */
export async function submitSignIn(page: Page, mobilephone: string, password = 'demo1234', landing = '**/home'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByTestId('login-phone').fill(mobilephone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await page.waitForURL(landing);
}

/**
 * Opens `to` inside the running app, as a link does: the page is not loaded again, so the app's
 * code is not read and run afresh (about half a second of the browser's CPU a screen). The router
 * keeps the screen before on view while the next one's code and data load: wait for something
 * only the new screen shows.
 */
export async function openInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

const SHOTS = '.test-output/screenshots';

/**
 * Whether the journeys write their screenshots (`SCREENSHOTS=1 npm run test:e2e`). They are for a
 * person to look at, in both languages and at each size, and no test reads them; ~160 full-page
 * captures were some 45 s of the browser files' time in every run, so a run that only checks skips
 * them.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Writes `.test-output/screenshots/<name>.png` when SCREENSHOTS is on: the whole page, or with
 * `fullPage: false` what the screen shows (a side panel beside the part of the form it follows),
 * or one element, or `clip` of the page.
 */
export async function screenshot(target: Page | Locator, name: string, opts: CaptureOptions = {}): Promise<void> {
  if (SCREENSHOTS) await capture(target, name, opts);
}

type CaptureOptions = { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } };

/** Writes the screenshot whatever SCREENSHOTS says: a failed test's page is always kept. */
async function capture(target: Page | Locator, name: string, opts: CaptureOptions): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const file = `${SHOTS}/${name}.png`;
  // A page (it navigates; an element does not) takes the whole page, what the screen shows, or a clip.
  if ('goto' in target) await target.screenshot({ path: file, fullPage: opts.clip ? false : (opts.fullPage ?? true), clip: opts.clip });
  else await target.screenshot({ path: file });
}

/**
 * Waits until the service worker has precached the app and controls the page (after one reload),
 * so that the app opens offline from here on.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Deploys a new version as a release would (the built service worker changes, in this file's own
 * copy of the build) and has the page's registration check until the new worker installs. One
 * check is not enough: Chromium folds an update() into an update of the same scope already running,
 * such as the one it starts by itself a moment after a navigation or a burst of requests, and that
 * one may have read the file before it changed; it then answers "no change" for both.
 */
export async function deployNewServiceWorker(page: Page, buildDir: string, label: string): Promise<void> {
  appendFileSync(path.join(buildDir, 'sw.js'), `\n// deployed again (${label})\n`);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          if (!registration) return 'no registration';
          if (!registration.installing && !registration.waiting) await registration.update();
          return registration.installing || registration.waiting ? 'new worker' : 'no new worker yet';
        }),
      { timeout: 20_000, interval: 500 },
    )
    .toBe('new worker');
}

export type Envelope<T> = { errcode: number; message: string; result: T };

/**
 * Calls the API (`path` under /order_admin) from the test process, not the browser (which may be
 * offline), as the holder of `token`: what the server holds, read beside what the page shows.
 */
export async function callApi<T>(token: string, method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}): Promise<Envelope<T>> {
  const url = new URL(`${baseUrl()}/order_admin${path}`);
  if (method === 'GET') for (const [k, v] of Object.entries(data)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: { 'x-token': token, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: method === 'POST' ? JSON.stringify(data) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/**
 * Signs in, has the app installed for offline (its service worker controls the page), and returns
 * the session token the app sends, for the test's own calls (callApi).
 */
export async function signInReadyOffline(page: Page, mobilephone: string): Promise<() => string> {
  const token = tokenSent(page);
  await signIn(page, mobilephone);
  await untilServiceWorkerControls(page);
  await expect.poll(token).not.toBe('');
  return token;
}

/** The token the page's app sends with its calls, as last seen (empty until one is sent): watch before signing in. */
export function tokenSent(page: Page): () => string {
  let token = '';
  page.on('request', (r) => {
    const t = r.headers()['x-token'];
    if (t && r.url().includes('/order_admin/')) token = t;
  });
  return () => token;
}

/**
 * Does `act` and waits for a toast saying `text` that was not on screen before it. A toast an
 * earlier action left up (Mantine keeps one 4 s, longer under the pointer) says the same words but
 * nothing about this action: a test that took it for this one's went on while the change was still
 * being queued, and went online before the screen had decided to keep it on the device.
 */
export async function afterNewToast(page: Page, text: string | RegExp, act: () => Promise<void>): Promise<void> {
  await page.locator('.mantine-Notification-root').evaluateAll((shown) => shown.forEach((el) => el.setAttribute('data-seen-before', '')));
  await act();
  await page.locator('.mantine-Notification-root:not([data-seen-before])').filter({ hasText: text }).first().waitFor();
}

/** Neither the page nor any scrolling box inside it (a table's container, a list, a dialog) scrolls sideways. */
export async function noHorizontalScroll(page: Page): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(scroll, `page scrolls sideways (${scroll} > ${inner}) at ${page.url()}`).toBeLessThanOrEqual(inner);
  // Nor does any scrolling box inside it (a table in its scroll container, a list, a dialog).
  const sideways = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
  );
  expect(sideways, `boxes scroll sideways at ${page.url()}`).toEqual([]);
}

/**
 * The queued changes a context sends, in order, as their path under /order_admin and their
 * Idempotency-Key: sent alone on their own path, or each change of a sync batch. Every request of
 * the context is seen, the sync worker's included.
 */
export function recordQueuedSends(context: BrowserContext): QueuedSend[] {
  const sends: QueuedSend[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST') sends.push(...queuedChangesOf(new URL(r.url()).pathname, r.headers()['idempotency-key'], r.postData() ?? undefined));
  });
  return sends;
}
