/**
 * A task of 5,000 people opened online for the first time, on a device where storing it takes a
 * while (a slow tablet: here the test holds a store of the task in a transaction of its own until
 * it lets go). The fetched people show with a notice, a change asked for meanwhile is told to wait
 * (nothing is queued), and once the task is stored the notice goes and changes are taken.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DB_NAME } from '../../src/db/peek';
import { seedLargeTask } from '../support/large-task';
import { TABLET, newContext, screenshot, signIn, useBrowser, useInProcessServer } from './support';
import type { Page } from 'playwright-core';

const PEOPLE = 5_000;

/**
 * Keeps a read-write transaction on the store of the server's copy of tasks open (a request after
 * each answer keeps it alive) until `letGo` is called: the app's write of the task, which takes
 * every store, waits behind it, as on a slow device. Only that write uses this store, so nothing
 * the app does before it is held up.
 */
async function holdSnapshotStore(page: Page): Promise<{ letGo: () => Promise<void> }> {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve) => {
        const hold = () => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const idb = open.result;
            idb.onversionchange = () => idb.close();
            if (!idb.objectStoreNames.contains('snapshotBuckets')) {
              idb.close();
              setTimeout(hold, 100);
              return;
            }
            const store = idb.transaction('snapshotBuckets', 'readwrite').objectStore('snapshotBuckets');
            const spin = () => {
              if (!(window as { holding?: boolean }).holding) return idb.close();
              store.get('held').onsuccess = spin;
            };
            (window as { holding?: boolean }).holding = true;
            spin();
            resolve();
          };
        };
        hold();
      }),
    PORTAL_DB_NAME,
  );
  return {
    letGo: () =>
      page.evaluate(() => {
        (window as { holding?: boolean }).holding = false;
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
    // The hold begins as the task's last answer reaches the page: what the app reads before that
    // (its queue, its settings) is not held up by anything but the app's own write of the task.
    let held: Promise<{ letGo: () => Promise<void> }> | undefined;
    await page.route('**/get_task_measuring_data*', async (route) => {
      const response = await route.fetch();
      held = holdSnapshotStore(page);
      await held;
      await route.fulfill({ response });
    });
    await page.goto(`/home/measuringDetails?id=${taskId}`);

    const storing = page.getByTestId('task-storing');
    await storing.waitFor();
    expect(await storing.textContent()).toContain(`正在把这个任务存到本设备（${PEOPLE} 人）`);
    expect(await page.getByText(`显示 ${PEOPLE} 人`).isVisible()).toBe(true);
    // The list can be looked through already: a person opens in the panel.
    await page.getByRole('option').nth(2).click();
    await page.locator('h4').filter({ hasText: /^员工\d+$/ }).waitFor();
    await screenshot(page, 'measuring-large-storing-zh-tablet');

    // A change waits: it is said so, no dialog opens, nothing is queued.
    await page.getByRole('button', { name: '新增员工' }).click();
    await expect.poll(() => page.locator('.mantine-Notification-description').allTextContents()).toContain('任务还在存到本设备，请稍候再修改');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await (await held!).letGo();
    await storing.waitFor({ state: 'detached' });
    expect(await page.getByText(`显示 ${PEOPLE} 人`).isVisible()).toBe(true);
    const stored = await page.evaluate(
      ([name, id]) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const buckets = open.result.transaction('peopleBuckets').objectStore('peopleBuckets').index('taskId').getAll(id);
            buckets.onsuccess = () => resolve((buckets.result as { people: unknown[] }[]).reduce((n, b) => n + b.people.length, 0));
          };
        }),
      [PORTAL_DB_NAME, taskId] as const,
    );
    expect(stored).toBe(PEOPLE);
    await page.getByRole('button', { name: '新增员工' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});
