/**
 * The order management and cart calls as endpoint values (../shared/endpoint.ts): their schemas are
 * named as types only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts holds
 * the schemas, and ./calls.ts pairs the values with them.
 */
import { endpoint } from '../shared/endpoint';
import { CART_PATHS } from './cart-paths';
import { ORDER_PATHS } from './order-paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export { cartCount } from './cart-count-endpoint';

export const orderList = endpoint<S['orderList']>('GET', ORDER_PATHS.list);
export const orderStatusCount = endpoint<S['orderStatusCount']>('GET', ORDER_PATHS.statusCount);
export const orderDetail = endpoint<S['orderDetail']>('GET', ORDER_PATHS.detail);
export const cancelOrders = endpoint<S['cancelOrders']>('POST', ORDER_PATHS.cancel);
export const deleteOrders = endpoint<S['deleteOrders']>('POST', ORDER_PATHS.delete);
export const editOrder = endpoint<S['editOrder']>('POST', ORDER_PATHS.edit);
export const applyHosting = endpoint<S['applyHosting']>('POST', ORDER_PATHS.applyHosting);
export const applyShipping = endpoint<S['applyShipping']>('POST', ORDER_PATHS.applyShipping);
export const logistics = endpoint<S['logistics']>('GET', ORDER_PATHS.logistics);
export const reorder = endpoint<S['reorder']>('POST', ORDER_PATHS.reorder);
export const employeeInfo = endpoint<S['employeeInfo']>('GET', ORDER_PATHS.employeeInfo);
export const employeeList = endpoint<S['employeeList']>('GET', ORDER_PATHS.employeeList);
export const editEmployee = endpoint<S['editEmployee']>('POST', ORDER_PATHS.employeeEdit);
export const deleteEmployee = endpoint<S['deleteEmployee']>('POST', ORDER_PATHS.employeeDelete);
export const productionSheet = endpoint<S['productionSheet']>('GET', ORDER_PATHS.productionSheet);

export const cartList = endpoint<S['cartList']>('GET', CART_PATHS.list);
export const cartDetail = endpoint<S['cartDetail']>('GET', CART_PATHS.detail);
export const delCart = endpoint<S['delCart']>('POST', CART_PATHS.delCart);
export const changeQuantity = endpoint<S['changeQuantity']>('POST', CART_PATHS.changeQuantity);
export const payOrders = endpoint<S['payOrders']>('POST', CART_PATHS.pay);
