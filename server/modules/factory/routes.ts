/**
 * /factory.board/*: the factory's production board (an addition to the spec). The factory reviews
 * paid orders (2 -> 13 pass, 2 -> 3 fail with feedback) and advances them through production
 * (13 -> 4 -> ... -> 8, and 9 -> 10 on delivery). Only factory accounts (user_type 6) may call it.
 */
import { calls } from '@/domain/factory/calls';
import { type BoardPage } from '@/domain/factory/contract';
import { ORDER_STATUS, factoryNext } from '@/domain/orders/status';
import { forbidden } from '../../http/errors';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { searchOrders } from '../order-store/search';
import { isFactory } from '../order-store/access';
import { factoryMove } from '../orders/service';
import { orderListPage, orderSummaries } from '../order-store/view';
import '../order-store/tables';

function requireFactory(user: SessionUser) {
  if (!isFactory(user)) throw forbidden();
}

export const factoryRoutes = [
  defineRoute(calls.orderList, {
    summary: 'Orders on the production board (every placed order), by status and search',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      requireFactory(user);
      const base = db
        .selectFrom('orders')
        .where('orders.deleted_at', 'is', null)
        .where('orders.order_status_id', '!=', ORDER_STATUS.notSubmitted)
        .$if(Boolean(query.status), (qb) => qb.where('orders.order_status_id', '=', query.status!))
        .$if(Boolean(query.skey), (qb) => qb.where(searchOrders(query.skey!)));
      const { total, rows } = await orderListPage(db, base, query, 'asc');
      const list = (await orderSummaries(db, rows, lang, user.id)).map((o) => ({ ...o, next_status_id: factoryNext(o.order_status_id) }));
      return { list, total, page: query.page, size: query.size } satisfies BoardPage;
    },
  }),

  defineRoute(calls.review, {
    summary: 'Review a paid order: pass (2 -> 13) or fail with feedback (2 -> 3)',
    access: 'user',
    handler: ({ db, user, body }) => {
      requireFactory(user);
      return factoryMove(db, user, body.order_id, (status) => {
        if (status !== ORDER_STATUS.underReview) return null;
        return body.pass
          ? { to: ORDER_STATUS.reviewPassed, action: 'review_pass', note: body.feedback ?? '' }
          : { to: ORDER_STATUS.reviewFailed, action: 'review_fail', note: body.feedback ?? '' };
      });
    },
  }),

  defineRoute(calls.advance, {
    summary: 'Move an order to its next production step (13 -> 4 -> 5 -> 6 -> 7 -> 8; 9 -> 10)',
    access: 'user',
    handler: ({ db, user, body }) => {
      requireFactory(user);
      return factoryMove(db, user, body.order_id, (status) => {
        const to = factoryNext(status);
        return to === null ? null : { to, action: 'advance' };
      });
    },
  }),
];
