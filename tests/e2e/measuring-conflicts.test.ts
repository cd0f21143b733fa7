/**
 * Several measurers on one task, end to end: two measurers, 13800000004 and 13800000007, on two tablets (1024x768), work
 * the demo task offline at once. Fields only one of them changed merge; the height both changed
 * from the same read is a conflict, which both tablets show and one resolves; the history of the
 * person lists every version.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TABLET, afterNewToast, callApi, newContext, screenshot, signInReadyOffline, useBrowser, useServer } from './support';
import { openPerson } from './measuring-people';

const FIRST = '13800000004';
const SECOND = '13800000007';
const TASK_NAME = '华东能源 2026 秋季工装量体';
const M = '/measuring.measuring_user';

type Person = { id: number; truename: string; height: number; weight: number; measuring_status_id: number; conflicts: { field: string }[] };

/** A tablet: the measurer signed in, the app installed for offline, the demo task open (mirrored). */
async function tablet(context: BrowserContext, phone: string): Promise<{ page: Page; token: () => string }> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const token = await signInReadyOffline(page, phone);
  await page.getByTestId('module-measuring').waitFor();
  await page.goto('/home/measuring-tasks');
  await page.getByRole('button', { name: TASK_NAME }).click();
  await page.waitForURL('**/home/measuringDetails?**');
  await page.getByRole('option').first().waitFor();
  return { page, token };
}

/** Types one body field of a person and saves (offline: into the device's queue). */
async function setField(page: Page, name: string, field: '身高' | '体重', value: number): Promise<void> {
  await openPerson(page, name);
  await page.getByRole('textbox', { name: field }).fill(String(value));
  await afterNewToast(page, '保存成功 · 已存入离线缓存', () => page.getByRole('button', { name: '保存量体数据' }).click());
}

/** Whether the people list marks `name` in conflict. */
const markedInConflict = async (page: Page, name: string) => {
  await page.getByRole('textbox', { name: '请输入关键字' }).fill(name);
  const row = page.getByRole('option', { name: new RegExp(`^${name}`) });
  await row.waitFor();
  return (await row.getByTestId('person-conflict').count()) > 0;
};

describe('several measurers on one task', () => {
  useServer();
  const browser = useBrowser();

  it('merges what only one tablet changed, shows a height both changed as a conflict on both, and resolves it from one', async () => {
    const one = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'allow' });
    const two = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'allow' });
    const first = await tablet(one, FIRST);
    const second = await tablet(two, SECOND);
    const taskId = Number(new URL(first.page.url()).searchParams.get('id'));
    const everyone = async () => (await callApi<{ list: Person[] }>(first.token(), 'GET', `${M}/get_task_user_list`, { task_id: taskId, size: 10000 })).result.list;
    // Two people nobody has measured, with names the list shows once.
    const unmeasured = (await everyone()).filter((p, _, all) => p.measuring_status_id === 1 && all.filter((q) => q.truename === p.truename).length === 1);
    const [a, b] = [unmeasured[0]!, unmeasured[1]!];

    await one.setOffline(true);
    await two.setOffline(true);
    await first.page.getByText('离线模式', { exact: true }).waitFor();
    await second.page.getByText('离线模式', { exact: true }).waitFor();
    await setField(first.page, a.truename, '身高', 172);
    await setField(second.page, a.truename, '体重', 77);
    await setField(second.page, b.truename, '身高', 175);
    await setField(first.page, b.truename, '身高', 181);

    // The first tablet sends first: nothing of the other's has arrived, both merge.
    await one.setOffline(false);
    await first.page.getByTestId('pending-changes').click();
    await first.page.getByText('已提交 2 项更改', { exact: true }).waitFor();
    // The second sends later: A merges, B's height is a conflict, and the tablet says so by name.
    await two.setOffline(false);
    await second.page.getByTestId('pending-changes').click();
    await second.page.getByText(`已提交 2 项更改：1 项已顺利合并，1 项与其他量体师的修改冲突（${b.truename}）`, { exact: false }).waitFor();

    const held = await everyone();
    expect(held.find((p) => p.id === a.id)).toMatchObject({ height: 172, weight: 77, conflicts: [] });
    expect(held.find((p) => p.id === b.id)).toMatchObject({ height: 175, conflicts: [{ field: 'height' }] });

    // Both tablets show B in conflict: the second from its answer, the first once it catches up.
    await expect.poll(() => markedInConflict(second.page, b.truename)).toBe(true);
    // The filter 有冲突 lists B alone.
    await second.page.getByRole('textbox', { name: '请输入关键字' }).fill('');
    await second.page.getByTestId('filter-conflicts').click();
    await expect.poll(() => second.page.getByRole('listbox', { name: '人员列表' }).getByRole('option').allTextContents()).toEqual([expect.stringContaining(b.truename)]);
    await second.page.getByTestId('filter-conflicts').click();
    await first.page.reload();
    await first.page.getByRole('option').first().waitFor();
    await expect.poll(() => markedInConflict(first.page, b.truename)).toBe(true);
    await first.page.getByTestId('task-conflicts').waitFor();

    // The second resolves it, keeping the first tablet's value.
    await openPerson(second.page, b.truename);
    const panel = second.page.getByTestId('person-conflicts');
    await panel.waitFor();
    await screenshot(second.page, 'measuring-conflict-zh-tablet');
    const keepFirst = panel.getByTestId('conflict-height').getByRole('button', { name: /保留 181（赵量体）/ });
    await afterNewToast(second.page, '冲突已解决', () => keepFirst.click());
    await panel.waitFor({ state: 'detached' });
    await expect.poll(async () => (await everyone()).find((p) => p.id === b.id)).toMatchObject({ height: 181, conflicts: [] });
    expect(await second.page.getByRole('textbox', { name: '身高' }).inputValue()).toBe('181 cm');

    // After a refresh both tablets show B resolved, and the history lists the three versions.
    for (const page of [first.page, second.page]) {
      await page.reload();
      await page.getByRole('option').first().waitFor();
      await expect.poll(() => markedInConflict(page, b.truename)).toBe(false);
    }
    await openPerson(first.page, b.truename);
    await first.page.getByTestId('person-history').click();
    const rows = first.page.getByTestId('history-row');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain('解决冲突');
    expect(texts[0]).toContain('175 → 181');
    expect(texts[1]).toContain('钱量体');
    expect(texts[2]).toContain('赵量体');
    await screenshot(first.page, 'measuring-history-zh-tablet');
    await one.close();
    await two.close();
  });
});
