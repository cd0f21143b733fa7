/**
 * The cart badge's endpoint, written out rather than made by endpoint(), so the signed-in shell's
 * first screen downloads neither the other endpoints nor that function.
 */
import type { Endpoint } from '../shared/endpoint';
import type { CartAnswers, CartCountQuery } from './cart-contract';
import { CART_PATHS } from './cart-paths';

export const cartCount: Endpoint<{ query: typeof CartCountQuery; answer: typeof CartAnswers.count }> = { method: 'GET', path: CART_PATHS.count };
