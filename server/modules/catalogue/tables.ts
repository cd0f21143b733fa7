/** Kysely types of the catalogue tables (migration 0002) merged into the shared Database. */
import type { Generated } from 'kysely';
import type { Json, Timestamp, WithDefault } from '../../db/columns';
import type {
  BodyItem,
  BodyTypeRange,
  CategoryItem,
  Fabric,
  SpecialShape,
  TechGroup,
  TechType,
  WearingStyle,
  SizeChart,
  SizeChartItem,
  TechItem,
} from '@/domain/catalogue/types';


/**
 * The row of a catalogue type as stored: lists and records are jsonb, and the narrow unions of the
 * domain (0 | 1, a pattern name) are plain integer and text columns. One shape, declared once in
 * src/domain/catalogue/types.ts.
 */
type Stored<T> = {
  [K in keyof T]-?: T[K] extends readonly unknown[] | Record<string, unknown> ? Json<T[K]> : T[K] extends number ? number : T[K] extends string ? string : T[K];
};

export type CatMetaTable = { key: string; value: string };
export type CatSeriesTable = { id: number; name: string; name_en: string };
export type CatCategoriesTable = {
  id: number;
  name: string;
  name_en: string;
  gender_id: number;
  series_ids: Json<number[]>;
  size_kind: string;
  unit_consumption: number;
  sort: number;
};
export type CatEditionsTable = {
  id: number;
  category_id: number;
  edition_number: string;
  name: string;
  name_en: string;
  series_id: number;
  default_tech_result: Json<number[]>;
  clash_tech_ids: Json<number[]>;
  size_offsets: Json<Record<string, number>>;
};
export type CatTechTypesTable = Stored<TechType>;
export type CatTechGroupsTable = Stored<TechGroup>;
export type CatTechniquesTable = {
  id: number;
  category_id: number;
  group_id: number;
  type_id: number;
  tech_code: string;
  tech_name: string;
  tech_name_en: string;
  price_fen: number;
  is_special: number;
  allow_content: number;
  allow_more: number;
  is_modifiable: number;
  items: Json<TechItem[]>;
  sort: number;
};
export type CatTechClashesTable = {
  tech_id: number;
  clash_tech_ids: Json<number[]>;
  relation_tech_ids: Json<number[]>;
  context: string;
  context_en: string;
};
export type CatProcessesTable = { id: number; process_name: string; name_en: string; sort: number };
export type CatProcessPricesTable = { process_id: number; category_id: number; price_fen: number };
export type CatFabricsTable = Stored<Fabric>;
export type CatBodyItemsTable = Stored<BodyItem>;
export type CatCategoryItemsTable = Stored<CategoryItem>;
export type CatWearingStylesTable = Stored<WearingStyle>;
export type CatSpecialShapesTable = Stored<SpecialShape>;
export type CatSizeChartsTable = {
  id: number;
  category_id: number;
  gender_id: number;
  size_name: string;
  series: string;
  key_item_id: number;
  height: Json<SizeChart['height']>;
  girth: Json<SizeChart['girth']>;
  body_types: Json<BodyTypeRange[]>;
  items: Json<SizeChartItem[]>;
};
export type CatGradingRulesTable = { category_id: number; item_id: number; ease: Json<[number, number, number, number]> };
export type CatProductsTable = {
  product_code: string;
  category_id: number;
  edition_id: number;
  fabric_num: string;
  process_id: number;
  tech_ids: Json<number[]>;
};
export type CatStylesTable = { id: number; style_number: string; category_id: number; edition_id: number; tech_ids: Json<number[]> };
export type CommonStylesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  category_id: number;
  edition_id: number | null;
  series_id: number | null;
  style_number: WithDefault<string>;
  tech_ids: Json<number[]>;
  is_common: WithDefault<number>;
  created_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    cat_meta: CatMetaTable;
    cat_series: CatSeriesTable;
    cat_categories: CatCategoriesTable;
    cat_editions: CatEditionsTable;
    cat_tech_types: CatTechTypesTable;
    cat_tech_groups: CatTechGroupsTable;
    cat_techniques: CatTechniquesTable;
    cat_tech_clashes: CatTechClashesTable;
    cat_processes: CatProcessesTable;
    cat_process_prices: CatProcessPricesTable;
    cat_fabrics: CatFabricsTable;
    cat_body_items: CatBodyItemsTable;
    cat_category_items: CatCategoryItemsTable;
    cat_wearing_styles: CatWearingStylesTable;
    cat_special_shapes: CatSpecialShapesTable;
    cat_size_charts: CatSizeChartsTable;
    cat_grading_rules: CatGradingRulesTable;
    cat_products: CatProductsTable;
    cat_styles: CatStylesTable;
    common_styles: CommonStylesTable;
  }
}
