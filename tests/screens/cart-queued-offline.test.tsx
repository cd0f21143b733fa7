/**
 * Cart changes made offline: a quantity changed and an order deleted are kept on the device and
 * said to be waiting, paying is refused without taking money, order management lists the orders it
 * saved, and back online both changes reach the server, each exactly once.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, user, wait } from './act';
import { changesSent, LAPTOP, openApp, useAppServer } from './app';

const SELLER = '13800000001';

type CartOrder = { id: number; order_num: string; order_type_id: number; detail_info: { sub_category_id: number; quantity: number }[] };

const cartRow = (orderNum: string) => document.querySelector<HTMLElement>(`[data-testid="cart-row"][data-order-num="${orderNum}"]`);

/** The row of `orderNum` once it shows. */
const shownRow = (orderNum: string) =>
  waitFor(() => {
    const row = cartRow(orderNum);
    if (!row) throw new Error(`no cart row for ${orderNum}`);
    return row;
  }, wait);

describe('cart changes made offline', () => {
  const server = useAppServer();

  it('queues a quantity change and a delete offline, refuses to pay, and replays both once online', async () => {
    const token = await server().login(SELLER);
    const cart = async () => (await server().call<{ list: CartOrder[] }>('GET', '/common.cart/cart_list', { token, query: { page: 1, size: 100 } })).body.result.list;
    const group = (await cart()).filter((o) => o.order_type_id === 3);
    expect(group.length).toBeGreaterThanOrEqual(2);
    const [changed, deleted] = group as [CartOrder, CartOrder];
    const item = changed.detail_info[0]!;
    const wanted = item.quantity + 1;

    // One online visit of order management keeps its list on the device.
    const device = await openApp({ at: '/home/orderManagement', lang: 'zh', signedInAs: SELLER, size: LAPTOP });
    const placed = (await screen.findAllByTestId('order-row', undefined, wait)).length;
    expect(placed).toBeGreaterThan(0);
    await device.go('/home/cart');
    await user.click(await screen.findByRole('tab', { name: '团购' }, wait));
    await shownRow(deleted.order_num);

    device.offline();
    await screen.findByText('离线：显示本机保存的购物车', undefined, wait);
    const spinner = within(cartRow(changed.order_num)!).getAllByRole('textbox')[0]!;
    await fill(spinner, String(wanted));
    fireEvent.blur(spinner);
    await waitFor(() => within(cartRow(changed.order_num)!).getByText('等待同步'), wait);
    await user.click(within(cartRow(deleted.order_num)!).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', undefined, wait)).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(cartRow(deleted.order_num)).toBeNull(), wait);
    await waitFor(() => expect(screen.getByTestId('cart-waiting').textContent).toBe('2 项购物车更改等待同步'), wait);

    // Payment needs the network, and takes no money.
    await user.click(within(cartRow(changed.order_num)!).getByRole('checkbox'));
    await user.click(screen.getByTestId('settle'));
    await screen.findByText('支付需要联网。未扣款，购物车已保留。', undefined, wait);
    expect((await cart()).find((o) => o.id === changed.id)!.detail_info[0]!.quantity).toBe(item.quantity);

    // Order management lists the saved orders offline.
    await user.click(screen.getAllByRole('link', { name: '订单管理' })[0]!);
    expect((await screen.findByTestId('orders-offline', undefined, wait)).textContent).toMatch(/^离线：显示 .+ 保存的订单列表$/);
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(placed), wait);
    await user.click(screen.getAllByRole('link', { name: '购物车' })[0]!);
    await screen.findByTestId('cart-table', undefined, wait);

    device.online();
    await waitFor(() => expect(screen.queryByTestId('cart-waiting')).toBeNull(), wait);
    await waitFor(async () => expect((await cart()).some((o) => o.id === deleted.id)).toBe(false), wait);
    const after = (await cart()).find((o) => o.id === changed.id)!;
    expect(after.detail_info.find((d) => d.sub_category_id === item.sub_category_id)!.quantity).toBe(wanted);
    // Each queued change reached the server exactly once.
    expect(changesSent().filter((c) => c.path.endsWith('/change_quantity'))).toHaveLength(1);
    expect(changesSent().filter((c) => c.path.endsWith('/del_cart'))).toHaveLength(1);
  });
});
