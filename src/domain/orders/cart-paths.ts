/**
 * The cart's call paths, apart from their schemas (./cart-contract.ts), so the signed-in shell's
 * cart badge counts without downloading zod and the schemas (issue 17). The badge's endpoint is
 * here too, written out rather than made by endpoint(), so the first screen downloads neither the
 * other endpoints nor that function.
 */
import type { Endpoint } from '../shared/endpoint';
import type { CartAnswers, CartCountQuery } from './cart-contract';

export const CART_PATHS = {
  list: '/common.cart/cart_list',
  count: '/common.cart/cart_count',
  detail: '/common.cart/cart_detail',
  changeQuantity: '/common.cart/change_quantity',
  delCart: '/common.cart/del_cart',
  pay: '/common.cart/pay',
} as const;

export const cartCount: Endpoint<{ query: typeof CartCountQuery; answer: typeof CartAnswers.count }> = { method: 'GET', path: CART_PATHS.count };
