/**
 * The fast purchase form (spec 2 §3 "Fast order state", §4 "Fast flow") as the screen holds it: raw
 * input text and the rules worker's answers (the domain's parsed `FastOrderState` is derived from it
 * once, by `toDomainState`). One reducer holding the
 * whole screen, so a submit, a reset and the individual/team switch each are one action. Pure: the
 * technique states inside come from the rules worker, the reducer only stores them.
 */
import { emptyUserInfo, type FastStaffState } from '@/domain/fast-order';
import type { TechState } from '@/domain/rules/technique';

export type OrderType = 1 | 2;
export type DemoOrder = 0 | 1;
/** 1 domestic, 3 imported, 2 customer-supplied (spec 2 §9). */
export type FabricSource = 1 | 2 | 3;
/** 1 net body, 2 finished garment, 3 standard size (spec 2 §3 Measurement). */
export type MeasureType = 1 | 2 | 3;

export type FastCategory = {
  category_id: number;
  tech: TechState | null;
  /** Where the techniques came from, sent as product_code / style_number. */
  product_code: string;
  style_number: string;
  /** Text and photo choices of techniques that carry items (e.g. a monogram), by technique id. */
  details: Record<number, TechDetail>;
};

/** `content` is the technique's free text; `items` the content of each item by item name (text, or the chosen photo's target). */
export type TechDetail = { content: string; items: Record<string, string> };

/** parcel_id: the customer-supplied parcel the fabric comes from (source 2 only), or null. */
export type FabricInfo = { type_id: FabricSource; fabric_num: string; composition: string; texture: string; parcel_id: number | null };

export type FastUserInfo = {
  /** The customer picked from customer management; typing another name or phone lets it go. */
  customer_id?: number | null;
  user_name: string;
  user_sex: 1 | 2;
  user_height: string;
  user_weight: string;
  user_mobilephone: string;
  user_address: string;
  user_ic: string;
  user_company_name: string;
  user_remark: string;
  /** YYYY-MM-DD HH:mm:ss */
  delivery_date: string;
};

/** One category's measurements; values are the raw input text, checked on blur by the rules. */
export type CategoryMeasure = {
  wearing_style: number | null;
  net: Record<number, string>;
  /** Net body: grading correction per item (0.5 steps). */
  netCorrection: Record<number, number>;
  garment: Record<number, string>;
  garmentCorrection: Record<number, number>;
  /**
   * Standard size: the chosen size (e.g. 170/88A) and the correction per item. Its standard data
   * is always read from the catalogue (`standardSizeOf`), so it follows the edition and gender.
   */
  size_value: string;
  size_name: string;
  standardCorrection: Record<number, number>;
};

/** Auto grading allowances: category id -> item id -> allowance. */
export type Grades = Record<number, Record<number, number>>;

export type MeasureState = {
  type: MeasureType;
  autoGrading: boolean;
  /** Body feature (special shape id) -> chosen level id. */
  shapes: Record<number, number | null>;
  perCategory: Record<number, CategoryMeasure>;
  /** Auto grading results (rules worker): category id -> item id -> allowance. */
  grades: Grades;
  remark: string;
};

export type GroupInfo = { company_name: string; contacts: string; user_mobilephone: string; user_address: string; delivery_date: string };

/** An employee as the domain keeps them (numbers parsed, measuring way per category). */
export type Staff = FastStaffState & { id: string; config_id: string };

export type ConfigCategory = { category_id: number; quantity: number };
export type TeamConfig = { id: string; category_array: ConfigCategory[] };

export type TeamUpload = { file_name: string; size_template: string };

export type TeamState = {
  configs: TeamConfig[];
  activeConfig: string | null;
  staffs: Staff[];
  group: GroupInfo;
  upload: TeamUpload | null;
};

export type FastOrderForm = {
  order_type: OrderType;
  demo_order: DemoOrder;
  categories: FastCategory[];
  activeCategory: number | null;
  fabric: FabricInfo;
  process_id: number | null;
  user: FastUserInfo;
  measure: MeasureState;
  team: TeamState;
};

