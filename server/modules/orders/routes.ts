/** /order_mgmt/*: order management (placed orders), order detail, team staff and the status actions. */
import { calls } from '@/domain/orders/calls';
import { ORDER_TYPE, SUB_FAST_TYPE, type OrderTab } from '@/domain/orders/cart';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { EmployeeData } from '@/domain/orders/order-input';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { moduleRoute } from '../../http/module-route';
import type { SessionUser } from '../../http/session';
import { countByStatus, orderSummaryPage, searchOrders } from '../order-store/search';
import { assertCanRead, readableBy } from '../order-store/access';
import { keptList } from '../order-store/kept-lists';
import { applyAction, applyShipping, deleteEmployee, deleteOrders, editEmployee, reorder } from './service';
import { logisticsOut, namesFor, orderDetail } from '../order-store/view';
import { productionSheet } from './production-sheet';
import '../order-store/tables';

/** Placed orders (every status but 1) the user may read, by tab and search. */
function placedOrders(db: Db, user: SessionUser, filter: { tab?: OrderTab | undefined; skey?: string | undefined }) {
  let qb = db
    .selectFrom('orders')
    .where(readableBy(user))
    .where('orders.deleted_at', 'is', null)
    .where('orders.order_status_id', '!=', ORDER_STATUS.notSubmitted);
  if (filter.tab === 'customization') {
    qb = qb.where((eb) =>
      eb.or([
        eb('orders.order_type_id', '=', ORDER_TYPE.deepCustom),
        eb.and([eb('orders.order_type_id', '=', ORDER_TYPE.fast), eb('orders.sub_fast_type_id', '!=', SUB_FAST_TYPE.team)]),
      ]),
    );
  } else if (filter.tab === 'group1') {
    qb = qb.where('orders.order_type_id', '=', ORDER_TYPE.fast).where('orders.sub_fast_type_id', '=', SUB_FAST_TYPE.team);
  } else if (filter.tab === 'group') {
    qb = qb.where('orders.order_type_id', '=', ORDER_TYPE.groupBuy);
  } else if (filter.tab === 'large') {
    qb = qb.where('orders.order_type_id', '=', ORDER_TYPE.bulk);
  } else if (filter.tab === 'foreign') {
    qb = qb.where('orders.order_type_id', '=', ORDER_TYPE.foreign);
  }
  if (filter.skey) qb = qb.where(searchOrders(filter.skey));
  return qb;
}

/**
 * The order management lists need the module; the rest (one order's detail and actions) serve the
 * ordering flows too (the cart's order detail), so a staff login holding a flow may call them
 * (server/modules/index.ts), and access.ts decides which orders.
 */
const managementRoute = moduleRoute('order_mgmt');

