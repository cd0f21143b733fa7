/**
 * The cart row shown for an order for one person or a team queued offline (a fast order, or a deep
 * order read as the fast order its garments make): amounts computed from the mirrored
 * catalogue with the same price rule the server applies (spec 2 §9: process price plus the
 * technique prices), names in the user's language. The server's row replaces it after replay.
 */
import { detailLayoutOf, ORDER_TYPE, SUB_FAST_TYPE, type OrderTypeId } from '@/domain/orders/cart';
import { categoriesLabel } from '@/domain/orders/order-names';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { OrderSummary } from '@/domain/orders/wire';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { FastOrderPayload } from '@/domain/fast-order';
import { garmentPrice } from '@/domain/rules/price';
import { fenToYuan } from '@/domain/shared/money';

const pick = (lang: string, zh: string, en: string) => (lang === 'en' ? en || zh : zh);

export function placeholderRow(index: CatalogueIndex, payload: FastOrderPayload, lang: string, statusName: string, now = new Date(), orderTypeId: OrderTypeId = ORDER_TYPE.fast): Omit<OrderSummary, 'id'> {
  const unitFen = new Map<number, number>();
  for (const c of payload.category_array) {
    const r = garmentPrice(index.snapshot, { category_id: c.category_id, process_id: payload.process_id, tech_ids: c.tech_info.map((t) => t.id) });
    unitFen.set(c.category_id, r.ok ? r.value.total_fen : 0);
  }
  // A team order makes each configuration's pieces once per employee in it.
  const quantities = new Map<number, number>();
  if (payload.order_type === SUB_FAST_TYPE.team) {
    for (const config of payload.configure) {
      for (const c of config.category_array) quantities.set(c.category_id, (quantities.get(c.category_id) ?? 0) + c.quantity * config.staffs.length);
    }
  } else {
    for (const c of payload.category_array) quantities.set(c.category_id, 1);
  }
  const detail_info = payload.category_array.map((c, i) => {
    const cat = index.category.get(c.category_id);
    const name = cat ? pick(lang, cat.name, cat.name_en) : String(c.category_id);
    const unit = fenToYuan(unitFen.get(c.category_id) ?? 0);
    return {
      id: -(i + 1),
      category_id: c.category_id,
      category_name: name,
      sub_category_id: -(i + 1),
      sub_category_name: name,
      quantity: quantities.get(c.category_id) ?? 0,
      unit_price: unit,
      fabric_num: payload.fabric_info.fabric_num,
      retail: unit,
    };
  });
  const totalFen = payload.category_array.reduce((s, c) => s + (unitFen.get(c.category_id) ?? 0) * (quantities.get(c.category_id) ?? 0), 0);
  const quantity = detail_info.reduce((s, d) => s + d.quantity, 0);
  const team = payload.order_type === SUB_FAST_TYPE.team;
  return {
    order_num: '—',
    order_type_id: orderTypeId,
    sub_fast_type_id: orderTypeId === ORDER_TYPE.fast ? payload.order_type : null,
    order_status_id: ORDER_STATUS.notSubmitted,
    order_status_name: statusName,
    layout: detailLayoutOf(orderTypeId, payload.order_type),
    actions: [],
    quantity_editable: false,
    payamount: fenToYuan(totalFen),
    paid: '0.00',
    unit_price: quantity ? fenToYuan(Math.round(totalFen / quantity)) : '0.00',
    quantity,
    categories: categoriesLabel(detail_info.map((d) => d.category_name)),
    fabric_num: payload.fabric_info.fabric_num,
    user_name: team ? '' : payload.user_info.user_name,
    user_mobilephone: payload.user_info.user_mobilephone,
    group_buy_company_name: team ? payload.user_info.company_name : '',
    group_buy_contacts: team ? payload.user_info.contacts : '',
    group_buy_prepay: '0.00',
    large_goods_company_name: '',
    large_goods_contacts: '',
    large_goods_prepay: '0.00',
    delivery_date: payload.user_info.delivery_date || null,
    create_time: now.toISOString(),
    '3d_image': '',
    review_feedback: '',
    detail_info,
  };
}