/** The domain's blank customer, with the screen's text for the numbers and without the team's company fields. */
export const emptyUser = (): FastUserInfo => {
  const { company_name: _company, contacts: _contacts, ...blank } = emptyUserInfo();
  return { ...blank, user_height: '', user_weight: '' };
};

export const emptyCategoryMeasure = (): CategoryMeasure => ({
  wearing_style: null,
  net: {},
  netCorrection: {},
  garment: {},
  garmentCorrection: {},
  size_value: '',
  size_name: '',
  standardCorrection: {},
});

const emptyTeam = (): TeamState => ({
  configs: [],
  activeConfig: null,
  staffs: [],
  group: { company_name: '', contacts: '', user_mobilephone: '', user_address: '', delivery_date: '' },
  upload: null,
});

export function initialFastOrderForm(): FastOrderForm {
  return {
    order_type: 1,
    demo_order: 0,
    categories: [],
    activeCategory: null,
    fabric: { type_id: 1, fabric_num: '', composition: '', texture: '', parcel_id: null },
    process_id: null,
    user: emptyUser(),
    measure: { type: 1, autoGrading: false, shapes: {}, perCategory: {}, grades: {}, remark: '' },
    team: emptyTeam(),
  };
}

export type FastOrderAction =
  | { type: 'reset' }
  | { type: 'restore'; state: FastOrderForm }
  | { type: 'setOrderType'; order_type: OrderType }
  | { type: 'setDemoOrder'; demo_order: DemoOrder }
  | { type: 'addCategory'; category_id: number; tech: TechState | null }
  | { type: 'removeCategory'; category_id: number }
  | { type: 'setActiveCategory'; category_id: number }
  | { type: 'setTech'; category_id: number; tech: TechState; product_code?: string; style_number?: string }
  /** A category's empty panel from the rules worker: kept only while the category has none yet. */
  | { type: 'startTech'; category_id: number; tech: TechState }
  | { type: 'setTechDetail'; category_id: number; tech_id: number; detail: TechDetail }
  | { type: 'setFabricSource'; type_id: FabricSource }
  | { type: 'setFabric'; fabric: Partial<FabricInfo> }
  | { type: 'setProcess'; process_id: number | null }
  | { type: 'setUser'; patch: Partial<FastUserInfo> }
  | { type: 'setMeasureType'; measureType: MeasureType }
  | { type: 'setAutoGrading'; on: boolean }
  | { type: 'setShape'; shape_id: number; level_id: number | null }
  | { type: 'setCategoryMeasure'; category_id: number; patch: Partial<CategoryMeasure> }
  | { type: 'setNetValue'; category_id: number; item_id: number; value: string }
  | { type: 'setRemark'; remark: string }
  | { type: 'setGrades'; grades: Grades }
  | { type: 'addConfig'; config: TeamConfig }
  | { type: 'removeConfig'; id: string }
  | { type: 'setActiveConfig'; id: string }
  | { type: 'saveStaff'; staff: Staff }
  | { type: 'removeStaff'; id: string }
  | { type: 'addStaffs'; staffs: Staff[]; upload: TeamUpload | null }
  | { type: 'moveStaffs'; ids: string[]; config_id: string }
  | { type: 'setGroup'; patch: Partial<GroupInfo> };

/**
 * Whether switching the order type would throw away what was entered (setOrderType keeps only the
 * fabric and the demo-order mode): the team's configurations, staff and company, or the
 * individual's categories, customer and measurements. The screen asks first when it would.
 */
export function switchLosesData(state: FastOrderForm): boolean {
  if (state.categories.length > 0) return true;
  if (state.order_type === 2) {
    return state.team.configs.length > 0 || state.team.staffs.length > 0 || Object.values(state.team.group).some((v) => v.trim() !== '');
  }
  const userFilled = Object.entries(state.user).some(([k, v]) => k !== 'user_sex' && String(v).trim() !== '');
  const measured = Object.keys(state.measure.perCategory).length > 0 || Object.values(state.measure.shapes).some((v) => v !== null) || state.measure.remark.trim() !== '';
  return userFilled || measured;
}

