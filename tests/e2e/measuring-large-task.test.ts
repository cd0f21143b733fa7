/**
 * A task of 5,000 people opened online for the first time, on a device where storing it takes a
 * while (a slow tablet: here the test keeps the app's write open until it lets go). The task shows
 * as it arrives: its first people in list order, then everyone before their measurements, each
 * stage with a notice; then the fetched task shows while it is stored, a change asked for meanwhile is told to wait (nothing is queued), and
 * once the task is stored the notice goes and changes are taken. A first page that came before the
 * screen's code is drawn by the screen's first render.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DB_NAME } from '../../src/db/portal-db-name';
import { seedLargeTask } from '../support/large-task';
import { TABLET, newContext, screenshot, signIn, useBrowser, useInProcessServer } from './support';
import type { Page } from 'playwright-core';

const PEOPLE = 5_000;

/**
 * Makes the app's write of a task's people take as long as the test wants, as on a slow tablet:
 * once that write puts its first bucket of the server's copy, a request after each answer keeps
 * the app's own transaction open (uncommitted) until `letGo`. Everything else the app does with
 * IndexedDB waits behind it exactly as it would behind a slow write.
 */
async function slowStoring(page: Page): Promise<{ letGo: () => Promise<void> }> {
  await page.addInitScript(() => {
    const slow = window as { storingHeld?: boolean };
    slow.storingHeld = true;
    const put = IDBObjectStore.prototype.put;
    const held = new WeakSet<IDBTransaction>();
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'snapshotBuckets' && slow.storingHeld && !held.has(this.transaction)) {
        held.add(this.transaction);
        const keepOpen = () => {
          if (slow.storingHeld) this.get('held').onsuccess = keepOpen;
        };
        keepOpen();
      }
      return put.apply(this, args);
    };
  });
  return {
    letGo: () =>
      page.evaluate(() => {
        (window as { storingHeld?: boolean }).storingHeld = false;
      }),
  };
}

