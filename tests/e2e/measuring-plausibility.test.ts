/**
 * Plausibility warnings in the measuring panel, on a 1024x768 tablet: offline, the measurer types
 * a mid waist 31 cm over the chest and is told so at once (the rules worker checks on the device),
 * confirms it as measured (已复核) with a finger-sized button, saves, and once the change is sent the
 * server holds the confirmation, in English, whose longer words must still fit, the panel of a
 * person saved part way included. In Chinese, below the browser:
 * tests/screens/measuring-plausibility.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, callApi, newContext, noHorizontalScroll, screenshot, signInReadyOffline, useBrowser, useServer } from './support';
import { smallTouchTargets } from './touch-targets';

const TASK_NAME = '华东能源 2026 秋季工装量体';
const M = '/measuring.measuring_user';

type Person = { id: number; truename: string };
type Warning = { code: string; key: string; message: string; confirmed: boolean };

const WORDS = {
  en: { keyword: 'Keyword', height: 'Height', weight: 'Weight', chest: 'Chest', midWaist: 'Mid waist', save: 'Save measurement', offline: 'Offline mode', confirm: 'Checked, as measured', reviewed: 'Checked as measured: 3', show: 'Show', checked: 'Checked', warning: 'Mid waist is 31 cm larger than Chest; please check' },
};

/** The warnings box and the save button both on the screen: nothing of either below the tablet's fold. */
async function onScreen(page: Page, save: string): Promise<void> {
  for (const box of [await page.getByTestId('plausibility-warnings').boundingBox(), await page.getByRole('button', { name: save }).boundingBox()]) {
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(TABLET.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(TABLET.width);
  }
}

describe('plausibility warnings while measuring', () => {
  useServer();
  const browser = useBrowser();

  it('warns while the measurer types offline, and keeps the 已复核 confirmation once sent (en)', async () => {
    const lang = 'en';
    const w = WORDS[lang];
    const context = await newContext(browser(), { lang, viewport: TABLET, serviceWorkers: 'allow' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const token = await signInReadyOffline(page, '13800000004');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Modules' }).waitFor();
    await page.goto('/home/measuring-tasks');
    await page.getByRole('button', { name: TASK_NAME }).click();
    await page.getByRole('option').first().waitFor();
    const taskId = Number(new URL(page.url()).searchParams.get('id'));
    // A man not measured yet: the second (the Chinese run below the browser takes the first).
    const { list } = (await callApi<{ list: Person[] }>(token(), 'GET', `${M}/get_task_user_list`, { task_id: taskId, isVolume: 1, gender_id: 1, size: 2 })).result;
    const person = list[1]!;

    await context.setOffline(true);
    await page.getByText(w.offline, { exact: true }).waitFor();
    await page.getByRole('textbox', { name: w.keyword }).fill(person.truename);
    await page.getByRole('option', { name: new RegExp(`^${person.truename}`) }).click();
    await page.getByRole('heading', { name: person.truename, exact: true }).waitFor();
    await page.getByRole('textbox', { name: w.height, exact: true }).fill('175');
    await page.getByRole('textbox', { name: w.weight, exact: true }).fill('72');
    await page.getByRole('textbox', { name: w.chest, exact: true }).first().fill('100');
    await page.getByRole('textbox', { name: w.midWaist, exact: true }).first().fill('131');

    // Told while typing, offline, in the reader's language; nothing blocks.
    const warnings = page.getByTestId('plausibility-warnings');
    await warnings.getByText(w.warning).waitFor();
    await onScreen(page, w.save);
    expect(await smallTouchTargets(page), 'controls under 44x44 px with a warning').toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, `measuring-plausibility-warning-${lang}`);

    // Confirmed once: the button goes, and the warnings fold to a line saying they were checked.
    await warnings.getByRole('button', { name: w.confirm }).click();
    await warnings.getByText(w.reviewed).waitFor();
    expect(await warnings.getByRole('button', { name: w.confirm }).count()).toBe(0);
    expect(await smallTouchTargets(page), 'controls under 44x44 px once checked').toEqual([]);
    await screenshot(page, `measuring-plausibility-reviewed-${lang}`);
    // A tap shows them again, each marked checked.
    await warnings.getByRole('button', { name: w.show }).click();
    await warnings.getByText(w.warning).waitFor();
    await expect.poll(() => warnings.getByText(w.checked, { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: w.save }).click();

    // Back online, the change waiting is sent from its pill (which may re-render as it counts).
    await context.setOffline(false);
    const stored = async () => {
      const pill = page.getByTestId('pending-changes');
      if (await pill.count()) await pill.click({ timeout: 2_000 }).catch(() => undefined);
      return (await callApi<{ warnings: Warning[] }>(token(), 'GET', `${M}/get_user_measuring_info`, { task_id: taskId, user_id: person.id })).result.warnings.map((x) => [x.code, x.confirmed]);
    };
    await expect.poll(stored, { timeout: 30_000 }).toContainEqual(['waist_over_chest', true]);
    // Saved part way, and the save's date back from the server: the panel names what each garment
    // still lacks, in English's longer words, and still fits the tablet's width (what it says is
    // checked below the browser, in tests/screens/measuring-complete.test.tsx).
    await page.getByTestId('person-incomplete').waitFor();
    await noHorizontalScroll(page);
    await screenshot(page, `measuring-plausibility-part-way-${lang}`);
    await context.close();
    expect(errors).toEqual([]);
  });
});
