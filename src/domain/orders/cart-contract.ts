/**
 * The cart's queued calls (spec 1 §3, §7 common.cart): their paths and request schemas, imported
 * by the server's routes and by the outbox, which checks a stored change with them before sending.
 */
import { z } from 'zod';
import { idList, int } from '../shared/fields';
import { QUANTITY_MAX, QUANTITY_MIN } from './cart';

export const CART_PATHS = {
  changeQuantity: '/common.cart/change_quantity',
  delCart: '/common.cart/del_cart',
} as const;

export const ChangeQuantitySchema = z.object({
  order_id: int().pipe(z.number().positive()),
  category_array: z
    .array(z.object({ sub_category_id: int().pipe(z.number().positive()), quantity: int().pipe(z.number().min(QUANTITY_MIN).max(QUANTITY_MAX)) }))
    .min(1)
    .max(60),
});

export const DelCartSchema = z.object({ order_ids: idList(100) });

export type ChangeQuantityPayload = z.output<typeof ChangeQuantitySchema>;
export type DelCartPayload = z.output<typeof DelCartSchema>;
