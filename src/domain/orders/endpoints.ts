/**
 * The order management and cart calls as endpoint values (../shared/endpoint.ts): their schemas are named as types
 * only, so a screen that calls them downloads no zod; ./endpoint-schemas.ts pairs them with the
 * schemas.
 */
import { endpoint } from '../shared/endpoint';
import { CART_PATHS } from './cart-paths';

export { cartCount } from './cart-count-endpoint';
import type { CartAnswers, CartDetailQuery, CartListQuery, ChangeQuantitySchema, DelCartSchema, PaySchema } from './cart-contract';
import type { ApplyShippingSchema, CancelOrdersSchema, DeleteOrdersSchema, EmployeeDeleteSchema, EmployeeEditSchema, EmployeeListQuery, OrderAnswers, OrderIdSchema, OrderNumQuery, OrderListQuery, ReorderSchema, StatusCountQuery } from './contract';
import { ORDER_PATHS } from './order-paths';



export const orderList = endpoint<{ query: typeof OrderListQuery; answer: typeof OrderAnswers.list }>('GET', ORDER_PATHS.list);
export const orderStatusCount = endpoint<{ query: typeof StatusCountQuery; answer: typeof OrderAnswers.statusCount }>('GET', ORDER_PATHS.statusCount);
export const orderDetail = endpoint<{ query: typeof OrderIdSchema; answer: typeof OrderAnswers.detail }>('GET', ORDER_PATHS.detail);
export const cancelOrders = endpoint<{ body: typeof CancelOrdersSchema; answer: typeof OrderAnswers.cancel }>('POST', ORDER_PATHS.cancel);
export const deleteOrders = endpoint<{ body: typeof DeleteOrdersSchema; answer: typeof OrderAnswers.delete }>('POST', ORDER_PATHS.delete);
export const editOrder = endpoint<{ body: typeof OrderIdSchema; answer: typeof OrderAnswers.edit }>('POST', ORDER_PATHS.edit);
export const applyHosting = endpoint<{ body: typeof OrderIdSchema; answer: typeof OrderAnswers.applyHosting }>('POST', ORDER_PATHS.applyHosting);
export const applyShipping = endpoint<{ body: typeof ApplyShippingSchema; answer: typeof OrderAnswers.applyShipping }>('POST', ORDER_PATHS.applyShipping);
export const logistics = endpoint<{ query: typeof OrderIdSchema; answer: typeof OrderAnswers.logistics }>('GET', ORDER_PATHS.logistics);
export const reorder = endpoint<{ body: typeof ReorderSchema; answer: typeof OrderAnswers.reorder }>('POST', ORDER_PATHS.reorder);
export const employeeInfo = endpoint<{ query: typeof OrderIdSchema; answer: typeof OrderAnswers.employeeInfo }>('GET', ORDER_PATHS.employeeInfo);
export const employeeList = endpoint<{ query: typeof EmployeeListQuery; answer: typeof OrderAnswers.employeeList }>('GET', ORDER_PATHS.employeeList);
export const editEmployee = endpoint<{ body: typeof EmployeeEditSchema; answer: typeof OrderAnswers.employeeEdit }>('POST', ORDER_PATHS.employeeEdit);
export const deleteEmployee = endpoint<{ body: typeof EmployeeDeleteSchema; answer: typeof OrderAnswers.employeeDelete }>('POST', ORDER_PATHS.employeeDelete);
export const productionSheet = endpoint<{ query: typeof OrderNumQuery; answer: typeof OrderAnswers.productionSheet }>('GET', ORDER_PATHS.productionSheet);

export const cartList = endpoint<{ query: typeof CartListQuery; answer: typeof CartAnswers.list }>('GET', CART_PATHS.list);
export const cartDetail = endpoint<{ query: typeof CartDetailQuery; answer: typeof CartAnswers.detail }>('GET', CART_PATHS.detail);
export const delCart = endpoint<{ body: typeof DelCartSchema; answer: typeof CartAnswers.delCart }>('POST', CART_PATHS.delCart);
export const changeQuantity = endpoint<{ body: typeof ChangeQuantitySchema; answer: typeof CartAnswers.changeQuantity }>('POST', CART_PATHS.changeQuantity);
export const payOrders = endpoint<{ body: typeof PaySchema; answer: typeof CartAnswers.pay }>('POST', CART_PATHS.pay);