/** Categories of the team configurations, in first-seen order: they drive the technique panels in team mode. */
export function teamCategoryIds(configs: readonly TeamConfig[]): number[] {
  const ids: number[] = [];
  for (const c of configs) for (const cat of c.category_array) if (cat.quantity > 0 && !ids.includes(cat.category_id)) ids.push(cat.category_id);
  return ids;
}

function withCategories(state: FastOrderForm, ids: readonly number[]): FastOrderForm {
  const kept = state.categories.filter((c) => ids.includes(c.category_id));
  const added = ids.filter((id) => !kept.some((c) => c.category_id === id)).map((id) => ({ category_id: id, tech: null, product_code: '', style_number: '', details: {} }));
  const categories = [...kept, ...added];
  const activeCategory = categories.some((c) => c.category_id === state.activeCategory) ? state.activeCategory : (categories[0]?.category_id ?? null);
  // spec 2 §4: a change of the category list clears the chosen processing grade.
  const process_id = categories.length === state.categories.length && added.length === 0 ? state.process_id : null;
  return { ...state, categories, activeCategory, process_id };
}

/** The neighbour selected after removing a category (spec 2 §4): the next one, else the previous one. */
function neighbourOf(categories: readonly FastCategory[], removed: number): number | null {
  const i = categories.findIndex((c) => c.category_id === removed);
  const rest = categories.filter((c) => c.category_id !== removed);
  return rest[Math.min(i, rest.length - 1)]?.category_id ?? null;
}

