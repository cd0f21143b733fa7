/**
 * A refusal the server answers about one field names it as the form does, in the viewer's
 * language, never by its wire name (old_password, password, user_file).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { xlsxUpload } from './people-sheet';
import { TABLET, newContext, screenshot, signIn, useBrowser, useServer } from './support';

const WIRE_NAMES = /old_password|new_password|new_pay_password|user_file/;

/** A people sheet with two rows the server refuses (an unknown gender, a name missing). */
function badPeopleSheet(header: string[]) {
  return xlsxUpload('bad-people.xlsx', 'people', [header, ['张三', '未知', '技术部', 175, 70], ['', '女', '行政部', 165, 55]]);
}

async function importBadPeople(page: Page, header: string[]): Promise<string> {
  await page.goto('/home/customManagement?tab=company');
  await page.getByTestId('company-link').first().click();
  await page.getByTestId('company-people').locator('input[type=file]').setInputFiles(badPeopleSheet(header));
  // The refusal heads the panel that lists the rows, under the file's button.
  const title = page.getByTestId('upload-errors').locator('.mantine-Alert-title');
  await title.waitFor();
  return (await title.textContent()) ?? '';
}

describe('field names in refusals', () => {
  useServer();
  const browser = useBrowser();

  it('in Chinese: a wrong current password and a refused sheet are named by their labels', async () => {
    const context = await newContext(browser(), { lang: 'zh', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, '13800000001');
    await page.goto('/home/account-info');
    await page.getByTestId('open-change-password').click();
    await page.getByTestId('pw-old').fill('not-my-password');
    await page.getByTestId('pw-new').fill('newpass99');
    await page.getByTestId('pw-confirm').fill('newpass99');
    await page.getByTestId('pw-submit').click();
    const dialog = page.getByRole('dialog');
    // Under its input, as the server words it (and not "old_password：…").
    await dialog.getByText('原密码：密码不正确', { exact: true }).waitFor();
    expect(await dialog.textContent()).not.toMatch(WIRE_NAMES);
    await screenshot(page, 'field-message-password-zh-tablet');
    await page.keyboard.press('Escape');

    const notice = await importBadPeople(page, ['姓名', '性别', '部门', '身高', '体重']);
    expect(notice).toBe('导入文件：有 2 行数据不正确（共 2 处错误），未导入任何人员');
    await screenshot(page, 'field-message-import-zh-tablet');
    await context.close();
  });

  it('in English: a wrong login password and a refused sheet are named by their labels', async () => {
    const context = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const page = await context.newPage();
    await signIn(page, '13800000001');
    await page.goto('/home/account-info');
    await page.getByRole('button', { name: 'Change payment password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Login password').fill('not-my-password');
    // The new PIN's first box, then the confirmation's (six boxes each after the login password).
    for (const first of [1, 7]) {
      await dialog.locator('input:not([type=hidden])').nth(first).click();
      await page.keyboard.type('654321');
    }
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // Not "password: the login password is wrong".
    await dialog.getByText('Login password: the password is wrong', { exact: true }).waitFor();
    expect(await dialog.textContent()).not.toMatch(WIRE_NAMES);
    await screenshot(page, 'field-message-pay-password-en-tablet');
    await page.keyboard.press('Escape');

    const notice = await importBadPeople(page, ['Name', 'Gender', 'Department', 'Height', 'Weight']);
    expect(notice).toBe('Imported file: 2 rows are wrong (2 errors); nobody was imported');
    await screenshot(page, 'field-message-import-en-tablet');
    await context.close();
  });
});
