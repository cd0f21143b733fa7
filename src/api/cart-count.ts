import { CART_PATHS } from '@/domain/orders/cart-contract';
import { apiGet } from './http';

export type CartCountRow = { order_status_id: number; cnt: number };

/** Spec 1 §7 cart counts: rows of order_status_id and cnt. */
export const getCartCount = (params: { skey?: string; order_type_id?: string } = {}) =>
  apiGet<CartCountRow[]>(CART_PATHS.count, params);

export const cartCountKey = ['cart', 'count'] as const;
