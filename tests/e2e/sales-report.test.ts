/**
 * The sales report in the browser, as the seller 13800000001: a report registered in
 * Chinese, its charts drawn with a table under each, and its export read back with totals equal
 * to the orders the API reports; the same report in English shows dollars.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { LAPTOP, TABLET, baseUrl, newContext, noHorizontalScroll, screenshot, signIn, useBrowser, useServer } from './support';
import { pickDay } from './pick-day';

const SELLER = '13800000001';

/** The seller's figures of the last year, from the API's own report call. */
async function apiTotals(id: number) {
  const call = async <T>(path: string, token: string, init?: RequestInit) => ((await (await fetch(`${baseUrl()}/order_admin${path}`, { ...init, headers: { 'x-token': token, 'content-type': 'application/json', ...(init?.headers ?? {}) } })).json()) as { result: T }).result;
  const anon = await call<{ token: string }>('/token/get', '');
  const login = await call<{ token: string | null }>('/index/login', anon.token, { method: 'POST', body: JSON.stringify({ mobilephone: SELLER, password: 'demo1234', captcha_code: '' }) });
  return call<{ totals: { gross: string; refunds: string; net: string; orders: number } }>(`/sales_report/reportData?id=${id}&tz=Asia/Shanghai`, login.token ?? anon.token);
}

describe('sales report', () => {
  useServer();
  const browser = useBrowser();

  it('registers a report in Chinese, draws its charts and exports figures equal to the orders', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    await context.addInitScript(() => localStorage.setItem('lang', 'zh'));
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/sales-report');
    await page.getByTestId('reports-empty').waitFor();
    await page.getByTestId('report-new').click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('report-save').click();
    await expect.poll(() => dialog.textContent()).toContain('请输入报表名称');
    await dialog.getByLabel('报表名称').fill('近一年');
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
    await pickDay(page, 'report-start', yearAgo.toLocaleDateString('en-CA'));
    await pickDay(page, 'report-end', today.toLocaleDateString('en-CA'));
    await dialog.getByText('按周').click();
    await page.getByTestId('report-save').click();
    await page.getByTestId('report-view').waitFor();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    expect(id).toBeGreaterThan(0);
    // The charts are drawn (an SVG with its marks), each with its table.
    await expect.poll(() => page.getByTestId('chart-series').locator('svg path').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('chart-category').locator('svg .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('chart-category').locator('table tbody tr').count()).toBeGreaterThan(0);
    const api = await apiTotals(id);
    expect(await page.getByTestId('total-orders').textContent()).toContain(String(api.totals.orders));
    const shown = async (key: string) => Number((await page.getByTestId(`total-${key}`).getByTestId('total-value').textContent())!.replace(/[^\d.-]/g, ''));
    expect(await shown('gross')).toBe(Number(api.totals.gross));
    // Gross, refunds and net side by side, and they add up (the refund was once taken off twice).
    expect(Number(api.totals.refunds)).toBeGreaterThan(0);
    expect(Math.round((await shown('gross')) * 100) - Math.round((await shown('refunds')) * 100)).toBe(Math.round((await shown('net')) * 100));
    expect(await page.getByTestId('total-net').textContent()).toContain('销售总额 − 退款');
    // The seller's own orders are labelled so, not with its shop name as if it were one of its staff.
    const staffRows = await page.getByTestId('chart-staff').locator('table tbody tr td:first-child').allTextContents();
    expect(staffRows).toContain('本账号自己下单');
    expect(staffRows).not.toContain('上海南京路旗舰店');
    await screenshot(page, 'sales-report-zh');
    await noHorizontalScroll(page);
    await page.setViewportSize(TABLET);
    await screenshot(page, 'sales-report-zh-tablet');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
    const book = XLSX.read(readFileSync((await download.path())!));
    const totals = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['汇总']!, { header: 1 });
    expect(totals.find((r) => r[0] === '销售总额（元）')![1]).toBe(Number(api.totals.gross));
    expect(totals.find((r) => r[0] === '净销售额（元）')![1]).toBe(Number(api.totals.net));
    expect(totals.find((r) => r[0] === '订单数')![1]).toBe(api.totals.orders);
    expect(download.suggestedFilename()).toBe('近一年.xlsx');

    // The same report in English: dollars.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await context.clearCookies();
    const en = await browser().newContext({ baseURL: baseUrl(), viewport: LAPTOP, locale: 'en-US', serviceWorkers: 'block' });
    await en.addInitScript(() => localStorage.setItem('lang', 'en'));
    const pageEn = await en.newPage();
    await signIn(pageEn, SELLER);
    await pageEn.goto(`/home/sales-report?id=${id}`);
    await pageEn.getByTestId('report-view').waitFor();
    await expect.poll(() => pageEn.getByTestId('total-gross').textContent()).toMatch(/^Gross sales\$[\d,]+\.\d{2} \(¥[\d,]+\.\d{2}\)$/);
    expect(await pageEn.getByTestId('chart-staff').locator('table tbody tr td:first-child').allTextContents()).toContain("This account's own orders");
    await screenshot(pageEn, 'sales-report-en');
    await pageEn.setViewportSize(TABLET);
    await screenshot(pageEn, 'sales-report-en-tablet');
    await en.close();
    await context.close();
  });
});
