/** Table types of migration 0011_sales_reports, merged into the shared Database interface. */
import type { Generated } from 'kysely';
import type { Day, JsonWithDefault, Timestamp, WithDefault } from '../../db/columns';

export type SalesReportsTable = {
  id: Generated<number>;
  owner_id: number;
  name: string;
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
