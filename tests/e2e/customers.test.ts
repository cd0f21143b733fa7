/**
 * Customers in the browser, as the seller 13800000001: add a company customer, import its people
 * from a filled template with one bad row, set a default address through the region cascade,
 * export sizes and read the file back, pick a customer in a fast order, and the spec's field
 * messages (the lists read offline: tests/screens/offline-copies.test.tsx). The tests run in order
 * and share the seller's data.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import XLSX from 'xlsx';
import { peopleTemplateHeader, xlsxUpload } from './people-sheet';
import { TABLET, newContext, noHorizontalScroll, screenshot, signIn, useBrowser, useServer } from './support';

const SELLER = '13800000001';
const COMPANY = '南京测试科技有限公司';

const notices = (page: Page) => page.locator('.mantine-Notification-description');
async function expectNotice(page: Page, text: string | RegExp) {
  await expect.poll(async () => (await notices(page).allTextContents()).some((n) => (typeof text === 'string' ? n === text : text.test(n)))).toBe(true);
}

/** Picks an option of a searchable select by typing part of it, as a user with a long list would. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(option.slice(0, 2));
  await page.getByRole('option', { name: option }).first().click();
}

async function openCompany(page: Page) {
  await page.goto('/home/customManagement?tab=company');
  await page.getByTestId('company-row').filter({ hasText: COMPANY }).getByTestId('company-link').click();
  await page.getByTestId('company-info').waitFor();
}

describe('customer management', () => {
  useServer();
  const browser = useBrowser();

  it('adds a company in Chinese, imports three people with one bad row, and keeps the two good ones when asked', async () => {
    const context = await newContext(browser(), { lang: 'zh' });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/customManagement?tab=company');
    await page.getByTestId('company-add').click();
    await page.getByTestId('company-save').click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('请输入公司名称');
    await page.getByRole('dialog').getByLabel('公司名称').fill(COMPANY);
    await page.getByRole('dialog').getByLabel('联系人').fill('陈经理');
    await page.getByTestId('company-save').click();
    await expectNotice(page, '添加成功');
    await openCompany(page);
    await expect.poll(() => page.getByTestId('company-people').textContent()).toContain('暂无人员');

    // The template the page offers, filled as a customer would fill it.
    const file = xlsxUpload('people.xlsx', '人员名单', [await peopleTemplateHeader(page), ['张三', '男', '技术部', 175, 70], ['李四', '未知', '技术部', 160, 50], ['王五', '女', '行政部', 165, 55]]);

    await page.getByTestId('company-people').locator('input[type=file]').setInputFiles(file);
    await page.getByTestId('upload-errors').waitFor();
    await expect.poll(() => page.getByTestId('upload-error-row').getAttribute('data-row')).toBe('3');
    expect(await page.getByTestId('upload-errors').textContent()).toContain('性别');
    await expect.poll(() => page.getByTestId('person-row').count()).toBe(0);
    await screenshot(page, 'customers-import-errors-zh');
    await page.getByTestId('import-valid-rows').click();
    await expectNotice(page, '成功导入 2 人');
    await expect.poll(() => page.getByTestId('person-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')))).toEqual(['张三', '王五']);
    await context.close();
  });

  it('sets a default address through the province, city and district cascade', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await openCompany(page);
    await expect.poll(() => page.getByTestId('address-empty').isVisible()).toBe(true);
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-save').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('请输入收货人姓名');
    expect(await dialog.textContent()).toContain('请输入详细地址（不含省市区）');
    await dialog.getByLabel('收货人').fill('陈经理');
    await dialog.getByLabel('手机号').fill('13812345678');
    await choose(page, 'region-province', '江苏省');
    // The first city and district are preselected; the user picks their own.
    await expect.poll(() => page.getByTestId('region-city').inputValue()).not.toBe('');
    await choose(page, 'region-city', '南京市');
    await choose(page, 'region-district', '建邺区');
    await dialog.getByLabel('详细地址').fill('江东中路 108 号');
    await dialog.getByLabel('默认地址').check();
    await page.getByTestId('address-save').click();
    await expectNotice(page, '添加成功');
    const row = page.getByTestId('address-row');
    await expect.poll(() => row.textContent()).toContain('江苏省 南京市 建邺区 江东中路 108 号');
    expect(await row.getAttribute('data-default')).toBe('1');
    await screenshot(page, 'customers-company-detail-zh-tablet');
    await noHorizontalScroll(page);
    // Unticking cancels the default; the list reloads with it.
    await row.getByTestId('address-default').click();
    await expect.poll(() => row.getAttribute('data-default')).toBe('0');
    await context.close();
  });

  it('exports the individual customers\' sizes for a chosen pattern, asking for the pattern first, and the file reads back', async () => {
    const context = await newContext(browser(), { lang: 'en' });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/customManagement');
    await page.getByTestId('customer-row').first().waitFor();
    await page.getByTestId('customer-edit').click();
    await expectNotice(page, 'Please select a piece of data');
    await page.getByTestId('export-sizes').click();
    await page.getByTestId('export-sizes-submit').click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Please select pattern');
    await page.getByTestId('export-edition').click();
    await page.getByRole('option').first().click();
    // The dialog (and the options' portal) may still be in place as the download starts.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-sizes-submit').click()]);
    const book = XLSX.read(readFileSync((await download.path())!));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]!.slice(0, 7)).toEqual(['Name', 'Gender', 'Phone', 'Height (cm)', 'Weight (kg)', 'Order no.', 'Size']);
    expect(download.suggestedFilename()).toMatch(/^Individual customer sizes-.+\.xlsx$/);
    await context.close();
  });

  it("refuses an empty customer in the user's language, and picks a saved customer in a fast order", async () => {
    const context = await newContext(browser(), { lang: 'en' });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/customManagement');
    await page.getByTestId('customer-add').click();
    await page.getByTestId('customer-save').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Please enter name');
    for (const words of ['Please enter height', 'Please enter weight', 'Please enter phone number', 'Please enter delivery address']) expect(await dialog.textContent()).toContain(words);
    await dialog.getByLabel('Name').fill('Grace Liu');
    await dialog.getByLabel('Phone').fill('13966668888');
    await dialog.getByLabel('Height (cm)').fill('168');
    await dialog.getByLabel('Weight (kg)').fill('55');
    await dialog.getByLabel('Address').fill('88 Century Avenue, Shanghai');
    await page.getByTestId('customer-save').click();
    await expectNotice(page, 'Successfully added');
    await expect.poll(() => page.getByTestId('customer-row').first().getAttribute('data-name')).toBe('Grace Liu');
    await screenshot(page, 'customers-list-en');
    await noHorizontalScroll(page);

    await page.goto('/home/fastPurchase');
    await page.getByTestId('category-chips').waitFor();
    await page.getByTestId('customer-picker').fill('13966668888');
    await page.getByRole('option', { name: /Grace Liu/ }).click();
    await expect.poll(() => page.getByTestId('user-user_name').inputValue()).toBe('Grace Liu');
    expect(await page.getByTestId('user-user_mobilephone').inputValue()).toBe('13966668888');
    expect(await page.getByTestId('user-user_height').inputValue()).toBe('168');
    expect(await page.getByTestId('user-user_address').inputValue()).toBe('88 Century Avenue, Shanghai');
    expect(await page.getByTestId('picked-customer').textContent()).toContain('Grace Liu');
    await context.close();
  });

  it("pulls a company's people into a team fast order's configuration and fills the order's company", async () => {
    const context = await newContext(browser(), { lang: 'zh' });
    const page = await context.newPage();
    await signIn(page, SELLER);
    await page.goto('/home/fastPurchase');
    await page.getByTestId('category-chips').waitFor();
    await page.getByTestId('order-type-2').click();
    await page.getByTestId('team-section').waitFor();
    await page.getByTestId('add-config').click();
    await page.getByTestId('config-qty-1').fill('1');
    await page.getByTestId('config-confirm').click();
    await page.getByTestId('config-tab-0').waitFor();
    await page.getByTestId('team-company-select').click();
    await page.getByRole('option', { name: new RegExp(COMPANY) }).click();
    await page.getByTestId('team-company-pull').click();
    await expectNotice(page, '已导入 2 名员工');
    await expect.poll(() => page.getByTestId('staff-table').getAttribute('data-count')).toBe('2');
    expect(await page.getByTestId('staff-table').textContent()).toContain('张三');
    await screenshot(page, 'customers-team-pull-zh');
    await context.close();
  });
});
