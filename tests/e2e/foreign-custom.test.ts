/**
 * Foreign customization in the browser as the seller 13800000001: the required fields refused in
 * words, a category added twice refused, the price in the portal's currency, the screen in the
 * portal's language, and the order in the cart and its detail as a foreign order of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pickDay } from './pick-day';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, useBrowser, useServer } from './support';

const notices = (page: Page) => page.locator('.mantine-Notification-description');

async function pickFirst(page: Page, testId: string, nth = 0) {
  await page.getByTestId(testId).nth(nth).click();
  await page.getByRole('option').first().click();
}

/** Fills the one item's required fields, after the form refused them. */
async function completeItem(page: Page) {
  await page.getByTestId('foreign-submit').click();
  await expect.poll(() => page.getByTestId('foreign-item').textContent()).toContain('Please choose the pattern');
  await pickFirst(page, 'foreign-modeling');
  await page.getByTestId('foreign-button').fill('Horn, 4 holes');
  await page.getByTestId('foreign-lining').fill('Bemberg navy');
  await pickFirst(page, 'foreign-size');
  await expect.poll(() => page.getByTestId('foreign-total').textContent()).toMatch(/^\$[\d,]+\.\d{2} \(¥[\d,]+\.\d{2}\)$/);
}

describe('foreign customization', () => {
  useServer();
  const browser = useBrowser();

  it('puts an overseas order in the cart in dollars, after refusing what is missing', async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: LAPTOP });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await signIn(page, '13800000001');
    await page.goto('/home/foreign-custom');
    await page.getByTestId('foreign-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('Please enter the customer name');
    await page.getByTestId('foreign-name').fill('John Smith');
    await pickDay(page, 'foreign-date', '2027-01-20');
    await page.getByTestId('foreign-address').fill('12 Baker Street, London');
    await pickFirst(page, 'foreign-fabric');
    await pickFirst(page, 'foreign-add-category');
    // The same category again is refused: it is already in the order.
    await page.getByTestId('foreign-add-category').click();
    const first = await page.getByRole('option').first().textContent();
    await page.getByRole('option', { name: first! }).first().click();
    await expect.poll(() => notices(page).allTextContents()).toContain('That category is already added');
    expect(await page.getByTestId('foreign-item').count()).toBe(1);
    await completeItem(page);
    await screenshot(page, 'foreign-custom-en');
    await noHorizontalScroll(page);
    await page.getByTestId('foreign-submit').click();
    await page.waitForURL('**/home/cart');
    await expect.poll(() => notices(page).allTextContents()).toContain('Added to the cart');
    // The cart tells it apart by its type.
    const row = page.getByRole('row').filter({ hasText: 'John Smith' }).first();
    await expect.poll(() => row.textContent()).toContain('Foreign customization');
    await context.close();
  });

  it('follows the portal\'s language like every screen: Chinese in a Chinese portal, with no switch of its own, and English after the header\'s switch', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const page = await context.newPage();
    await signIn(page, '13800000001');
    await page.goto('/home/foreign-custom');
    await page.getByRole('heading', { name: '外贸定制', exact: true }).waitFor();
    expect(await page.getByText('English', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('foreign-language').count()).toBe(0);
    // Its call asks for answers in the portal's language, as every call does.
    let asked = '';
    page.on('request', (r) => {
      if (r.url().includes('/foreign_custom/addOrder')) asked = r.headers()['accept-language'] ?? '';
    });
    await page.getByTestId('foreign-name').fill('王先生');
    await pickDay(page, 'foreign-date', '2027-02-10');
    await page.getByTestId('foreign-address').fill('5 rue de Rivoli, Paris');
    await pickFirst(page, 'foreign-fabric');
    await pickFirst(page, 'foreign-add-category');
    await page.getByTestId('foreign-submit').click();
    await expect.poll(() => page.getByTestId('foreign-item').textContent()).toContain('请选择版型');
    await pickFirst(page, 'foreign-modeling');
    await page.getByTestId('foreign-button').fill('牛角扣');
    await page.getByTestId('foreign-lining').fill('铜氨丝');
    await pickFirst(page, 'foreign-size');
    // In yuan, as every figure in the Chinese portal.
    await expect.poll(() => page.getByTestId('foreign-total').textContent()).toMatch(/^¥[\d,]+\.\d{2}$/);
    await screenshot(page, 'foreign-custom-zh');
    await page.getByTestId('foreign-submit').click();
    await page.waitForURL('**/home/cart');
    await expect.poll(() => notices(page).allTextContents()).toContain('已加入购物车');
    expect(asked).toMatch(/^zh/);
    // In the cart it is a foreign order, and its detail lists each garment as the customer chose it, with its price.
    const row = page.getByRole('row').filter({ hasText: '王先生' }).first();
    await expect.poll(() => row.textContent()).toContain('外贸定制');
    await row.getByRole('link').first().click();
    const goods = page.getByTestId('foreign-goods');
    await expect.poll(() => goods.textContent()).toContain('牛角扣');
    expect(await goods.textContent()).toContain('铜氨丝');
    expect(await goods.textContent()).toMatch(/¥[\d,]+\.\d{2}/);
    expect(await page.getByTestId('detail-no-model').count()).toBe(0);
    await screenshot(page, 'foreign-order-detail-zh');
    // The header's switch turns this screen too.
    await page.goto('/home/foreign-custom');
    await page.getByRole('heading', { name: '外贸定制', exact: true }).waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Foreign customization', exact: true }).waitFor();
    await context.close();
  });
});
