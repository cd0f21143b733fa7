/**
 * The bulk order form (spec 2 §2.6): basic info, the fabric type, and product rows that toggle
 * between view and edit. A row keeps what was last saved (`saved`) beside the copy being edited
 * (`goods`), so cancelling an edit restores it and saving can tell a price change from a change
 * that makes another product (rules.changeKind). Plain data: the draft is stored as it is.
 */
import type { BulkOrderPayload, ProductInfo } from '@/domain/bulk-goods/contract';
import { BULK_FABRIC_TYPE } from '@/domain/bulk-goods/contract';

export type RowGoods = {
  category_item_id: number;
  category_item_name: string;
  style_number: string;
  edition_number: string;
  fabric_num: string;
  process_id: number;
  tech_ids: number[];
  /** Yuan as typed. */
  retail: string;
  /** The list price the catalogue gives the saved definition (the lowest retail the server takes). */
  list_price: string;
  sizes: { size_name: string; count: number }[];
};

export type ProductRow = { key: string; product_code: string; own: boolean; saved: RowGoods[]; goods: RowGoods[]; editing: boolean };

export type Basics = { company_name: string; contacts: string; user_mobilephone: string; prepay: string; delivery_date: string; user_address: string; other_requirement: string };

/** fabric_parcel_id: the customer's parcel the fabric comes from (customer-supplied only; absent in drafts kept before it). */
export type BulkForm = { basics: Basics; fabric_type_id: 1 | 2; fabric_parcel_id?: number | null; rows: ProductRow[] };

export const emptyBulkForm = (): BulkForm => ({
  basics: { company_name: '', contacts: '', user_mobilephone: '', prepay: '', delivery_date: '', user_address: '', other_requirement: '' },
  fabric_type_id: BULK_FABRIC_TYPE.factory,
  rows: [],
});

export type BulkAction =
  | { type: 'restore'; state: BulkForm }
  | { type: 'reset' }
  | { type: 'setBasics'; patch: Partial<Basics> }
  | { type: 'setFabricType'; fabric_type_id: 1 | 2; fabric_parcel_id: number | null }
  | { type: 'addProduct'; info: ProductInfo; key: string }
  | { type: 'removeProduct'; key: string }
  | { type: 'edit'; key: string }
  | { type: 'cancelEdit'; key: string }
  | { type: 'patchGoods'; key: string; index: number; patch: Partial<RowGoods> }
  | { type: 'setCount'; key: string; index: number; size: string; count: number }
  | { type: 'addSize'; key: string; index: number; size: string }
  | { type: 'removeSize'; key: string; index: number; size: string }
  | { type: 'save'; key: string }
  /** The row was saved as a new product code (the style-change dialog): it becomes that product, counts kept. */
  | { type: 'becameProduct'; key: string; info: ProductInfo };

/** A product's goods as a row starts with them: the list price as retail, no pieces yet. */
export function goodsFromInfo(info: ProductInfo): RowGoods[] {
  return info.cates.map((c) => ({
    category_item_id: c.category_item_id,
    category_item_name: c.category_item_name,
    style_number: c.style_number,
    edition_number: c.edition_number,
    fabric_num: c.fabric_num,
    process_id: c.process_id,
    tech_ids: c.tech_result,
    retail: c.retail,
    list_price: c.retail,
    sizes: c.cateSizeList.map((size_name) => ({ size_name, count: 0 })),
  }));
}

const mapRow = (state: BulkForm, key: string, f: (row: ProductRow) => ProductRow): BulkForm => ({ ...state, rows: state.rows.map((r) => (r.key === key ? f(r) : r)) });
const mapGoods = (state: BulkForm, key: string, index: number, f: (g: RowGoods) => RowGoods) =>
  mapRow(state, key, (r) => ({ ...r, goods: r.goods.map((g, i) => (i === index ? f(g) : g)) }));

export function bulkReducer(state: BulkForm, action: BulkAction): BulkForm {
  switch (action.type) {
    case 'restore':
      return action.state;
    case 'reset':
      return emptyBulkForm();
    case 'setBasics':
      return { ...state, basics: { ...state.basics, ...action.patch } };
    case 'setFabricType':
      return { ...state, fabric_type_id: action.fabric_type_id, fabric_parcel_id: action.fabric_type_id === 2 ? action.fabric_parcel_id : null };
    case 'addProduct': {
      const goods = goodsFromInfo(action.info);
      // A new row opens for editing: its counts are what the seller fills in next.
      return { ...state, rows: [...state.rows, { key: action.key, product_code: action.info.productCode, own: action.info.own, saved: goods, goods, editing: true }] };
    }
    case 'removeProduct':
      return { ...state, rows: state.rows.filter((r) => r.key !== action.key) };
    case 'edit':
      return mapRow(state, action.key, (r) => ({ ...r, goods: r.saved, editing: true }));
    case 'cancelEdit':
      return mapRow(state, action.key, (r) => ({ ...r, goods: r.saved, editing: false }));
    case 'patchGoods':
      return mapGoods(state, action.key, action.index, (g) => ({ ...g, ...action.patch }));
    case 'setCount':
      return mapGoods(state, action.key, action.index, (g) => ({ ...g, sizes: g.sizes.map((s) => (s.size_name === action.size ? { ...s, count: action.count } : s)) }));
    case 'addSize':
      return mapGoods(state, action.key, action.index, (g) => (g.sizes.some((s) => s.size_name === action.size) ? g : { ...g, sizes: [...g.sizes, { size_name: action.size, count: 0 }] }));
    case 'removeSize':
      return mapGoods(state, action.key, action.index, (g) => ({ ...g, sizes: g.sizes.filter((s) => s.size_name !== action.size) }));
    case 'save':
      return mapRow(state, action.key, (r) => ({ ...r, saved: r.goods, editing: false }));
    case 'becameProduct':
      return mapRow(state, action.key, (r) => {
        // One code, one price: the new code's own, never the one the row was edited from.
        const goods = goodsFromInfo(action.info).map((g, i) => ({ ...g, sizes: r.goods[i]?.sizes ?? g.sizes }));
        return { ...r, product_code: action.info.productCode, own: action.info.own, saved: goods, goods, editing: false };
      });
  }
}

/** The order as add_order takes it, from the saved rows. */
export function bulkPayload(state: BulkForm): BulkOrderPayload {
  const b = state.basics;
  return {
    company_name: b.company_name.trim(),
    contacts: b.contacts.trim(),
    user_mobilephone: b.user_mobilephone.trim(),
    prepay: b.prepay.trim() === '' ? 0 : Number(b.prepay),
    delivery_date: b.delivery_date,
    user_address: b.user_address.trim(),
    other_requirement: b.other_requirement.trim(),
    fabric_type_id: state.fabric_type_id,
    fabric_parcel_id: state.fabric_type_id === 2 ? (state.fabric_parcel_id ?? null) : null,
    product_array: state.rows.map((r) => ({
      product_code: r.product_code,
      goods_array: r.saved.map((g) => ({
        category_item_id: g.category_item_id,
        style_number: g.style_number,
        edition_number: g.edition_number,
        fabric_num: g.fabric_num,
        retail: Number(g.retail),
        tech_info: g.tech_ids,
        category_size_data: g.sizes,
      })),
    })),
  };
}
