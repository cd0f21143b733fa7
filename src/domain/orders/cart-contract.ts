/**
 * The cart's calls (spec 1 §3, §7 common.cart): their paths and request schemas, imported by the
 * server's routes, the client's calls and the outbox, which checks a stored change (quantity,
 * delete) with them before sending.
 */
import { z } from 'zod';
import { idList, int, page, payPassword, size, text } from '../shared/fields';
import { INT2_MAX } from '../shared/ids';
import { CART_PAGE_SIZE_DEFAULT, QUANTITY_MAX, QUANTITY_MIN } from './cart';
import { OrderDetailSchema, OrderPageSchema, OrderSummarySchema, PayResultSchema, StatusCountSchema } from './wire';
import { CART_PATHS } from './cart-paths';


/** order_type_id as a list ("1,2" or [1, 2]) of smallint codes; an empty value is no filter. */
const optionalIds = () => z.preprocess((v) => (v === '' ? undefined : v), idList(10, INT2_MAX).optional());

export const CartListQuery = z.object({
  page: page(),
  size: size(100, CART_PAGE_SIZE_DEFAULT),
  skey: text(64).optional(),
  order_type_id: optionalIds(),
  // A status code (a smallint column); none below 0.
  order_status_id: int(0, INT2_MAX).optional(),
});
export const CartCountQuery = z.object({ skey: text(64).optional(), order_type_id: optionalIds() });
export const CartDetailQuery = z.object({ order_id: int(1) });
export const PaySchema = z.object({ order_ids: idList(100), pay_password: payPassword() });

export type CartListParams = z.input<typeof CartListQuery>;
export type CartCountParams = z.input<typeof CartCountQuery>;

export const ChangeQuantitySchema = z.object({
  order_id: int(1),
  category_array: z
    .array(z.object({ sub_category_id: int(1), quantity: int(QUANTITY_MIN, QUANTITY_MAX) }))
    .min(1)
    .max(60),
});

export const DelCartSchema = z.object({ order_ids: idList(100) });

export type ChangeQuantityPayload = z.output<typeof ChangeQuantitySchema>;
export type DelCartPayload = z.output<typeof DelCartSchema>;

export const CartAnswers = {
  list: OrderPageSchema,
  count: z.array(StatusCountSchema),
  detail: OrderDetailSchema,
  /** The order as it is after the change. */
  changeQuantity: OrderSummarySchema,
  delCart: z.object({ deleted: z.number().int() }),
  pay: PayResultSchema,
} satisfies Record<keyof typeof CART_PATHS, z.ZodType>;
