/**
 * A list keeps its tab, filter, search and page in the address: "back" from an order's detail and
 * a reload open the list as it was left, and a list opened from the menu starts clean.
 */
import { describe, expect, it } from 'vitest';
import { LAPTOP, newContext, signIn, useBrowser, useServer } from './support';

describe('a list in the address', () => {
  useServer();
  const browser = useBrowser();

  it('comes back from an order’s detail, and through a reload, on the tab, status and search it was left on', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, '13800000001');
    await page.goto('/home/orderManagement');
    await page.getByTestId('order-row').first().waitFor();
    await page.getByRole('tab', { name: '大货订单' }).click();
    await page.getByRole('radio', { name: /^已入库/ }).check();
    const rows = page.getByTestId('order-row');
    await rows.first().waitFor();
    const orderNum = (await rows.first().getAttribute('data-order-num'))!;
    await page.getByRole('textbox', { name: '订单号 / 客户 / 公司' }).fill(orderNum);
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(orderNum);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tab: 'large', status: '8', keyword: orderNum });

    await rows.first().getByRole('link', { name: orderNum }).click();
    await page.waitForURL(/\/home\/orderDetail\//);
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: '大货订单' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('radio', { name: /^已入库/ }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: '订单号 / 客户 / 公司' }).inputValue()).toBe(orderNum);
    await expect.poll(() => rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-order-num')))).toEqual([orderNum]);

    await page.reload();
    await expect.poll(() => rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-order-num')))).toEqual([orderNum]);
    expect(await page.getByRole('tab', { name: '大货订单' }).getAttribute('aria-selected')).toBe('true');

    // From the menu, the list starts on its first tab with nothing filtered.
    await page.goto('/home/orderManagement');
    expect(await page.getByRole('tab', { name: '个性定制' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: '订单号 / 客户 / 公司' }).inputValue()).toBe('');
    await context.close();
  });

  it('opens the customers’ company tab on the page and size a shared link names', async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: LAPTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, '13800000001');
    await page.goto('/home/customManagement');
    await page.getByRole('tab', { name: 'Company customers' }).click();
    await page.getByTestId('company-link').first().waitFor();
    const size = page.locator('input[aria-label="Rows per page"]');
    await size.click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('25');
    const link = page.url();
    const other = await newContext(browser(), { lang: 'en', viewport: LAPTOP });
    const second = await other.newPage();
    await signIn(second, '13800000001');
    await second.goto(link);
    await second.getByTestId('company-link').first().waitFor();
    expect(await second.locator('input[aria-label="Rows per page"]').inputValue()).toBe('25');
    expect(await second.getByRole('tab', { name: 'Company customers' }).getAttribute('aria-selected')).toBe('true');
    await other.close();
    await context.close();
  });
});
