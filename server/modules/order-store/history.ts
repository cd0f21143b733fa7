/** Status moves: every change of order_status_id goes through here and leaves a history row. */
import type { Db } from '../../db/database';
import './tables';

export type StatusMove = {
  orderId: number;
  from: number | null;
  to: number;
  actorId: number | null;
  /** create, pay, cancel, delete, edit, hosting, shipping, review_pass, review_fail, advance, reorder */
  action: string;
  note?: string;
};

export async function recordMove(trx: Db, move: StatusMove): Promise<void> {
  await trx
    .insertInto('order_status_history')
    .values({ order_id: move.orderId, from_status: move.from, to_status: move.to, actor_user_id: move.actorId, action: move.action, note: move.note ?? '' })
    .execute();
}

export async function moveStatus(trx: Db, move: StatusMove & { extra?: { review_feedback?: string; paid_fen?: number; paid_at?: Date | null } }): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ order_status_id: move.to, updated_at: new Date(), ...(move.extra ?? {}) })
    .where('id', '=', move.orderId)
    .execute();
  await recordMove(trx, move);
}
