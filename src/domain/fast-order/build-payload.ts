/**
 * Form state -> add_order payload (spec 2 §3 "Payloads", §5): empty measurement rows are dropped,
 * techniques with a non-positive id and unchecked special techniques are dropped, and photo
 * choices that do not match the chosen target are removed. Nothing is refused here: an
 * incomplete form gives an incomplete payload, and `validateFastOrder` says what is missing.
 */
import { FAST_CATEGORY_QUANTITY, FAST_FABRIC_TYPE, FAST_ORDER_TYPE, MEASURE_TYPE, UPLOAD_TYPE_IMPORT, type MeasureType } from './constants';
import type { FastCategory, FastIndividualPayload, FastOrderPayload, FastSizeInfo, FastSizeRow, FastSpecialShape, FastStaff, FastTeamCategory, FastTeamPayload, FastTechInfo, FastTechItem } from './payload';

import {
  configTitle,
  emptyCategorySize,
  sizesOfType,
  type CategorySizeState,
  type FastCategoryState,
  type FastConfigState,
  type FastFabricState,
  type FastOrderState,
  type FastStaffState,
  type FastTechEntryState,
  type FastTechItemState,
  type SizeRowState,
  type SpecialShapeState,
} from './state';

/** The fabric as sent: a parcel only with customer-supplied fabric (choosing another source drops it). */
function fabricInfo(f: FastFabricState) {
  const parcel = f.type_id === FAST_FABRIC_TYPE.customer && f.parcel_id ? { parcel_id: f.parcel_id } : {};
  return { type_id: f.type_id, fabric_num: f.fabric_num.trim(), composition: f.composition.trim(), ...parcel };
}

/** Keeps only the photo of a photo-choice item whose target is the chosen one. */
export function keepChosenPhoto(item: FastTechItemState): FastTechItem {
  const content = item.content.trim();
  const photos = item.item_type === 2 ? item.photos.filter((p) => p.target === content) : item.photos;
  return { item_name: item.item_name, item_type: item.item_type, content, photos: photos.map((p) => ({ name: p.name, target: p.target })) };
}

/** The techniques that are sent: positive ids, specials only when checked. */
export function buildTechInfo(entries: readonly FastTechEntryState[]): FastTechInfo[] {
  return entries
    .filter((t) => t.id > 0 && (t.is_special !== 1 || t.checked))
    .map((t) => ({ id: t.id, content: t.content.trim(), items: t.items.map(keepChosenPhoto) }));
}

/** The value a row of each measure type is about; a row without it is an empty row. */
export function mainValue(row: Pick<SizeRowState, 'body_item_net_value' | 'body_item_clothes_value' | 'body_base_value'>, type: MeasureType): number | null {
  if (type === MEASURE_TYPE.net) return row.body_item_net_value;
  if (type === MEASURE_TYPE.garment) return row.body_item_clothes_value;
  return row.body_base_value;
}

type SizeValueColumn = 'body_item_net_value' | 'body_item_diff_value' | 'body_base_value' | 'body_correct_value' | 'body_item_correct_value' | 'body_item_clothes_value';

/**
 * The columns each measurement tab fills: net body (net, allowance, base, correction), finished
 * garment (garment value, its correction), standard size (standard data, correction). A row's
 * other columns belong to another tab and are never kept or checked.
 */
export const SIZE_COLUMNS: Record<MeasureType, readonly SizeValueColumn[]> = {
  [MEASURE_TYPE.net]: ['body_item_net_value', 'body_item_diff_value', 'body_base_value', 'body_correct_value'],
  [MEASURE_TYPE.garment]: ['body_item_clothes_value', 'body_item_correct_value'],
  [MEASURE_TYPE.standard]: ['body_base_value', 'body_correct_value'],
};

const ALL_SIZE_COLUMNS: readonly SizeValueColumn[] = ['body_item_net_value', 'body_item_diff_value', 'body_base_value', 'body_correct_value', 'body_item_correct_value', 'body_item_clothes_value'];

/** A row with only its measure type's columns; the others are null. */
export function rowOfType<R extends Record<SizeValueColumn, number | null>>(row: R, type: MeasureType): R {
  const out = { ...row };
  for (const column of ALL_SIZE_COLUMNS) if (!SIZE_COLUMNS[type].includes(column)) out[column] = null;
  return out;
}

/**
 * A size table as it is kept: only its type's columns, and without empty rows (a row without the
 * value its type is about, spec 2 §5), whatever else such a row carries.
 */
export function normalizeSizeInfo(size: FastSizeInfo): FastSizeInfo {
  const size_data = size.size_data.map((r) => rowOfType(r, size.size_info_type)).filter((r) => mainValue(r, size.size_info_type) !== null);
  return { ...size, size_data };
}

