/**
 * Every screen of the route table against axe-core's WCAG 2.0/2.1 A and AA rules, in Chinese and
 * English, signed in as the account that works with it (the seller on a laptop, the measurer on a
 * touch tablet), with the dialogs people work in open (pay, a person, an import's refused rows,
 * a conflict) and offline; each screen also has one main landmark, an h1, headings in order and
 * tables with header cells, and a status change is said through the live region. The detail
 * screens are opened on real records (./a11y-records.ts): an order of every layout and a cart
 * order, the team order's employees, a consumer, a company, a group order at each stage, an
 * ordering conference and its sample's tag, a measuring task and a haute couture task; the factory
 * works through its board. One page per account (the seller's, one per language) visits the screens
 * one after another inside the app (no reload), so the sweep stays short.
 * The owner's staff dialog is then done by keyboard alone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MEASURING_PATHS } from '../../src/domain/measuring/paths';
import { apiCall, apiLogin, conferenceWithSample, coutureTask, foreignOrders, groupOrdersAtEachStage, sellerOrders, type Screen } from './a11y-records';
import { contrastRatio } from '../../src/app/contrast';
import { measurementBody } from '../support/measurement-body';
import { selectSuit } from './deep-custom-form';
import { fillCustomerAndMeasures } from './fast-order-form';
import { focusShows, tabTo } from './keyboard';
import { openPerson } from './measuring-people';
import { peopleTemplateHeader, xlsxUpload } from './people-sheet';
import { TABLET, baseUrl, newContext, openInApp, signIn, useBrowser, useInProcessServer } from './support';

/** axe-core's script, evaluated in the page: the app's Content-Security-Policy refuses an added inline script tag. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SELLER = '13800000001';
const MEASURER = '13800000004';
const SECOND_MEASURER = '13800000007';
const FACTORY = '13800000005';
const TASK_NAME = '华东能源 2026 秋季工装量体';
/** The seller works on a laptop screen. */
const SELLER_SCREEN = { width: 1366, height: 768 };

/** The seller's screens: every route of the table a seller opens without a record (the deep customization's later steps are swept on a draft, below). */
const SELLER_ROUTES = [
  '/home',
  '/home/account-info',
  '/home/deepCustomization',
  '/home/cart',
  '/home/fastPurchase',
  '/home/orderManagement',
  '/home/capitalChangeNote',
  '/home/fabricManagement',
  '/home/storeManagement',
  '/home/materialSearch',
  '/home/employeeManagement',
  '/home/shopManagement',
  '/home/groupPurchase',
  '/home/largeGoods',
  '/home/childAccount',
  '/home/ordering-conference',
  '/home/order-requests',
  '/home/foreign-custom',
  '/home/sales-report',
  '/home/customManagement',
  '/home/customManagement?tab=company',
  '/home/no-such-screen',
];

const MEASURER_ROUTES = ['/home', '/home/measuring-tasks', '/home/haute-couture', '/home/account-info'];

const WORDS = {
  zh: { pay: '余额支付', continue: '继续支付', addPerson: '新增员工', keyword: '请输入关键字', offline: '离线模式', height: '身高', save: '保存量体数据', queued: '保存成功 · 已存入离线缓存', sent: '已提交 1 项更改', logistics: '物流详情', logisticsTitle: '物流详情', feedback: '查看反馈', feedbackTitle: '审核反馈', history: '修改记录', fail: '审核不通过', failTitle: '审核不通过：给下单人的反馈' },
  en: { pay: 'Pay from balance', continue: 'Continue to payment', addPerson: 'Add employee', keyword: 'Keyword', offline: 'Offline mode', height: 'Height', save: 'Save measurement', queued: 'Saved successfully · kept in the offline cache', sent: '1 change sent', logistics: 'Logistics', logisticsTitle: 'Logistics details', feedback: 'View feedback', feedbackTitle: 'Review feedback', history: 'History of changes', fail: 'Fail', failTitle: 'Review failed: feedback for the seller' },
};

