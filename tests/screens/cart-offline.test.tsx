/**
 * The cart and order management offline on a device that never read them: what the screens say
 * instead of a count or an "empty" nobody read. The browser journey (tests/e2e/cart-orders.test.ts)
 * keeps what needs a real browser: the service worker serving the app offline, and the layout.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wait } from './act';
import { openApp, useAppServer } from './app';

const SELLER = '13800000001';

const WORDS = {
  zh: { notOnDevice: '尚未保存到本设备：请联网打开一次，之后离线也能查看', needsNetwork: '离线：订单列表需要联网，本机还没有保存过这一栏', filters: ['全部', '未提交', '支付失败'], all: '全部', empty: ['购物车是空的', '暂无订单'] },
  en: { notOnDevice: 'Not on this device yet: open it once online to keep it for offline use', needsNetwork: 'Offline: the order list needs the network; this tab was never saved on this device', filters: ['All', 'Not submitted', 'Payment failed'], all: 'All', empty: ['Your cart is empty', 'No orders'] },
};

const main = () => screen.getByRole('main');
const counts = () => main().textContent!.match(/\(\d+\)/g) ?? [];

describe('the cart and order management offline, before this device saved them', () => {
  useAppServer();

  for (const lang of ['zh', 'en'] as const) {
    it(`shows no count or "empty" it did not read (${lang})`, async () => {
      const w = WORDS[lang];
      const device = await openApp({ at: '/home', lang, signedInAs: SELLER });
      device.offline();

      // The cart's filters: their names, not "(0)" for a cart this device never read.
      await device.go('/home/cart');
      await screen.findByText(w.notOnDevice, undefined, wait);
      expect([...main().querySelectorAll('.mantine-SegmentedControl-label')].map((l) => l.textContent)).toEqual(w.filters);
      expect(counts(), 'counts in the cart').toEqual([]);
      expect(screen.queryByText(w.empty[0]!)).toBeNull();

      // Order management: not "no orders, 0 in all" with a "(0)" for every status.
      await device.go('/home/orderManagement');
      expect((await screen.findByTestId('orders-offline', undefined, wait)).textContent).toBe(w.needsNetwork);
      await waitFor(() => expect(screen.getByTestId('order-table-empty').textContent).toContain(w.notOnDevice), wait);
      await screen.findByRole('radio', { name: w.all }, wait);
      expect(counts(), 'counts in order management').toEqual([]);
      expect(screen.queryByTestId('order-count')).toBeNull();
      for (const text of w.empty) expect(screen.queryByText(text, { exact: true }), text).toBeNull();
    });
  }
});
