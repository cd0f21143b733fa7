/**
 * The recent orders mirror (DESIGN §4): the last whole list of each order-management tab, kept in
 * Dexie (src/db/list-snapshot) so the screen still lists orders offline (the list is at most
 * ORDER_LIST_SIZE_DEFAULT rows), filtered here like the server filters it.
 */
import type { OrderTab } from '@/domain/orders/cart';
import type { OrderSummary } from '@/domain/orders/wire';
import { saveListSnapshot, useListSnapshot, type ListSnapshot } from '@/db/list-snapshot';

const keyOf = (userId: number, tab: OrderTab) => `orders.snapshot.${userId}.${tab}`;

export async function saveOrderSnapshot(userId: number, tab: OrderTab, list: OrderSummary[]): Promise<void> {
  await saveListSnapshot(keyOf(userId, tab), list);
}

export function useOrderSnapshot(userId: number | null, tab: OrderTab): ListSnapshot<OrderSummary> | null | undefined {
  return useListSnapshot<OrderSummary>(userId === null ? null : keyOf(userId, tab));
}

function matches(o: OrderSummary, skey: string): boolean {
  const q = skey.trim().toLowerCase();
  if (!q) return true;
  return [o.order_num, o.user_name, o.user_company_name ?? '', o.group_buy_company_name, o.group_buy_contacts, o.large_goods_company_name, o.large_goods_contacts].some(
    (v) => v.toLowerCase().includes(q),
  );
}

/** The snapshot as the screen shows it: search, status, and the counts per status. */
export function snapshotView(list: readonly OrderSummary[], skey: string, status: number) {
  const searched = list.filter((o) => matches(o, skey));
  const counts = new Map<number, number>();
  for (const o of searched) counts.set(o.order_status_id, (counts.get(o.order_status_id) ?? 0) + 1);
  return { list: status ? searched.filter((o) => o.order_status_id === status) : searched, counts };
}
