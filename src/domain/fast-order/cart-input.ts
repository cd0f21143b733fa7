/**
 * A validated fast order payload as the cart order it becomes (`CartOrderInput`, order type 2,
 * sub type 1 individual or 2 team), priced from the catalogue: each category costs the processing
 * grade's price for that category plus the sum of its technique prices (spec 2 §9, `garmentPrice`).
 * Whatever price the client had is never used. Names are taken from the catalogue (Chinese, as
 * every stored order keeps them), not from the payload; an English reader gets them translated
 * when the order is read (../orders/order-names.ts).
 *
 * The server runs this on its catalogue to create the order; the screen can run it on the
 * mirrored catalogue to show a queued order in the cart while offline.
 */
import { indexCatalogue, type CatalogueIndex } from '../catalogue/lookup';
import type { CatalogueSnapshot, Process } from '../catalogue/types';
import { ORDER_TYPE, SUB_FAST_TYPE } from '../orders/cart';
import type { CartOrderInput } from '../orders/order-input';
import { ORDER_TEXT } from '../orders/order-names';
import { garmentPrice } from '../rules/price';
import { deriveSizeInfo } from './derive-size';
import { DEMO_ORDER, FAST_FABRIC_TYPE, FAST_ORDER_TYPE } from './constants';
import type { FastGoods, FastIndividualPayload, FastOrderPayload, FastSizeInfo, FastSpecialShape, FastTeamCategory, FastTeamPayload, FastTechInfo } from './payload';
import { sizeContext, validateGoods, validatePeople, type FastOrderProblem, type SizeContext } from './validate';

/** A detail item as a cart order input carries it (the answer's shape is orders/wire's DetailItem). */
type CartItemInput = CartOrderInput['items'][number];

export type FastCategoryPrice = { category_id: number; process_fen: number; techniques_fen: number; total_fen: number };

/** A fast order is its goods (`prepareGoods`) and its people: the cart order they make together. */
export type FastOrderPrepared = (Extract<PreparedGoods, { ok: true }> & { input: CartOrderInput }) | { ok: false; problem: FastOrderProblem };

type Goods = Extract<PreparedGoods, { ok: true }>;

/** Spec 2 §3: the delivery date is sent as "YYYY-MM-DD hh:mm:ss"; the order keeps the day. */
const deliveryDay = (value: string) => value.trim().slice(0, 10);

/**
 * The techniques as the order keeps them, from the catalogue: names, prices, items and photos are
 * the catalogue's; the client only says which technique, its free text (when the technique takes
 * one) and what was written or chosen for each item. A photo choice keeps the chosen photo only.
 */
export function orderTechInfo(idx: CatalogueIndex, list: readonly FastTechInfo[]): CartItemInput['tech_info'] {
  return list.map((t) => {
    const tech = idx.technique.get(t.id)!;
    const group = idx.group.get(tech.group_id)!;
    return {
      type_name: group.name,
      tech_name: tech.tech_name,
      allow_content: tech.allow_content,
      content: tech.allow_content ? t.content : '',
      price_fen: tech.price_fen,
      items: tech.items.map((item) => {
        const content = t.items.find((i) => i.item_name === item.item_name)?.content ?? '';
        if (item.item_type === 1) return { item_name: item.item_name, item_type: item.item_type, content, photos: item.photos.map((p) => ({ name: p.name, url: p.target })) };
        const photo = item.photos.find((p) => p.target === content);
        return { item_name: item.item_name, item_type: item.item_type, content: photo?.target ?? '', photos: photo ? [{ name: photo.name, url: photo.target }] : [] };
      }),
    };
  });
}

/** A person's size table of one category as the order keeps it: the inputs, and the values derived from them here. */
function sizeInfo(snapshot: CatalogueSnapshot, idx: CatalogueIndex, ctx: SizeContext, sent: FastSizeInfo | null): NonNullable<CartItemInput['size_info']> {
  if (!sent) return [];
  const size = deriveSizeInfo(snapshot, ctx, sent);
  return [
    {
      size_info_type: size.size_info_type,
      size_shape_name: size.size_shape_name,
      size_value: size.size_value,
      size_data: size.size_data.map((r) => ({
        body_item_id: r.body_item_id,
        body_item_name: idx.bodyItemName.get(r.body_item_id)?.zh ?? r.body_item_name,
        body_item_net_value: r.body_item_net_value,
        body_item_diff_value: r.body_item_diff_value,
        body_base_value: r.body_base_value,
        body_correct_value: r.body_correct_value ?? r.body_item_correct_value,
        body_item_clothes_value: r.body_item_clothes_value,
      })),
    },
  ];
}

