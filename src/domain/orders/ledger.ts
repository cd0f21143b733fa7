/** Balance change note types (spec 1 §3 "Balance change note"): money is signed, + income, - expense. */
/** 3 (recharge) is written by the demo data and by a future top-up; the portal has no top-up screen. */
export const LEDGER_TYPE = { payment: 1, refund: 2, recharge: 3 } as const;
export type LedgerTypeId = (typeof LEDGER_TYPE)[keyof typeof LEDGER_TYPE];

export const LEDGER_TYPE_LABELS: Readonly<Record<LedgerTypeId, { zh: string; en: string }>> = {
  1: { zh: '订单支付', en: 'Order payment' },
  2: { zh: '订单退款', en: 'Order refund' },
  3: { zh: '账户充值', en: 'Recharge' },
};

export function ledgerTypeLabel(type: number, locale: 'zh' | 'en'): string {
  return type === 1 || type === 2 || type === 3 ? LEDGER_TYPE_LABELS[type][locale] : String(type);
}
