import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { containsPattern, type NothingSelected } from '../../http/paging';
import { orderListPage, orderSummaries } from './view';

/** Order number or customer / company name (the search box placeholder of spec 1 §2). */
export function searchOrders(skey: string) {
  const like = containsPattern(skey);
  return sql<boolean>`(orders.order_num ILIKE ${like} OR orders.user_name ILIKE ${like} OR orders.group_buy_company_name ILIKE ${like}
    OR orders.group_buy_contacts ILIKE ${like} OR orders.large_goods_company_name ILIKE ${like} OR orders.large_goods_contacts ILIKE ${like})`;
}

/** How many of the filtered orders are in each status (rows of order_status_id and cnt), for a status filter. */
export async function countByStatus(filtered: SelectQueryBuilder<Database, 'orders', NothingSelected>) {
  const rows = await filtered
    .select(['orders.order_status_id', (eb) => eb.fn.countAll<number>().as('cnt')])
    .groupBy('orders.order_status_id')
    .orderBy('orders.order_status_id')
    .execute();
  return rows.map((r) => ({ order_status_id: r.order_status_id, cnt: Number(r.cnt) }));
}

/**
 * One page of order summaries (newest first) from a filtered order query, of one status when
 * `status` is given: the cart's and order management's lists.
 */
export async function orderSummaryPage(
  db: Db,
  filtered: SelectQueryBuilder<Database, 'orders', NothingSelected>,
  status: number | undefined,
  paging: { page: number; size: number },
  lang: Locale,
  viewerId: number,
) {
  const base = filtered.$if(status !== undefined, (qb) => qb.where('orders.order_status_id', '=', status!));
  const { total, rows } = await orderListPage(db, base, paging, 'desc');
  return { list: await orderSummaries(db, rows, lang, viewerId), total, page: paging.page, size: paging.size };
}
