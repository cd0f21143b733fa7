/**
 * The deep customization draft (spec 2 §3 "Deep session"): the garments as the shared ordering
 * form holds them (categories with their pattern and technique states, fabric and its type,
 * process, the customer and so the gender, measures), and what only this flow asks: the series,
 * the customer's fabric shipment, and the technique whose details are being chosen. Pure:
 * technique states come from the rules worker; the reducer only stores them.
 */
import { fastOrderReducer, initialFastOrderForm, type FastOrderAction, type FastOrderForm } from '@/ordering/state/fast-order-state';
import type { DeepFabricType } from '@/domain/deep/validate';

export type CustomerFabricShipment = { quantity: string; logistics_company: string; logistics_num: string; image: string };

/** A technique with items, chosen but not yet confirmed (spec 2 §4: it must be confirmed before anything else). */
export type OpenSubChoice = { category_id: number; tech_id: number };

export type DeepDraft = {
  /**
   * The garments, in the shared form's shape. Its user_sex is the gender the selection chooses,
   * and its fabric source the fabric step's type (1 domestic, 2 customer-supplied, 3 imported).
   */
  form: FastOrderForm;
  series_id: number | null;
  shipment: CustomerFabricShipment;
  subChoice: OpenSubChoice | null;
  /** The confirmation's price section (spec 2 §2.4: shown when cost display is on). */
  showCost: boolean;
};

export function initialDeepDraft(): DeepDraft {
  return {
    // Its customer starts male (most of the seeded sellers' customers); the choice is one tap.
    form: initialFastOrderForm(),
    series_id: null,
    shipment: { quantity: '', logistics_company: '', logistics_num: '', image: '' },
    subChoice: null,
    showCost: true,
  };
}

export type DeepAction =
  | { type: 'form'; action: FastOrderAction }
  | { type: 'reset' }
  | { type: 'restore'; draft: DeepDraft }
  | { type: 'setGender'; gender: 1 | 2 }
  | { type: 'setSeries'; series_id: number }
  /**
   * The categories chosen anew (spec 2 §2.4: the state resets): the fabric, design and measures are
   * dropped; a category kept keeps its pattern, a new one starts without a technique state (the
   * selection step asks the rules worker for it).
   */
  | { type: 'setCategories'; ids: number[] }
  | { type: 'setFabricType'; fabric_type: DeepFabricType }
  | { type: 'setShipment'; patch: Partial<CustomerFabricShipment> }
  | { type: 'openSubChoice'; choice: OpenSubChoice }
  | { type: 'closeSubChoice' }
  | { type: 'setShowCost'; on: boolean };

/** A fresh form for new categories: the gender stays the customer's, nothing else is kept. */
function freshForm(gender: 1 | 2, categories: FastOrderForm['categories']): FastOrderForm {
  const blank = initialFastOrderForm();
  return { ...blank, categories, activeCategory: categories[0]?.category_id ?? null, user: { ...blank.user, user_sex: gender } };
}

export function deepReducer(state: DeepDraft, action: DeepAction): DeepDraft {
  switch (action.type) {
    case 'form':
      return { ...state, form: fastOrderReducer(state.form, action.action) };
    case 'reset':
      return initialDeepDraft();
    case 'restore':
      return action.draft;
    case 'setGender':
      // Categories are offered per gender: another gender starts the selection again.
      if (action.gender === state.form.user.user_sex) return state;
      return { ...state, form: freshForm(action.gender, []), subChoice: null };
    case 'setSeries':
      if (action.series_id === state.series_id) return state;
      return { ...state, series_id: action.series_id, form: freshForm(state.form.user.user_sex, []), subChoice: null };
    case 'setCategories': {
      const categories = action.ids.map((id) => state.form.categories.find((c) => c.category_id === id) ?? { category_id: id, tech: null, product_code: '', style_number: '', details: {} });
      return { ...state, form: freshForm(state.form.user.user_sex, categories), shipment: initialDeepDraft().shipment, subChoice: null };
    }
    case 'setFabricType': {
      // Changing it clears the fabric (spec 2 §4) and the customer fabric's shipment.
      const form = fastOrderReducer(state.form, { type: 'setFabricSource', type_id: action.fabric_type });
      return { ...state, form, shipment: initialDeepDraft().shipment };
    }
    case 'setShipment':
      return { ...state, shipment: { ...state.shipment, ...action.patch } };
    case 'openSubChoice':
      return { ...state, subChoice: action.choice };
    case 'closeSubChoice':
      return { ...state, subChoice: null };
    case 'setShowCost':
      return { ...state, showCost: action.on };
  }
}
