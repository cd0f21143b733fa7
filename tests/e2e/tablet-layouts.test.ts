/**
 * Screens that were cramped at tablet width (1024x768), read by their boxes as a person sees them,
 * as the seller 13800000001: a saved report's name and dates each on one line, the bulk goods hint
 * clear of the sticky total bar, and an import's refusals under a section's header row.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { peopleTemplateHeader, xlsxUpload } from './people-sheet';
import { TABLET, newContext, screenshot, signIn, useBrowser, useServer } from './support';
import { smallTouchTargets } from './touch-targets';
import { pickDay } from './pick-day';

const SELLER = '13800000001';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${String(locator)}`);
  return b;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element's text takes one line: its height is under two of its lines. */
const oneLine = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).lineHeight));

describe('tablet layouts', () => {
  useServer();
  const browser = useBrowser();

  it('shows a saved report\'s name and dates each on one line in the reports column (zh)', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/sales-report');
    await page.getByTestId('report-new').click();
    const dialog = page.getByRole('dialog');
    const name = `华东区门店季度销售汇总${Date.now() % 1000}`;
    await dialog.getByLabel('报表名称').fill(name);
    const today = new Date();
    await pickDay(page, 'report-start', new Date(today.getTime() - 90 * 86_400_000).toLocaleDateString('en-CA'));
    await pickDay(page, 'report-end', today.toLocaleDateString('en-CA'));
    await dialog.getByText('按周').click();
    await page.getByTestId('report-save').click();
    await page.getByTestId('report-view').waitFor();
    const item = page.getByTestId('report-item').filter({ hasText: name });
    expect(await oneLine(item.locator('.mantine-NavLink-label'))).toBe(true);
    expect(await oneLine(item.locator('.mantine-NavLink-description'))).toBe(true);
    // The dates are read whole, not cut off.
    expect(await item.locator('.mantine-NavLink-description').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'sales-report-list-zh-tablet');
    await context.close();
  });

  it('keeps the bulk goods hint clear of the sticky total bar (zh)', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/largeGoods');
    const hint = page.getByTestId('bulk-no-products');
    await hint.waitFor();
    const bar = page.getByTestId('bulk-total').locator('xpath=ancestor::div[contains(@class, "Paper-root")][1]');
    const barBox = await box(bar);
    for (const shown of [hint, page.getByTestId('bulk-product-search'), page.getByTestId('bulk-product-add')]) {
      const b = await box(shown);
      expect(overlap(b, barBox), String(shown)).toBe(false);
      expect(b.y + b.height, String(shown)).toBeLessThanOrEqual(768);
    }
    await screenshot(page, 'bulk-goods-empty-zh-tablet');
    await context.close();
  });

  it('lays an import\'s refusals out under the people section\'s header row, across the section (zh)', async () => {
    const company = `布局测试${Date.now() % 100000}有限公司`;
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/customManagement?tab=company');
    await page.getByTestId('company-add').click();
    await page.getByRole('dialog').getByLabel('公司名称').fill(company);
    await page.getByRole('dialog').getByLabel('联系人').fill('陈经理');
    await page.getByTestId('company-save').click();
    await page.getByTestId('company-row').filter({ hasText: company }).getByTestId('company-link').click();
    await page.getByTestId('company-info').waitFor();

    const file = xlsxUpload('people.xlsx', '人员名单', [await peopleTemplateHeader(page), ['张三', '男', '技术部', 175, 70], ['李四', '未知', '技术部', 160, 50]]);

    const section = page.getByTestId('company-people');
    await section.locator('input[type=file]').setInputFiles(file);
    const panel = page.getByTestId('upload-errors');
    await panel.waitFor();
    const panelBox = await box(panel);
    const title = await box(section.getByRole('heading', { level: 3 }));
    // Under the whole header row (its title and every action), as wide as the section's content.
    for (const action of [title, await box(page.getByTestId('person-add')), await box(page.getByTestId('people-import')), await box(page.getByTestId('people-template'))]) {
      expect(panelBox.y).toBeGreaterThanOrEqual(action.y + action.height);
    }
    expect(Math.abs(panelBox.x - title.x)).toBeLessThan(2);
    const search = await box(section.getByRole('textbox').first());
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(search.y);
    await screenshot(page, 'customers-import-errors-zh-tablet');
    await context.close();
  });

  it('makes every control finger-sized on a touch tablet, on every seller screen and in its dialogs, not only the measuring screens', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET, touch: true });
    const page = await context.newPage();
    await signIn(page, SELLER);
    const small: Record<string, string[]> = {};
    for (const route of ['/home', '/home/sales-report', '/home/employeeManagement', '/home/shopManagement', '/home/cart', '/home/orderManagement', '/home/customManagement', '/home/fabricManagement', '/home/ordering-conference']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const found = await smallTouchTargets(page, 'main, header');
      if (found.length) small[route] = found;
      if (route === '/home/orderManagement') await screenshot(page, 'touch-orders-zh');
    }
    await page.goto('/home/sales-report');
    await page.getByTestId('report-new').click();
    await page.getByRole('dialog').waitFor();
    const dialog = await smallTouchTargets(page, '[role=dialog]');
    if (dialog.length) small['report dialog'] = dialog;
    await screenshot(page, 'touch-sales-report-dialog-zh');
    expect(small).toEqual({});
    await context.close();
  });
});
