/**
 * The order management and cart calls with their schemas, for the server's routes and the tests' answer checks
 * (./endpoints.ts has the values the client calls, without schemas).
 */
import { withSchemas } from '../shared/endpoint-schemas';
import { ApplyShippingSchema, CancelOrdersSchema, DeleteOrdersSchema, EmployeeDeleteSchema, EmployeeEditSchema, EmployeeListQuery, OrderAnswers, OrderIdSchema, OrderNumQuery, OrderListQuery, ReorderSchema, StatusCountQuery } from './contract';
import { CartAnswers, CartCountQuery, CartDetailQuery, CartListQuery, ChangeQuantitySchema, DelCartSchema, PaySchema } from './cart-contract';
import * as E from './endpoints';

export const orderList = withSchemas(E.orderList, { query: OrderListQuery, answer: OrderAnswers.list });
export const orderStatusCount = withSchemas(E.orderStatusCount, { query: StatusCountQuery, answer: OrderAnswers.statusCount });
export const orderDetail = withSchemas(E.orderDetail, { query: OrderIdSchema, answer: OrderAnswers.detail });
export const cancelOrders = withSchemas(E.cancelOrders, { body: CancelOrdersSchema, answer: OrderAnswers.cancel });
export const deleteOrders = withSchemas(E.deleteOrders, { body: DeleteOrdersSchema, answer: OrderAnswers.delete });
export const editOrder = withSchemas(E.editOrder, { body: OrderIdSchema, answer: OrderAnswers.edit });
export const applyHosting = withSchemas(E.applyHosting, { body: OrderIdSchema, answer: OrderAnswers.applyHosting });
export const applyShipping = withSchemas(E.applyShipping, { body: ApplyShippingSchema, answer: OrderAnswers.applyShipping });
export const logistics = withSchemas(E.logistics, { query: OrderIdSchema, answer: OrderAnswers.logistics });
export const reorder = withSchemas(E.reorder, { body: ReorderSchema, answer: OrderAnswers.reorder });
export const employeeInfo = withSchemas(E.employeeInfo, { query: OrderIdSchema, answer: OrderAnswers.employeeInfo });
export const employeeList = withSchemas(E.employeeList, { query: EmployeeListQuery, answer: OrderAnswers.employeeList });
export const editEmployee = withSchemas(E.editEmployee, { body: EmployeeEditSchema, answer: OrderAnswers.employeeEdit });
export const deleteEmployee = withSchemas(E.deleteEmployee, { body: EmployeeDeleteSchema, answer: OrderAnswers.employeeDelete });
export const productionSheet = withSchemas(E.productionSheet, { query: OrderNumQuery, answer: OrderAnswers.productionSheet });
export const cartList = withSchemas(E.cartList, { query: CartListQuery, answer: CartAnswers.list });
export const cartCount = withSchemas(E.cartCount, { query: CartCountQuery, answer: CartAnswers.count });
export const cartDetail = withSchemas(E.cartDetail, { query: CartDetailQuery, answer: CartAnswers.detail });
export const delCart = withSchemas(E.delCart, { body: DelCartSchema, answer: CartAnswers.delCart });
export const changeQuantity = withSchemas(E.changeQuantity, { body: ChangeQuantitySchema, answer: CartAnswers.changeQuantity });
export const payOrders = withSchemas(E.payOrders, { body: PaySchema, answer: CartAnswers.pay });
