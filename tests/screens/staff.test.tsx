/**
 * Staff accounts: a seller creates a staff login with two modules (refused first in the spec's
 * order and words), finds it by its job number, and the staff member signs in on its own device in
 * English to a home of just those two modules, working on the seller's customers. Disabling it ends
 * its session at once and its sign-in is refused in words; deleting asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterNewToast, fill, rowAction, user, wait } from './act';
import { LAPTOP, openApp, useAppServer } from './app';
import { signIn } from './sign-in';

const STAFF_PHONE = '13920000777';
const PASSWORD = 'staff-pass-1';

describe('staff accounts', () => {
  useAppServer();

  it('creates a staff login with two modules, which sees only those, and disabling it ends its session', async () => {
    // The seller works on a laptop, where the job number has a column of its own.
    const seller = await openApp({ at: '/home/employeeManagement', lang: 'zh', signedInAs: '13800000001', size: LAPTOP });
    const field = (testId: string) => screen.getByTestId(testId);
    await user.click(await screen.findByTestId('staff-add', undefined, wait));
    // The dialog opens on the next animation frame (Mantine's transition; a setImmediate in
    // happy-dom), which on a loaded machine can come after the tap's own promise has settled.
    await screen.findByTestId('staff-save', undefined, wait);
    const refusedWith = async (message: string) => {
      await user.click(field('staff-save'));
      await screen.findByText(message, undefined, wait);
    };
    await refusedWith('用户名不允许为空！');
    await fill(field('staff-username'), '小周');
    await refusedWith('工号不允许为空！');
    await fill(field('staff-number'), 'E-207');
    await refusedWith('手机号不允许为空！');
    await fill(field('staff-mobile'), STAFF_PHONE);
    await refusedWith('密码不允许为空！');
    await fill(field('staff-password'), PASSWORD);
    await refusedWith('请至少勾选一个模块');
    await user.click(field('staff-module-customer_mgmt'));
    await user.click(field('staff-module-fast_order'));
    await afterNewToast('添加成功', () => user.click(field('staff-save')));
    const row = () => screen.getAllByTestId('staff-row').find((r) => r.textContent?.includes('E-207'))!;
    await waitFor(() => expect(row().textContent).toContain('客户管理'), wait);
    // Found by its exact job number, and not by a part of it.
    const search = screen.getByPlaceholderText('请输入员工姓名 / 工号');
    await fill(search, 'E-207');
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(1), wait);
    await fill(search, 'E-2');
    await screen.findByText('没有找到该工号或用户名的员工', undefined, wait);
    await user.clear(search);
    await waitFor(() => row(), wait);

    const staff = await openApp({ at: '/home', lang: 'en', signedInAs: STAFF_PHONE, password: PASSWORD });
    await screen.findByTestId('module-fast_order', undefined, wait);
    expect(document.querySelectorAll('[data-testid^="module-"]')).toHaveLength(2);
    // It works on the seller's customers.
    // A module is a tile holding its link.
    await user.click(within(screen.getByTestId('module-customer_mgmt')).getByRole('link'));
    await waitFor(() => expect(window.location.pathname).toBe('/home/customManagement'), wait);
    await waitFor(() => expect(screen.getAllByText('Customers', { exact: false }).length).toBeGreaterThan(0), wait);
    await staff.go('/home/account-info');
    await screen.findByText('上海南京路旗舰店', undefined, wait);
    // A module it was not given says so, by name, instead of a page of refused calls.
    await staff.go('/home/orderManagement');
    await screen.findByTestId('no-access-title', undefined, wait);
    await screen.findByText('Your account does not have Orders', { exact: false }, wait);

    await seller.resume();
    await waitFor(() => row(), wait);
    await afterNewToast('禁用成功！', () => rowAction(row(), 'staff-disable'));
    await waitFor(() => expect(row().textContent).toContain('禁用'), wait);
    // The staff member's next call is refused: back to sign in, where it is refused in words.
    await staff.resume();
    await staff.go('/home/customManagement');
    await waitFor(() => expect(window.location.pathname).toBe('/login'), wait);
    await signIn(STAFF_PHONE, PASSWORD);
    await waitFor(() => expect(screen.getByTestId('login-problem').textContent).toBe('This account is disabled'), wait);

    // Deleting asks first; cancelling says so and keeps it.
    await seller.resume();
    await waitFor(() => row(), wait);
    await rowAction(row(), 'staff-delete');
    await afterNewToast('已取消删除', async () => user.click(await screen.findByRole('button', { name: '取消' }, wait)));
    await rowAction(row(), 'staff-delete');
    await afterNewToast('删除成功!', async () => user.click(await screen.findByRole('button', { name: '确定' }, wait)));
    await waitFor(() => expect(screen.queryAllByTestId('staff-row').filter((r) => r.textContent?.includes('E-207'))).toHaveLength(0), wait);
    expect(within(document.body).queryByText('E-207')).toBeNull();
  });
});
