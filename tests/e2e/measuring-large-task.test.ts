/**
 * A task of 5,000 people opened online for the first time. IndexedDB pays per record, so storing it
 * takes seconds: the fetched people show at once with a notice, a change asked for meanwhile is
 * told to wait (nothing is queued), and once the task is stored the notice goes and changes are
 * taken.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DB_NAME } from '../../src/db/peek';
import { seedLargeTask } from '../support/large-task';
import { TABLET, newContext, screenshot, signIn, useBrowser, useInProcessServer } from './support';

const PEOPLE = 5_000;

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

    await storing.waitFor({ state: 'detached' });
    expect(await page.getByText(`显示 ${PEOPLE} 人`).isVisible()).toBe(true);
    const stored = await page.evaluate(
      ([name, id]) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const count = open.result.transaction('taskPeople').objectStore('taskPeople').index('taskId').count(id);
            count.onsuccess = () => resolve(count.result);
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
