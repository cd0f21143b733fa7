/**
 * The deep customization's step rules (spec 2 §5 "Deep step rules", "Deep next step", "Field
 * rules"), run by each step's Next on the mirrored catalogue and, all together, by the server on
 * add_order, so both refuse with the same message. A problem is a message key (namespace `deep`,
 * or `rules` / `fast_order` where those already hold the spec's text), its params with names in
 * both languages, and the payload field it is about.
 */
import { indexCatalogue, type CatalogueIndex } from '../catalogue/lookup';
import type { CatalogueSnapshot, Category } from '../catalogue/types';
import { DELIVERY_DATE_PAST, deliveryDateProblem } from '../shared/delivery-date';
import { missingRequiredGroup } from '../rules/technique';
import { checkPhone } from '../rules/validation';
import { DEEP_FABRIC_SUPPLY, type DeepOrderPayload } from './contract';

export type DeepProblem = { key: string; params?: Record<string, string | number>; field: string };

const problem = (field: string, key: string, params?: Record<string, string | number>): DeepProblem => (params ? { key, params, field } : { key, field });
const names = (c: Category) => ({ category: c.name, category_en: c.name_en });

/** What the selection step decides. Process is asked of every set: the price is made of it. */
export type DeepSelection = {
  gender: 1 | 2 | null;
  series_id: number | null;
  categories: readonly { category_id: number; edition_id: number | null }[];
  process_id: number | null;
};

/** Fabric types of the fabric step (spec 2 §5): 1 domestic, 2 customer-supplied, 3 imported. */
export type DeepFabricType = 1 | 2 | 3;

export type DeepFabricChoice = {
  type_id: DeepFabricType;
  /** Types 1 and 3: the catalogue fabric; type 2: the material code. */
  fabric_num: string;
  /** Type 2: the chosen image of the customer's fabric. */
  images: readonly string[];
};

/** The categories a gender may order in a series: its own and the common ones (gender 0). */
export function categoriesFor(snapshot: CatalogueSnapshot, gender: 1 | 2 | null, seriesId: number | null): Category[] {
  if (!gender || !seriesId) return [];
  return snapshot.categories.filter((c) => (c.gender_id === 0 || c.gender_id === gender) && c.series_ids.includes(seriesId)).sort((a, b) => a.sort - b.sort);
}

/** 选品 Next: series, a category, every category's pattern type, and the process (请选择 + the missing part). */
export function selectionProblem(snapshot: CatalogueSnapshot, s: DeepSelection): DeepProblem | null {
  const idx = indexCatalogue(snapshot);
  if (!s.gender) return problem('user_sex', 'deep:choose_gender');
  if (!s.series_id || !idx.series.has(s.series_id)) return problem('series_id', 'deep:choose_series');
  if (s.categories.length === 0) return problem('category_array', 'deep:choose_category');
  const allowed = categoriesFor(snapshot, s.gender, s.series_id);
  for (const [i, c] of s.categories.entries()) {
    const category = idx.category.get(c.category_id);
    if (!category) return problem(`category_array.${i}.category_id`, 'fast_order:category_unknown', { id: c.category_id });
    if (!allowed.includes(category)) return problem(`category_array.${i}.category_id`, 'deep:category_not_offered', names(category));
  }
  for (const [i, c] of s.categories.entries()) {
    const edition = c.edition_id ? idx.edition.get(c.edition_id) : undefined;
    if (!edition || edition.category_id !== c.category_id) return problem(`category_array.${i}.edition_number`, 'deep:choose_edition', names(idx.category.get(c.category_id)!));
  }
  const process = s.process_id ? idx.process.get(s.process_id) : undefined;
  if (!process) return problem('process_id', 'deep:choose_process');
  for (const c of s.categories) {
    if (!process.prices.some((p) => p.category_id === c.category_id)) {
      return problem('process_id', 'fast_order:process_unavailable', { process: process.process_name, process_en: process.name_en, ...names(idx.category.get(c.category_id)!) });
    }
  }
  return null;
}

/** 面料 Next: types 1 and 3 need a catalogue fabric of that type (请选择面料); type 2 a material code and an image (请选择物料编码). */
export function fabricProblem(snapshot: CatalogueSnapshot, f: DeepFabricChoice): DeepProblem | null {
  if (f.type_id === 2) {
    if (!f.fabric_num.trim() || f.images.length === 0) return problem('fabric_info.fabric_num', 'deep:choose_material');
    return null;
  }
  const fabric = indexCatalogue(snapshot).fabric.get(f.fabric_num.trim());
  if (!fabric || fabric.type_id !== f.type_id) return problem('fabric_id', 'deep:choose_fabric');
  return null;
}

