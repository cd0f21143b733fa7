/** Kysely types of the catalogue tables (migration 0002) merged into the shared Database. */
import type { Generated } from 'kysely';
import type { Json, Timestamp, WithDefault } from '../../db/columns';
import type {
  BodyItem,
  Category,
  CategoryItem,
  Edition,
  Fabric,
  GradingRule,
  Process,
  ProcessPrice,
  Product,
  Series,
  SizeChart,
  SpecialShape,
  Style,
  TechClash,
  TechGroup,
  Technique,
  TechType,
  WearingStyle,
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
export type CatSeriesTable = Stored<Series>;
export type CatCategoriesTable = Stored<Category>;
export type CatEditionsTable = Stored<Edition>;
export type CatTechTypesTable = Stored<TechType>;
export type CatTechGroupsTable = Stored<TechGroup>;
export type CatTechniquesTable = Stored<Technique>;
export type CatTechClashesTable = Stored<TechClash>;
export type CatProcessesTable = Stored<Omit<Process, 'prices'>>;
export type CatProcessPricesTable = Stored<ProcessPrice & { process_id: number }>;
export type CatFabricsTable = Stored<Fabric>;
export type CatBodyItemsTable = Stored<BodyItem>;
export type CatCategoryItemsTable = Stored<CategoryItem>;
export type CatWearingStylesTable = Stored<WearingStyle>;
export type CatSpecialShapesTable = Stored<SpecialShape>;
export type CatSizeChartsTable = Stored<SizeChart>;
export type CatGradingRulesTable = Stored<GradingRule>;
export type CatProductsTable = Stored<Product>;
export type CatStylesTable = Stored<Style>;
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
