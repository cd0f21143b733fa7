/** Browser test support: the system Chromium through playwright-core, never a downloaded browser. */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export const baseUrl = () => inject('baseUrl');

async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** One Chromium for the tests of a file (call it in the describe): launched before them, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
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

export async function newContext(browser: Browser, opts: { lang?: 'zh' | 'en'; viewport?: Viewport } = {}): Promise<BrowserContext> {
  const lang = opts.lang ?? 'zh';
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? LAPTOP,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    serviceWorkers: 'allow',
  });
  return context;
}

/** Signs in from /login (or from the login page the guard redirected to) and waits for `landing`. */
export async function signIn(page: Page, mobilephone: string, password = 'demo1234', landing = '**/home'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByTestId('login-phone').fill(mobilephone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await page.waitForURL(landing);
}

const SHOTS = '.test-output/screenshots';

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