/** 设计 Next: every required technology type of each category is chosen (请选择 + the missing one). */
export function designProblem(snapshot: CatalogueSnapshot, categories: readonly { category_id: number; tech_ids: readonly number[] }[]): DeepProblem | null {
  for (const [i, c] of categories.entries()) {
    const missing = missingRequiredGroup(snapshot, c.category_id, c.tech_ids);
    if (missing) return { key: missing.key, ...(missing.params ? { params: missing.params } : {}), field: `category_array.${i}.tech_info` };
  }
  return null;
}

export type DeepCustomer = {
  user_name: string;
  user_mobilephone: string;
  user_address: string;
  delivery_date: string;
  /** The typed text: it must be a number when given (身高请输入数字). */
  user_height: string;
};

/** 量体 Next, the customer part: name, phone, address, delivery date (请填写 + the label), a numeric height. */
export function customerProblem(u: DeepCustomer): DeepProblem | null {
  if (!u.user_name.trim()) return problem('user_name', 'deep:fill_name');
  if (!u.user_mobilephone.trim()) return problem('user_mobilephone', 'deep:fill_phone');
  const phone = checkPhone(u.user_mobilephone);
  if (phone) return problem('user_mobilephone', phone.key);
  if (!u.user_address.trim()) return problem('user_address', 'deep:fill_address');
  const date = deliveryDateProblem(u.delivery_date);
  if (date === 'required') return problem('delivery_date', 'deep:fill_delivery_date');
  if (date === 'format') return problem('delivery_date', 'fast_order:delivery_date_invalid');
  if (date === 'past') return problem('delivery_date', DELIVERY_DATE_PAST);
  if (u.user_height.trim() && !/^\d+(\.\d+)?$/.test(u.user_height.trim())) return problem('user_height', 'rules:height_not_number');
  return null;
}

/**
 * What a deep payload must hold beyond its garments (which `prepareDeepOrder` checks with the fast
 * order's rules): the steps' choices, the series and gender the categories belong to, the fabric,
 * and techniques sent in the list their type belongs to (type 3 in bom_info, spec 2 §3).
 */
export function deepPayloadProblem(snapshot: CatalogueSnapshot, p: DeepOrderPayload): DeepProblem | null {
  const idx = indexCatalogue(snapshot);
  const selection = selectionProblem(snapshot, {
    gender: p.user_sex,
    series_id: p.series_id,
    categories: p.category_array.map((c) => ({ category_id: c.category_id, edition_id: idx.editionByNumber.get(c.edition_number.trim())?.id ?? null })),
    process_id: p.process_id || null,
  });
  if (selection) return selection;
  if (!p.category_array.some((c) => c.category_id === p.category_id)) return problem('category_id', 'deep:main_category_unknown');
  const fabric = fabricOfPayload(idx, p);
  const fabricRefusal = fabricProblem(snapshot, fabric);
  if (fabricRefusal) return fabricRefusal;
  for (const [i, c] of p.category_array.entries()) {
    for (const [j, t] of c.bom_info.entries()) {
      if (idx.technique.get(t.id)?.type_id !== 3) return problem(`category_array.${i}.bom_info.${j}.id`, 'deep:bom_not_fabric_tech', { id: t.id });
    }
    for (const [j, t] of c.tech_info.entries()) {
      if (idx.technique.get(t.id)?.type_id === 3) return problem(`category_array.${i}.tech_info.${j}.id`, 'deep:fabric_tech_in_tech_info', { id: t.id });
    }
  }
  const design = designProblem(
    snapshot,
    p.category_array.map((c) => ({ category_id: c.category_id, tech_ids: [...c.tech_info, ...c.bom_info].map((t) => t.id) })),
  );
  if (design) return design;
  return customerProblem({ ...p, user_height: p.user_height === null ? '' : String(p.user_height) });
}

/** The fabric step's choice as a payload carries it: a catalogue fabric by id, or the customer's. */
function fabricOfPayload(idx: CatalogueIndex, p: DeepOrderPayload): DeepFabricChoice {
  if (p.fabric_type_id === DEEP_FABRIC_SUPPLY.customer) return { type_id: 2, fabric_num: p.fabric_info?.fabric_num ?? '', images: p.fabric_info?.images ?? [] };
  const fabric = p.fabric_id ? idx.fabricById.get(p.fabric_id) : undefined;
  return { type_id: fabric?.type_id ?? 1, fabric_num: fabric?.fabric_num ?? '', images: [] };
}
