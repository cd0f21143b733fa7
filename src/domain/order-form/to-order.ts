/**
 * An accepted order form request as a cart order: its categories in their editions'
 * default techniques, priced by the shared rule, with the visitor's net sizes and adjustments and
 * the form's labels kept on the order.
 */
import type { CatalogueSnapshot, Edition } from '../catalogue/types';
import { indexCatalogue } from '../catalogue/lookup';
import { defaultGoodsOrProblem, type FieldProblem } from '../fast-order/default-goods';
import { ORDER_TYPE } from '../orders/cart';
import type { CartOrderInput } from '../orders/order-input';
import { checkFormSizes, formBodyItems } from './body-items';
import type { OrderFormValues } from './contract';

/** The first problem of the form's goods against the catalogue (品类不存在 and its kin, a net size missing or out of range), or null. */
export function checkFormGoods(snapshot: CatalogueSnapshot, form: Pick<OrderFormValues, 'categories'>): FieldProblem | null {
  const idx = indexCatalogue(snapshot);
  for (const [i, c] of form.categories.entries()) {
    if (!idx.category.has(c.category_id)) return { field: `categories.${i}.category_id`, key: 'order_form:category_unknown' };
    const edition = snapshot.editions.find((e) => e.id === c.modeling_id && e.category_id === c.category_id);
    if (!edition) return { field: `categories.${i}.modeling_id`, key: 'order_form:modeling_required' };
    const items = new Set((idx.itemsOfCategory.get(c.category_id) ?? []).map((x) => x.item_id));
    const stray = c.size_info.findIndex((s) => !items.has(s.body_item_id));
    if (stray >= 0) return { field: `categories.${i}.size_info.${stray}.body_item_id`, key: 'order_form:body_item_unknown' };
  }
  return checkFormSizes(form.categories, (categoryId) => formBodyItems(snapshot, categoryId));
}

export function requestToOrder(snapshot: CatalogueSnapshot, form: OrderFormValues): { ok: true; input: CartOrderInput } | { ok: false; problem: FieldProblem } {
  const bad = checkFormGoods(snapshot, form);
  if (bad) return { ok: false, problem: bad };
  const idx = indexCatalogue(snapshot);
  const categories = form.categories.map((c) => ({ category_id: c.category_id, edition: snapshot.editions.find((e) => e.id === c.modeling_id)! as Edition }));
  // Customer-supplied fabric (fabricSource 1) has no catalogue entry to check: it is named as such.
  const fabric = form.fabricSource === 1 ? { type_id: 2 as const, fabric_num: form.fabricNum, composition: '客供 / customer-supplied' } : { type_id: 1 as const, fabric_num: form.fabricNum, composition: '' };
  const goods = defaultGoodsOrProblem(snapshot, fabric, categories, { field: 'categories', key: 'order_form:category_required' });
  if (!goods.ok) return goods;
  const items = goods.items.map((item, i) => {
    const c = form.categories[i]!;
    return {
      ...item,
      wearing_style: c.style,
      size_info: [
        {
          size_info_type: 1 as const,
          size_shape_name: '',
          size_value: '',
          size_data: c.size_info.map((s) => ({
            body_item_id: s.body_item_id,
            body_item_name: idx.bodyItemName.get(s.body_item_id)?.zh ?? String(s.body_item_id),
            body_item_net_value: s.net_dimension,
            body_item_diff_value: s.alter_value,
            body_base_value: null,
            body_correct_value: null,
            body_item_clothes_value: null,
          })),
        },
      ],
    };
  });
  const labels = `trademark ${form.trademark}; fabric label ${form.fabricLabel}; wash labels ${form.washLable.join(', ')}`;
  return {
    ok: true,
    input: {
      order_type_id: ORDER_TYPE.deepCustom,
      user_name: form.contactName,
      user_mobilephone: form.mobilephone,
      user_company_name: form.custCompany,
      user_ic: form.measurer,
      delivery_date: form.deliveryDate,
      process_name: goods.process.process_name,
      process_price_fen: goods.prices.reduce((s, p) => s + p.process_fen, 0),
      other_requirement: labels,
      remark: ['Order form', form.storeName, form.remark].filter(Boolean).join(' · ').slice(0, 1000),
      items,
    },
  };
}
