/**
 * Haute couture in the browser: a measurer creates and fills a task on the tablet with
 * no signal, reads it back in the detail, sends it when the network returns, and the detail then
 * opens by the server's id after a reload; the seller the measurer works for reads it, read-only
 * and naming the measurer; the same task read in English at laptop size.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, TABLET, untilServiceWorkerControls, useBrowser, useServer } from './support';

const MEASURER = '13800000004';
const rows = (page: Page) => page.getByTestId('couture-row');

describe('haute couture', () => {
  useServer();
  const browser = useBrowser();

  it('is measured offline on the tablet, read back, sent once online, and opened by id after a reload', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET, serviceWorkers: 'allow' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, MEASURER);
    await page.getByTestId('module-haute_couture').click();
    await page.waitForURL('**/home/haute-couture');
    await untilServiceWorkerControls(page);
    await page.getByTestId('couture-empty').waitFor();

    await context.setOffline(true);
    await page.getByTestId('couture-new').click();
    // The save bar stays in view at 1024x768 on the long sheet.
    const save = page.getByTestId('couture-save');
    await save.click();
    await page.getByText('请输入客户姓名').waitFor();
    await page.getByTestId('couture-name').fill('周先生');
    await page.getByTestId('couture-phone').fill('13912345678');
    await page.getByTestId('dim-height').fill('178');
    await page.getByTestId('dim-weight').fill('72.5');
    await page.getByTestId('dim-bust').fill('98');
    await page.getByTestId('shape-sloped_shoulder').getByText('明显').click();
    await page.getByTestId('couture-add-category').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('couture-modeling').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('couture-alteration').first().fill('-1.5');
    const box = await save.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(768);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'haute-couture-form-zh-tablet');
    await save.click();
    await page.getByText('任务已保存 · 已存入离线缓存').waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByTestId('couture-pending').waitFor();
    await screenshot(page, 'haute-couture-list-offline-zh-tablet');

    // The detail of a task the server has not seen yet opens from the device.
    await page.getByTestId('couture-link').click();
    await page.getByTestId('couture-detail').waitFor();
    expect(await page.getByTestId('detail-dim-height').textContent()).toBe('178');
    expect(await page.getByTestId('detail-dim-neck').textContent()).toBe('—');
    expect(await page.getByTestId('couture-special').textContent()).toContain('溜肩明显0.6 cm');
    expect(await page.getByTestId('couture-alteration-table').textContent()).toContain('-1.5 cm');
    await page.getByTestId('couture-back').click();

    await context.setOffline(false);
    await page.getByTestId('pending-changes').click();
    await page.getByTestId('couture-pending').waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByTestId('couture-link').click();
    await page.waitForURL(/\/home\/custom-detail\/\d+$/);
    const detailUrl = page.url();
    await page.reload();
    await page.getByTestId('couture-detail').waitFor();
    expect(await page.getByTestId('detail-dim-weight').textContent()).toBe('72.5');
    await screenshot(page, 'haute-couture-detail-zh-tablet');
    await context.close();

    // The seller this measurer works for sees the task in its list, read-only and naming the
    // measurer, and opens its detail by the same link. The devices from here on stay online, and
    // install no service worker.
    const seller = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const sellerPage = await seller.newPage();
    await signIn(sellerPage, '13800000001');
    await sellerPage.goto('/home/haute-couture');
    const row = rows(sellerPage).filter({ hasText: '周先生' });
    await row.waitFor();
    expect(await row.getByTestId('couture-read-only').textContent()).toBe('只读');
    expect(await row.getByTestId('couture-edit').count()).toBe(0);
    expect(await row.getByTestId('couture-delete').count()).toBe(0);
    expect(await row.textContent()).toContain('赵量体');
    await noHorizontalScroll(sellerPage);
    await screenshot(sellerPage, 'haute-couture-list-seller-zh-tablet');
    await row.getByTestId('couture-link').click();
    await sellerPage.waitForURL(detailUrl);
    await sellerPage.getByTestId('couture-detail').waitFor();
    expect(await sellerPage.getByTestId('detail-measurer').textContent()).toBe('赵量体');
    expect(await sellerPage.getByTestId('detail-dim-height').textContent()).toBe('178');
    await screenshot(sellerPage, 'haute-couture-detail-seller-zh-tablet');
    await seller.close();
    const sellerEn = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const sellerEnPage = await sellerEn.newPage();
    await signIn(sellerEnPage, '13800000001');
    await sellerEnPage.goto('/home/haute-couture');
    expect(await rows(sellerEnPage).filter({ hasText: '周先生' }).getByTestId('couture-read-only').textContent()).toBe('Read only');
    await screenshot(sellerEnPage, 'haute-couture-list-seller-en-tablet');
    await sellerEn.close();

    // The measurer in English at laptop size.
    const en = await newContext(browser(), { lang: 'en', viewport: LAPTOP });
    const enPage = await en.newPage();
    await signIn(enPage, MEASURER);
    await enPage.goto(new URL(detailUrl).pathname);
    await enPage.getByText('Net dimensions').waitFor();
    expect(await enPage.getByTestId('couture-special').textContent()).toContain('Sloped shoulderObvious0.6 cm');
    await noHorizontalScroll(enPage);
    await screenshot(enPage, 'haute-couture-detail-en-laptop');
    await enPage.goto('/home/haute-couture');
    await expect.poll(() => rows(enPage).count()).toBe(1);
    await noHorizontalScroll(enPage);
    await screenshot(enPage, 'haute-couture-list-en-laptop');
    await en.close();
  });
});
