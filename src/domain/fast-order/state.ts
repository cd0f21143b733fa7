/**
 * The fast order form as the screen holds it (spec 2 §3 "Fast order state", "Fast user info",
 * "Group info", "Staff", "Configuration"). One state carries both the individual and the team
 * parts; `order_type` says which one `buildFastOrderPayload` sends, and switching to individual
 * clears the team part (`clearTeam`). Values the user has not entered yet are null or ''.
 */
import { DEMO_ORDER, FAST_FABRIC_TYPE, FAST_ORDER_TYPE, MEASURE_TYPE, STAFF_STATUS, type DemoOrder, type FastFabricType, type FastOrderType, type MeasureType, type StaffStatus } from './constants';
import type { FastGroupInfo, FastTechPhoto, FastUserInfo } from './payload';

export type FastTechItemState = {
  item_name: string;
  /** 1 text content, 2 photo choice. */
  item_type: 1 | 2;
  /** Text items: the text. Photo items: the `target` of the chosen photo ('' when none). */
  content: string;
  photos: FastTechPhoto[];
};

/**
 * One technique entry of a category's panel (spec 2 §3 "Technique entry"): `id` <= 0 is an empty
 * or cancelled entry; special techniques count only while `checked`.
 */
export type FastTechEntryState = {
  id: number;
  is_special: 0 | 1;
  checked: boolean;
  content: string;
  items: FastTechItemState[];
};

export type FastCategoryState = {
  category_id: number;
  cate_name: string;
  /** '' while no edition is chosen. */
  edition_number: string;
  /** Set when the edition was locked by a product code (editionDisabled). */
  edition_disabled: boolean;
  product_code: string;
  style_number: string;
  techniques: FastTechEntryState[];
  /** 1..4, null while not chosen (the shared block above the measurement tabs). */
  wearing_style: number | null;
};

/** One row of a measurement table; null is an empty input. */
export type SizeRowState = {
  body_item_id: number;
  body_item_name: string;
  /** Net body value (tab 1) — the grading table's measureValue. */
  body_item_net_value: number | null;
  /** Grading allowance (addSubValue). */
  body_item_diff_value: number | null;
  /** Base size (baseValue; for tab 3 the standard data). */
  body_base_value: number | null;
  /** Correction (modifyValue), 0.5 steps. */
  body_correct_value: number | null;
  body_item_correct_value: number | null;
  /** Finished garment value (tab 2). */
  body_item_clothes_value: number | null;
};

/** One category's table on one measurement tab. */
export type CategorySizeState = {
  size_shape_name: string;
  /** Tab 3: the chosen standard size, e.g. "170/88A"; '' while none. */
  size_value: string;
  size_name: string;
  rows: SizeRowState[];
};

/** The three measurement tabs, each keeping its own result per category id (spec 2 §4). */
export type FastMeasureState = {
  /** The tab the user is on decides what is sent. */
  measure_type: MeasureType;
  auto_grading: boolean;
  net: Record<number, CategorySizeState>;
  garment: Record<number, CategorySizeState>;
  standard: Record<number, CategorySizeState>;
  remark: string;
};

/** A body feature select; shape_item is the chosen level id, null while none. */
export type SpecialShapeState = { id: number; shape_name: string; shape_item: number | null };

export type StaffCategoryState = {
  category_id: number;
  cate_name: string;
  /** 1 净身量体, 2 成衣尺寸, 3 标准号; 0 while not chosen. */
  measuring_way: 0 | MeasureType;
  wearing_style: number | null;
  size: CategorySizeState;
};

export type FastStaffState = {
  /** Generated on the screen for new staff. */
  id: string | number;
  config_id: string | number;
  truename: string;
  gender_id: 1 | 2;
  department_name: string;
  height: number | null;
  weight: number | null;
  age: number | null;
  special_shape: SpecialShapeState[];
  category_array: StaffCategoryState[];
  other_requirement: string;
  status_id: StaffStatus;
};

export type FastConfigCategoryState = { category_id: number; cate_name: string; quantity: number };

export type FastConfigState = {
  id: string | number;
  /** Built from category names with quantities (`configTitle`). */
  title: string;
  name: string;
  category_array: FastConfigCategoryState[];
  staffs: FastStaffState[];
};

