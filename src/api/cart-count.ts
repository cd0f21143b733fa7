import { cartCount } from '@/domain/orders/cart-count-endpoint';
import { call } from './http';

export type CartCountRow = { order_status_id: number; cnt: number };

/** Spec 1 §7 cart counts: rows of order_status_id and cnt. */
export const getCartCount = (params: { skey?: string; order_type_id?: string } = {}) =>
  call(cartCount, params);

export const cartCountKey = ['cart', 'count'] as const;
/** The cart screen's mirror refresh (src/features/cart/api/use-cart-orders). */
export const cartMirrorKey = ['cart', 'mirror'] as const;

/** After an order was added to the cart: the badge count and the cart list read it again. */
export function refreshCart(qc: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> }): void {
  void qc.invalidateQueries({ queryKey: cartCountKey });
  void qc.invalidateQueries({ queryKey: cartMirrorKey });
}
