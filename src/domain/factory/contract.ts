/** The factory's production board calls (/factory.board/*, an addition to the spec). */
import { z } from 'zod';
import { int, page, size, text } from '../shared/fields';
import { OrderSummarySchema } from '../orders/wire';



const orderId = () => int(1);

/** status 0 or absent: every placed order. */
export const BoardQuery = z.object({ page: page(), size: size(1000, 100), skey: text(64).optional(), status: int(0, 13).optional() });
export type BoardParams = z.input<typeof BoardQuery>;

export const ReviewSchema = z
  .object({ order_id: orderId(), pass: z.boolean(), feedback: text(1000).optional() })
  .superRefine((b, ctx) => {
    // A refusal must tell the seller why.
    if (!b.pass && !b.feedback) ctx.addIssue({ code: 'custom', path: ['feedback'], message: 'field.required' });
  });
export type ReviewBody = z.input<typeof ReviewSchema>;

export const AdvanceSchema = z.object({ order_id: orderId() });

/** A board row: the order and the step it moves to next (null at the end of production). */
export const BoardRowSchema = OrderSummarySchema.extend({ next_status_id: z.number().int().nullable() });
export type BoardRow = z.output<typeof BoardRowSchema>;
export const BoardPageSchema = z.object({ list: z.array(BoardRowSchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type BoardPage = z.output<typeof BoardPageSchema>;
/** review and advance answer the order's new status. */
export const MoveAnswerSchema = z.object({ order_status_id: z.number().int() });
export type MoveAnswer = z.output<typeof MoveAnswerSchema>;
