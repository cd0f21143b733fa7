/** Balance change note types (spec 1 §3 "Balance change note"): money is signed, + income, - expense. */
/** 3 (recharge) is written by the demo data and by a future top-up; the portal has no top-up screen. */
/** 4: a shop's credit changed by its seller (one row on each side, opposite signs). */
export const LEDGER_TYPE = { payment: 1, refund: 2, recharge: 3, credit: 4 } as const;
export type LedgerTypeId = (typeof LEDGER_TYPE)[keyof typeof LEDGER_TYPE];

export const LEDGER_TYPE_LABELS: Readonly<Record<LedgerTypeId, { zh: string; en: string }>> = {
  1: { zh: '订单支付', en: 'Order payment' },
  2: { zh: '订单退款', en: 'Order refund' },
  3: { zh: '账户充值', en: 'Recharge' },
  4: { zh: '门店额度调整', en: 'Shop credit change' },
};

export function ledgerTypeLabel(type: number, locale: 'zh' | 'en'): string {
  return type in LEDGER_TYPE_LABELS ? LEDGER_TYPE_LABELS[type as LedgerTypeId][locale] : String(type);
}
