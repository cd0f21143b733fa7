/**
 * Complete means complete, on a 1024x768 tablet: the measurer saves a man's height, weight and
 * suit jacket while the trousers card stays blank. He is still not measured (the server says so),
 * the list shows him part way ("1/2 件") with the trousers missing, the panel names the items the
 * trousers lack, and the task header and the task list count him part way. Offline, the trousers
 * filled, the device marks him measured by the same rule. In English here, on a tablet's width;
 * in Chinese below the browser (tests/screens/measuring-complete.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, callApi, newContext, noHorizontalScroll, screenshot, signIn, tokenSent, useBrowser, useServer } from './support';

const TASK_NAME = '华东能源 2026 秋季工装量体';
const M = '/measuring.measuring_user';

type Person = { id: number; truename: string; measuring_status_id: number; save_date: string };

const WORDS = {
  en: {
    keyword: 'Keyword',
    height: 'Height',
    weight: 'Weight',
    save: 'Save measurement',
    offline: 'Offline mode',
    items: ['Collar', 'Chest', 'Mid waist', 'Shoulder width', 'Sleeve length', 'Sleeve width'],
    done: '1/2 done',
    missing: 'Missing: Suit trousers',
    lacks: 'Suit trousers (Collar, Chest, Mid waist, Shoulder width, Sleeve length, Sleeve width)',
    counts: /Not measured \d+ \(part measured: (\d+)\)/,
    listed: /Part measured (\d+)/,
    measured: 'Measured',
  },
};
const VALUES = ['39', '96', '84', '45.5', '59.5', '32'];

/** Fills the body items of the n-th garment card (0 the jacket, 1 the trousers). */
async function fillCard(page: Page, items: readonly string[], n: number): Promise<void> {
  for (const [i, name] of items.entries()) await page.getByRole('textbox', { name, exact: true }).nth(n).fill(VALUES[i]!);
}

describe('a person is measured only when every garment is', () => {
  useServer();
  const browser = useBrowser();

  // In Chinese, below the browser: tests/screens/measuring-complete.test.tsx.
  it('shows a person saved with one garment of two part way, in the list, the panel and the counters, until the other is measured (en)', async () => {
    const lang = 'en';
    const w = WORDS[lang];
    // Offline, it only works on the person already open: no screen's code is fetched then, so the
    // device installs no service worker (its install is some 4.5 s of CPU, the server's included).
    const context = await newContext(browser(), { lang, viewport: TABLET });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const token = tokenSent(page);
    await signIn(page, '13800000004');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Modules' }).waitFor();
    const openTask = async () => {
      await page.goto('/home/measuring-tasks');
      await page.getByRole('button', { name: TASK_NAME }).click();
      await page.getByRole('option').first().waitFor();
      return Number(new URL(page.url()).searchParams.get('id'));
    };
    const taskId = await openTask();
    // A man not measured yet: the second (the Chinese run below the browser takes the first).
    const { list } = (await callApi<{ list: Person[] }>(token(), 'GET', `${M}/get_task_user_list`, { task_id: taskId, isVolume: 1, gender_id: 1, size: 2 })).result;
    const person = list[1]!;
    const stored = async () => (await callApi<{ list: Person[] }>(token(), 'GET', `${M}/get_task_user_list`, { task_id: taskId, size: 10000 })).result.list.find((p) => p.id === person.id)!;
    const partialCount = async () => (await callApi<{ partial: number }>(token(), 'GET', '/measuring.index/get_task_count', { task_id: taskId })).result.partial;

    const openPerson = async () => {
      await page.getByRole('textbox', { name: w.keyword }).fill(person.truename);
      await page.getByRole('option', { name: new RegExp(`^${person.truename}`) }).click();
      await page.getByRole('heading', { name: person.truename, exact: true }).waitFor();
    };
    await openPerson();
    await page.getByRole('textbox', { name: w.height, exact: true }).fill('175');
    await page.getByRole('textbox', { name: w.weight, exact: true }).fill('72');
    await fillCard(page, w.items, 0);
    await page.getByRole('button', { name: w.save }).click();

    // Saved, and still not measured: the trousers card is blank.
    await expect.poll(async () => (await stored()).save_date, { timeout: 20_000 }).not.toBe('');
    expect((await stored()).measuring_status_id).toBe(1);
    const row = page.getByRole('option', { name: new RegExp(`^${person.truename}`) });
    await row.getByTestId('person-part').getByText(w.done, { exact: true }).waitFor();
    expect(await row.getByTestId('person-missing').textContent()).toContain(w.missing);
    // The panel names what the trousers lack, above the cards.
    expect(await page.getByTestId('person-incomplete').textContent()).toContain(w.lacks);
    // The header counts him part way, as the server does.
    const server = await partialCount();
    expect(server).toBeGreaterThan(0);
    await expect.poll(async () => (await page.getByTestId('task-counts').textContent())?.match(w.counts)?.[1]).toBe(String(server));
    await noHorizontalScroll(page);
    await screenshot(page, `measuring-partial-${lang}`);

    // The task list counts him part way too. It first shows the list this device last read (the
    // other language's run left its own person part way in it), then the server's answer.
    await page.goto('/home/measuring-tasks');
    const listed = page.getByTestId('task-partial').first();
    await expect.poll(async () => (await listed.textContent())?.match(w.listed)?.[1]).toBe(String(server));
    await screenshot(page, `measuring-task-list-partial-${lang}`);

    // Offline, the trousers filled: the device marks him measured by the same rule.
    await openTask();
    await context.setOffline(true);
    await page.getByText(w.offline, { exact: true }).waitFor();
    await openPerson();
    await fillCard(page, w.items, 1);
    await page.getByRole('button', { name: w.save }).click();
    await row.getByText(w.measured, { exact: true }).waitFor();
    expect(await row.getByTestId('person-part').count()).toBe(0);
    expect(await page.getByTestId('person-incomplete').count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});
