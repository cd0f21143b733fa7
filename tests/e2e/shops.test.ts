/**
 * Shop sub-accounts in the browser: a seller creates a shop with ¥1,000 of credit
 * (refused first in the spec's order), the shop signs in and sees its credit as its balance, the
 * seller locks it and the shop's session ends at once; its sign-in is then refused.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, TABLET, untilServiceWorkerControls, useBrowser, useServer } from './support';

const notices = (page: Page) => page.locator('.mantine-Notification-description');
const SHOP_PHONE = '13910000555';

describe('shop sub-accounts', () => {
  useServer();
  const browser = useBrowser();

  it('creates a shop with credit, which signs in with it, and a lock ends its session', async () => {
    const sellerContext = await newContext(browser(), { lang: 'zh', viewport: LAPTOP, serviceWorkers: 'allow' });
    const seller = await sellerContext.newPage();
    seller.setDefaultTimeout(20_000);
    await signIn(seller, '13800000001');
    await seller.goto('/home/shopManagement');
    await seller.getByTestId('shop-add').click();
    await seller.getByTestId('shop-save').click();
    await seller.getByText('请输入联系人姓名').waitFor();
    await seller.getByTestId('shop-name').fill('徐汇旗舰店');
    await seller.getByTestId('shop-contact').fill('王店长');
    await seller.getByTestId('shop-save').click();
    await seller.getByText('请输入联系人手机号').waitFor();
    await seller.getByTestId('shop-mobile').fill(SHOP_PHONE);
    await seller.getByTestId('shop-address').fill('上海市徐汇区漕溪北路 1 号');
    await seller.getByTestId('shop-username').fill('xuhui');
    await seller.getByTestId('shop-password').fill('shop-pass-1');
    await seller.getByTestId('shop-pay-password').fill('654321');
    await seller.getByTestId('shop-money').fill('1000');
    await seller.getByTestId('shop-save').click();
    await expect.poll(() => notices(seller).allTextContents()).toContain('操作成功');
    const row = seller.getByTestId('shop-row').filter({ hasText: '徐汇旗舰店' });
    await row.waitFor();
    expect(await row.textContent()).toContain('¥1,000.00');
    await noHorizontalScroll(seller);
    await screenshot(seller, 'shops-zh-laptop');
    // The sub-accounts page lists it with its modules.
    await seller.getByTestId('shop-children').click();
    const child = seller.getByTestId('child-row').filter({ hasText: '徐汇旗舰店' });
    await child.waitFor();
    expect(await child.textContent()).toContain('快速下单');
    await seller.goBack();

    const shopContext = await newContext(browser(), { lang: 'en', viewport: TABLET, serviceWorkers: 'allow' });
    const shop = await shopContext.newPage();
    shop.setDefaultTimeout(20_000);
    await signIn(shop, SHOP_PHONE, 'shop-pass-1');
    // The shop's balance is the credit its seller gave it (English: dollars, with the yuan beside).
    await shop.goto('/home/account-info');
    await expect.poll(() => shop.getByTestId('account-balance').textContent()).toMatch(/^\$\d/);
    await expect.poll(() => shop.getByTestId('account-balance').textContent()).toMatch(/1,000\.00|140\.45/);

    await row.getByTestId('shop-lock').click();
    await expect.poll(() => row.textContent()).toContain('停用');
    // The shop's next call is refused: it is sent back to sign in, where it is refused in words.
    await shop.goto('/home/cart');
    await shop.waitForURL('**/login');
    await shop.getByTestId('login-phone').fill(SHOP_PHONE);
    await shop.getByTestId('login-password').fill('shop-pass-1');
    await shop.getByTestId('login-password').press('Enter');
    await expect.poll(() => shop.getByTestId('login-problem').textContent()).toBe('This account is disabled');
    await shopContext.close();

    // Offline, a list read from the server says it needs the network instead of showing an empty table.
    // (The service worker must hold the app first, or the next screen's code cannot load offline.)
    await untilServiceWorkerControls(seller);
    await sellerContext.setOffline(true);
    await seller.evaluate(() => {
      history.pushState({}, '', '/home/ordering-conference');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await seller.getByText('网络不可用，请联网后再试').waitFor();
    await sellerContext.close();
  });
});
