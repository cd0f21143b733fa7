/** Table types of migration 0017_custom_products (product codes and style numbers sellers add), merged into the shared Database interface. */
import type { Json, Timestamp } from '../../db/columns';

/** One category of a seller's product code, as it was defined when the code was added. */
export type CustomGoods = {
  category_id: number;
  style_number: string;
  edition_id: number;
  fabric_num: string;
  process_id: number;
  tech_ids: number[];
};

export type CustomStylesTable = { style_number: string; owner_id: number; category_id: number; edition_id: number; tech_ids: Json<number[]>; created_at: Timestamp };
export type CustomProductsTable = { product_code: string; owner_id: number; source_code: string; goods: Json<CustomGoods[]>; created_at: Timestamp };

declare module '../../db/schema' {
  interface Database {
    custom_styles: CustomStylesTable;
    custom_products: CustomProductsTable;
  }
}