export const orderRoutes = [
  managementRoute(calls.orderList, {
    summary: 'Placed orders (status 2 to 13) by tab, status and search; size default 1000',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      // status 0 (or absent) is "all", as the radio filter sends it.
      return keptList(db, user.id, { list: 'order_list', lang, query }, () =>
        orderSummaryPage(db, placedOrders(db, user, query), query.status || undefined, query, lang, user.id),
      );
    },
  }),

  managementRoute(calls.orderStatusCount, {
    summary: 'Placed order counts by status (rows of order_status_id and cnt) for the status filter',
    access: 'user',
    handler: ({ db, user, query }) => countByStatus(placedOrders(db, user, query)),
  }),

  defineRoute(calls.orderDetail, {
    summary: 'One order with every detail section, its price, status timeline and logistics',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      await assertCanRead(db, user, query.order_id);
      return orderDetail(db, query.order_id, lang, user.id);
    },
  }),

  defineRoute(calls.productionSheet, {
    summary: "One order's production sheet by its number: the detail, a page per garment or per person of its staff, fabric swatches, technique codes and the measurements' plausibility warnings",
    access: 'user',
    handler: ({ db, user, query, lang, t }) => productionSheet(db, user, query.order_num, lang, t),
  }),

  defineRoute(calls.cancelOrders, {
    summary: 'Cancel orders under review or review passed (2, 13 -> 12); the amount returns to the balance',
    access: 'user',
    handler: async ({ db, user, body }) => ({ canceled: await applyAction(db, user, 'cancel', body.ids) }),
  }),

  defineRoute(calls.deleteOrders, {
    summary: 'Delete orders that failed review, completed or were canceled (3, 10, 12); a refused order is refunded',
    access: 'user',
    handler: async ({ db, user, body }) => ({ deleted: await deleteOrders(db, user, body.order_ids) }),
  }),

  defineRoute(calls.editOrder, {
    summary: 'Reopen an order that failed review in the cart (3 -> 1); its payment is refunded until it is paid again',
    access: 'user',
    handler: async ({ db, user, body }) => ({ reopened: await applyAction(db, user, 'edit', [body.order_id]) }),
  }),

  defineRoute(calls.applyHosting, {
    summary: 'Leave an in-stock order with the factory (8 -> 11)',
    access: 'user',
    handler: async ({ db, user, body }) => ({ hosted: await applyAction(db, user, 'applyHosting', [body.order_id]) }),
  }),

  defineRoute(calls.applyShipping, {
    summary: "Ship an in-stock or hosted order (8, 11 -> 9); receiver, phone and address default to the order's",
    access: 'user',
    handler: ({ db, user, body }) => applyShipping(db, user, body.order_id, body),
  }),

  defineRoute(calls.logistics, {
    summary: 'The logistics record of a shipped order',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      await assertCanRead(db, user, query.order_id);
      const l = await db
        .selectFrom('order_logistics')
        .select(['carrier', 'tracking_no', 'receiver', 'phone', 'address', 'events', 'created_at'])
        .where('order_id', '=', query.order_id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!l) throw new ApiError(ERRCODE.notFound, 'orders:no_logistics');
      return logisticsOut(l, lang);
    },
  }),

  defineRoute(calls.reorder, {
    summary: 'Copy a completed or canceled order (10, 12) into the cart as a new not-submitted order, for a new delivery date',
    access: 'user',
    handler: ({ db, user, body }) => reorder(db, user, body.order_id, body.delivery_date),
  }),

  defineRoute(calls.employeeInfo, {
    summary: 'The team order the employee measurement table belongs to',
    access: 'user',
    handler: async ({ db, user, query }) => {
      await assertCanRead(db, user, query.order_id);
      const o = await db
        .selectFrom('orders')
        .select(['id', 'user_id', 'order_num', 'order_status_id', 'order_type_id', 'sub_fast_type_id', 'user_company_name', 'group_buy_company_name', 'user_name'])
        .where('id', '=', query.order_id)
        .executeTakeFirstOrThrow();
      const n = await db.selectFrom('order_employees').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', o.id).executeTakeFirstOrThrow();
      return {
        id: o.id,
        order_num: o.order_num,
        order_status_id: o.order_status_id,
        company_name: o.user_company_name || o.group_buy_company_name,
        contacts: o.user_name,
        employee_count: Number(n.n),
        // Whether this viewer may change the staff, as employee_measure_edit/delete would allow: the
        // owner only (its shop account and the factory read), of a team order still in the cart.
        editable:
          o.user_id === user.id &&
          o.order_type_id === ORDER_TYPE.fast &&
          o.sub_fast_type_id === SUB_FAST_TYPE.team &&
          o.order_status_id === ORDER_STATUS.notSubmitted,
      };
    },
  }),

  defineRoute(calls.employeeList, {
    summary: 'Employees of a team order with what each gets and their sizes',
    access: 'user',
    handler: async ({ db, user, query, lang }) => {
      await assertCanRead(db, user, query.order_id);
      const names = await namesFor(db, lang);
      const rows = await db
        .selectFrom('order_employees')
        .selectAll()
        .where('order_id', '=', query.order_id)
        .orderBy('sort_id')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute();
      return rows.map((e) => ({
        id: e.id,
        sort_id: e.sort_id,
        user_info: { truename: e.truename, gender_id: e.gender_id, height: e.height, weight: e.weight, department_name: e.department_name },
        measuring_info: (e.measuring_info as EmployeeData['measuring_info']).map(names.measuring),
      }));
    },
  }),

  defineRoute(calls.editEmployee, {
    summary: "Change an employee of a team order that is still in the cart (status 1)",
    access: 'user',
    handler: ({ db, user, body }) => {
      const { order_id, employee_id, ...patch } = body;
      return editEmployee(db, user, order_id, employee_id, patch);
    },
  }),

  defineRoute(calls.deleteEmployee, {
    summary: 'Remove an employee from a team order that is still in the cart (status 1); quantities follow',
    access: 'user',
    handler: ({ db, user, body }) => deleteEmployee(db, user, body.order_id, body.employee_id),
  }),
];
