/**
 * The schemas of the order management and cart calls, by endpoint: the one place each endpoint's query or body and
 * answer are named. ./endpoints.ts names them as types only (a screen that calls an endpoint
 * downloads no zod); ./calls.ts pairs them with the endpoint values for the server's routes and
 * the tests' answer check.
 */
import type { Schemas } from '../shared/endpoint';
import { ApplyShippingSchema, CancelOrdersSchema, DeleteOrdersSchema, EmployeeDeleteSchema, EmployeeEditSchema, EmployeeListQuery, OrderAnswers, OrderIdSchema, OrderNumQuery, OrderListQuery, ReorderSchema, StatusCountQuery } from './contract';
import { CartAnswers, CartCountQuery, CartDetailQuery, CartListQuery, ChangeQuantitySchema, DelCartSchema, PaySchema } from './cart-contract';

export const schemas = {
  orderList: { query: OrderListQuery, answer: OrderAnswers.list },
  orderStatusCount: { query: StatusCountQuery, answer: OrderAnswers.statusCount },
  orderDetail: { query: OrderIdSchema, answer: OrderAnswers.detail },
  cancelOrders: { body: CancelOrdersSchema, answer: OrderAnswers.cancel },
  deleteOrders: { body: DeleteOrdersSchema, answer: OrderAnswers.delete },
  editOrder: { body: OrderIdSchema, answer: OrderAnswers.edit },
  applyHosting: { body: OrderIdSchema, answer: OrderAnswers.applyHosting },
  applyShipping: { body: ApplyShippingSchema, answer: OrderAnswers.applyShipping },
  logistics: { query: OrderIdSchema, answer: OrderAnswers.logistics },
  reorder: { body: ReorderSchema, answer: OrderAnswers.reorder },
  employeeInfo: { query: OrderIdSchema, answer: OrderAnswers.employeeInfo },
  employeeList: { query: EmployeeListQuery, answer: OrderAnswers.employeeList },
  editEmployee: { body: EmployeeEditSchema, answer: OrderAnswers.employeeEdit },
  deleteEmployee: { body: EmployeeDeleteSchema, answer: OrderAnswers.employeeDelete },
  productionSheet: { query: OrderNumQuery, answer: OrderAnswers.productionSheet },
  cartList: { query: CartListQuery, answer: CartAnswers.list },
  cartCount: { query: CartCountQuery, answer: CartAnswers.count },
  cartDetail: { query: CartDetailQuery, answer: CartAnswers.detail },
  delCart: { body: DelCartSchema, answer: CartAnswers.delCart },
  changeQuantity: { body: ChangeQuantitySchema, answer: CartAnswers.changeQuantity },
  payOrders: { body: PaySchema, answer: CartAnswers.pay },
} satisfies Record<string, Schemas>;
