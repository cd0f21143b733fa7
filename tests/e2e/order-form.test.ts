/**
 * The public order form in the browser: a visitor who has not signed in opens the seller's
 * form (/order-form/SH01), is refused in the spec's words, adds a category twice (品类已存在), sends
 * the form with its captcha, and the seller accepts the request into a cart order.
 *
 * The server runs in this test's process so the test can expire the visitor's captcha challenge
 * (the browser solves each one by itself).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hashToken } from '../../server/http/crypto';
import { earliestDeliveryDay } from '../../src/domain/shared/delivery-date';
import { newContext, screenshot, signIn, TABLET, useBrowser, useInProcessServer } from './support';

const notices = (page: Page) => page.locator('.mantine-Notification-description');

/** Picks a day of next month from the app's calendar (no day before today is offered). */
async function pickDay(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.locator('.mantine-DatePickerInput-calendarHeaderControl[data-direction="next"]').click();
  await page.locator('.mantine-DatePickerInput-day:not([data-outside])').nth(20).click();
  await expect.poll(() => page.getByTestId(testId).textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

/** Fills every net size the form asks for with the low end of its range ("60-160"), or `value`. */
async function fillNetSizes(page: Page, value?: (min: number, k: number) => string) {
  const inputs = page.getByTestId('form-net');
  for (let k = 0; k < (await inputs.count()); k++) {
    const min = Number((await inputs.nth(k).getAttribute('placeholder'))!.split('-')[0]);
    await inputs.nth(k).fill(value ? value(min, k) : String(min + 1));
  }
}

describe('public order form', () => {
  const db = useInProcessServer();
  const browser = useBrowser();

  it('takes a form from a visitor without an account, and the seller turns it into a cart order', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    // The visitor's anonymous token, as its captcha request carries it.
    let token = '';
    page.on('request', (r) => {
      if (r.url().includes('/index/getcaptcha')) token = r.headers()['x-token'] ?? token;
    });
    await page.goto('/order-form/SH01');
    await page.getByTestId('form-submit').waitFor();
    await expect.poll(() => token).not.toBe('');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('请选择面料来源');

    await page.getByTestId('fabric-source-0').check();
    await page.getByTestId('form-fabric').fill('NS1101');
    await page.getByTestId('form-company').fill('上海远航贸易');
    // The dates are the app's calendar, written 2026-11-28 on every device: no browser date box.
    expect(await page.locator('input[type=date]').count()).toBe(0);
    expect(await page.getByTestId('form-order-date').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByTestId('form-delivery').click();
    // The calendar opens after the tap (a person waits for it too); its days are read once drawn.
    await page.locator('.mantine-DatePickerInput-day').first().waitFor();
    // Delivery is today or later (the business's today): every earlier day of its month is off.
    const firstDay = Number(earliestDeliveryDay().slice(8));
    const days = await page.locator('.mantine-DatePickerInput-day').evaluateAll((els) => els.map((e) => ({ day: Number(e.textContent), off: e.hasAttribute('data-disabled') })));
    const month = days.slice(days.findIndex((d) => d.day === 1));
    expect(month.slice(0, firstDay).map((d) => d.off)).toEqual([...Array<boolean>(firstDay - 1).fill(true), false]);
    await page.keyboard.press('Escape');
    await pickDay(page, 'form-delivery');
    await page.getByTestId('trademark-dedicated').check();
    await page.getByTestId('fabric-label-none').check();
    await page.getByTestId('wash-name').check();
    await page.getByTestId('wash-composition').check();
    await page.getByTestId('form-add-category').click();
    const first = (await page.getByRole('option').first().textContent())!;
    await page.getByRole('option', { name: first }).click();
    await page.getByTestId('form-add-category').click();
    await page.getByRole('option', { name: first }).click();
    await expect.poll(() => notices(page).allTextContents()).toContain('品类已存在');
    expect(await page.getByTestId('form-category').count()).toBe(1);
    await page.getByTestId('form-modeling').click();
    await page.getByRole('option').first().click();

    // Who the shop calls back: a contact and a Chinese mobile number are required.
    await page.getByTestId('form-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('请填写联系人');
    await page.getByTestId('form-contact').fill('王经理');
    await page.getByTestId('form-phone').fill('1391234567');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('手机号：请正确填写手机号');
    await page.getByTestId('form-phone').fill('13912345678');

    // One net size is not an order: each item the category requires is asked for, within its range.
    await page.getByTestId('form-net').first().fill('96');
    await page.getByTestId('form-submit').click();
    await expect.poll(async () => (await notices(page).allTextContents()).some((n) => /^请填写.+的净体尺寸$/.test(n))).toBe(true);
    await fillNetSizes(page, (min, k) => (k === 1 ? '200' : String(min + 1)));
    await page.getByTestId('form-submit').click();
    await expect.poll(async () => (await notices(page).allTextContents()).some((n) => /的净体尺寸应在 \d+–\d+ 之间$/.test(n))).toBe(true);
    await fillNetSizes(page);
    await screenshot(page, 'order-form-filled-zh-tablet');

    // The challenge was solved while the form was filled. One the server no longer holds (it
    // expired) is refused, and the browser works out a new one for the next press.
    const captcha = page.getByTestId('form-captcha');
    await expect.poll(() => captcha.getAttribute('data-status')).toBe('verified');
    await db().updateTable('tokens').set({ captcha_hash: null }).where('token_hash', '=', hashToken(token)).execute();
    await page.getByTestId('form-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('安全验证未通过，正在重新验证，请稍后再提交');
    await expect.poll(() => captcha.getAttribute('data-status')).toBe('verified');
    await screenshot(page, 'order-form-captcha-zh-tablet');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('order-form-sent').waitFor();
    await screenshot(page, 'order-form-sent-zh-tablet');
    await context.close();

    const seller = await newContext(browser(), { lang: 'zh' });
    const sellerPage = await seller.newPage();
    await signIn(sellerPage, '13800000001');
    await sellerPage.goto('/home/orderManagement');
    await sellerPage.getByTestId('open-order-requests').click();
    const row = sellerPage.getByTestId('request-row').filter({ hasText: '上海远航贸易' });
    await row.waitFor();
    await row.getByTestId('request-accept').click();
    await sellerPage.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(async () => (await notices(sellerPage).allTextContents()).some((n) => n.startsWith('已转为购物车订单'))).toBe(true);
    const order = await db().selectFrom('order_requests').innerJoin('orders', 'orders.id', 'order_requests.order_id').select(['orders.order_num', 'orders.order_status_id', 'orders.user_company_name', 'orders.user_name', 'orders.user_mobilephone']).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_status_id: 1, user_company_name: '上海远航贸易', user_name: '王经理', user_mobilephone: '13912345678' });
    await sellerPage.goto('/home/cart');
    await sellerPage.getByText('王经理').first().waitFor();
    await seller.close();
  });

  it('asks in English for the contact, the phone and each required net size by its name', async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const page = await context.newPage();
    await page.goto('/order-form/SH01');
    await page.getByTestId('form-submit').waitFor();
    await page.getByTestId('fabric-source-0').check();
    await page.getByTestId('form-fabric').fill('NS1101');
    await page.getByTestId('form-contact').fill('Mr Wang');
    await page.getByTestId('form-phone').fill('13912345678');
    await pickDay(page, 'form-delivery');
    await page.getByTestId('trademark-none').check();
    await page.getByTestId('fabric-label-none').check();
    await page.getByTestId('wash-name').check();
    await page.getByTestId('form-add-category').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('form-modeling').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('form-net').first().fill('96');
    await page.getByTestId('form-submit').click();
    await expect.poll(async () => (await notices(page).allTextContents()).some((n) => /^Please enter the net size of [A-Z]/.test(n))).toBe(true);
    await screenshot(page, 'order-form-net-required-en-tablet');
    await context.close();
  });
});
