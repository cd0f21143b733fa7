/**
 * Issue 16's public order form in the browser: a visitor who has not signed in opens the seller's
 * form (/order-form/SH01), is refused in the spec's words, adds a category twice (品类已存在), sends
 * the form with its captcha, and the seller accepts the request into a cart order.
 *
 * The server runs in this test's process so the test can answer the captcha (drawn for a person to
 * read) by setting the answer the server checks for the visitor's token.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerHash } from '../../server/http/captcha';
import { hashToken } from '../../server/http/crypto';
import { newContext, screenshot, signIn, TABLET, useBrowser, useInProcessServer } from './support';

const ANSWER = 'K7QP';
const notices = (page: Page) => page.locator('.mantine-Notification-description');

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
    await page.getByTestId('form-delivery').fill('2026-12-30');
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
    await page.getByTestId('form-net').first().fill('96');

    // A wrong answer is refused and a new picture drawn.
    await page.getByTestId('form-captcha').fill('NOPE');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => notices(page).allTextContents()).toContain('验证码不正确，请重新输入');
    await db().updateTable('tokens').set({ captcha_hash: answerHash(ANSWER) }).where('token_hash', '=', hashToken(token)).execute();
    await page.getByTestId('form-captcha').fill(ANSWER);
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
    const order = await db().selectFrom('order_requests').innerJoin('orders', 'orders.id', 'order_requests.order_id').select(['orders.order_num', 'orders.order_status_id', 'orders.user_company_name']).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ order_status_id: 1, user_company_name: '上海远航贸易' });
    await sellerPage.goto('/home/cart');
    await sellerPage.getByText('上海远航贸易').first().waitFor();
    await seller.close();
  });
});