export function fastOrderReducer(state: FastOrderForm, action: FastOrderAction): FastOrderForm {
  switch (action.type) {
    case 'reset':
      return initialFastOrderForm();
    case 'restore':
      return action.state;
    case 'setOrderType':
      if (action.order_type === state.order_type) return state;
      // Switching to individual clears the staff data; switching to team clears the categories,
      // customer and measurements and starts from the configurations, which then decide the
      // categories. The screen asks first either way (switchLosesData).
      return { ...initialFastOrderForm(), order_type: action.order_type, demo_order: state.demo_order, fabric: state.fabric };
    case 'setDemoOrder':
      return { ...state, demo_order: action.demo_order };
    case 'addCategory': {
      if (state.categories.some((c) => c.category_id === action.category_id)) return { ...state, activeCategory: action.category_id };
      const categories = [...state.categories, { category_id: action.category_id, tech: action.tech, product_code: '', style_number: '', details: {} }];
      return { ...state, categories, activeCategory: action.category_id, process_id: null };
    }
    case 'removeCategory': {
      if (!state.categories.some((c) => c.category_id === action.category_id)) return state;
      const activeCategory = state.activeCategory === action.category_id ? neighbourOf(state.categories, action.category_id) : state.activeCategory;
      const perCategory = { ...state.measure.perCategory };
      delete perCategory[action.category_id];
      return {
        ...state,
        categories: state.categories.filter((c) => c.category_id !== action.category_id),
        activeCategory,
        process_id: null,
        measure: { ...state.measure, perCategory },
      };
    }
    case 'setActiveCategory':
      return { ...state, activeCategory: action.category_id };
    case 'setTech':
      return {
        ...state,
        categories: state.categories.map((c) =>
          c.category_id === action.category_id
            ? { ...c, tech: action.tech, product_code: action.product_code ?? c.product_code, style_number: action.style_number ?? c.style_number }
            : c,
        ),
      };
    case 'startTech':
      // The worker's answer can come after another one for the same category, or after the
      // person's first choice in its panel: neither is overwritten with an empty panel.
      return {
        ...state,
        categories: state.categories.map((c) => (c.category_id === action.category_id && c.tech === null ? { ...c, tech: action.tech } : c)),
      };
    case 'setTechDetail':
      return {
        ...state,
        categories: state.categories.map((c) => (c.category_id === action.category_id ? { ...c, details: { ...c.details, [action.tech_id]: action.detail } } : c)),
      };
    case 'setFabricSource':
      // spec 2 §4: changing the fabric source clears number, texture and composition.
      return { ...state, fabric: { type_id: action.type_id, fabric_num: '', composition: '', texture: '', parcel_id: null } };
    case 'setFabric':
      return { ...state, fabric: { ...state.fabric, ...action.fabric } };
    case 'setProcess':
      return { ...state, process_id: action.process_id };
    case 'setUser':
      return { ...state, user: { ...state.user, ...action.patch } };
    case 'setMeasureType':
      return { ...state, measure: { ...state.measure, type: action.measureType } };
    case 'setAutoGrading':
      return { ...state, measure: { ...state.measure, autoGrading: action.on } };
    case 'setShape':
      return { ...state, measure: { ...state.measure, shapes: { ...state.measure.shapes, [action.shape_id]: action.level_id } } };
    case 'setCategoryMeasure': {
      const current = state.measure.perCategory[action.category_id] ?? emptyCategoryMeasure();
      return {
        ...state,
        measure: { ...state.measure, perCategory: { ...state.measure.perCategory, [action.category_id]: { ...current, ...action.patch } } },
      };
    }
    case 'setNetValue': {
      // The same person's body: a value typed for one category fills the same item of the
      // other categories where it is still empty.
      const perCategory: Record<number, CategoryMeasure> = { ...state.measure.perCategory };
      for (const c of state.categories) {
        const m = perCategory[c.category_id] ?? emptyCategoryMeasure();
        if (c.category_id === action.category_id) perCategory[c.category_id] = { ...m, net: { ...m.net, [action.item_id]: action.value } };
        else if (action.value && !m.net[action.item_id]) perCategory[c.category_id] = { ...m, net: { ...m.net, [action.item_id]: action.value } };
      }
      return { ...state, measure: { ...state.measure, perCategory } };
    }
    case 'setGrades':
      return { ...state, measure: { ...state.measure, grades: action.grades } };
    case 'setRemark':
      return { ...state, measure: { ...state.measure, remark: action.remark } };
    case 'addConfig': {
      const configs = [...state.team.configs, action.config];
      return withCategories({ ...state, team: { ...state.team, configs, activeConfig: action.config.id } }, teamCategoryIds(configs));
    }
    case 'removeConfig': {
      const configs = state.team.configs.filter((c) => c.id !== action.id);
      const staffs = state.team.staffs.filter((s) => s.config_id !== action.id);
      const activeConfig = state.team.activeConfig === action.id ? (configs[0]?.id ?? null) : state.team.activeConfig;
      return withCategories({ ...state, team: { ...state.team, configs, staffs, activeConfig } }, teamCategoryIds(configs));
    }
    case 'setActiveConfig':
      return { ...state, team: { ...state.team, activeConfig: action.id } };
    case 'saveStaff': {
      const exists = state.team.staffs.some((s) => s.id === action.staff.id);
      const staffs = exists ? state.team.staffs.map((s) => (s.id === action.staff.id ? action.staff : s)) : [...state.team.staffs, action.staff];
      return { ...state, team: { ...state.team, staffs } };
    }
    case 'removeStaff':
      return { ...state, team: { ...state.team, staffs: state.team.staffs.filter((s) => s.id !== action.id) } };
    case 'addStaffs':
      return { ...state, team: { ...state.team, staffs: [...state.team.staffs, ...action.staffs], upload: action.upload ?? state.team.upload } };
    case 'moveStaffs':
      return {
        ...state,
        team: { ...state.team, staffs: state.team.staffs.map((s) => (action.ids.includes(s.id) ? { ...s, config_id: action.config_id } : s)) },
      };
    case 'setGroup':
      return { ...state, team: { ...state.team, group: { ...state.team.group, ...action.patch } } };
  }
}
