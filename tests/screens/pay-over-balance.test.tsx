/**
 * Paying more than a shop's credit: the shop 13800000002, its balance set to ¥1,000.00, settles a
 * ¥3,800.00 cart order. The payment dialog says the balance is short, in money as the screen writes
 * it, before any password is asked, and its pay button is off.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartOrderInput } from '@/domain/orders/order-input';
import { createCartOrder } from '../../server/modules/order-store/create';
import { user, wait } from './act';
import { openApp, useAppServer } from './app';

const SHOP = '13800000002';

/** One shirt at ¥3,760 of process and ¥40 of technique: ¥3,800.00. */
const shirtOrder: CartOrderInput = {
  order_type_id: 2,
  sub_fast_type_id: 1,
  user_name: '额度测试客户',
  process_name: '标准定制',
  process_price_fen: 376_000,
  items: [{ category_id: 5, category_name: '男衬衫', sub_category_id: 5, sub_category_name: '男衬衫', quantity: 1, tech_info: [{ type_name: '袖口', tech_name: '法式袖口', price_fen: 4000 }] }],
};

const TEXT = {
  zh: { continue: '继续支付', dialog: '余额支付', pay: '支付', password: '支付密码', short: '余额不足：订单金额 ¥3,800.00，当前余额 ¥1,000.00' },
  // At the seed's rate of 7.12 yuan to the dollar, with the yuan beside, as the dialog shows what is paid.
  en: { continue: 'Continue to payment', dialog: 'Pay from balance', pay: 'Pay', password: 'Payment password', short: 'Insufficient balance: the orders cost $533.71 (¥3,800.00), your balance is $140.45 (¥1,000.00)' },
} as const;

describe('paying over the balance', () => {
  const server = useAppServer();

  it.each(['zh', 'en'] as const)('says the balance is short before the password is asked, in money (%s)', async (lang) => {
    const db = server().db;
    const shop = await db.selectFrom('users').select('id').where('mobilephone', '=', SHOP).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ money_fen: 100_000 }).where('id', '=', shop.id).execute();
    const order = await createCartOrder(db, { id: shop.id, login_id: shop.id }, shirtOrder);

    await openApp({ at: '/home/cart', lang, signedInAs: SHOP });
    const row = await waitFor(() => {
      const found = screen.getAllByTestId('cart-row').find((r) => r.dataset.orderNum === order.order_num);
      if (!found) throw new Error(`no cart row for ${order.order_num}`);
      return found;
    }, wait);
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByTestId('settle'));
    await user.click(await screen.findByRole('button', { name: TEXT[lang].continue }, wait));
    const dialog = await screen.findByRole('dialog', { name: TEXT[lang].dialog }, wait);
    await waitFor(() => expect(within(dialog).getByTestId('pay-short').textContent).toBe(TEXT[lang].short), wait);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: TEXT[lang].pay }).disabled).toBe(true);
    expect(within(dialog).queryByLabelText(TEXT[lang].password)).toBeNull();
    await db.updateTable('orders').set({ deleted_at: new Date() }).where('id', '=', order.id).execute();
  });
});
