/**
 * The ordering conference in the browser: a seller sets up a conference with two samples
 * and invites a shop, prints the tags; the shop scans a tag (opens its QR code's address) without
 * being signed in, signs in from there and orders by size; the seller's page shows the totals as
 * they come in and closes the conference into the shop's cart.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, TABLET, useBrowser, useServer } from './support';

const notices = (page: Page) => page.locator('.mantine-Notification-description');

async function addSample(page: Page, nth: number, price: string, sizes: string[]) {
  await page.getByTestId('conference-add-sample').click();
  await page.getByTestId('sample-product').click();
  await page.getByRole('option').nth(nth).click();
  await page.getByTestId('sample-price').fill(price);
  for (const size of sizes) {
    await page.getByTestId('sample-sizes').fill(size);
    await page.getByRole('option', { name: size, exact: true }).click();
  }
  // The picker stays open for more sizes; Escape closes it (not the dialog).
  await page.keyboard.press('Escape');
  await page.getByTestId('sample-save').click();
  await page.getByTestId('sample-save').waitFor({ state: 'detached' });
}

describe('ordering conference', () => {
  useServer();
  const browser = useBrowser();

  it('runs from the sample line to a scanned tag, live totals, and bulk orders in the buyer’s cart', async () => {
    const sellerContext = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const seller = await sellerContext.newPage();
    seller.setDefaultTimeout(20_000);
    await signIn(seller, '13800000001');
    await seller.getByTestId('home-ordering-conference').click();
    await seller.getByTestId('conference-new').click();
    await seller.getByTestId('conference-save').click();
    await seller.getByText('请输入订货会名称').waitFor();
    await seller.getByTestId('conference-name').fill('2027 春季订货会');
    await seller.getByTestId('conference-save').click();
    await seller.getByTestId('conference-link').filter({ hasText: '2027 春季订货会' }).click();
    await seller.getByTestId('conference-detail').waitFor();

    await addSample(seller, 0, '399.5', ['170/88A', '175/92A']);
    await addSample(seller, 1, '120', ['165/84A', '180/96B']);
    await expect.poll(() => seller.getByTestId('sample-row').count()).toBe(2);
    await seller.getByTestId('conference-invite').click();
    await seller.getByTestId('invite-phone').fill('13800000004');
    await seller.getByTestId('invite-save').click();
    await seller.getByText('没有这个门店或公司账号').waitFor();
    await seller.getByTestId('invite-phone').fill('13800000002');
    await seller.getByTestId('invite-save').click();
    await expect.poll(() => seller.getByTestId('buyer-row').count()).toBe(1);

    await seller.getByTestId('conference-tags').click();
    await expect.poll(() => seller.getByTestId('tag-qr').count()).toBe(2);
    expect(await seller.getByTestId('tag-qr').first().getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const tagUrl = (await seller.getByTestId('tag-qr').first().getAttribute('data-url'))!;
    // The QR code names the sample's conference beside its product number.
    expect(tagUrl).toMatch(/\/sample-tag\/[^?]+\?tag=\d+\.[\w-]{22}$/);
    const productNo = decodeURIComponent(new URL(tagUrl).pathname.split('/sample-tag/')[1]!);
    await screenshot(seller, 'conference-tags-zh-laptop');
    await seller.keyboard.press('Escape');

    // The buyer scans the tag: the page opens without signing in.
    const buyerContext = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const buyer = await buyerContext.newPage();
    buyer.setDefaultTimeout(20_000);
    await buyer.goto(new URL(tagUrl).pathname + new URL(tagUrl).search);
    await buyer.getByTestId('tag-page').waitFor();
    // That conference's offer only, whatever else is open with the same product.
    expect(await buyer.getByTestId('tag-offer').count()).toBe(1);
    expect(await buyer.getByTestId('tag-offer').textContent()).toContain('2027 春季订货会');
    await screenshot(buyer, 'conference-tag-public-en-tablet');
    await buyer.getByTestId('tag-sign-in').click();
    await buyer.waitForURL('**/login');
    await signIn(buyer, '13800000002', 'demo1234', `**/sample-tag/${encodeURIComponent(productNo)}?tag=**`);
    await buyer.getByTestId('tag-count-170/88A').fill('3');
    await buyer.getByTestId('tag-count-175/92A').fill('2');
    await buyer.getByTestId('tag-order').click();
    await expect.poll(() => notices(buyer).allTextContents()).toContain('Counts saved: 5 pieces');
    await noHorizontalScroll(buyer);
    await screenshot(buyer, 'conference-tag-buyer-en-tablet');

    // The seller's page follows the counts by itself.
    await expect.poll(() => seller.getByTestId(`pieces-${productNo}`).textContent(), { timeout: 15_000 }).toBe('5');
    expect(await seller.getByTestId(`count-${productNo}-170/88A`).textContent()).toBe('170/88A: 3');
    await screenshot(seller, 'conference-totals-zh-laptop');
    await seller.getByTestId('conference-close').click();
    await seller.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => notices(seller).allTextContents()).toContain('订货会已结束，生成 1 个大货订单');
    await expect.poll(() => seller.getByTestId('conference-status').textContent()).toBe('已结束');
    // The buyer's row names the bulk order made for it.
    await expect.poll(() => seller.getByTestId('buyer-row').textContent()).toMatch(/[A-Z]+\d{6,}/);
    const orderNum = /([A-Z]+\d{6,})/.exec((await seller.getByTestId('buyer-row').textContent())!)![1]!;
    await sellerContext.close();

    // 3 + 2 pieces at ¥399.50 are in the buyer's cart as a bulk order.
    await buyer.goto('/home/cart?source=large');
    await buyer.getByText(orderNum).first().waitFor();
    await buyerContext.close();
  });

  it('offers a sample only the sizes of its product’s chart, in a picker', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const context = await newContext(browser(), { lang, viewport: TABLET });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await signIn(page, '13800000001');
      await page.getByTestId('home-ordering-conference').click();
      await page.getByTestId('conference-new').click();
      await page.getByTestId('conference-name').fill(`Sizes ${lang}`);
      await page.getByTestId('conference-save').click();
      await page.getByTestId('conference-link').filter({ hasText: `Sizes ${lang}` }).click();
      await page.getByTestId('conference-add-sample').click();
      // No product, no chart: nothing to pick and nothing to type.
      expect(await page.getByTestId('sample-sizes').isDisabled()).toBe(true);
      await page.getByTestId('sample-product').click();
      // The first product is a men's suit jacket: its chart runs 155/76Y…190/116C.
      await page.getByRole('option').first().click();
      await page.getByTestId('sample-sizes').click();
      const listbox = page.getByRole('listbox').filter({ has: page.getByRole('option', { name: '170/88A', exact: true }) });
      const offered = await listbox.getByRole('option').allTextContents();
      expect(offered).toHaveLength(8 * 11 * 4);
      expect(offered[0]).toBe('155/76Y');
      expect(offered.at(-1)).toBe('190/116C');
      expect(offered.every((o) => /^\d{3}\/\d{2,3}[YABC]$/.test(o))).toBe(true);
      // A letter size is not a size of the chart: typed, it matches nothing and cannot be kept.
      await page.getByTestId('sample-sizes').fill('M');
      await expect.poll(() => page.getByRole('option').count()).toBe(0);
      await page.getByTestId('sample-sizes').press('Enter');
      await page.getByTestId('sample-sizes').fill('170/88');
      await page.getByRole('option', { name: '170/88A', exact: true }).click();
      await page.getByTestId('sample-sizes').fill('175/92');
      await page.getByRole('option', { name: '175/92B', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('sample-price').fill('888');
      await screenshot(page, `conference-sample-sizes-${lang}-tablet`);
      await page.getByTestId('sample-save').click();
      await page.getByTestId('sample-save').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('sample-row').locator('[data-testid^="count-"]').allTextContents()).toEqual(['170/88A: 0', '175/92B: 0']);
      await context.close();
    }
  });
});
