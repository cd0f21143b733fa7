/**
 * The cart badge's endpoint, written out rather than made by endpoint(), so the signed-in shell's
 * first screen downloads neither the other endpoints nor that function.
 */
import type { Endpoint } from '../shared/endpoint';
import { CART_PATHS } from './cart-paths';
import type { schemas } from './endpoint-schemas';

type S = typeof schemas;

export const cartCount: Endpoint<S['cartCount']> = { method: 'GET', path: CART_PATHS.count };
