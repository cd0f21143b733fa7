/** Endpoint functions of the cart, order management, ledger and factory board (issue 5). */
import { FACTORY_PATHS, type BoardPage, type BoardParams, type MoveAnswer, type ReviewBody } from '@/domain/factory/contract';
import { CART_PATHS, type CartListParams } from '@/domain/orders/cart-contract';
import { ORDER_PATHS, type EmployeeEditInput, type OrderListParams, type ReorderInput, type StatusCountParams } from '@/domain/orders/contract';
import { LEDGER_PATHS, type BalanceLogAnswer, type BalanceLogParams } from '@/domain/ledger/contract';
import type { OrderTab } from '@/domain/orders/cart';
import type {
  EmployeeMeasureInfo,
  EmployeeRecord,
  Logistics,
  OrderDetail,
  OrderPage,
  PayResult,
  StatusCount,
} from '@/domain/orders/wire';
import { apiGet, apiPost } from './http';

export type { CartListParams };

export const getCartList = (p: CartListParams) => apiGet<OrderPage>(CART_PATHS.list, p);
export const getCartDetail = (orderId: number) => apiGet<OrderDetail>(CART_PATHS.detail, { order_id: orderId });
export const payOrders = (orderIds: number[], payPassword: string) =>
  apiPost<PayResult>(CART_PATHS.pay, { order_ids: orderIds, pay_password: payPassword });

export type { OrderListParams };

export const getOrderList = (p: OrderListParams) => apiGet<OrderPage>(ORDER_PATHS.list, p);
export const getOrderStatusCount = (p: StatusCountParams) => apiGet<StatusCount[]>(ORDER_PATHS.statusCount, p);
export const getOrderDetail = (orderId: number) => apiGet<OrderDetail>(ORDER_PATHS.detail, { order_id: orderId });
export const cancelOrders = (ids: number[]) => apiPost<{ canceled: string[] }>(ORDER_PATHS.cancel, { ids });
export const deleteOrders = (ids: number[]) => apiPost<{ deleted: number }>(ORDER_PATHS.delete, { order_ids: ids });
export const editOrder = (orderId: number) => apiPost<{ reopened: string[] }>(ORDER_PATHS.edit, { order_id: orderId });
export const applyHosting = (orderId: number) => apiPost<unknown>(ORDER_PATHS.applyHosting, { order_id: orderId });
export const applyShipping = (orderId: number) => apiPost<{ tracking_no: string }>(ORDER_PATHS.applyShipping, { order_id: orderId });
export const getLogistics = (orderId: number) => apiGet<Logistics>(ORDER_PATHS.logistics, { order_id: orderId });
export const reorder = (input: ReorderInput) => apiPost<{ id: number; order_num: string }>(ORDER_PATHS.reorder, input);

export const getEmployeeMeasureInfo = (orderId: number) => apiGet<EmployeeMeasureInfo>(ORDER_PATHS.employeeInfo, { order_id: orderId });
export const getEmployeeMeasureList = (orderId: number) => apiGet<EmployeeRecord[]>(ORDER_PATHS.employeeList, { order_id: orderId });
export const editEmployee = (input: EmployeeEditInput) =>
  apiPost<null>(ORDER_PATHS.employeeEdit, input);
export const deleteEmployee = (orderId: number, employeeId: number) =>
  apiPost<null>(ORDER_PATHS.employeeDelete, { order_id: orderId, employee_id: employeeId });

export const getBalanceLog = (p: BalanceLogParams) => apiGet<BalanceLogAnswer>(LEDGER_PATHS.balanceLog, p);

export const orderKeys = {
  all: ['orders'] as const,
  list: (p: OrderListParams) => ['orders', 'list', p] as const,
  counts: (p: { skey?: string; tab?: OrderTab }) => ['orders', 'counts', p] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  employees: (id: number) => ['orders', 'employees', id] as const,
  logistics: (id: number) => ['orders', 'logistics', id] as const,
  ledger: (p: object) => ['ledger', p] as const,
  cart: ['cart'] as const,
};

export type { BoardRow as FactoryBoardRow } from '@/domain/factory/contract';

export const getFactoryBoard = (p: BoardParams) => apiGet<BoardPage>(FACTORY_PATHS.orderList, p);
export const reviewOrder = (orderId: number, pass: boolean, feedback?: string) =>
  apiPost<MoveAnswer>(FACTORY_PATHS.review, { order_id: orderId, pass, ...(feedback ? { feedback } : {}) } satisfies ReviewBody);
export const advanceOrder = (orderId: number) => apiPost<MoveAnswer>(FACTORY_PATHS.advance, { order_id: orderId });
