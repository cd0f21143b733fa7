/** /common.cart/*: the cart list, counts, detail, quantity changes, deletes and payment. */
import { calls } from '@/domain/orders/calls';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { Db } from '../../db/database';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { assertCanReadCart } from '../order-store/access';
import { keptList } from '../order-store/kept-lists';
import { orderDetail, orderSummaries, selectOrderColumns } from '../order-store/view';
import { countByStatus, orderSummaryPage, searchOrders } from '../order-store/search';
import { changeQuantity, deleteCartOrders, payOrders } from './service';
import '../order-store/tables';

/** The cart holds the user's not-submitted orders (payment either completes or changes nothing). */
function cartQuery(db: Db, user: SessionUser, filter: { skey?: string | undefined; order_type_id?: number[] | undefined }) {
  let qb = db
    .selectFrom('orders')
    .where('orders.user_id', '=', user.id)
    .where('orders.deleted_at', 'is', null)
    .where('orders.order_status_id', '=', ORDER_STATUS.notSubmitted);
  if (filter.order_type_id?.length) qb = qb.where('orders.order_type_id', 'in', filter.order_type_id);
  if (filter.skey) qb = qb.where(searchOrders(filter.skey));
  return qb;
}

export const cartRoutes = [
  defineRoute(calls.cartList, {
    summary: 'Cart orders of the signed-in user, newest first (page size default 3)',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      return keptList(db, user.id, { list: 'cart_list', lang, query }, () => orderSummaryPage(db, cartQuery(db, user, query), query.order_status_id, query, lang, user.id));
    },
  }),

  defineRoute(calls.cartCount, {
    summary: 'Cart order counts by status (rows of order_status_id and cnt) for the status filter and the header badge',
    access: 'user',
    handler: ({ db, user, query }) => countByStatus(cartQuery(db, user, query)),
  }),

  defineRoute(calls.cartDetail, {
    summary: 'One cart order (status 1) with its full detail; a placed order is 40004 here (see order_mgmt/order_detail)',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      await assertCanReadCart(db, user, query.order_id);
      return orderDetail(db, query.order_id, lang, user.id);
    },
  }),

  defineRoute(calls.delCart, {
    summary: 'Delete not-submitted orders from the cart (queued offline; honours Idempotency-Key)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => ({ deleted: await deleteCartOrders(db, user, body.order_ids) }),
  }),

  defineRoute(calls.changeQuantity, {
    summary: 'Set the quantity of categories of a cart order (min 1; not for team orders; honours Idempotency-Key)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, lang }) => {
      await changeQuantity(db, user, body.order_id, body.category_array);
      const [row] = await orderSummaries(
        db,
        await selectOrderColumns(db.selectFrom('orders')).where('orders.id', '=', body.order_id).execute(),
        lang,
        user.id,
      );
      // changeQuantity refused a missing order: the order is there.
      return row!;
    },
  }),

  defineRoute(calls.payOrders, {
    limited: true,
    summary: 'Pay cart orders from the balance with the six-digit payment password (one transaction; online only)',
    access: 'user',
    handler: ({ db, user, body, lang }) => payOrders(db, user, body.order_ids, body.pay_password, lang),
  }),
];
