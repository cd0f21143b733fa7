/**
 * Order management's calls (spec 1 §2, §7 order_mgmt): paths and request schemas, imported by the
 * server's routes and the client's calls. The cart's queued calls are in cart-contract.ts.
 */
import { z } from 'zod';
import { DELIVERY_DATE_PAST, deliveryDateProblem } from '../shared/delivery-date';
import { calendarDate, idList, int, page, size, text } from '../shared/fields';
import { DETAIL_LAYOUTS, ORDER_LIST_SIZE_DEFAULT, type OrderTab } from './cart';
import { EmployeeMeasureInfoSchema, EmployeeRecordSchema, LogisticsSchema, OrderDetailSchema, OrderPageSchema, StatusCountSchema } from './wire';
import { ProductionSheetSchema } from './production-sheet';

import { ORDER_PATHS } from './order-paths';



export const ORDER_TABS = DETAIL_LAYOUTS satisfies readonly OrderTab[];

const orderId = () => int(1);

/** One order named by its id (detail, edit, hosting, logistics, employee info). */
export const OrderIdSchema = z.object({ order_id: orderId() });

/**
 * A copy of an order back in the cart needs a new delivery date (the old one has passed): asked
 * in the reorder step rather than discovered at submit. Today or later, as every order form's.
 */
export const ReorderSchema = OrderIdSchema.extend({
  delivery_date: calendarDate('orders:delivery_date_required').refine((d) => deliveryDateProblem(d) !== 'past', { message: DELIVERY_DATE_PAST }),
});
export type ReorderInput = z.input<typeof ReorderSchema>;

/** status 0 or absent: every status. */
export const OrderListQuery = z.object({
  page: page(),
  size: size(1000, ORDER_LIST_SIZE_DEFAULT),
  skey: text(64).optional(),
  tab: z.enum(ORDER_TABS).optional(),
  status: int(0, 13).optional(),
});
export const StatusCountQuery = z.object({ skey: text(64).optional(), tab: z.enum(ORDER_TABS).optional() });
export const CancelOrdersSchema = z.object({ ids: idList(100) });
export const DeleteOrdersSchema = z.object({ order_ids: idList(100) });
/** Receiver, phone and address default to the order's own. */
export const ApplyShippingSchema = z.object({
  order_id: orderId(),
  receiver: text(64).optional(),
  phone: text(20).optional(),
  address: text(255).optional(),
});
export const EmployeeListQuery = z.object({ order_id: orderId(), page: page(), size: size(2000, 2000) });
export const EmployeeEditSchema = z.object({
  order_id: orderId(),
  employee_id: orderId(),
  truename: text(64).pipe(z.string().min(1)).optional(),
  gender_id: int(1, 2).optional(),
  height: z.number().min(50).max(250).nullable().optional(),
  weight: z.number().min(10).max(300).nullable().optional(),
  department_name: text(64).optional(),
});
export const EmployeeDeleteSchema = z.object({ order_id: orderId(), employee_id: orderId() });
/** The production sheet names its order by number: the number is what is printed, scanned and typed. */
export const OrderNumQuery = z.object({ order_num: text(32).pipe(z.string().min(1)) });

export type OrderListParams = z.input<typeof OrderListQuery>;
export type StatusCountParams = z.input<typeof StatusCountQuery>;
export type EmployeeEditInput = z.input<typeof EmployeeEditSchema>;

// Answers (the order objects are in wire.ts).
const orderNums = z.array(z.string());
export const OrderAnswers = {
  list: OrderPageSchema,
  statusCount: z.array(StatusCountSchema),
  detail: OrderDetailSchema,
  cancel: z.object({ canceled: orderNums }),
  delete: z.object({ deleted: z.number().int() }),
  edit: z.object({ reopened: orderNums }),
  applyHosting: z.object({ hosted: orderNums }),
  applyShipping: z.object({ tracking_no: z.string() }),
  logistics: LogisticsSchema,
  /** The copy placed in the cart. */
  reorder: z.object({ id: z.number().int(), order_num: z.string() }),
  employeeInfo: EmployeeMeasureInfoSchema,
  employeeList: z.array(EmployeeRecordSchema),
  employeeEdit: z.null(),
  employeeDelete: z.null(),
  productionSheet: ProductionSheetSchema,
} satisfies Record<keyof typeof ORDER_PATHS, z.ZodType>;
