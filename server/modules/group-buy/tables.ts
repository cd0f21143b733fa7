/** Table types of migration 0018_group_orders, merged into the shared Database interface. */
import type { Generated } from 'kysely';
import type { Json, JsonWithDefault, Timestamp, WithDefault } from '../../db/columns';
import type { GroupGoods, SizeOverrideInput } from '@/domain/group-buy/contract';

export type GroupOrdersTable = {
  id: Generated<number>;
  owner_id: number;
  stage: WithDefault<number>;
  company_customer_id: number | null;
  company_name: string;
  contacts: string;
  user_mobilephone: string;
  user_address: WithDefault<string>;
  delivery_date: WithDefault<string>;
  other_requirement: WithDefault<string>;
  prepay_fen: WithDefault<number>;
  fabric_type_id: number;
  /** The customer-supplied parcel its fabric comes from (migration 0021). */
  fabric_parcel_id: WithDefault<number | null>;
  goods: Json<GroupGoods[]>;
  size_overrides: JsonWithDefault<SizeOverrideInput[]>;
  measuring_task_id: WithDefault<number | null>;
  order_id: WithDefault<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type GroupOrderMovesTable = {
  id: Generated<number>;
  group_order_id: number;
  from_stage: number | null;
  to_stage: number;
  action: string;
  note: WithDefault<string>;
  actor_id: number;
  created_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    group_orders: GroupOrdersTable;
    group_order_moves: GroupOrderMovesTable;
  }
}
