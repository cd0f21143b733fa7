/**
 * A deep payload as the cart order it becomes (order type 1, deep custom). Its garments are a fast
 * individual order's: the same categories, techniques, customer and size tables. So once the
 * deep rules pass (`deepPayloadProblem`), the payload is read as that fast order and checked,
 * priced and derived by the same code (`prepareFastOrder`): prices, grading, base sizes and
 * technique items come from the catalogue, never from the client. The server runs this on its
 * catalogue; the screen runs it on the mirrored one for the cart row of an order queued offline.
 */
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { prepareFastOrder } from '../fast-order/cart-input';
import type { FastIndividualPayload } from '../fast-order/payload';
import { ORDER_TYPE } from '../orders/cart';
import type { CartOrderInput } from '../orders/order-input';
import { ORDER_TEXT } from '../orders/order-names';
import { DEEP_FABRIC_SUPPLY, type DeepOrderPayload } from './contract';
import { deepPayloadProblem, type DeepProblem } from './validate';

export type DeepOrderPrepared = { ok: true; input: CartOrderInput; unit_price_fen: number } | { ok: false; problem: DeepProblem };

/** The fast individual order a deep payload's garments make (type-3 techniques join the others, as the fast order sends them). */
export function fastOrderOf(snapshot: CatalogueSnapshot, p: DeepOrderPayload): FastIndividualPayload {
  const idx = indexCatalogue(snapshot);
  const customer = p.fabric_type_id === DEEP_FABRIC_SUPPLY.customer;
  const fabric = !customer && p.fabric_id ? idx.fabricById.get(p.fabric_id) : undefined;
  return {
    order_type: 1,
    demo_order: 0,
    process_id: p.process_id,
    fabric_info: customer
      ? // The deep fabric step asks for a material code and an image, not a composition (spec 2 §5):
        // a parcel registered without one is still the customer's fabric.
        { type_id: 2, fabric_num: p.fabric_info?.fabric_num ?? '', composition: p.fabric_info?.composition || '-', parcel_id: p.fabric_info?.parcel_id ?? null }
      : { type_id: fabric?.type_id ?? 1, fabric_num: fabric?.fabric_num ?? '', composition: fabric?.composition ?? '' },
    user_info: {
      customer_id: p.customer_id ?? null,
      user_name: p.user_name,
      user_sex: p.user_sex,
      user_height: p.user_height,
      user_weight: p.user_weight,
      user_mobilephone: p.user_mobilephone,
      user_address: p.user_address,
      user_ic: p.user_ic,
      user_company_name: p.user_company_name,
      user_remark: p.user_remark,
      delivery_date: p.delivery_date,
      company_name: '',
      contacts: '',
    },
    special_shape: p.special_shape,
    category_array: p.category_array.map(({ bom_info, ...c }) => ({ ...c, tech_info: [...c.tech_info, ...bom_info] })),
  };
}

/**
 * A fast rule's field named as the deep payload names it: its customer fields are flat, and a
 * garment's BOM techniques, which fastOrderOf appends to its techniques, are their own list.
 */
function deepField(field: string, p: DeepOrderPayload): string {
  if (field.startsWith('user_info.')) return field.slice('user_info.'.length);
  const tech = /^category_array\.(\d+)\.tech_info\.(\d+)(\..*)?$/.exec(field);
  const own = tech ? p.category_array[Number(tech[1])]?.tech_info.length : undefined;
  if (tech && own !== undefined && Number(tech[2]) >= own) return `category_array.${tech[1]}.bom_info.${Number(tech[2]) - own}${tech[3] ?? ''}`;
  if (field.startsWith('fabric_info.') && p.fabric_type_id === DEEP_FABRIC_SUPPLY.factory) return 'fabric_id';
  return field;
}

/** What the customer's fabric adds to each garment's BOM: how much is sent and how it travels. */
function customerFabricNote(p: DeepOrderPayload): string {
  const f = p.fabric_info;
  if (p.fabric_type_id !== DEEP_FABRIC_SUPPLY.customer || !f) return '';
  return [f.quantity && `${f.quantity} m`, f.logistics_company, f.logistics_num].filter(Boolean).join(' · ');
}

export function prepareDeepOrder(snapshot: CatalogueSnapshot, p: DeepOrderPayload): DeepOrderPrepared {
  const refused = deepPayloadProblem(snapshot, p);
  if (refused) return { ok: false, problem: refused };
  const fast = prepareFastOrder(snapshot, fastOrderOf(snapshot, p));
  if (!fast.ok) return { ok: false, problem: { ...fast.problem, field: deepField(fast.problem.field, p) } };
  const note = customerFabricNote(p);
  const input: CartOrderInput = {
    ...fast.input,
    order_type_id: ORDER_TYPE.deepCustom,
    sub_fast_type_id: null,
    other_requirement: p.other_requirement,
    image_3d: p['3d_image'],
    items: fast.input.items.map((item) => ({
      ...item,
      bom_info: note ? [...(item.bom_info ?? []), { type_name: ORDER_TEXT.customerFabricShipment.zh, allow_content: 1, content: note, code: p.fabric_info!.fabric_num }] : item.bom_info,
    })),
  };
  return { ok: true, input, unit_price_fen: fast.unit_price_fen };
}
