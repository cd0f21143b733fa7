/**
 * How to measure, on a 1024x768 tablet in Chinese and English: in the measuring panel the field
 * being typed in shows its figure and line beside the save button (offline: the figure is drawn
 * by the bundle), with the screen still one screen of 44 px targets; on the fast order's
 * measurement page each body item has a finger-sized help button that opens its figure and line.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TABLET, newContext, noHorizontalScroll, screenshot, signIn, untilServiceWorkerControls, useBrowser, useServer } from './support';
import { smallTouchTargets } from './touch-targets';

const TASK_NAME = '华东能源 2026 秋季工装量体';

const WORDS = {
  zh: {
    offline: '离线模式',
    chest: '胸围',
    shoulder: '肩宽',
    height: '身高',
    chestTitle: '如何测量：胸围',
    chestLine: '自然呼吸，软尺经腋下水平绕胸部最丰满处一周。',
    shoulderLine: '从背后量左肩端点到右肩端点，经后颈点下方。',
    heightLine: '赤脚背靠墙站直，从头顶量到地面。',
    back: '背面',
  },
  en: {
    offline: 'Offline mode',
    chest: 'Chest',
    shoulder: 'Shoulder width',
    height: 'Height',
    chestTitle: 'How to measure: Chest',
    chestLine: 'Breathing normally, level round the fullest part of the chest, under the arms.',
    shoulderLine: 'Across the back from one shoulder point to the other, just below the nape.',
    heightLine: 'Barefoot, standing straight against a wall: from the top of the head to the floor.',
    back: 'Back',
  },
};

async function toEnglish(page: Page) {
  await page.getByText('EN', { exact: true }).click();
  await page.getByRole('heading', { name: 'Modules' }).waitFor();
}

/** The figure shown for an item: its marker's kind and the view it is drawn from. */
async function figureOf(scope: Locator, item: string) {
  const figure = scope.locator(`figure[data-guide="${item}"]`);
  await figure.waitFor();
  return {
    view: await figure.locator('svg').getAttribute('data-view'),
    marker: await figure.locator('[data-marker]').getAttribute('data-marker'),
    line: await figure.getByTestId('measure-guide-line').textContent(),
  };
}

describe('how to measure', () => {
  useServer();
  const browser = useBrowser();

  for (const lang of ['zh', 'en'] as const) {
    it(`shows the focused field's figure beside the save button, offline, on one tablet screen (${lang})`, async () => {
      const w = WORDS[lang];
      const context = await newContext(browser(), { lang, viewport: TABLET, serviceWorkers: 'allow' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signIn(page, '13800000004');
      await untilServiceWorkerControls(page);
      if (lang === 'en') await toEnglish(page);
      await page.goto('/home/measuring-tasks');
      await page.getByRole('button', { name: TASK_NAME }).click();
      await page.getByRole('option').first().click();
      await context.setOffline(true);
      await page.getByText(w.offline, { exact: true }).waitFor();

      const spot = page.getByTestId('measure-guide-spot');
      await page.getByRole('textbox', { name: w.chest, exact: true }).first().focus();
      expect(await figureOf(spot, '2')).toEqual({ view: 'front', marker: 'girth', line: w.chestLine });
      await spot.getByText(w.chestTitle).waitFor();
      await screenshot(page, `measure-guide-panel-${lang}`);

      await page.getByRole('textbox', { name: w.shoulder, exact: true }).first().focus();
      expect(await figureOf(spot, '4')).toEqual({ view: 'back', marker: 'span', line: w.shoulderLine });
      await spot.getByText(w.back, { exact: true }).waitFor();
      await page.getByRole('textbox', { name: w.height, exact: true }).focus();
      expect(await figureOf(spot, 'height')).toEqual({ view: 'front', marker: 'span', line: w.heightLine });

      // Still one screen of finger-sized controls.
      expect(await smallTouchTargets(page), 'controls under 44x44 px on the detail').toEqual([]);
      await noHorizontalScroll(page);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(TABLET.height);
      await context.close();
      expect(errors).toEqual([]);
    });

    it(`opens a body item's figure and line from its help button on the order's measurement page (${lang})`, async () => {
      const w = WORDS[lang];
      const context = await newContext(browser(), { lang, viewport: TABLET, touch: true });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await signIn(page, '13800000001');
      if (lang === 'en') await toEnglish(page);
      await page.goto('/home/fastPurchase');
      await page.getByTestId('category-1').click();
      const table = page.getByTestId('net-table-1');
      const help = table.getByRole('button', { name: w.chestTitle, exact: true });
      const box = (await help.boundingBox())!;
      expect(box.width, 'the help button on a touch screen').toBeGreaterThanOrEqual(44);
      expect(box.height, 'the help button on a touch screen').toBeGreaterThanOrEqual(44);
      // Each in its own row: the rows are as tall as the buttons, so no two targets overlap.
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
      expect(rows.filter((h) => h < 44)).toEqual([]);
      await help.click();
      const dropdown = page.getByRole('dialog');
      expect(await figureOf(dropdown, '2')).toEqual({ view: 'front', marker: 'girth', line: w.chestLine });
      await dropdown.getByText(w.chestTitle).waitFor();
      await noHorizontalScroll(page);
      await table.scrollIntoViewIfNeeded();
      await screenshot(page, `measure-guide-order-${lang}`);
      await context.close();
    });
  }
});
