/**
 * The 3D garment viewer in headless Chromium's software WebGL: it draws the chosen
 * garments (the canvas is not one colour), redraws for another body height and when the fabric
 * changes, warns without a
 * category, and says 暂无此模型 for a category the catalogue has but no model does (one added to
 * this test's own copy of the catalogue).
 */
import { forgetCatalogueVersion } from '../../server/modules/catalogue/snapshot';
import { describe, expect, it } from 'vitest';
import { selectSuit } from './deep-custom-form';
import { canvasPixels, sharpSteps } from './viewer-canvas';
import { TABLET, newContext, screenshot, signIn, useBrowser, useInProcessServer } from './support';

const SELLER = '13800000001';
const NO_MODEL_CATEGORY = 90;

describe('3D garment viewer', () => {
  const db = useInProcessServer();
  const browser = useBrowser();

  it('draws the garments, follows the fabric, and says when a category has no model (zh, tablet)', async () => {
    await db()
      .insertInto('cat_categories')
      .values({ id: NO_MODEL_CATEGORY, name: '领带', name_en: 'Tie', gender_id: 0, series_ids: JSON.stringify([1]) as never, size_kind: 'top', unit_consumption: 0.3, sort: 20 })
      .execute();
    await db().updateTable('cat_meta').set({ value: `viewer-test-${Date.now()}` }).where('key', '=', 'version').execute();
    forgetCatalogueVersion(db());

    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);

    // Without a category the preview warns.
    await page.goto('/home/fastPurchase');
    await page.getByTestId('category-chips').waitFor();
    await page.getByTestId('preview-3d').click();
    await expect.poll(() => page.locator('.mantine-Notification-description').allTextContents()).toContain('请选择至少一个品类!');

    // A category with no model.
    await page.getByTestId(`category-${NO_MODEL_CATEGORY}`).click();
    await page.getByTestId('preview-3d').click();
    await page.getByTestId('viewer-no-model').waitFor();
    expect(await page.getByTestId('viewer-no-model').textContent()).toContain('暂无此模型');
    await page.keyboard.press('Escape');

    // The body follows the measures: a short customer and a tall one draw differently.
    await page.getByTestId('category-1').click();
    await page.getByTestId('preview-3d').click();
    await expect.poll(() => page.getByTestId('viewer-canvas').getAttribute('data-first-frame-ms'), { timeout: 20_000 }).not.toBeNull();
    await page.getByTestId('user-user_height').fill('152');
    await expect.poll(() => page.getByTestId('viewer-canvas').getAttribute('data-scene')).toContain('h152');
    const short = await canvasPixels(page);
    await page.getByTestId('user-user_height').fill('196');
    await expect.poll(() => page.getByTestId('viewer-canvas').getAttribute('data-scene')).toContain('h196');
    await expect.poll(async () => (await canvasPixels(page)).signature).not.toBe(short.signature);
    await page.keyboard.press('Escape');

    // The deep flow's fabric step: the viewer sits beside the swatches and follows them.
    await page.goto('/home/deepCustomization');
    await selectSuit(page);
    await page.getByTestId('preview-3d').click();
    const canvas = page.getByTestId('viewer-canvas');
    await canvas.waitFor();
    await expect.poll(() => canvas.getAttribute('data-first-frame-ms'), { timeout: 20_000 }).not.toBeNull();
    await expect.poll(async () => (await canvasPixels(page)).colours).toBeGreaterThan(20);
    // The page makes room for the viewer: the step's Next stays in reach beside it at 1024x768.
    const drawer = (await page.locator('.mantine-Drawer-content').boundingBox())!;
    await expect.poll(async () => (await page.getByTestId('deep-next').boundingBox())!.x + (await page.getByTestId('deep-next').boundingBox())!.width).toBeLessThanOrEqual(drawer.x);
    const plain = await canvasPixels(page);

    const swatches = page.getByTestId('deep-fabric-list').locator('button');
    await swatches.first().click();
    await expect.poll(() => canvas.getAttribute('data-scene')).toContain('/textures/fabric/');
    await expect.poll(async () => (await canvasPixels(page)).signature, { timeout: 10_000 }).not.toBe(plain.signature);
    const first = await canvasPixels(page);
    await screenshot(page, 'viewer-fabric-zh-tablet');
    await swatches.nth(3).click();
    await expect.poll(async () => (await canvasPixels(page)).signature, { timeout: 10_000 }).not.toBe(first.signature);

    // Reset puts the camera back; the orbit works by dragging.
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    const turned = await canvasPixels(page);
    await page.getByTestId('viewer-reset').click();
    await expect.poll(async () => (await canvasPixels(page)).signature).not.toBe(turned.signature);
    // From the keyboard too: the canvas takes the focus, and Shift with an arrow key turns the model
    // (read once the view has come to rest after the reset: the orbit eases out over some frames).
    let reset = await canvasPixels(page);
    await expect
      .poll(async () => {
        const before = reset.signature;
        await page.waitForTimeout(300);
        reset = await canvasPixels(page);
        return reset.signature === before;
      })
      .toBe(true);
    await canvas.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(async () => (await canvasPixels(page)).signature).not.toBe(reset.signature);
    await context.close();
  });

  it("draws a check fabric's checks at the fabric's scale, not as its plain colour (zh, tablet)", async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/fastPurchase');
    await page.getByTestId('category-1').click();
    await page.getByTestId('category-2').click();
    await page.getByTestId('preview-3d').click();
    const canvas = page.getByTestId('viewer-canvas');
    await expect.poll(() => canvas.getAttribute('data-first-frame-ms'), { timeout: 20_000 }).not.toBeNull();
    const plain = await sharpSteps(page);
    // YG1105: a 6 cm check, brown with light and dark lines.
    await page.getByTestId('fabric-select').fill('YG1105');
    await page.getByRole('option', { name: /YG1105/ }).first().click();
    await expect.poll(() => canvas.getAttribute('data-scene')).toContain('/textures/fabric/yg1105.svg');
    // Some 45 cm of chest in view: seven checks or so, each a light and a dark line.
    await expect.poll(() => sharpSteps(page), { timeout: 10_000 }).toBeGreaterThan(plain + 20);
    await screenshot(page, 'viewer-check-zh-tablet');
    await context.close();
  });
});