describe('a large measuring task', () => {
  const db = useInProcessServer();
  const browser = useBrowser();
  let taskId = 0;
  beforeAll(async () => {
    taskId = await seedLargeTask(db(), PEOPLE);
  });

  it('shows the fetched people while storing them on the device, and takes changes once stored', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, '13800000004');
    const storing = await slowStoring(page);
    // The whole list comes late: its first page shows before it, in the order the whole list has.
    let releasePeople = () => {};
    const peopleHeld = new Promise<void>((resolve) => (releasePeople = resolve));
    await context.route('**/get_task_user_list**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('size') === '10000') await peopleHeld;
      await route.continue();
    });
    // The measurements come late: the whole list shows before them, and nobody's panel opens yet.
    let releaseMeasurements = () => {};
    const measurementsHeld = new Promise<void>((resolve) => (releaseMeasurements = resolve));
    await context.route('**/get_task_measuring_data**', async (route) => {
      await measurementsHeld;
      await route.continue();
    });
    // A deep link asks for the first page and its task before the screen's code (src/app/bootstrap.ts),
    // and everyone once that page has come; the screen takes them instead of asking again.
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/\/assets\/measuring-details-page-[^/]+\.js$/.test(url.pathname)) asked.push('screen code');
      if (url.pathname.endsWith('/task_info')) asked.push('task');
      if (url.pathname.endsWith('/get_task_user_list')) asked.push(`people ${url.searchParams.get('size')}`);
    });
    await page.goto(`/home/measuringDetails?id=${taskId}`);

    const notice = page.getByTestId('task-storing');
    await expect.poll(() => notice.getAttribute('data-stage')).toBe('head');
    expect(await notice.textContent()).toContain(`已显示前 100 人（共 ${PEOPLE} 人）`);
    expect(await page.getByText(`显示前 100 人，共 ${PEOPLE} 人`).isVisible()).toBe(true);
    // Filtering a part as if it were the whole would mislead: the filters wait for everyone.
    expect(await page.getByRole('textbox', { name: '请输入关键字' }).isDisabled()).toBe(true);
    const firstRows = async () => (await page.getByRole('option').allTextContents()).slice(0, 8);
    const head = await firstRows();
    expect(head).toHaveLength(8);
    await screenshot(page, 'measuring-large-head-first-zh-tablet');
    await expect.poll(() => asked.filter((a) => a === 'people 10000').length).toBe(1);
    expect(asked.filter((a) => a === 'task')).toHaveLength(1);
    expect(asked.filter((a) => a === 'people 100')).toHaveLength(1);
    expect(asked.indexOf('screen code')).toBeGreaterThan(asked.indexOf('people 100'));
    expect(asked.indexOf('people 10000')).toBeGreaterThan(asked.indexOf('people 100'));
    releasePeople();

    await expect.poll(() => notice.getAttribute('data-stage')).toBe('measurements');
    // Everyone is here, and the rows on screen did not move.
    expect(await firstRows()).toEqual(head);
    expect(await page.getByRole('textbox', { name: '请输入关键字' }).isDisabled()).toBe(false);
    expect(await notice.textContent()).toContain(`正在加载这个任务的量体数据（${PEOPLE} 人）`);
    expect(await page.getByText(`显示 ${PEOPLE} 人`).isVisible()).toBe(true);
    await page.getByRole('option').nth(1).click();
    await page.getByTestId('measurements-pending').waitFor();
    await screenshot(page, 'measuring-large-people-first-zh-tablet');
    releaseMeasurements();

    await expect.poll(() => notice.getAttribute('data-stage')).toBe('storing');
    expect(await notice.textContent()).toContain(`正在把这个任务存到本设备（${PEOPLE} 人）`);
    expect(await page.getByText(`显示 ${PEOPLE} 人`).isVisible()).toBe(true);
    // The list can be looked through already: a person opens in the panel.
    await page.getByRole('option').nth(2).click();
    await page.getByRole('heading', { level: 3, name: /^员工\d+$/ }).waitFor();
    await screenshot(page, 'measuring-large-storing-zh-tablet');

    // A change waits: it is said so, no dialog opens, nothing is queued.
    await page.getByRole('button', { name: '新增员工' }).click();
    await expect.poll(() => page.locator('.mantine-Notification-description').allTextContents()).toContain('任务还在存到本设备，请稍候再修改');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await storing.letGo();
    await notice.waitFor({ state: 'detached' });
    expect(await page.getByText(`显示 ${PEOPLE} 人`).isVisible()).toBe(true);
    const stored = await page.evaluate(
      ([name, id]) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const buckets = open.result.transaction('peopleBuckets').objectStore('peopleBuckets').index('taskId').getAll(id);
            buckets.onsuccess = () => resolve((buckets.result as { json: string }[]).reduce((n, b) => n + (JSON.parse(b.json) as unknown[]).length, 0));
          };
        }),
      [PORTAL_DB_NAME, taskId] as const,
    );
    expect(stored).toBe(PEOPLE);
    await page.getByRole('button', { name: '新增员工' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it("draws the first page with the screen's first render when it came before the screen's code", async () => {
    // Without the service worker, the test's route can hold the screen's code until the page has come.
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    // What the list's column showed when it first appeared: rows or not (else it showed empty while
    // loading), and the loading stage. Read at that moment, in the page: on a loaded machine the
    // whole list can come before the test could look, and the stage moves on.
    await page.addInitScript(() => {
      new MutationObserver((_, seen) => {
        const column = document.querySelector('input[aria-label="请输入关键字"]');
        if (!column) return;
        seen.disconnect();
        (window as { firstColumn?: unknown }).firstColumn = {
          hadRows: document.querySelector('[role="option"]') !== null,
          stage: document.querySelector('[data-testid="task-storing"]')?.getAttribute('data-stage') ?? null,
        };
      }).observe(document, { subtree: true, childList: true });
    });
    await signIn(page, '13800000004');
    const answered = (part: string) => page.waitForResponse((r) => r.url().includes(part)).then((r) => r.finished());
    const came = Promise.all([answered('/task_info'), answered('size=100')]);
    await context.route('**/assets/measuring-details-page-*.js', async (route) => {
      await came;
      await route.continue();
    });
    await page.goto(`/home/measuringDetails?id=${taskId}`);
    await expect.poll(() => page.evaluate(() => (window as { firstColumn?: unknown }).firstColumn)).toEqual({ hadRows: true, stage: 'head' });
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("draws a deep link's first page before the screen's code has come, where the screen then draws it", async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, '13800000004');
    let releaseScreen = () => {};
    const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
    await context.route('**/assets/measuring-details-page-*.js', async (route) => {
      await screenHeld;
      await route.continue();
    });
    // Everyone comes late, so the screen is compared while it shows the first page too, with its
    // notice above the list (once the task is stored the notice goes and the list moves up).
    let releasePeople = () => {};
    const peopleHeld = new Promise<void>((resolve) => (releasePeople = resolve));
    await context.route('**/get_task_user_list**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('size') === '10000') await peopleHeld;
      await route.continue();
    });
    await page.goto(`/home/measuringDetails?id=${taskId}`);
    // The early view: the task's name, the notice and the first rows, none of them to be picked yet.
    const early = page.locator('[aria-busy="true"]');
    await early.getByRole('option').first().waitFor();
    expect(await early.getByRole('heading', { level: 2 }).textContent()).toBe(`万人量体 ${PEOPLE}`);
    expect(await early.getByText(`已显示前 100 人（共 ${PEOPLE} 人）`).isVisible()).toBe(true);
    expect(await early.getByText(`显示前 100 人，共 ${PEOPLE} 人`).isVisible()).toBe(true);
    expect(await early.getByRole('option').first().isDisabled()).toBe(true);
    const rowsOf = async () => {
      const rows = page.getByRole('option');
      const texts = (await rows.allTextContents()).slice(0, 8);
      return { texts, first: await rows.first().boundingBox(), eighth: await rows.nth(7).boundingBox() };
    };
    const drawnEarly = await rowsOf();
    expect(drawnEarly.texts).toHaveLength(8);
    await screenshot(page, 'measuring-large-early-zh-tablet');

    releaseScreen();
    const notice = page.getByTestId('task-storing');
    await expect.poll(() => notice.getAttribute('data-stage')).toBe('head');
    await early.waitFor({ state: 'detached' });
    // The same rows in the same places, now the screen's: a row opens its person.
    expect(await rowsOf()).toEqual(drawnEarly);
    expect(await page.getByRole('option').first().isDisabled()).toBe(false);
    releasePeople();
    await context.close();
  });
});