/** parcel_id: customer-supplied fabric taken from one of the account's parcels (optional). */
export type FastFabricState = { type_id: FastFabricType; fabric_num: string; composition: string; parcel_id?: number | null };

export type FastOrderState = {
  order_type: FastOrderType;
  demo_order: DemoOrder;
  categories: FastCategoryState[];
  fabric: FastFabricState;
  /** null while no processing grade is chosen. */
  process_id: number | null;
  /** Individual */
  user_info: FastUserInfo;
  special_shape: SpecialShapeState[];
  measure: FastMeasureState;
  /** Team */
  product_code: string;
  group_info: FastGroupInfo;
  configs: FastConfigState[];
  /** Import path: the stored name of the uploaded template, '' until uploaded. */
  upload: { uploadType: 0 | 1; size_template: string };
};

export function emptyUserInfo(): FastUserInfo {
  return {
    user_name: '',
    user_sex: 1,
    user_height: null,
    user_weight: null,
    user_mobilephone: '',
    user_address: '',
    user_ic: '',
    user_company_name: '',
    user_remark: '',
    delivery_date: '',
    company_name: '',
    contacts: '',
  };
}

export function emptyGroupInfo(): FastGroupInfo {
  return { company_name: '', contacts: '', user_mobilephone: '', user_address: '', delivery_date: '' };
}

export function emptyMeasureState(): FastMeasureState {
  return { measure_type: MEASURE_TYPE.net, auto_grading: false, net: {}, garment: {}, standard: {}, remark: '' };
}

export function emptyCategorySize(): CategorySizeState {
  return { size_shape_name: '', size_value: '', size_name: '', rows: [] };
}

export function emptySizeRow(body_item_id: number, body_item_name: string): SizeRowState {
  return {
    body_item_id,
    body_item_name,
    body_item_net_value: null,
    body_item_diff_value: null,
    body_base_value: null,
    body_correct_value: null,
    body_item_correct_value: null,
    body_item_clothes_value: null,
  };
}

export function emptyFastOrderState(orderType: FastOrderType = FAST_ORDER_TYPE.individual): FastOrderState {
  return {
    order_type: orderType,
    demo_order: DEMO_ORDER.quick,
    categories: [],
    fabric: { type_id: FAST_FABRIC_TYPE.domestic, fabric_num: '', composition: '' },
    process_id: null,
    user_info: emptyUserInfo(),
    special_shape: [],
    measure: emptyMeasureState(),
    product_code: '',
    group_info: emptyGroupInfo(),
    configs: [],
    upload: { uploadType: 0, size_template: '' },
  };
}

export function emptyStaff(id: string | number, config: FastConfigState): FastStaffState {
  return {
    id,
    config_id: config.id,
    truename: '',
    gender_id: 1,
    department_name: '',
    height: null,
    weight: null,
    age: null,
    special_shape: [],
    category_array: config.category_array
      .filter((c) => c.quantity > 0)
      .map((c) => ({ category_id: c.category_id, cate_name: c.cate_name, measuring_way: 0, wearing_style: null, size: emptyCategorySize() })),
    other_requirement: '',
    status_id: STAFF_STATUS.waiting,
  };
}

/** Switching from team to individual (after the user confirmed) clears the staff data (spec 2 §4). */
export function clearTeam(state: FastOrderState): FastOrderState {
  return { ...state, order_type: FAST_ORDER_TYPE.individual, product_code: '', group_info: emptyGroupInfo(), configs: [], upload: { uploadType: 0, size_template: '' } };
}

/** A configuration's title: its categories with quantities, e.g. "西服上衣×1, 西裤×2" (zero quantities left out). */
export function configTitle(categories: readonly FastConfigCategoryState[]): string {
  return categories
    .filter((c) => c.quantity > 0)
    .map((c) => `${c.cate_name}×${c.quantity}`)
    .join(', ');
}

/** The tab's result for a measure type. */
export function sizesOfType(measure: FastMeasureState, type: MeasureType): Record<number, CategorySizeState> {
  return type === MEASURE_TYPE.net ? measure.net : type === MEASURE_TYPE.garment ? measure.garment : measure.standard;
}
