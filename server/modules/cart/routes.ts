/** /common.cart/*: the cart list, counts, detail, quantity changes, deletes and payment. */
import { CART_PATHS, CartAnswers, CartCountQuery, CartDetailQuery, CartListQuery, ChangeQuantitySchema, DelCartSchema, PaySchema } from '@/domain/orders/cart-contract';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { Db } from '../../db/database';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { assertCanReadCart } from '../order-store/access';
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
  defineRoute({
    method: 'GET',
    path: CART_PATHS.list,
    summary: 'Cart orders of the signed-in user, newest first (page size default 3)',
    access: 'user',
    response: CartAnswers.list,
    query: CartListQuery,
    handler: async ({ db, user, query, lang }) => {
      return orderSummaryPage(db, cartQuery(db, user, query), query.order_status_id, query, lang, user.id);
    },
  }),

  defineRoute({
    method: 'GET',
    path: CART_PATHS.count,
    summary: 'Cart order counts by status (rows of order_status_id and cnt) for the status filter and the header badge',
    access: 'user',
    response: CartAnswers.count,
    query: CartCountQuery,
    handler: ({ db, user, query }) => countByStatus(cartQuery(db, user, query)),
  }),

  defineRoute({
    method: 'GET',
    path: CART_PATHS.detail,
    summary: 'One cart order (status 1) with its full detail; a placed order is 40004 here (see order_mgmt/order_detail)',
    access: 'user',
    response: CartAnswers.detail,
    query: CartDetailQuery,
    handler: async ({ db, user, query, lang }) => {
      await assertCanReadCart(db, user, query.order_id);
      return orderDetail(db, query.order_id, lang, user.id);
    },
  }),

  defineRoute({
    method: 'POST',
    path: CART_PATHS.delCart,
    summary: 'Delete not-submitted orders from the cart (queued offline; honours Idempotency-Key)',
    access: 'user',
    response: CartAnswers.delCart,
    idempotent: true,
    body: DelCartSchema,
    handler: async ({ db, user, body }) => ({ deleted: await deleteCartOrders(db, user, body.order_ids) }),
  }),

  defineRoute({
    method: 'POST',
    path: CART_PATHS.changeQuantity,
    summary: 'Set the quantity of categories of a cart order (min 1; not for team orders; honours Idempotency-Key)',
    access: 'user',
    response: CartAnswers.changeQuantity,
    idempotent: true,
    body: ChangeQuantitySchema,
    handler: async ({ db, user, body, lang }) => {
      await changeQuantity(db, user, body.order_id, body.category_array);
      const [row] = await orderSummaries(
        db,
        await selectOrderColumns(db.selectFrom('orders')).where('orders.id', '=', body.order_id).execute(),
        lang,
        user.id,
      );
      return row;
    },
  }),

  defineRoute({
    method: 'POST',
    path: CART_PATHS.pay,
    limited: true,
    summary: 'Pay cart orders from the balance with the six-digit payment password (one transaction; online only)',
    access: 'user',
    response: CartAnswers.pay,
    body: PaySchema,
    handler: ({ db, user, body, lang }) => payOrders(db, user, body.order_ids, body.pay_password, lang),
  }),
];