export function buildSizeInfo(type: MeasureType, size: CategorySizeState | undefined, categoryId: number): FastSizeInfo {
  const s = size ?? emptyCategorySize();
  const size_data: FastSizeRow[] = s.rows.map((r) => ({
    body_item_id: r.body_item_id,
    body_item_name: r.body_item_name,
    body_item_net_value: r.body_item_net_value,
    body_item_diff_value: r.body_item_diff_value,
    body_base_value: r.body_base_value,
    body_correct_value: r.body_correct_value,
    body_item_correct_value: r.body_item_correct_value,
    body_item_clothes_value: r.body_item_clothes_value,
    cate_id: categoryId,
    size_value: s.size_value,
    size_name: s.size_name,
  }));
  return normalizeSizeInfo({ size_info_type: type, size_shape_name: s.size_shape_name, size_value: s.size_value.trim(), size_name: s.size_name, size_data });
}

/** Body features that have a level chosen. */
export function buildSpecialShapes(shapes: readonly SpecialShapeState[]): FastSpecialShape[] {
  return shapes.filter((s): s is SpecialShapeState & { shape_item: number } => s.shape_item !== null && s.shape_item > 0).map((s) => ({ id: s.id, shape_name: s.shape_name, shape_item: s.shape_item }));
}

function techniquePart(c: FastCategoryState): FastTeamCategory {
  return {
    category_id: c.category_id,
    ...(c.product_code.trim() ? { product_code: c.product_code.trim() } : {}),
    ...(c.style_number.trim() ? { style_number: c.style_number.trim() } : {}),
    quantity: FAST_CATEGORY_QUANTITY,
    edition_number: c.edition_number.trim(),
    tech_info: buildTechInfo(c.techniques),
  };
}

/**
 * An employee of the form as the add_order payload carries them; `title` is their configuration's
 * (the screen's employee checks, which run before a configuration is chosen, leave it out).
 */
export function buildStaff(s: FastStaffState, title?: string): FastStaff {
  return {
    id: s.id,
    config_id: s.config_id,
    truename: s.truename.trim(),
    gender_id: s.gender_id,
    department_name: s.department_name.trim(),
    height: s.height,
    weight: s.weight,
    age: s.age,
    special_shape: buildSpecialShapes(s.special_shape),
    category_array: s.category_array.map((c) => ({
      category_id: c.category_id,
      // Wearing style only applies to net body measuring (spec 2 §2.7).
      wearing_style: c.measuring_way === MEASURE_TYPE.net ? c.wearing_style : null,
      size_info: c.measuring_way ? buildSizeInfo(c.measuring_way, c.size, c.category_id) : null,
    })),
    other_requirement: s.other_requirement.trim(),
    status_id: s.status_id,
    ...(title === undefined ? {} : { config: title }),
  };
}

function buildConfigure(c: FastConfigState) {
  const title = c.title || configTitle(c.category_array);
  return {
    title,
    name: c.name,
    category_array: c.category_array.map((x) => ({ category_id: x.category_id, cate_name: x.cate_name, quantity: x.quantity })),
    staffs: c.staffs.map((s) => buildStaff(s, title)),
  };
}

export function buildIndividualPayload(state: FastOrderState): FastIndividualPayload {
  const sizes = sizesOfType(state.measure, state.measure.measure_type);
  const category_array: FastCategory[] = state.categories.map((c) => ({
    ...techniquePart(c),
    wearing_style: c.wearing_style,
    size_info: buildSizeInfo(state.measure.measure_type, sizes[c.category_id], c.category_id),
  }));
  return {
    order_type: FAST_ORDER_TYPE.individual,
    demo_order: state.demo_order,
    process_id: state.process_id ?? 0,
    fabric_info: fabricInfo(state.fabric),
    user_info: { ...state.user_info, user_remark: state.user_info.user_remark || state.measure.remark },
    special_shape: buildSpecialShapes(state.special_shape),
    category_array,
  };
}

export function buildTeamPayload(state: FastOrderState): FastTeamPayload {
  const imported = state.upload.uploadType === UPLOAD_TYPE_IMPORT;
  return {
    order_type: FAST_ORDER_TYPE.team,
    product_code: state.product_code.trim(),
    demo_order: state.demo_order,
    process_id: state.process_id ?? 0,
    fabric_info: fabricInfo(state.fabric),
    user_info: { ...state.group_info },
    category_array: state.categories.map(techniquePart),
    configure: state.configs.map(buildConfigure),
    ...(imported ? { uploadType: UPLOAD_TYPE_IMPORT, size_template: state.upload.size_template } : {}),
  };
}

/** The add_order payload for the state's order type. */
export function buildFastOrderPayload(state: FastOrderState): FastOrderPayload {
  return state.order_type === FAST_ORDER_TYPE.team ? buildTeamPayload(state) : buildIndividualPayload(state);
}
