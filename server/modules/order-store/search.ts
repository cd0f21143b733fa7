import { sql } from 'kysely';
import { containsPattern } from '../../http/paging';

/** Order number or customer / company name (the search box placeholder of spec 1 §2). */
export function searchOrders(skey: string) {
  const like = containsPattern(skey);
  return sql<boolean>`(orders.order_num ILIKE ${like} OR orders.user_name ILIKE ${like} OR orders.group_buy_company_name ILIKE ${like}
    OR orders.group_buy_contacts ILIKE ${like} OR orders.large_goods_company_name ILIKE ${like} OR orders.large_goods_contacts ILIKE ${like})`;
}
