/** Kysely types of the catalogue tables (migration 0002) merged into the shared Database. */
import type { Generated } from 'kysely';
import type { Json, Timestamp, WithDefault } from '../../db/columns';
import type * as C from '@/domain/catalogue/types';

/**
 * The row of a catalogue type as stored: lists and records are jsonb, and the narrow unions of the
 * domain (0 | 1, a pattern name) are plain integer and text columns. One shape, declared once in
 * src/domain/catalogue/types.ts.
 */
type Stored<T> = {
  [K in keyof T]-?: T[K] extends readonly unknown[] | Record<string, unknown> ? Json<T[K]> : T[K] extends number ? number : T[K] extends string ? string : T[K];
};

/** Each catalogue table and the domain type its row stores. */
type CatalogueRows = {
  cat_series: C.Series;
  cat_categories: C.Category;
  cat_editions: C.Edition;
  cat_tech_types: C.TechType;
  cat_tech_groups: C.TechGroup;
  cat_techniques: C.Technique;
  cat_tech_clashes: C.TechClash;
  cat_processes: Omit<C.Process, 'prices'>;
  cat_process_prices: C.ProcessPrice & { process_id: number };
  cat_fabrics: C.Fabric;
  cat_body_items: C.BodyItem;
  cat_category_items: C.CategoryItem;
  cat_wearing_styles: C.WearingStyle;
  cat_special_shapes: C.SpecialShape;
  cat_size_charts: C.SizeChart;
  cat_grading_rules: C.GradingRule;
  cat_products: C.Product;
  cat_styles: C.Style;
};
type CatalogueTables = { [Table in keyof CatalogueRows]: Stored<CatalogueRows[Table]> };

export type CatMetaTable = { key: string; value: string };
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
  interface Database extends CatalogueTables {
    cat_meta: CatMetaTable;
    common_styles: CommonStylesTable;
  }
}
