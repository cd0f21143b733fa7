/**
 * Shop sub-accounts: a seller creates a shop with ¥1,000 of credit (refused first in the spec's
 * order), the shop signs in on its own device and sees its credit as its balance, the seller locks
 * it and the shop's next call sends it back to a sign-in that refuses it in words. Offline, a list
 * read from the server says it needs the network instead of showing an empty table.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterNewToast, fill, rowAction, user, wait } from './act';
import { LAPTOP, openApp, useAppServer } from './app';
import { signIn } from './sign-in';

const SHOP_PHONE = '13910000555';

describe('shop sub-accounts', () => {
  useAppServer();

  it('creates a shop with credit, which signs in with it, and a lock ends its session', async () => {
    const seller = await openApp({ at: '/home/shopManagement', lang: 'zh', signedInAs: '13800000001', size: LAPTOP });
    await user.click(await screen.findByTestId('shop-add', undefined, wait));
    const field = (testId: string) => screen.getByTestId(testId);
    await user.click(await screen.findByTestId('shop-save', undefined, wait));
    await screen.findByText('请输入联系人姓名', undefined, wait);
    await fill(field('shop-name'), '徐汇旗舰店');
    await fill(field('shop-contact'), '王店长');
    await user.click(field('shop-save'));
    await screen.findByText('请输入联系人手机号', undefined, wait);
    await fill(field('shop-mobile'), SHOP_PHONE);
    await fill(field('shop-address'), '上海市徐汇区漕溪北路 1 号');
    await fill(field('shop-username'), 'xuhui');
    await fill(field('shop-password'), 'shop-pass-1');
    await fill(field('shop-pay-password'), '654321');
    await fill(field('shop-money'), '1000');
    await afterNewToast('操作成功', () => user.click(field('shop-save')));
    const row = () => screen.getAllByTestId('shop-row').find((r) => r.textContent?.includes('徐汇旗舰店'))!;
    await waitFor(() => expect(row().textContent).toContain('¥1,000.00'), wait);
    // The sub-accounts page lists it with its modules.
    await user.click(screen.getByTestId('shop-children'));
    await waitFor(() => expect(screen.getAllByTestId('child-row').find((r) => r.textContent?.includes('徐汇旗舰店'))?.textContent).toContain('快速下单'), wait);

    // The shop's balance is the credit its seller gave it (English: dollars, with the yuan beside).
    const shop = await openApp({ at: '/home/account-info', lang: 'en', signedInAs: SHOP_PHONE, password: 'shop-pass-1' });
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toMatch(/^\$\d/), wait);
    expect(screen.getByTestId('account-balance').textContent).toMatch(/1,000\.00|140\.45/);

    await seller.resume();
    await seller.go('/home/shopManagement');
    await waitFor(() => row(), wait);
    await rowAction(row(), 'shop-lock');
    await waitFor(() => expect(row().textContent).toContain('停用'), wait);

    // The shop's next call is refused: it is sent back to sign in, where it is refused in words.
    await shop.resume();
    await shop.go('/home/cart');
    await waitFor(() => expect(window.location.pathname).toBe('/login'), wait);
    await signIn(SHOP_PHONE, 'shop-pass-1');
    await waitFor(() => expect(screen.getByTestId('login-problem').textContent).toBe('This account is disabled'), wait);

    // Offline, a list read from the server says it needs the network instead of showing an empty table.
    await seller.resume();
    seller.offline();
    await seller.go('/home/ordering-conference');
    await screen.findByText('网络不可用，请联网后再试', undefined, wait);
  });
});
