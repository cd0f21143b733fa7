/**
 * The order status catalogue (spec 1 §4) and the actions each status allows. Status 12 is read as
 * "canceled" (the spec gives two readings; canceling is the action that leads to it here).
 */
export const ORDER_STATUS = {
  notSubmitted: 1,
  underReview: 2,
  reviewFailed: 3,
  patternMaking: 4,
  sewing: 5,
  pressing: 6,
  qualityCheck: 7,
  inStock: 8,
  shipped: 9,
  completed: 10,
  hosting: 11,
  canceled: 12,
  reviewPassed: 13,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_IDS = Object.values(ORDER_STATUS).sort((a, b) => a - b) as OrderStatusId[];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusId, { zh: string; en: string }>> = {
  1: { zh: '未提交', en: 'Not submitted' },
  2: { zh: '审核中', en: 'Under review' },
  3: { zh: '审核失败', en: 'Review failed' },
  4: { zh: '制版中', en: 'Pattern making' },
  5: { zh: '缝制中', en: 'Sewing' },
  6: { zh: '整烫中', en: 'Pressing' },
  7: { zh: '质检中', en: 'Quality check' },
  8: { zh: '已入库', en: 'In stock' },
  9: { zh: '已发货', en: 'Shipped' },
  10: { zh: '已完成', en: 'Completed' },
  11: { zh: '托管中', en: 'Hosting' },
  12: { zh: '已取消', en: 'Canceled' },
  13: { zh: '审核通过', en: 'Review passed' },
};

export function isOrderStatusId(value: number): value is OrderStatusId {
  return Number.isInteger(value) && value >= 1 && value <= 13;
}

export function orderStatusLabel(id: number, locale: 'zh' | 'en'): string {
  return isOrderStatusId(id) ? ORDER_STATUS_LABELS[id][locale] : String(id);
}

/** The order management filter (spec 1 §4): every status but "not submitted", which lives in the cart. */
export const ORDER_LIST_STATUSES: readonly OrderStatusId[] = [2, 13, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The seller's actions on an order (spec 1 §4 "Actions by status"), each with the statuses it starts from. */
export const ORDER_ACTIONS = {
  cancel: [2, 13],
  delete: [3, 10, 12],
  edit: [3],
  feedback: [3],
  applyHosting: [8],
  applyShipping: [8, 11],
  logistics: [9],
  reorder: [10, 12],
} as const satisfies Record<string, readonly OrderStatusId[]>;

export type OrderAction = keyof typeof ORDER_ACTIONS;

export function actionAllowed(action: OrderAction, statusId: number): boolean {
  return (ORDER_ACTIONS[action] as readonly number[]).includes(statusId);
}

/** Actions that only show something the reader may already see (the review feedback, the logistics record). */
const VIEWING_ACTIONS: ReadonlySet<OrderAction> = new Set(['feedback', 'logistics']);

/**
 * Who looks at an order: its owner acts on it; anyone else allowed to read it (the shop or
 * company account above the owner, the factory) may only view, so the server refuses the rest.
 */
export type OrderViewer = 'owner' | 'reader';

/** The actions a row shows to this viewer, in the order the spec lists them. */
export function actionsFor(statusId: number, viewer: OrderViewer): OrderAction[] {
  return (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter(
    (a) => actionAllowed(a, statusId) && (viewer === 'owner' || VIEWING_ACTIONS.has(a)),
  );
}

/** The status an action leads to (delete and feedback/logistics keep the status; reorder makes a new order). */
export const ACTION_TARGET: Partial<Record<OrderAction, OrderStatusId>> = {
  cancel: ORDER_STATUS.canceled,
  edit: ORDER_STATUS.notSubmitted,
  applyHosting: ORDER_STATUS.hosting,
  applyShipping: ORDER_STATUS.shipped,
};

/** Whether leaving this status returns the paid amount to the balance. */
export function refundsOnLeave(action: OrderAction, statusId: number): boolean {
  // Canceling, or deleting/editing a refused order, gives the money back; completed or already
  // canceled orders have nothing left to refund.
  if (action === 'cancel') return true;
  return (action === 'delete' || action === 'edit') && statusId === ORDER_STATUS.reviewFailed;
}

/**
 * The factory's production board: a review decides 2 -> 13 (pass) or 2 -> 3 (fail, with
 * feedback); "advance" then moves one step at a time through production. Status 8 waits for the
 * seller (hosting or shipping); a shipped order (9) is completed when delivered.
 */
export const FACTORY_NEXT: Readonly<Partial<Record<OrderStatusId, OrderStatusId>>> = {
  13: 4,
  4: 5,
  5: 6,
  6: 7,
  7: 8,
  9: 10,
};

export function factoryNext(statusId: number): OrderStatusId | null {
  return isOrderStatusId(statusId) ? (FACTORY_NEXT[statusId] ?? null) : null;
}

/** Spec 1 §4: in the cart, status 1 reads "Not submitted", any other "Payment failed". */
export function cartStatusLabel(statusId: number, locale: 'zh' | 'en'): string {
  if (statusId === ORDER_STATUS.notSubmitted) return ORDER_STATUS_LABELS[1][locale];
  return locale === 'zh' ? '支付失败' : 'Payment failed';
}
