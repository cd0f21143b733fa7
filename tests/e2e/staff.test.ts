/**
 * Staff accounts in the browser: a seller creates a staff login with two modules
 * (refused first in the spec's order and words), finds it by its job number, and the staff member
 * signs in on a tablet in English to a home of just those two modules, working on the seller's
 * customers. Disabling it ends its session at once and its sign-in is refused in words.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, newContext, noHorizontalScroll, screenshot, signIn, TABLET, useBrowser, useServer } from './support';

const notices = (page: Page) => page.locator('.mantine-Notification-description');
const STAFF_PHONE = '13920000777';
const PASSWORD = 'staff-pass-1';

describe('staff accounts', () => {
  useServer();
  const browser = useBrowser();

  it('creates a staff login with two modules, which sees only those, and disabling it ends its session', async () => {
    const sellerContext = await newContext(browser(), { lang: 'zh', viewport: LAPTOP });
    const seller = await sellerContext.newPage();
    seller.setDefaultTimeout(20_000);
    await signIn(seller, '13800000001');
    await seller.goto('/home/employeeManagement');
    await seller.getByTestId('staff-add').click();
    await seller.getByTestId('staff-save').click();
    await seller.getByText('用户名不允许为空！').waitFor();
    await seller.getByTestId('staff-username').fill('小周');
    await seller.getByTestId('staff-save').click();
    await seller.getByText('工号不允许为空！').waitFor();
    await seller.getByTestId('staff-number').fill('E-207');
    await seller.getByTestId('staff-save').click();
    await seller.getByText('手机号不允许为空！').waitFor();
    await seller.getByTestId('staff-mobile').fill(STAFF_PHONE);
    await seller.getByTestId('staff-save').click();
    await seller.getByText('密码不允许为空！').waitFor();
    await seller.getByTestId('staff-password').fill(PASSWORD);
    await seller.getByTestId('staff-save').click();
    await seller.getByText('请至少勾选一个模块').waitFor();
    await seller.getByTestId('staff-module-customer_mgmt').check();
    await seller.getByTestId('staff-module-fast_order').check();
    await screenshot(seller, 'staff-dialog-zh-laptop');
    await seller.getByTestId('staff-save').click();
    await expect.poll(() => notices(seller).allTextContents()).toContain('添加成功');
    const row = seller.getByTestId('staff-row').filter({ hasText: 'E-207' });
    await row.waitFor();
    expect(await row.textContent()).toContain('客户管理');
    // Found by its exact job number, and not by a part of it.
    await seller.getByPlaceholder('请输入员工姓名 / 工号').fill('E-207');
    await expect.poll(() => seller.getByTestId('staff-row').count()).toBe(1);
    await seller.getByPlaceholder('请输入员工姓名 / 工号').fill('E-2');
    await seller.getByText('没有找到该工号或用户名的员工').waitFor();
    await seller.getByPlaceholder('请输入员工姓名 / 工号').fill('');
    await row.waitFor();
    await noHorizontalScroll(seller);
    await screenshot(seller, 'staff-zh-laptop');

    const staffContext = await newContext(browser(), { lang: 'en', viewport: TABLET });
    const staff = await staffContext.newPage();
    staff.setDefaultTimeout(20_000);
    await signIn(staff, STAFF_PHONE, PASSWORD);
    await staff.getByTestId('module-fast_order').waitFor();
    await expect.poll(() => staff.locator('[data-testid^="module-"]').count()).toBe(2);
    await staff.getByTestId('module-customer_mgmt').waitFor();
    await screenshot(staff, 'staff-home-en-tablet');
    // It works on the seller's customers.
    await staff.getByTestId('module-customer_mgmt').click();
    await staff.waitForURL('**/customManagement');
    await expect.poll(() => staff.getByText('Customers', { exact: false }).count()).toBeGreaterThan(0);
    await staff.goto('/home/account-info');
    await staff.getByText('上海南京路旗舰店').waitFor();
    // A module it was not given says so, by name, instead of a page of refused calls.
    await staff.goto('/home/orderManagement');
    await staff.getByTestId('no-access-title').waitFor();
    await staff.getByText('Your account does not have Orders').waitFor();
    await screenshot(staff, 'staff-no-access-en-tablet');

    await row.getByTestId('staff-disable').click();
    await expect.poll(() => notices(seller).allTextContents()).toContain('禁用成功！');
    await expect.poll(() => row.textContent()).toContain('禁用');
    // The staff member's next call is refused: back to sign in, where it is refused in words.
    await staff.goto('/home/customManagement');
    await staff.waitForURL('**/login');
    await staff.getByTestId('login-phone').fill(STAFF_PHONE);
    await staff.getByTestId('login-password').fill(PASSWORD);
    await staff.getByTestId('login-password').press('Enter');
    await expect.poll(() => staff.getByTestId('login-problem').textContent()).toBe('This account is disabled');
    await staffContext.close();

    // Deleting asks first; cancelling says so and keeps it.
    await row.getByTestId('staff-delete').click();
    await seller.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => notices(seller).allTextContents()).toContain('已取消删除');
    await row.getByTestId('staff-delete').click();
    await seller.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => notices(seller).allTextContents()).toContain('删除成功!');
    await expect.poll(() => seller.getByTestId('staff-row').filter({ hasText: 'E-207' }).count()).toBe(0);
    await sellerContext.close();
  });
});
