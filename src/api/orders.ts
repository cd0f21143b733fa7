/** Endpoint functions of the cart, order management, ledger and factory board (issue 5). */
import { FACTORY_PATHS, type BoardPage, type BoardParams, type MoveAnswer, type ReviewBody } from '@/domain/factory/contract';
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

export type CartListParams = { page?: number; size?: number; skey?: string; order_type_id?: number[] };

export const getCartList = (p: CartListParams) => apiGet<OrderPage>('/common.cart/cart_list', p);
export const getCartDetail = (orderId: number) => apiGet<OrderDetail>('/common.cart/cart_detail', { order_id: orderId });
export const payOrders = (orderIds: number[], payPassword: string) =>
  apiPost<PayResult>('/common.cart/pay', { order_ids: orderIds, pay_password: payPassword });

export type OrderListParams = { page?: number; size?: number; skey?: string; tab?: OrderTab; status?: number };

export const getOrderList = (p: OrderListParams) => apiGet<OrderPage>('/order_mgmt/order_list', p);
export const getOrderStatusCount = (p: { skey?: string; tab?: OrderTab }) => apiGet<StatusCount[]>('/order_mgmt/order_status_count', p);
export const getOrderDetail = (orderId: number) => apiGet<OrderDetail>('/order_mgmt/order_detail', { order_id: orderId });
export const cancelOrders = (ids: number[]) => apiPost<{ canceled: string[] }>('/order_mgmt/cancel_order', { ids });
export const deleteOrders = (ids: number[]) => apiPost<{ deleted: number }>('/order_mgmt/del_order', { order_ids: ids });
export const editOrder = (orderId: number) => apiPost<{ reopened: string[] }>('/order_mgmt/edit_order', { order_id: orderId });
export const applyHosting = (orderId: number) => apiPost<unknown>('/order_mgmt/apply_hosting', { order_id: orderId });
export const applyShipping = (orderId: number) => apiPost<{ tracking_no: string }>('/order_mgmt/apply_shipping', { order_id: orderId });
export const getLogistics = (orderId: number) => apiGet<Logistics>('/order_mgmt/logistics', { order_id: orderId });
export const reorder = (orderId: number) => apiPost<{ id: number; order_num: string }>('/order_mgmt/reorder', { order_id: orderId });

export const getEmployeeMeasureInfo = (orderId: number) => apiGet<EmployeeMeasureInfo>('/order_mgmt/employee_measure_info', { order_id: orderId });
export const getEmployeeMeasureList = (orderId: number) => apiGet<EmployeeRecord[]>('/order_mgmt/employee_measure_list', { order_id: orderId });
export const editEmployee = (input: { order_id: number; employee_id: number; truename?: string; gender_id?: number; height?: number | null; weight?: number | null; department_name?: string }) =>
  apiPost<null>('/order_mgmt/employee_measure_edit', input);
export const deleteEmployee = (orderId: number, employeeId: number) =>
  apiPost<null>('/order_mgmt/employee_measure_delete', { order_id: orderId, employee_id: employeeId });

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