function shapeInfo(snapshot: CatalogueSnapshot, shapes: readonly FastSpecialShape[]) {
  return shapes.map((s) => {
    const shape = snapshot.special_shapes.find((x) => x.id === s.id)!;
    return { shape_name: shape.shape_name, shape_item: shape.items.find((l) => l.id === s.shape_item)!.name };
  });
}

const wearingStyleName = (snapshot: CatalogueSnapshot, id: number | null) => (id ? (snapshot.wearing_styles.find((w) => w.id === id)?.name ?? '') : '');

function categoryItem(idx: CatalogueIndex, payload: Pick<FastGoods, 'fabric_info'>, c: FastTeamCategory, price: FastCategoryPrice): CartItemInput {
  const category = idx.category.get(c.category_id)!;
  const customerFabric = payload.fabric_info.type_id === FAST_FABRIC_TYPE.customer;
  const fabric = customerFabric ? undefined : idx.fabric.get(payload.fabric_info.fabric_num);
  return {
    category_id: category.id,
    category_name: category.name,
    sub_category_id: category.id,
    sub_category_name: category.name,
    quantity: 1,
    unit_consumption: category.unit_consumption,
    sub_unit_consumption: category.unit_consumption,
    fabric_num: payload.fabric_info.fabric_num,
    edition_number: c.edition_number,
    sub_edition_number: c.edition_number,
    style_number: c.style_number ?? '',
    product_code: c.product_code ?? '',
    fabric_type_id: customerFabric ? 2 : 1,
    fabric_parcel_id: customerFabric ? (payload.fabric_info.parcel_id ?? null) : null,
    process_price_fen: price.process_fen,
    tech_info: orderTechInfo(idx, c.tech_info),
    bom_info: [{ type_name: ORDER_TEXT.bomFabric.zh, allow_content: 0, content: fabric?.composition ?? payload.fabric_info.composition, code: payload.fabric_info.fabric_num }],
  };
}

function priceCategories(snapshot: CatalogueSnapshot, processId: number, list: readonly FastTeamCategory[]): FastCategoryPrice[] {
  return list.map((c) => {
    const price = garmentPrice(snapshot, { category_id: c.category_id, process_id: processId, tech_ids: c.tech_info.map((t) => t.id) });
    // validateFastOrder has checked the category, the process price and every technique.
    if (!price.ok) throw new Error(`unpriced category ${c.category_id}: ${price.message.key}`);
    return { category_id: c.category_id, process_fen: price.value.process_fen, techniques_fen: price.value.techniques_fen, total_fen: price.value.total_fen };
  });
}

function orderBase(goods: Goods, payload: FastOrderPayload) {
  return {
    order_type_id: ORDER_TYPE.fast,
    process_name: goods.process.process_name,
    // The order-level process price is that of one set (one piece of each category).
    process_price_fen: goods.prices.reduce((s, p) => s + p.process_fen, 0),
    remark: payload.demo_order === DEMO_ORDER.sample ? ORDER_TEXT.sampleOrder.zh : '',
  } as const;
}

/** The individual order: the goods, each category worn by the customer with their measures. */
function individualInput(snapshot: CatalogueSnapshot, idx: CatalogueIndex, p: FastIndividualPayload, goods: Goods): CartOrderInput {
  const u = p.user_info;
  const shapes = shapeInfo(snapshot, p.special_shape);
  return {
    ...orderBase(goods, p),
    sub_fast_type_id: SUB_FAST_TYPE.individual,
    customer_id: u.customer_id ?? null,
    user_name: u.user_name,
    user_mobilephone: u.user_mobilephone,
    user_sex: u.user_sex,
    user_height: u.user_height,
    user_weight: u.user_weight,
    user_company_name: u.user_company_name || u.company_name,
    user_ic: u.user_ic,
    user_address: u.user_address,
    user_remark: u.user_remark,
    delivery_date: deliveryDay(u.delivery_date),
    items: p.category_array.map((c, i) => ({
      ...goods.items[i]!,
      wearing_style: wearingStyleName(snapshot, c.wearing_style),
      special_shape_info: shapes,
      size_info: sizeInfo(snapshot, idx, sizeContext(idx, c.category_id, c, c.wearing_style, u.user_sex), c.size_info),
    })),
  };
}

