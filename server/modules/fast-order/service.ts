/**
 * Placing a fast order (spec 2 §7 "add fast order"): the payload is checked again with the same
 * shared rules the screen runs (`prepareFastOrder` on the server's own catalogue, never the
 * client's), priced on the server, and put in the account's cart as a status-1 order.
 */
import type { TFunction } from 'i18next';
import { FAST_ORDER_TYPE, UPLOAD_TYPE_IMPORT } from '@/domain/fast-order/constants';
import { prepareFastOrder } from '@/domain/fast-order/cart-input';
import type { FastOrderPayload, FastOrderResult } from '@/domain/fast-order/payload';
import type { FastOrderProblem } from '@/domain/fast-order/validate';
import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { forbidden, invalidField } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { placeOrder } from '../customers/place-order';
import { loadCatalogue } from '../catalogue/snapshot';
import '../order-store/tables';
import { templateExists } from './excel';

/** A shared-rule refusal as an API error: 400, the field named, the spec's message in the caller's language. */
export function refusal(problem: FastOrderProblem, t: TFunction) {
  return invalidField(problem.field, 'fast_order:api_refusal', { reason: t(problem.key, problem.params ?? {}) });
}

/** Fast orders are placed by the roles that hold the fast order module (spec 1 §6). */
export function requireFastOrderRole(user: SessionUser): void {
  if (!user.modules.includes('fast_order')) throw forbidden();
}

export async function addFastOrder(db: Db, user: SessionUser, payload: FastOrderPayload, t: TFunction): Promise<FastOrderResult> {
  requireFastOrderRole(user);
  const prepared = prepareFastOrder(await loadCatalogue(db), payload);
  if (!prepared.ok) throw refusal(prepared.problem, t);
  if (payload.order_type === FAST_ORDER_TYPE.team && payload.uploadType === UPLOAD_TYPE_IMPORT && !(await templateExists(payload.size_template))) {
    throw refusal({ key: 'fast_order:upload_file', field: 'size_template' }, t);
  }
  // An individual order is for one of the seller's customers; a team order is for a company.
  const order = await placeOrder(db, user, prepared.input, payload.order_type === FAST_ORDER_TYPE.individual);
  return { ...order, unit_price: fenToYuan(prepared.unit_price_fen) };
}
