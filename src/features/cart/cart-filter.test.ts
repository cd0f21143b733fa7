import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@/domain/orders/wire';
import { cartView, selectedTotal } from './cart-filter';

const order = (id: number, order_type_id: number, extra: Partial<OrderSummary> = {}) =>
  ({ id, order_type_id, order_status_id: 1, order_num: `FO${id}`, user_name: `客户${id}`, group_buy_company_name: '', group_buy_contacts: '', large_goods_company_name: '', large_goods_contacts: '', payamount: '10.50', ...extra }) as OrderSummary;

const cart = [order(1, 1), order(2, 2), order(3, 2), order(4, 2), order(5, 3), order(6, 4, { large_goods_contacts: '林经理' })];

describe('cart view', () => {
  it('puts deep and fast orders in the custom tab, newest first, three per page', () => {
    const v = cartView(cart, { tab: 'custom', skey: '', status: 'all', page: 1, size: 3 });
    expect(v.rows.map((r) => r.order.id)).toEqual([4, 3, 2]);
    expect(v.rows.map((r) => r.no)).toEqual([1, 2, 3]);
    expect(v.pages).toBe(2);
    const p2 = cartView(cart, { tab: 'custom', skey: '', status: 'all', page: 2, size: 3 });
    expect(p2.rows.map((r) => r.no)).toEqual([4]);
  });

  it('counts not-submitted and payment-failed rows within the tab and search', () => {
    const v = cartView([...cart, order(7, 1, { order_status_id: 3 })], { tab: 'custom', skey: '', status: 'paymentFailed', page: 1, size: 3 });
    expect(v.counts).toEqual({ all: 5, notSubmitted: 4, paymentFailed: 1 });
    expect(v.rows.map((r) => r.order.id)).toEqual([7]);
  });

  it('searches by order number and by any party name', () => {
    expect(cartView(cart, { tab: 'bulk', skey: '林', status: 'all', page: 1, size: 3 }).total).toBe(1);
    expect(cartView(cart, { tab: 'custom', skey: 'fo3', status: 'all', page: 1, size: 3 }).rows.map((r) => r.order.id)).toEqual([3]);
  });

  it('keeps the page within range when rows disappear', () => {
    expect(cartView(cart, { tab: 'custom', skey: '', status: 'all', page: 9, size: 3 }).page).toBe(2);
  });

  it('totals the selected amounts exactly', () => {
    expect(selectedTotal(cart, new Set([1, 2, 3]))).toBe('31.50');
  });
});
