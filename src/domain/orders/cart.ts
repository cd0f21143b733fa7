/**
 * Cart and order-type rules of spec 1 §1, §3 and §9: which tab an order belongs to, how an
 * order detail is laid out, and how rows are numbered.
 *
 * Order types: the spec's four, and foreign customization (an overseas customer's order from the
 * foreign customization form), which the spec does not number. It is its own type so the cart,
 * order management, the detail, the sales report and the factory can tell it apart and show its
 * own fields (modeling, size, button and lining per garment).
 */
export const ORDER_TYPE = { deepCustom: 1, fast: 2, groupBuy: 3, bulk: 4, foreign: 5 } as const;
export type OrderTypeId = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export const SUB_FAST_TYPE = { individual: 1, team: 2 } as const;
export const ORDER_TYPE_IDS = Object.values(ORDER_TYPE) as readonly OrderTypeId[];

const ORDER_TYPE_LABELS: Readonly<Record<OrderTypeId | 'team', { zh: string; en: string }>> = {
  1: { zh: '深度定制', en: 'Deep customization' },
  2: { zh: '快速下单', en: 'Fast order' },
  3: { zh: '团购', en: 'Group purchase' },
  4: { zh: '大货', en: 'Bulk goods' },
  5: { zh: '外贸定制', en: 'Foreign customization' },
  team: { zh: '团装', en: 'Team suit' },
};

/** An order's type as a person reads it: a team fast order is a team suit. */
export function orderTypeLabel(order: { order_type_id: number; sub_fast_type_id?: number | null }, locale: 'zh' | 'en'): string {
  if (order.order_type_id === ORDER_TYPE.fast && order.sub_fast_type_id === SUB_FAST_TYPE.team) return ORDER_TYPE_LABELS.team[locale];
  return ORDER_TYPE_LABELS[order.order_type_id as OrderTypeId]?.[locale] ?? String(order.order_type_id);
}

/** Cart tabs: 1, 2 and foreign customization are "custom", 3 group purchase, 4 bulk. */
export type CartType = 'custom' | 'group' | 'bulk';

export const CART_TYPE_ORDER_TYPES: Readonly<Record<CartType, readonly OrderTypeId[]>> = {
  custom: [1, 2, 5],
  group: [3],
  bulk: [4],
};

export function cartTypeOf(orderTypeId: number): CartType {
  if (orderTypeId === ORDER_TYPE.groupBuy) return 'group';
  if (orderTypeId === ORDER_TYPE.bulk) return 'bulk';
  return 'custom';
}

/** Order detail layouts (spec 1 §2): the query `type` of the orderDetail route. */
export const DETAIL_LAYOUTS = ['customization', 'group1', 'group', 'large', 'foreign'] as const;
export type DetailLayout = (typeof DETAIL_LAYOUTS)[number];

export function detailLayoutOf(orderTypeId: number, subFastTypeId: number | null | undefined): DetailLayout {
  if (orderTypeId === ORDER_TYPE.foreign) return 'foreign';
  if (orderTypeId === ORDER_TYPE.groupBuy) return 'group';
  if (orderTypeId === ORDER_TYPE.bulk) return 'large';
  return subFastTypeId === SUB_FAST_TYPE.team ? 'group1' : 'customization';
}

/** The order management tabs map to layouts the same way: customization, group1 (team), group, large, foreign. */
export type OrderTab = DetailLayout;

export function isTeamOrder(order: { sub_fast_type_id: number | null | undefined }): boolean {
  return order.sub_fast_type_id === SUB_FAST_TYPE.team;
}

/** A team order's quantities follow its employees, so the cart spinner is disabled (spec 1 §5). */
export function quantityEditable(order: { sub_fast_type_id: number | null | undefined }): boolean {
  return !isTeamOrder(order);
}

export const CART_PAGE_SIZE_DEFAULT = 3;
export const CART_PAGE_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const ORDER_LIST_SIZE_DEFAULT = 1000;
export const EMPLOYEE_PAGE_SIZE_DEFAULT = 5;
export const EMPLOYEE_PAGE_SIZES = [5, 10, 15, 20, 30] as const;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/**
 * Row number on a paged list, 1-based. The original computed 3*(page-1)+index+1, which is right
 * only for its default page size of 3; the page size is used here so every size numbers correctly.
 */
export function rowNumber(page: number, size: number, index: number): number {
  return size * (page - 1) + index + 1;
}

/** Contract images travel as one comma-separated string (spec 1 §9). */
export function splitImageList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Fen a payment of `totalFen` lacks on a balance of `balanceFen` (0 when it is covered). Orders are
 * paid from the balance only (spec 1 §4), a shop's being the credit its seller gave it: the pay
 * dialog says so before asking for the password, and the server refuses the same payment.
 */
export function paymentShortfall(totalFen: number, balanceFen: number): number {
  return Math.max(0, totalFen - balanceFen);
}
