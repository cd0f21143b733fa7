/**
 * The balance ledger: every change of a user's balance goes through `moveBalance`, which updates
 * the balance and writes the matching ledger row in the caller's transaction. The users table
 * refuses a negative balance (CHECK), so an overdraft can only fail, never happen.
 */
import { sql } from 'kysely';
import type { LedgerTypeId } from '@/domain/orders/ledger';
import type { Db } from '../../db/database';
import '../order-store/tables';

export type LedgerOrder = {
  id: number;
  order_num: string;
  user_name: string;
  user_company_name: string;
  group_buy_company_name: string;
  group_buy_contacts: string;
  large_goods_company_name: string;
  large_goods_contacts: string;
};

/** The ledger's customer and company columns: whichever of the order's parties is filled. */
export function ledgerParties(o: LedgerOrder): { customer_name: string; company_name: string } {
  return {
    customer_name: o.user_name || o.group_buy_contacts || o.large_goods_contacts,
    company_name: o.user_company_name || o.group_buy_company_name || o.large_goods_company_name,
  };
}

/** An order's categories as a ledger row keeps them: ids, and their Chinese names joined by "/". */
export type LedgerCategories = { ids: number[]; text: string };

/**
 * Adds `amountFen` (negative for a payment) to the user's balance and records it. Call inside a
 * transaction that already holds the user's row lock, so balance_before is exact.
 */
export async function moveBalance(
  trx: Db,
  entry: { userId: number; type: LedgerTypeId; amountFen: number; order: LedgerOrder | null; categories: LedgerCategories | null },
): Promise<{ before: number; after: number }> {
  const row = await trx
    .updateTable('users')
    .set({ money_fen: sql<number>`money_fen + ${entry.amountFen}`, updated_at: new Date() })
    .where('id', '=', entry.userId)
    .returning('money_fen')
    .executeTakeFirstOrThrow();
  const after = row.money_fen;
  const before = after - entry.amountFen;
  const parties = entry.order ? ledgerParties(entry.order) : { customer_name: '', company_name: '' };
  await trx
    .insertInto('balance_log')
    .values({
      user_id: entry.userId,
      type: entry.type,
      order_id: entry.order?.id ?? null,
      order_num: entry.order?.order_num ?? '',
      category: (entry.categories?.text ?? '').slice(0, 255),
      category_ids: JSON.stringify(entry.categories?.ids ?? []),
      customer_name: parties.customer_name.slice(0, 64),
      company_name: parties.company_name.slice(0, 128),
      amount_fen: entry.amountFen,
      balance_before_fen: before,
      balance_after_fen: after,
    })
    .execute();
  return { before, after };
}

/** An order's categories, in the order of its items, for its ledger rows. */
export async function orderCategories(trx: Db, orderId: number): Promise<LedgerCategories> {
  const rows = await trx.selectFrom('order_items').select(['category_id', 'category_name']).where('order_id', '=', orderId).orderBy('sort_id').orderBy('id').execute();
  const ids = [...new Set(rows.map((r) => r.category_id))];
  return { ids, text: ids.map((id) => rows.find((r) => r.category_id === id)!.category_name).join('/') };
}