type Found = { id: string; nodes: { target: string[]; html: string; failureSummary?: string }[] };

/** Notes in the page when its document last changed, so a check waits for a screen that has stopped drawing. */
function noteChanges(): void {
  const w = window as unknown as { __lastChange: number };
  w.__lastChange = performance.now();
  new MutationObserver(() => (w.__lastChange = performance.now())).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** The page's requests under way (its data, and a screen's code loading), counted as the browser sends and ends them. */
function requestsUnderWay(page: Page): () => number {
  let n = 0;
  page.on('request', () => n++);
  page.on('requestfinished', () => n--);
  page.on('requestfailed', () => n--);
  return () => n;
}

const underWay = new WeakMap<Page, () => number>();

/** A page of the context, counting its requests (see settled). */
async function trackedPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(noteChanges);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  underWay.set(page, requestsUnderWay(page));
  return page;
}

/**
 * Waits until no request is under way, no loader shows and the screen has not changed for a
 * moment. A screen that has not settled in 20 s fails here by name: it used to give up after 5 s
 * and let axe read a half-drawn page on a busy machine (no screen needed more than 5 s on a quiet one).
 */
async function settled(page: Page): Promise<void> {
  const requests = underWay.get(page)!;
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 40));
    if (requests() > 0) continue;
    const quiet = await page.evaluate(
      () =>
        performance.now() - (window as unknown as { __lastChange: number }).__lastChange > 120 &&
        !document.querySelector('.mantine-Loader-root, [aria-busy="true"]') &&
        // A dialog fading in is read at its final colours, not half transparent.
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    );
    if (quiet) return;
  }
  throw new Error(`${page.url()} did not settle in 20 s (${requests()} requests under way)`);
}

/**
 * The violations of the page as it is, one line each: where, the rule, how many elements, and the
 * first of them. With `within`, only inside that element (an open dialog, over a screen already checked).
 */
async function violations(page: Page, where: string, within?: string): Promise<string[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Found[] }> } }).axe;
    // A whole screen is also held to its structure: one main landmark, an h1, headings in order.
    const structure = scope ? {} : { 'landmark-one-main': { enabled: true }, 'landmark-no-duplicate-main': { enabled: true }, 'page-has-heading-one': { enabled: true }, 'heading-order': { enabled: true } };
    const res = await axe.run(scope ? { include: [scope] } : document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: structure });
    const list = res.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160), failureSummary: n.failureSummary?.split('\n').slice(1, 2).join(' ') })) }));
    // A table shown without a header cell: its columns are not named to a screen reader (axe's table rules check only the headers there are).
    const headless = scope ? [] : [...document.querySelectorAll('table')].filter((t) => t.getClientRects().length > 0 && !t.querySelector('th'));
    if (headless.length) list.push({ id: 'table-without-headers', nodes: headless.map((t) => ({ target: [t.className], html: t.outerHTML.slice(0, 160), failureSummary: undefined })) });
    return list;
  }, within ?? null);
  return found.map((v) => `${where}: ${v.id} ×${v.nodes.length} (${v.nodes[0]!.target.join(' ')} ${v.nodes[0]!.html} ${v.nodes[0]!.failureSummary ?? ''})`);
}

/** The edges of the screen's fields, checkboxes and radios (unfocused, unchecked, enabled) that stand out from white at under 3:1. */
async function faintControlEdges(page: Page): Promise<string[]> {
  const edges = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input:not([type=hidden]):not(:checked):not(:disabled), .mantine-Checkbox-input:not(:checked), .mantine-Radio-radio:not(:checked)')]
      .filter((el) => el.getClientRects().length > 0 && el !== document.activeElement && getComputedStyle(el).borderTopStyle !== 'none' && getComputedStyle(el).borderTopWidth !== '0px')
      .map((el) => ({ what: `${el.tagName.toLowerCase()}.${el.className}`, color: getComputedStyle(el).borderTopColor })),
  );
  const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
  return edges.filter((e) => !e.color.startsWith('rgba(0, 0, 0, 0)') && contrastRatio(hex(e.color), '#ffffff') < 3).map((e) => `${e.what}: ${e.color}`);
}

