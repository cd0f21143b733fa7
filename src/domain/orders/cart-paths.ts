/**
 * The cart's call paths, apart from their schemas (./cart-contract.ts), so the signed-in shell's
 * cart badge counts without downloading zod and the schemas (its endpoint: ./cart-count-endpoint.ts).
 */
export const CART_PATHS = {
  list: '/common.cart/cart_list',
  count: '/common.cart/cart_count',
  detail: '/common.cart/cart_detail',
  changeQuantity: '/common.cart/change_quantity',
  delCart: '/common.cart/del_cart',
  pay: '/common.cart/pay',
} as const;
