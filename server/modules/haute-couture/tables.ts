/** Table types of migration 0013_haute_couture, merged into the shared Database interface. */
import type { Generated } from 'kysely';
import type { JsonWithDefault, Timestamp, WithDefault } from '../../db/columns';
import type { CoutureTaskValues } from '@/domain/haute-couture/contract';

export type CoutureTasksTable = {
  id: Generated<number>;
  uid: string;
  owner_id: number;
  updated_by: number;
  cust_name: string;
  gender_id: number;
  company: WithDefault<string>;
  phone: WithDefault<string>;
  /** A date column, read through to_char as YYYY-MM-DD. */
  delivery_date: WithDefault<string | null>;
  store: WithDefault<string>;
  measurer: WithDefault<string>;
  remark: WithDefault<string>;
  clear_dimension: JsonWithDefault<CoutureTaskValues['clear_dimension']>;
  special_items: JsonWithDefault<CoutureTaskValues['special_items']>;
  size_alterations: JsonWithDefault<CoutureTaskValues['size_alterations']>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    couture_tasks: CoutureTasksTable;
  }
}