const mainText = () => document.querySelector('main')?.textContent ?? '';

/**
 * Opens a screen inside the running app, as a link would (the page is not loaded again), and waits
 * until it shows: the router keeps the screen before on view while the next one's code and words
 * load, and a check then would read the screen before. A record's screen waits for the words it shows.
 */
async function visit(page: Page, to: string | Screen): Promise<void> {
  const { route, shows } = typeof to === 'string' ? { route: to, shows: undefined } : to;
  const before = await page.evaluate(mainText);
  const moves = await page.evaluate((url) => `${location.pathname}${location.search}` !== url, route);
  await openInApp(page, route);
  if (moves) await page.waitForFunction((b) => (document.querySelector('main')?.textContent ?? '') !== b, before);
  if (shows) await page.locator('main').getByText(shows).first().waitFor();
}

/** The language the app shows from now on, as its switch keeps it. */
async function switchTo(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
}

/** Two measurers (the first signed in as `a`) save one person's height from the same read: the person is then in conflict. Answers the person's name. */
async function makeConflict(a: string): Promise<{ conflicted: string; another: string }> {
  const b = await apiLogin(SECOND_MEASURER);
  const people = await apiCall<{ list: { id: number; rev: number; truename: string }[] }>(a, 'GET', MEASURING_PATHS.getTaskUserList, { task_id: 1, size: 10000 });
  const p = people.list[2]!;
  const save = (device: string, height: number) => ({ ...measurementBody(p.id, height), base_rev: p.rev, device_id: device, changed_at: new Date().toISOString() });
  await apiCall(a, 'POST', MEASURING_PATHS.saveMeasurement, save('tablet-a', 170));
  await apiCall(b, 'POST', MEASURING_PATHS.saveMeasurement, save('tablet-b', 185));
  return { conflicted: p.truename, another: people.list[0]!.truename };
}

/** The page's own people template, whose second row has a gender the import refuses. */
async function badPeopleSheet(page: Page) {
  return xlsxUpload('people.xlsx', '人员名单', [await peopleTemplateHeader(page), ['张三', '男', '技术部', 175, 70], ['李四', '未知', '技术部', 160, 50]]);
}

