/** Table types of migration 0011_sales_reports, merged into the shared Database interface. */
import type { ColumnType, Generated } from 'kysely';
import type { JsonWithDefault, Timestamp, WithDefault } from '../../db/columns';

type Day = ColumnType<string, string, string>;

export type SalesReportsTable = {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** date: written as 'YYYY-MM-DD'; read through to_char. */
  start_date: Day;
  end_date: Day;
  group_by: WithDefault<string>;
  order_types: JsonWithDefault<number[]>;
  category_ids: JsonWithDefault<number[]>;
  shop_ids: JsonWithDefault<number[]>;
  staff_ids: JsonWithDefault<number[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    sales_reports: SalesReportsTable;
  }
}
