/**
 * Cart list rules on the mirrored rows (spec 1 §2, §4, §9): the tab, the search, the status filter
 * with its counts, and paging with the row-number rule. Pure, so the screen and tests share it.
 */
import { CART_TYPE_ORDER_TYPES, rowNumber, type CartType } from '@/domain/orders/cart';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { OrderSummary } from '@/domain/orders/wire';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';

export const CART_STATUS_FILTERS = ['all', 'notSubmitted', 'paymentFailed'] as const;
export type CartStatusFilter = (typeof CART_STATUS_FILTERS)[number];

export type CartFilter = { tab: CartType; skey: string; status: CartStatusFilter; page: number; size: number };

export function customerOf(o: OrderSummary): string {
  return o.user_name || o.group_buy_contacts || o.large_goods_contacts;
}

function matches(o: OrderSummary, skey: string): boolean {
  const q = skey.trim().toLowerCase();
  if (!q) return true;
  return [o.order_num, o.user_name, o.group_buy_company_name, o.group_buy_contacts, o.large_goods_company_name, o.large_goods_contacts].some((v) =>
    v.toLowerCase().includes(q),
  );
}

function inStatus(o: OrderSummary, status: CartStatusFilter): boolean {
  if (status === 'all') return true;
  return status === 'notSubmitted' ? o.order_status_id === ORDER_STATUS.notSubmitted : o.order_status_id !== ORDER_STATUS.notSubmitted;
}

export function cartView<T extends OrderSummary>(orders: readonly T[], f: CartFilter) {
  const inTab = orders
    .filter((o) => (CART_TYPE_ORDER_TYPES[f.tab] as readonly number[]).includes(o.order_type_id) && matches(o, f.skey))
    .sort((a, b) => b.id - a.id);
  const counts = {
    all: inTab.length,
    notSubmitted: inTab.filter((o) => inStatus(o, 'notSubmitted')).length,
    paymentFailed: inTab.filter((o) => inStatus(o, 'paymentFailed')).length,
  };
  const filtered = inTab.filter((o) => inStatus(o, f.status));
  const pages = Math.max(1, Math.ceil(filtered.length / f.size));
  const page = Math.min(f.page, pages);
  const rows = filtered.slice((page - 1) * f.size, page * f.size).map((order, i) => ({ order, no: rowNumber(page, f.size, i) }));
  return { rows, counts, total: filtered.length, pages, page };
}

/** The sum of the selected orders' amounts, in yuan text. */
export function selectedTotal(orders: readonly OrderSummary[], ids: ReadonlySet<number>): string {
  return fenToYuan(orders.filter((o) => ids.has(o.id)).reduce((s, o) => s + (yuanToFen(o.payamount) ?? 0), 0));
}