// The accounts' tests share nothing but the server, and run one after another: side by side (five
// browser pages sharing a worker's share of two busy cores) each took as long as all of them, and
// on a slow machine's whole run the measurer's came within a second of its two minutes.
describe('accessibility: no WCAG 2.1 AA violation on any screen', () => {
  const db = useInProcessServer();
  const browser = useBrowser();

  // The records the seller's screens open, made once for both languages' sweeps.
  let sellerRecords: Promise<{ orders: Awaited<ReturnType<typeof sellerOrders>>; groups: Screen[]; conference: Awaited<ReturnType<typeof conferenceWithSample>> }> | undefined;
  const recordsOfSeller = () =>
    (sellerRecords ??= (async () => {
      const token = await apiLogin(SELLER);
      await foreignOrders(token, db());
      return { orders: await sellerOrders(token), groups: await groupOrdersAtEachStage(token, db(), SELLER, MEASURER), conference: await conferenceWithSample(token) };
    })());

  // The longest: some 55 screens and dialogs a language, one after another (both languages in one
  // test took three of its four minutes on a slow machine's whole run).
  for (const lang of ['zh', 'en'] as const) {
    it(`the seller in ${lang}: sign-in, the public pages, every screen and detail, the pay, logistics, feedback, employee, person and tag dialogs and an import with refused rows`, { timeout: 240_000 }, async ({ expect }) => {
      const { orders, groups, conference } = await recordsOfSeller();
      const w = WORDS[lang];
      const context = await newContext(browser(), { lang, viewport: SELLER_SCREEN });
      const page = await trackedPage(context);
      const found: string[] = [];
      // Sign-in and the public order form, before signing in.
      await page.goto('/login');
      await switchTo(page, lang);
      await page.getByTestId('login-phone').waitFor();
      found.push(...(await violations(page, `${lang} /login`)));
      found.push(...(await faintControlEdges(page)).map((e) => `${lang} /login: faint edge ${e}`));
      await page.goto('/order-form/SH01');
      // Its form drawn, not the page still loading: nothing else here waits for this screen.
      await page.getByTestId('form-fabric').waitFor();
      found.push(...(await violations(page, `${lang} /order-form/SH01`)));
      await page.goto(conference.tag.route);
      await page.getByText(conference.tag.shows).first().waitFor();
      found.push(...(await violations(page, `${lang} /sample-tag/:product_no signed out`)));

      await page.goto('/login');
      await signIn(page, SELLER);
      // A deep customization draft up to its last step (kept on the device), so each step opens.
      await visit(page, '/home/deepCustomization');
      await selectSuit(page);
      await page.getByTestId('deep-fabric-list').locator('button').first().click();
      await page.getByTestId('deep-bom').waitFor();
      await page.getByTestId('deep-next').click();
      await page.getByTestId('deep-design').waitFor();
      await page.getByTestId('deep-next').click();
      await page.getByTestId('deep-measure').waitFor();
      await fillCustomerAndMeasures(page, '无障碍客户', [1, 2]);
      await page.getByTestId('deep-next').click();
      await page.getByTestId('deep-order').waitFor();
      await visit(page, '/home');
      for (const route of SELLER_ROUTES) {
        await visit(page, route);
        found.push(...(await violations(page, `${lang} ${route}`)));
        // The order form, where most fields, checkboxes and radios are, also has its edges measured.
        if (route === '/home/fastPurchase') found.push(...(await faintControlEdges(page)).map((e) => `${lang} ${route}: faint edge ${e}`));
      }

      // The detail screens on real records: an order of each layout and a cart order of each, the
      // team order's employees, a group order at each stage and a new one, a conference and its sample's tag.
      const deepSteps = ['deepCusFabric', 'deepCusDesign', 'deepCusMeasure', 'deepCusOrder'].map((step) => `/home/deepCustomization/${step}`);
      for (const route of [...deepSteps, ...orders.details, orders.employees, ...groups, '/home/groupPurchase/new', conference.detail, conference.tag]) {
        await visit(page, route);
        found.push(...(await violations(page, `${lang} ${typeof route === 'string' ? route : route.route}`)));
      }
      // The order step's cost per garment, shown on demand.
      await visit(page, '/home/deepCustomization/deepCusOrder');
      await page.getByTestId('deep-show-cost').check({ force: true });
      await page.getByTestId('deep-order-total').waitFor();
      found.push(...(await violations(page, `${lang} /home/deepCustomization/deepCusOrder with its costs`)));

      await visit(page, '/home/customManagement');
      await visit(page, (await page.getByTestId('customer-link').first().getAttribute('href'))!);
      await page.getByTestId('customer-order-link').first().waitFor();
      found.push(...(await violations(page, `${lang} /home/consumer-details/:consumerId`)));

      // An order's logistics and its review feedback, from its detail.
      const dialogOf = async (screen: Screen | undefined, button: string, title: string, ready?: string) => {
        if (!screen) return found.push(`${lang}: no order with the ${title} dialog`);
        await visit(page, screen);
        await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await (ready ? dialog.getByTestId(ready) : dialog).waitFor();
        found.push(...(await violations(page, `${lang} ${title} dialog`, '[role="dialog"]')));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      };
      await dialogOf(orders.logistics, w.logistics, w.logisticsTitle, 'tracking-no');
      await dialogOf(orders.feedback, w.feedback, w.feedbackTitle);

      // An employee of the team order: their measurements, and their modify form.
      await visit(page, orders.employees);
      for (const nth of [0, 1]) {
        await page.getByTestId('employee-row').first().getByRole('button').nth(nth).click();
        await page.getByRole('dialog').waitFor();
        found.push(...(await violations(page, `${lang} employee dialog ${nth}`, '[role="dialog"]')));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }

      // The conference's sheet of tags.
      await visit(page, conference.detail);
      await page.getByTestId('conference-tags').click();
      await page.getByRole('dialog').getByTestId('tag-qr').first().waitFor();
      found.push(...(await violations(page, `${lang} tag sheet dialog`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // The pay dialog, over the cart.
      await visit(page, '/home/cart');
      await page.getByTestId('cart-row').first().getByRole('checkbox').check();
      await page.getByTestId('settle').click();
      await page.getByRole('button', { name: w.continue }).click();
      await page.getByRole('dialog', { name: w.pay }).waitFor();
      found.push(...(await violations(page, `${lang} pay dialog`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: w.pay }).waitFor({ state: 'detached' });

      // A company's people, and an import whose rows were refused.
      await visit(page, '/home/customManagement?tab=company');
      await page.getByTestId('company-link').first().click();
      await page.getByTestId('company-info').waitFor();
      found.push(...(await violations(page, `${lang} /home/customDetailB`)));
      await page.getByTestId('person-add').click();
      await page.getByRole('dialog').waitFor();
      found.push(...(await violations(page, `${lang} company person dialog`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByTestId('company-people').locator('input[type=file]').setInputFiles(await badPeopleSheet(page));
      await page.getByTestId('upload-errors').waitFor();
      found.push(...(await violations(page, `${lang} import errors`)));
      expect(found).toEqual([]);
      await context.close();
    });
  }

  it('the measurer on a touch tablet: the task list, a task with a person in conflict, the person dialog, offline and its announced save and send, in zh and en', { timeout: 240_000 }, async ({ expect }) => {
    // One sign-in of the measurer's (a second one elsewhere is refused while it holds).
    const measurer = await apiLogin(MEASURER);
    const { conflicted, another } = await makeConflict(measurer);
    const couture = await coutureTask(measurer, db());
    // Offline it stays on the task it opened online, so no service worker is installed (Playwright
    // installs one by default: some 4.5 s of CPU, the server's included).
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: TABLET, hasTouch: true, isMobile: false, locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await trackedPage(context);
    const found: string[] = [];
    await page.goto('/login');
    await signIn(page, MEASURER);
    for (const lang of ['zh', 'en'] as const) {
      const w = WORDS[lang];
      if (lang === 'en') await switchTo(page, 'en');
      for (const route of [...MEASURER_ROUTES, couture]) {
        await visit(page, route);
        found.push(...(await violations(page, `${lang} ${typeof route === 'string' ? route : route.route}`)));
      }
      await visit(page, '/home/measuring-tasks');
      await page.getByRole('button', { name: TASK_NAME }).click();
      await page.waitForURL('**/home/measuringDetails?**');
      await page.getByRole('option').first().waitFor();
      found.push(...(await violations(page, `${lang} /home/measuringDetails`)));

      await openPerson(page, conflicted, w.keyword);
      found.push(...(await violations(page, `${lang} a person in conflict`)));
      await page.getByTestId('person-history').click();
      await page.getByRole('dialog', { name: w.history }).getByTestId('history-row').first().waitFor();
      found.push(...(await violations(page, `${lang} person history dialog`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: w.history }).waitFor({ state: 'detached' });
      await page.getByRole('textbox', { name: w.keyword }).fill('');

      await page.getByRole('button', { name: w.addPerson }).click();
      await page.getByRole('dialog', { name: w.addPerson }).waitFor();
      found.push(...(await violations(page, `${lang} person dialog`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: w.addPerson }).waitFor({ state: 'detached' });

      await context.setOffline(true);
      await page.getByText(w.offline, { exact: true }).first().waitFor();
      found.push(...(await violations(page, `${lang} offline`)));

      // A status change is said through the live region: a measurement kept on the device, then sent.
      await page.evaluate(() => {
        const said: string[] = [];
        (window as unknown as { __said: string[] }).__said = said;
        new MutationObserver((records) => {
          for (const r of records)
            for (const node of r.addedNodes) {
              if (!(node instanceof HTMLElement)) continue;
              // A toast with a status role, inside a live region the page had before it.
              const toast = node.matches('[role=status], [role=alert]') ? node : node.querySelector<HTMLElement>('[role=status], [role=alert]');
              if (toast?.parentElement?.closest('[aria-live]')) said.push(toast.querySelector('.mantine-Notification-description')?.textContent ?? '');
            }
        }).observe(document.body, { subtree: true, childList: true });
      });
      const said = () => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
      await openPerson(page, another, w.keyword);
      await page.getByRole('textbox', { name: w.height }).fill(lang === 'zh' ? '171' : '172');
      await page.getByRole('button', { name: w.save }).click();
      await expect.poll(said).toContain(w.queued);
      await context.setOffline(false);
      // Back online, the changes waiting are sent from the keyboard.
      await page.getByTestId('pending-changes').focus();
      await page.keyboard.press('Enter');
      await expect.poll(said, { timeout: 30_000 }).toContain(w.sent);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('the factory: home, its production board, an order it reviews, the review-failed dialog and its account, in zh and en', async ({ expect }) => {
    const context = await newContext(browser(), { lang: 'zh', viewport: SELLER_SCREEN });
    const page = await trackedPage(context);
    const found: string[] = [];
    await signIn(page, FACTORY);
    for (const lang of ['zh', 'en'] as const) {
      const w = WORDS[lang];
      await switchTo(page, lang);
      for (const route of ['/home', '/home/orderManagement', '/home/account-info']) {
        await visit(page, route);
        found.push(...(await violations(page, `${lang} factory ${route}`)));
      }
      // The board opens on the orders under review: one's feedback dialog, then its detail.
      await visit(page, '/home/orderManagement');
      const row = page.getByTestId('board-row').first();
      await row.getByRole('button', { name: w.fail, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.failTitle });
      await dialog.waitFor();
      found.push(...(await violations(page, `${lang} factory review-failed dialog`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await visit(page, (await row.locator('a[href^="/home/orderDetail/"]').getAttribute('href'))!);
      found.push(...(await violations(page, `${lang} factory /home/orderDetail/:order_num`)));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('the owner adds a staff login by keyboard alone: every step reached by Tab with its focus shown, the dialog keeps the focus and gives it back', async ({ expect }) => {
    const context = await newContext(browser(), { lang: 'zh', viewport: SELLER_SCREEN });
    const page = await trackedPage(context);
    await signIn(page, SELLER);
    await visit(page, '/home/employeeManagement');
    await page.getByTestId('staff-add').waitFor();
    await tabTo(page, { testId: 'staff-add' });
    await expect.poll(() => focusShows(page)).toBe('');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '新增员工' });
    await dialog.waitFor();
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null);
    // Escape closes it and the focus is back on the button that opened it. Pressed once the dialog
    // has the focus, as a person sees it: Mantine moves the focus in a moment after the dialog
    // shows, and an Escape before that (a busy machine's timing) left the focus in the closing one.
    await expect.poll(inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('staff-add');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    for (const [testId, typed] of [['staff-username', '键盘员工'], ['staff-number', 'K-001'], ['staff-mobile', '13920000888'], ['staff-password', 'key-pass-1']] as const) {
      await tabTo(page, { testId });
      await expect.poll(() => focusShows(page)).toBe('');
      await page.keyboard.type(typed);
    }
    await tabTo(page, { testId: 'staff-module-fast_order' });
    await expect.poll(() => focusShows(page)).toBe('');
    await page.keyboard.press('Space');
    await tabTo(page, { testId: 'staff-save' });
    await expect.poll(() => focusShows(page)).toBe('');
    // The focus never left the dialog on the way.
    expect(await inDialog()).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('staff-row').filter({ hasText: 'K-001' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('staff-add');
    await context.close();
  });
});
