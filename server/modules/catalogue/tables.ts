/** Kysely types of the catalogue tables (migration 0002) merged into the shared Database. */
import type { ColumnType, Generated } from 'kysely';
import type {
  BodyTypeRange,
  SizeChart,
  SizeChartItem,
  SpecialShapeLevel,
  TechItem,
} from '@/domain/catalogue/types';

/** jsonb: read as the parsed value, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

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
export type CatTechTypesTable = { id: number; name: string; name_en: string };
export type CatTechGroupsTable = {
  id: number;
  category_id: number;
  type_id: number;
  name: string;
  name_en: string;
  is_required: number;
  is_special: number;
  sort: number;
};
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
export type CatFabricsTable = {
  id: number;
  fabric_num: string;
  type_id: number;
  series_id: number;
  category_ids: Json<number[]>;
  name: string;
  name_en: string;
  composition: string;
  composition_en: string;
  colour: string;
  colour_en: string;
  colour_hex: string;
  pattern: string;
  weight_gsm: number;
  texture: string;
};
export type CatBodyItemsTable = { id: number; item_name: string; name_en: string };
export type CatCategoryItemsTable = {
  category_id: number;
  item_id: number;
  is_required: number;
  min_value: number;
  max_value: number;
  sort: number;
};
export type CatWearingStylesTable = { id: number; name: string; name_en: string };
export type CatSpecialShapesTable = {
  id: number;
  shape_name: string;
  name_en: string;
  category_ids: Json<number[]>;
  items: Json<SpecialShapeLevel[]>;
};
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
  style_number: ColumnType<string, string | undefined, string>;
  tech_ids: Json<number[]>;
  is_common: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
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
