/** Endpoint functions of the cart, order management, ledger and factory board. */
import * as orderCalls from '@/domain/orders/endpoints';
import * as factoryCalls from '@/domain/factory/endpoints';
import * as ledgerCalls from '@/domain/ledger/endpoints';
import { type BoardParams, type ReviewBody } from '@/domain/factory/contract';
import { type CartListParams } from '@/domain/orders/cart-contract';
import { type EmployeeEditInput, type OrderListParams, type ReorderInput, type StatusCountParams } from '@/domain/orders/contract';
import { type BalanceLogParams } from '@/domain/ledger/contract';
import type { OrderTab } from '@/domain/orders/cart';
import { call } from './http';

export type { CartListParams };

export const getCartList = (p: CartListParams) => call(orderCalls.cartList, p);
export const getCartDetail = (orderId: number) => call(orderCalls.cartDetail, { order_id: orderId });
export const payOrders = (orderIds: number[], payPassword: string) =>
  call(orderCalls.payOrders, { order_ids: orderIds, pay_password: payPassword });

export type { OrderListParams };

export const getOrderList = (p: OrderListParams) => call(orderCalls.orderList, p);
export const getOrderStatusCount = (p: StatusCountParams) => call(orderCalls.orderStatusCount, p);
export const getOrderDetail = (orderId: number) => call(orderCalls.orderDetail, { order_id: orderId });
export const cancelOrders = (ids: number[]) => call(orderCalls.cancelOrders, { ids });
export const deleteOrders = (ids: number[]) => call(orderCalls.deleteOrders, { order_ids: ids });
export const editOrder = (orderId: number) => call(orderCalls.editOrder, { order_id: orderId });
export const applyHosting = (orderId: number) => call(orderCalls.applyHosting, { order_id: orderId });
export const applyShipping = (orderId: number) => call(orderCalls.applyShipping, { order_id: orderId });
export const getLogistics = (orderId: number) => call(orderCalls.logistics, { order_id: orderId });
export const reorder = (input: ReorderInput) => call(orderCalls.reorder, input);

export const getProductionSheet = (orderNum: string) => call(orderCalls.productionSheet, { order_num: orderNum });

export const getEmployeeMeasureInfo = (orderId: number) => call(orderCalls.employeeInfo, { order_id: orderId });
export const getEmployeeMeasureList = (orderId: number) => call(orderCalls.employeeList, { order_id: orderId });
export const editEmployee = (input: EmployeeEditInput) =>
  call(orderCalls.editEmployee, input);
export const deleteEmployee = (orderId: number, employeeId: number) =>
  call(orderCalls.deleteEmployee, { order_id: orderId, employee_id: employeeId });

export const getBalanceLog = (p: BalanceLogParams) => call(ledgerCalls.balanceLog, p);

export const orderKeys = {
  all: ['orders'] as const,
  list: (p: OrderListParams) => ['orders', 'list', p] as const,
  counts: (p: { skey?: string; tab?: OrderTab }) => ['orders', 'counts', p] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  employees: (id: number) => ['orders', 'employees', id] as const,
  logistics: (id: number) => ['orders', 'logistics', id] as const,
  sheet: (orderNum: string) => ['orders', 'sheet', orderNum] as const,
  ledger: (p: object) => ['ledger', p] as const,
  cart: ['cart'] as const,
};

export type { BoardRow as FactoryBoardRow } from '@/domain/factory/contract';

export const getFactoryBoard = (p: BoardParams) => call(factoryCalls.orderList, p);
export const reviewOrder = (orderId: number, pass: boolean, feedback?: string) =>
  call(factoryCalls.review, { order_id: orderId, pass, ...(feedback ? { feedback } : {}) } satisfies ReviewBody);
export const advanceOrder = (orderId: number) => call(factoryCalls.advance, { order_id: orderId });
