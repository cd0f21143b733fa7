/**
 * The 3D preview at the edges of what the forms accept: a small woman, a typical man and woman,
 * a tall broad man and the largest body the suit's measurement forms take, each in a check fabric, at
 * 1024x768. Each draws (many colours on the canvas) for the body typed. The bodies are shared
 * between the two languages, each drawn once: the geometry does not depend on the words around it,
 * and each drawing was most of this file's time. With SCREENSHOTS=1 each language draws them all,
 * for a person to look at.
 */
import { describe, expect, it } from 'vitest';
import { choose, openCategoryTab } from './fast-order-form';
import { canvasPixels } from './viewer-canvas';
import { SCREENSHOTS, TABLET, newContext, screenshot, signIn, useBrowser, useServer } from './support';

const SELLER = '13800000001';

/** `waist` is the trousers' (腰围), drawn as the body's waist; `midWaist` the jacket's (中腰). */
type Size = { name: string; gender: '男' | '女'; height: number; chest: number; midWaist: number; hips: number; waist: number; more?: Record<string, number> };

const SIZES: Size[] = [
  { name: 'small', gender: '女', height: 148, chest: 76, midWaist: 60, hips: 82, waist: 62 },
  { name: 'typical-male', gender: '男', height: 170, chest: 88, midWaist: 76, hips: 92, waist: 78 },
  { name: 'typical-female', gender: '女', height: 160, chest: 84, midWaist: 68, hips: 90, waist: 70 },
  // A tall broad man as the forms take him, and the largest jacket and trousers they accept.
  { name: 'broad-195', gender: '男', height: 195, chest: 150, midWaist: 149, hips: 160, waist: 148 },
  { name: 'largest', gender: '男', height: 220, chest: 160, midWaist: 160, hips: 170, waist: 158, more: { 'net-1-4': 65, 'net-1-5': 80, 'net-2-10': 125 } },
];

describe('3D preview at four body sizes', () => {
  useServer();
  const browser = useBrowser();

  const bodies = { zh: SCREENSHOTS ? SIZES : SIZES.filter((_, i) => i % 2 === 0), en: SCREENSHOTS ? SIZES : SIZES.filter((_, i) => i % 2 === 1) };
  for (const lang of ['zh', 'en'] as const) {
    it(`draws ${bodies[lang].map((b) => b.name).join(', ')} as typed (${lang}, tablet)`, async () => {
      const context = await newContext(browser(), { lang, viewport: TABLET });
      const page = await context.newPage();
      await signIn(page, SELLER);
      await page.goto('/home/fastPurchase');
      await page.getByTestId('category-1').click();
      await page.getByTestId('category-2').click();
      await page.getByTestId('fabric-select').fill('YG1105');
      await page.getByRole('option', { name: /YG1105/ }).first().click();
      await openCategoryTab(page, 1);
      await choose(page, 'edition-select', /^XD/, page.getByTestId('tech-panel-1'));
      await page.getByTestId('preview-3d').click();
      const canvas = page.getByTestId('viewer-canvas');
      await expect.poll(() => canvas.getAttribute('data-first-frame-ms'), { timeout: 20_000 }).not.toBeNull();
      for (const size of bodies[lang]) {
        await page.getByTestId('user-user_sex').locator(`input[value="${size.gender === '男' ? 1 : 2}"]`).check();
        // The first key alone, as a person types it: the form copies a first keystroke into the
        // other garment's form, where the preview must not read it. The rest comes at once: each
        // key drew a frame in software, and the 3D frames were most of this test's time.
        const type = async (testId: string, value: number) => {
          const field = page.getByTestId(testId);
          await field.fill('');
          await field.pressSequentially(String(value)[0]!);
          await field.fill(String(value));
        };
        await type('user-user_height', size.height);
        await type('net-1-2', size.chest);
        await type('net-1-3', size.midWaist);
        await type('net-1-9', size.hips);
        await type('net-2-8', size.waist);
        await type('net-2-9', size.hips);
        for (const [testId, value] of Object.entries(size.more ?? {})) await type(testId, value);
        await expect.poll(() => canvas.getAttribute('data-scene')).toContain(`h${size.height}|c${size.chest}|w${size.waist}|p${size.hips}`);
        await expect.poll(async () => (await canvasPixels(page)).colours).toBeGreaterThan(20);
        if (SCREENSHOTS) {
          // The frame after the last one checked, with the fields typed in view beside it.
          await page.waitForTimeout(300);
          await page.getByTestId('net-1-2').scrollIntoViewIfNeeded();
          await screenshot(page, `viewer-${size.name}-${lang}-tablet`, { fullPage: false });
          await screenshot(canvas, `viewer-canvas-${size.name}-${lang}`);
        }
      }
      await context.close();
    });
  }
});
