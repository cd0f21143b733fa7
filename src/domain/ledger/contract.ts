/** The ledger's call: /common.account/balance_log, the capital change note (spec 1 §3). */
import { z } from 'zod';
import { int, page, size, text } from '../shared/fields';
import { BalanceLogPageSchema, type BalanceLogPage } from '../orders/wire';



/** type: 0 or absent all, 1 recharge, 2 payment, 3 refund. */
export const BalanceLogQuery = z.object({
  page: page(),
  size: size(100, 10),
  skey: text(64).optional(),
  type: int(0, 3).optional(),
});
export type BalanceLogParams = z.input<typeof BalanceLogQuery>;

export type { BalanceLogPage, BalanceLogRow } from '../orders/wire';
export type BalanceLogAnswer = BalanceLogPage;
export const BalanceLogAnswerSchema = BalanceLogPageSchema;
