/**
 * A list keeps its tab, filter, search and page in the address: "back" from an order's detail and
 * a reload open the list as it was left, a list opened from the menu starts clean, and a shared
 * link opens the page and size it names.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, fill, user, wait } from './act';
import { LAPTOP, openApp, useAppServer } from './app';

const SELLER = '13800000001';
const shownOrders = () => screen.queryAllByTestId('order-row').map((r) => r.dataset.orderNum);
const selectedTab = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

describe('a list in the address', () => {
  useAppServer();

  it('comes back from an order’s detail, and through a reload, on the tab, status and search it was left on', async () => {
    const device = await openApp({ at: '/home/orderManagement', lang: 'zh', signedInAs: SELLER, size: LAPTOP });
    await screen.findAllByTestId('order-row', undefined, wait);
    await user.click(screen.getByRole('tab', { name: '大货订单' }));
    // The status radios are one group, named for a screen reader.
    const statuses = await screen.findByRole('radiogroup', { name: '状态' }, wait);
    await user.click(within(statuses).getByRole('radio', { name: /^已入库/ }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('status')).toBe('8'), wait);
    // The list shows the tab's orders once they come (bulk orders are numbered LG…): until then it
    // may still show the tab before's.
    const [orderNum] = await waitFor(() => {
      const rows = shownOrders();
      if (!rows.length || !rows.every((n) => n?.startsWith('LG'))) throw new Error(`not the bulk orders yet: ${rows.join(' ')}`);
      return rows;
    }, wait);
    await fill(screen.getByRole('textbox', { name: '订单号 / 客户 / 公司' }), orderNum!);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('keyword')).toBe(orderNum), wait);
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ tab: 'large', status: '8', keyword: orderNum });

    await waitFor(() => expect(shownOrders()).toEqual([orderNum]), wait);
    await user.click(within(screen.getByTestId('order-row')).getByRole('link', { name: orderNum }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/home\/orderDetail\//), wait);
    // The router keeps the list on view while the detail's code and data load: going back before
    // the detail shows, the list's checks below would read the list still on view, and the detail
    // would then draw over them (a busy machine's run).
    await screen.findByRole('heading', { name: '订单详情' }, wait);
    window.history.back();
    // The page draws again from the address; its status filter comes with the counts.
    await waitFor(() => expect(selectedTab('大货订单')).toBe('true'), wait);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: /^已入库/ }).checked).toBe(true), wait);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '订单号 / 客户 / 公司' }).value).toBe(orderNum);
    await waitFor(() => expect(shownOrders()).toEqual([orderNum]), wait);

    await device.reload();
    await waitFor(() => expect(shownOrders()).toEqual([orderNum]), wait);
    expect(selectedTab('大货订单')).toBe('true');

    // From the menu, the list starts on its first tab with nothing filtered.
    await device.go('/home/orderManagement');
    await waitFor(() => expect(selectedTab('个性定制')).toBe('true'), wait);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '订单号 / 客户 / 公司' }).value).toBe('');
  });

  it('opens the customers’ company tab on the page and size a shared link names', async () => {
    await openApp({ at: '/home/customManagement', lang: 'en', signedInAs: SELLER, size: LAPTOP });
    await user.click(await screen.findByRole('tab', { name: 'Company customers' }, wait));
    await screen.findAllByTestId('company-link', undefined, wait);
    await choose(document.querySelector<HTMLElement>('input[aria-label="Rows per page"]')!, '25');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('size')).toBe('25'), wait);
    const link = window.location.pathname + window.location.search;
    // Another device, signed in, opens the link.
    await openApp({ at: link, lang: 'en', signedInAs: SELLER, size: LAPTOP });
    await screen.findAllByTestId('company-link', undefined, wait);
    expect(document.querySelector<HTMLInputElement>('input[aria-label="Rows per page"]')!.value).toBe('25');
    expect(selectedTab('Company customers')).toBe('true');
  });
});
