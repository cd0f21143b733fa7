/**
 * The catalogue as one snapshot: what the server stores, the browser mirrors into Dexie and the
 * rules worker computes from. Field names follow the spec's wire names (edition_number,
 * default_tech_result, clash_tech_ids, item_name, shape_name ...). Money is integer fen.
 * Every name is bilingual: `name` is Chinese, `name_en` English.
 */

export type GenderId = 0 | 1 | 2;
/** 1 outer (外观), 2 inner (内部), 3 fabric-dependent / BOM. */
export type TechTypeId = 1 | 2 | 3;
/** 1 domestic, 3 imported; 2 (customer-supplied) never appears in the catalogue. */
export type FabricTypeId = 1 | 3;
export type WearingStyleId = 1 | 2 | 3 | 4;
export type BodyTypeCode = 'Y' | 'A' | 'B' | 'C';
/** Which girth names a standard size: chest for tops (5·4 series), waist for bottoms (5·2 series). */
export type SizeKind = 'top' | 'bottom';

export type Series = { id: number; name: string; name_en: string };

export type Category = {
  id: number;
  name: string;
  name_en: string;
  gender_id: GenderId;
  series_ids: number[];
  size_kind: SizeKind;
  /** Fabric needed for one piece, metres (the BOM's unit consumption). */
  unit_consumption: number;
  sort: number;
};

export type Edition = {
  id: number;
  category_id: number;
  edition_number: string;
  name: string;
  name_en: string;
  series_id: number;
  /** Technique ids the edition starts with, one per technique group. */
  default_tech_result: number[];
  /** Technique ids that cannot be used with this edition. */
  clash_tech_ids: number[];
  /** Added to the standard size chart's base values, per body item id (a slim cut has less ease). */
  size_offsets: Record<string, number>;
};

export type TechType = { id: TechTypeId; name: string; name_en: string };

/** A position on the garment (lapel, vent, lining ...): one technique per group is chosen. */
export type TechGroup = {
  id: number;
  category_id: number;
  type_id: TechTypeId;
  name: string;
  name_en: string;
  is_required: 0 | 1;
  /** 1: the group lists special techniques, checked independently (one per type). */
  is_special: 0 | 1;
  sort: number;
};

export type TechPhoto = { name: string; name_en: string; target: string };
/** item_type 1: text content (e.g. a monogram), 2: photo choice. */
export type TechItem = { item_name: string; item_name_en: string; item_type: 1 | 2; content: string; photos: TechPhoto[] };

export type Technique = {
  id: number;
  category_id: number;
  group_id: number;
  type_id: TechTypeId;
  tech_code: string;
  tech_name: string;
  tech_name_en: string;
  price_fen: number;
  is_special: 0 | 1;
  allow_content: 0 | 1;
  allow_more: 0 | 1;
  is_modifiable: 0 | 1;
  items: TechItem[];
  sort: number;
};

/**
 * One row of the clash table, owned by `tech_id`: once it is chosen, the `clash_tech_ids` cannot be
 * chosen; choosing it removes them. Choosing it also brings in `relation_tech_ids`, replacing what
 * was chosen in their groups.
 */
export type TechClash = { tech_id: number; clash_tech_ids: number[]; relation_tech_ids: number[]; context: string; context_en: string };

export type ProcessPrice = { category_id: number; price_fen: number };
export type Process = { id: number; process_name: string; name_en: string; prices: ProcessPrice[]; sort: number };

export type Fabric = {
  id: number;
  fabric_num: string;
  type_id: FabricTypeId;
  series_id: number;
  category_ids: number[];
  name: string;
  name_en: string;
  composition: string;
  composition_en: string;
  colour: string;
  colour_en: string;
  colour_hex: string;
  pattern: FabricPattern;
  weight_gsm: number;
  /** URL of the generated texture under /textures/. */
  texture: string;
};

export type FabricPattern = 'plain' | 'twill' | 'pinstripe' | 'chalkstripe' | 'check' | 'herringbone' | 'birdseye' | 'oxford' | 'poplin';

export type BodyItem = { id: number; item_name: string; name_en: string };

/** A body item as measured for one category, with its accepted range in cm. */
export type CategoryItem = { category_id: number; item_id: number; is_required: 0 | 1; min_value: number; max_value: number; sort: number };

export type WearingStyle = { id: WearingStyleId; name: string; name_en: string };

export type SpecialShapeLevel = { id: number; name: string; name_en: string; value: number };
export type SpecialShape = { id: number; shape_name: string; name_en: string; category_ids: number[]; items: SpecialShapeLevel[] };

/** Chest-minus-waist range (cm) of a GB/T 1335 body type. */
export type BodyTypeRange = { code: BodyTypeCode; drop_min: number; drop_max: number };

export type SizeChartItem = {
  item_id: number;
  /** Base (finished) value of the centre size. */
  centre: number;
  /** Added per height step (5 cm). */
  per_height: number;
  /** Added per girth step (4 cm in the 5·4 series, 2 cm in 5·2). */
  per_girth: number;
  /** Added for each body type Y, A, B, C. */
  per_type: Record<BodyTypeCode, number>;
};

/**
 * A standard size chart grounded in GB/T 1335: sizes are height/girth plus body type
 * (e.g. 170/88A); heights step by 5 cm, girths by 4 (5·4) or 2 (5·2). Stored as the centre size
 * and the steps, and expanded on demand, so the mirrored snapshot stays small.
 */
export type SizeChart = {
  id: number;
  category_id: number;
  gender_id: 1 | 2;
  size_name: string;
  series: '5·4' | '5·2';
  key_item_id: number;
  height: { min: number; max: number; step: 5; centre: number };
  girth: { min: number; max: number; step: 2 | 4; centre: number };
  body_types: BodyTypeRange[];
  items: SizeChartItem[];
};

/** Ease (cm) added to the net body value, per wearing style 1..4, for one item of one category. */
export type GradingRule = { category_id: number; item_id: number; ease: [number, number, number, number] };

export type Product = {
  product_code: string;
  category_id: number;
  edition_id: number;
  fabric_num: string;
  process_id: number;
  tech_ids: number[];
};

export type Style = { id: number; style_number: string; category_id: number; edition_id: number; tech_ids: number[] };

export type CatalogueSnapshot = {
  /** Changes whenever any catalogue row changes; the mirror compares it. */
  version: string;
  series: Series[];
  categories: Category[];
  editions: Edition[];
  tech_types: TechType[];
  tech_groups: TechGroup[];
  techniques: Technique[];
  clashes: TechClash[];
  processes: Process[];
  fabrics: Fabric[];
  body_items: BodyItem[];
  category_items: CategoryItem[];
  wearing_styles: WearingStyle[];
  special_shapes: SpecialShape[];
  size_charts: SizeChart[];
  grading_rules: GradingRule[];
  products: Product[];
  styles: Style[];
};
