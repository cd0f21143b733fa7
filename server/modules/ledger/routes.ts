/** /common.account/balance_log: the capital change note, read from the real ledger. */
import { calls } from '@/domain/ledger/calls';
import { sql } from 'kysely';
import { type BalanceLogAnswer } from '@/domain/ledger/contract';
import { ledgerTypeLabel } from '@/domain/orders/ledger';
import { fenToYuan } from '@/domain/shared/money';
import { containsPattern, paginate } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { catalogueNames } from '../catalogue/names';
import '../order-store/tables';

export const ledgerRoutes = [
  defineRoute(calls.balanceLog, {
    summary: "The signed-in user's balance changes, newest first, with the current balance",
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      let qb = db.selectFrom('balance_log').where('user_id', '=', user.id);
      if (query.type) qb = qb.where('type', '=', query.type);
      if (query.skey) {
        const like = containsPattern(query.skey);
        qb = qb.where(sql<boolean>`(order_num ILIKE ${like} OR customer_name ILIKE ${like} OR company_name ILIKE ${like} OR category ILIKE ${like})`);
      }
      const { total, rows } = await paginate(qb, query, (q) => q.selectAll().orderBy('id', 'desc'));
      const me = await db.selectFrom('users').select('money_fen').where('id', '=', user.id).executeTakeFirstOrThrow();
      // Stored category ids are named in the reader's language; a row without ids keeps its stored names.
      const names = await catalogueNames.categoryNames(db, [...new Set(rows.flatMap((r) => r.category_ids))], lang);
      const categoryOf = (r: (typeof rows)[number]) =>
        r.category_ids.length && r.category_ids.every((id) => names.has(id)) ? r.category_ids.map((id) => names.get(id)).join('/') : r.category;
      return {
        balance: fenToYuan(me.money_fen),
        total,
        page: query.page,
        size: query.size,
        // The spec's field names (spec 1 §3 "Balance change note").
        list: rows.map((r) => ({
          id: r.id,
          date: r.created_at.toISOString(),
          type: r.type,
          type_name: ledgerTypeLabel(r.type, lang),
          orderId: r.order_num,
          order_id: r.order_id,
          category: categoryOf(r),
          name: r.customer_name,
          company: r.company_name,
          money: fenToYuan(r.amount_fen),
          oldNum: fenToYuan(r.balance_before_fen),
          newNum: fenToYuan(r.balance_after_fen),
        })),
      } satisfies BalanceLogAnswer;
    },
  }),
];
