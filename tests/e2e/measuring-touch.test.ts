/**
 * The measuring detail on a 1024x768 tablet, in Chinese and English: every control is a 44x44 px
 * target, the people filters (status and gender), the pill of changes waiting and the new version's
 * prompt included, and the screen still fits without scrolling. The prompt needs a new version:
 * this file serves a copy of the build, whose service worker it changes as a deploy would.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, afterNewToast, deployNewServiceWorker, newContext, noHorizontalScroll, screenshot, signIn, untilServiceWorkerControls, useBrowser, useServer } from './support';
import { smallTouchTargets } from './touch-targets';

const TASK_NAME = '华东能源 2026 秋季工装量体';

const WORDS = {
  zh: { keyword: '请输入关键字', height: '身高', chest: '胸围', save: '保存量体数据', add: '新增员工', saved: '保存成功', offline: '离线模式', update: '有新版本', reload: '刷新', status: ['全部', '未量', '已量', '未试袖', '返修'], gender: ['全部', '男', '女'] },
  en: { keyword: 'Keyword', height: 'Height', chest: 'Chest', save: 'Save measurement', add: 'Add employee', saved: 'Saved successfully', offline: 'Offline mode', update: 'New version', reload: 'Reload', status: ['All', 'To do', 'Done', 'Sleeve', 'Repair'], gender: ['All', 'Male', 'Female'] },
};

/** The box a finger hits for each segment of the people filters, by its label. */
async function filterSegments(page: Page): Promise<Array<{ label: string; width: number; height: number }>> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-SegmentedControl-label')].map((l) => {
      const r = l.getBoundingClientRect();
      return { label: l.textContent ?? '', width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );
}

describe('measuring tap targets on a tablet', () => {
  const build = useServer({ ownBuild: true });
  const browser = useBrowser();

  for (const lang of ['zh', 'en'] as const) {
    it(`every control of the detail is 44x44 px: the filters, the changes waiting and the new version's prompt (${lang})`, async () => {
      const w = WORDS[lang];
      const context = await newContext(browser(), { lang, viewport: TABLET, serviceWorkers: 'allow' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signIn(page, '13800000004');
      await untilServiceWorkerControls(page);
      if (lang === 'en') {
        await page.getByText('EN', { exact: true }).click();
        await page.getByRole('heading', { name: 'Modules' }).waitFor();
      }
      await page.goto('/home/measuring-tasks');
      await page.getByRole('button', { name: TASK_NAME }).click();
      await page.getByRole('option').first().waitFor();

      // The filters answer a finger on their whole segment (they were 50x23 and 84x23).
      const segments = await filterSegments(page);
      expect(segments.map((s) => s.label)).toEqual([...w.status, ...w.gender]);
      expect(segments.filter((s) => s.width < 44 || s.height < 44)).toEqual([]);
      expect(await smallTouchTargets(page), 'controls under 44x44 px on the detail').toEqual([]);
      // The top line stays one line once the counters have come under the demo's long name: wrapped,
      // they moved the whole list down under the finger.
      const middle = async (l: ReturnType<Page['locator']>) => { const b = (await l.boundingBox())!; return Math.round(b.y + b.height / 2); };
      await page.getByTestId('task-counts').waitFor();
      const line = await middle(page.getByRole('heading', { level: 2, name: TASK_NAME }));
      expect([await middle(page.getByTestId('task-counts')), await middle(page.getByRole('button', { name: w.add }))]).toEqual([line, line]);
      // A tap on a segment's label filters.
      await page.locator('.mantine-SegmentedControl-label', { hasText: w.status[2]! }).click();
      await expect.poll(() => page.getByRole('radio', { name: w.status[2]! }).isChecked()).toBe(true);
      await page.locator('.mantine-SegmentedControl-label', { hasText: w.status[0]! }).first().click();
      await screenshot(page, `measuring-touch-detail-${lang}`);

      // A change made offline waits; back online, the pill that sends it is in the menu.
      await context.setOffline(true);
      await page.getByText(w.offline, { exact: true }).waitFor();
      await page.getByRole('textbox', { name: w.keyword }).fill('周芳');
      await page.getByRole('option', { name: /^周芳/ }).click();
      await page.getByRole('textbox', { name: w.height }).fill('172');
      // A tap on a measurement's middle, where a finger goes to type, lands on its value: the
      // steppers stand either side of it (side by side at its end, "down" took the middle).
      const chest = page.getByRole('textbox', { name: w.chest }).first();
      await chest.fill('96');
      const box = (await chest.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      expect(await chest.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await chest.inputValue()).toBe('96');
      expect(box.width, 'the measurement field').toBeLessThan(200);
      await screenshot(page, `measuring-touch-field-${lang}`);
      await afterNewToast(page, new RegExp(`^${w.saved}`), () => page.getByRole('button', { name: w.save }).click());
      await page.getByRole('textbox', { name: w.keyword }).fill('');
      await context.setOffline(false);
      const pill = page.getByTestId('pending-changes');
      await pill.waitFor({ timeout: 30_000 });
      const pillBox = (await pill.boundingBox())!;
      expect(pillBox.height, 'the changes-waiting pill').toBeGreaterThanOrEqual(44);
      expect(await smallTouchTargets(page), 'controls under 44x44 px with changes waiting').toEqual([]);
      // Still one screen: the filters' taller rows push nothing off it, nor sideways.
      await noHorizontalScroll(page);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(TABLET.height);
      await screenshot(page, `measuring-touch-waiting-${lang}`);

      // A new version is deployed: its prompt's button is finger-sized too.
      await deployNewServiceWorker(page, build(), lang);
      const prompt = page.locator('.mantine-Notification-root', { hasText: w.update });
      await prompt.waitFor({ timeout: 30_000 });
      const reload = prompt.getByRole('button', { name: w.reload });
      const reloadBox = (await reload.boundingBox())!;
      expect(reloadBox.height, 'the prompt\'s reload button').toBeGreaterThanOrEqual(44);
      expect(await smallTouchTargets(page, '.mantine-Notification-root'), 'controls under 44x44 px in the prompt').toEqual([]);
      await screenshot(page, `measuring-touch-update-${lang}`);
      await context.close();
      expect(errors).toEqual([]);
    });
  }
});
