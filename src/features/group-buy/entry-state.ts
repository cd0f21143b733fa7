/**
 * The entry stage's form (业务录入): basic info, the fabric type and the goods rows, each row
 * toggling between view and edit. `base` is the garment the row's style number stands for, so
 * saving a row can tell whether it needs a new style (needsNewStyle).
 */
import type { GroupEntryPayload, GroupOrder, ProductOption } from '@/domain/group-buy/contract';
import { GROUP_FABRIC_TYPE } from '@/domain/group-buy/contract';

export type EntryRow = {
  key: string;
  product_code: string;
  category_id: number;
  quantity: number;
  style_number: string;
  edition_number: string;
  fabric_num: string;
  tech_ids: number[];
  base: { edition_number: string; tech_ids: number[] };
  /** The row before the edit began, restored by cancelling the edit. */
  before: Omit<EntryRow, 'before' | 'editing' | 'key'> | null;
  editing: boolean;
};

export type EntryBasics = { company_name: string; contacts: string; user_mobilephone: string; user_address: string; delivery_date: string; other_requirement: string; prepay: string };

export type EntryForm = {
  id: number | null;
  /** The server's update time of the order this form was read from: a draft of an older version is not restored. */
  server_time: string;
  company_customer_id: number | null;
  basics: EntryBasics;
  fabric_type_id: 1 | 2;
  /** The customer's parcel the fabric comes from (customer-supplied only; absent in drafts kept before it). */
  fabric_parcel_id?: number | null;
  rows: EntryRow[];
};

export const emptyEntry = (): EntryForm => ({
  id: null,
  server_time: '',
  company_customer_id: null,
  basics: { company_name: '', contacts: '', user_mobilephone: '', user_address: '', delivery_date: '', other_requirement: '', prepay: '' },
  fabric_type_id: GROUP_FABRIC_TYPE.factory,
  rows: [],
});

const strip = ({ before: _b, editing: _e, key: _k, ...rest }: EntryRow) => rest;

export function entryFromOrder(order: GroupOrder): EntryForm {
  return {
    id: order.id,
    server_time: order.update_time,
    company_customer_id: order.company_customer_id,
    basics: {
      company_name: order.company_name,
      contacts: order.contacts,
      user_mobilephone: order.user_mobilephone,
      user_address: order.user_address,
      delivery_date: order.delivery_date,
      other_requirement: order.other_requirement,
      prepay: Number(order.prepay) ? order.prepay : '',
    },
    fabric_type_id: order.fabric_type_id === 2 ? 2 : 1,
    fabric_parcel_id: order.fabric_parcel_id,
    // A saved row was what its style says when it was saved.
    rows: order.goods_info.map((g) => ({ key: `${g.product_code}:${g.category_id}`, ...g, tech_ids: g.tech_info, base: { edition_number: g.edition_number, tech_ids: g.tech_info }, before: null, editing: false })),
  };
}

export type EntryAction =
  | { type: 'restore'; state: EntryForm }
  | { type: 'setBasics'; patch: Partial<EntryBasics> }
  | { type: 'setCompany'; id: number | null; patch: Partial<EntryBasics> }
  | { type: 'setFabricType'; fabric_type_id: 1 | 2; fabric_parcel_id: number | null }
  | { type: 'addProduct'; option: ProductOption }
  | { type: 'remove'; key: string }
  | { type: 'edit'; key: string }
  | { type: 'cancel'; key: string }
  | { type: 'patch'; key: string; patch: Partial<Pick<EntryRow, 'quantity' | 'edition_number' | 'fabric_num' | 'tech_ids'>> }
  | { type: 'done'; key: string; style_number?: string }
  | { type: 'saved'; id: number };

const mapRow = (s: EntryForm, key: string, f: (r: EntryRow) => EntryRow): EntryForm => ({ ...s, rows: s.rows.map((r) => (r.key === key ? f(r) : r)) });

export function entryReducer(state: EntryForm, action: EntryAction): EntryForm {
  switch (action.type) {
    case 'restore':
      return action.state;
    case 'setBasics':
      return { ...state, basics: { ...state.basics, ...action.patch } };
    case 'setCompany':
      return { ...state, company_customer_id: action.id, basics: { ...state.basics, ...action.patch } };
    case 'setFabricType':
      return { ...state, fabric_type_id: action.fabric_type_id, fabric_parcel_id: action.fabric_type_id === 2 ? action.fabric_parcel_id : null };
    case 'addProduct': {
      const o = action.option;
      const row: EntryRow = {
        key: `${o.product_code}:${o.category_id}`,
        product_code: o.product_code,
        category_id: o.category_id,
        quantity: 1,
        style_number: o.style_number,
        edition_number: o.edition_number,
        fabric_num: o.fabric_num,
        tech_ids: o.tech_ids,
        base: { edition_number: o.edition_number, tech_ids: o.tech_ids },
        before: null,
        editing: false,
      };
      return { ...state, rows: [...state.rows, row] };
    }
    case 'remove':
      return { ...state, rows: state.rows.filter((r) => r.key !== action.key) };
    case 'edit':
      return mapRow(state, action.key, (r) => ({ ...r, before: strip(r), editing: true }));
    case 'cancel':
      return mapRow(state, action.key, (r) => (r.before ? { ...r, ...r.before, before: null, editing: false } : { ...r, editing: false }));
    case 'patch':
      // Only a row being edited changes: a choice landing after its edit was cancelled is dropped.
      return mapRow(state, action.key, (r) => (r.editing ? { ...r, ...action.patch } : r));
    case 'done':
      return mapRow(state, action.key, (r) => {
        // A new style (the style-change dialog) now stands for the row as it is.
        const styled = action.style_number ? { style_number: action.style_number, base: { edition_number: r.edition_number, tech_ids: r.tech_ids } } : {};
        return { ...r, ...styled, before: null, editing: false };
      });
    case 'saved':
      return { ...state, id: action.id };
  }
}

export function entryPayload(state: EntryForm): GroupEntryPayload {
  const b = state.basics;
  return {
    id: state.id,
    company_customer_id: state.company_customer_id,
    company_name: b.company_name.trim(),
    contacts: b.contacts.trim(),
    user_mobilephone: b.user_mobilephone.trim(),
    user_address: b.user_address.trim(),
    delivery_date: b.delivery_date,
    other_requirement: b.other_requirement.trim(),
    prepay: b.prepay.trim() === '' ? 0 : Number(b.prepay),
    fabric_type_id: state.fabric_type_id,
    fabric_parcel_id: state.fabric_type_id === 2 ? (state.fabric_parcel_id ?? null) : null,
    goods_info: state.rows.map((r) => ({ product_code: r.product_code, category_id: r.category_id, quantity: r.quantity, style_number: r.style_number, edition_number: r.edition_number, fabric_num: r.fabric_num, tech_info: r.tech_ids })),
  };
}