/** The team order: the goods someone gets, and the employees with what each of them gets. */
function teamInput(snapshot: CatalogueSnapshot, idx: CatalogueIndex, p: FastTeamPayload, goods: Goods): CartOrderInput {
  const u = p.user_info;
  const used = new Set(p.configure.filter((c) => c.staffs.length).flatMap((c) => c.category_array.filter((x) => x.quantity > 0).map((x) => x.category_id)));
  const employees = p.configure.flatMap((config) =>
    config.staffs.map((s) => ({
      truename: s.truename,
      gender_id: s.gender_id,
      height: s.height,
      weight: s.weight,
      department_name: s.department_name,
      measuring_info: config.category_array
        .filter((x) => x.quantity > 0)
        .map((x, k) => {
          const own = s.category_array.find((c) => c.category_id === x.category_id)!;
          return {
            category_name: idx.category.get(x.category_id)!.name,
            sub_category_id: x.category_id,
            quantity: x.quantity,
            sort_id: k + 1,
            wearing_style: wearingStyleName(snapshot, own.wearing_style),
            special_shape_info: shapeInfo(snapshot, s.special_shape),
            size_info: sizeInfo(snapshot, idx, sizeContext(idx, x.category_id, p.category_array.find((c) => c.category_id === x.category_id), own.wearing_style, s.gender_id), own.size_info),
          };
        }),
    })),
  );
  return {
    ...orderBase(goods, p),
    sub_fast_type_id: SUB_FAST_TYPE.team,
    user_name: u.contacts,
    user_mobilephone: u.user_mobilephone,
    user_company_name: u.company_name,
    user_address: u.user_address,
    delivery_date: deliveryDay(u.delivery_date),
    // Only categories someone gets are ordered; their quantities follow the employees.
    items: goods.items.filter((_, i) => used.has(p.category_array[i]!.category_id)),
    employees,
  };
}

export type PreparedGoods =
  | { ok: true; process: Process; items: CartItemInput[]; prices: FastCategoryPrice[]; unit_price_fen: number }
  | { ok: false; problem: FastOrderProblem };

/**
 * Validates an order's goods and, when they may be ordered, turns each category into a priced
 * detail item of one piece, with the catalogue's names: what a fast order's categories become,
 * for the flows that order the same goods without the fast order's people (the group purchase).
 */
export function prepareGoods(snapshot: CatalogueSnapshot, goods: FastGoods): PreparedGoods {
  const problem = validateGoods(snapshot, goods);
  if (problem) return { ok: false, problem };
  const idx = indexCatalogue(snapshot);
  const prices = priceCategories(snapshot, goods.process_id, goods.category_array);
  const items = goods.category_array.map((c, i) => categoryItem(idx, goods, c, prices[i]!));
  return { ok: true, process: idx.process.get(goods.process_id)!, items, prices, unit_price_fen: prices.reduce((s, p) => s + p.total_fen, 0) };
}

/**
 * Validates a fast order payload and, when it may be sent, turns it into a priced cart order: its
 * goods as `prepareGoods` checks and prices them (the same rules as every flow ordering them),
 * then its people (customer or employees, their measures) as `validatePeople` checks them.
 */
export function prepareFastOrder(snapshot: CatalogueSnapshot, payload: FastOrderPayload): FastOrderPrepared {
  const goods = prepareGoods(snapshot, payload);
  if (!goods.ok) return goods;
  const problem = validatePeople(snapshot, payload);
  if (problem) return { ok: false, problem };
  const idx = indexCatalogue(snapshot);
  const input = payload.order_type === FAST_ORDER_TYPE.team ? teamInput(snapshot, idx, payload, goods) : individualInput(snapshot, idx, payload, goods);
  return { ...goods, input };
}
