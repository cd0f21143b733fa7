/** Table types of migration 0015_customer_fabrics (the parcels and their metres ledger), merged into the shared Database interface. */
import type { Generated } from 'kysely';
import type { Json, JsonWithDefault, Numeric, Timestamp, WithDefault } from '../../db/columns';
import type { MovementKind } from '@/domain/customer-fabric/contract';

export type CustomerFabricsTable = {
  id: Generated<number>;
  owner_id: number;
  code: string;
  fabric_num: string;
  specs: WithDefault<string>;
  flower: string;
  color: string;
  stock: Numeric;
  grammage: WithDefault<string>;
  composition: WithDefault<string>;
  width: WithDefault<string>;
  unit: WithDefault<string>;
  remark: WithDefault<string>;
  sub_type_id: number;
  assoc_order_id: WithDefault<number | null>;
  logistics_num: string;
  logistics_company: string;
  images: Json<string[]>;
  brand_images: JsonWithDefault<string[]>;
  stock_status_id: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type FabricMovementsTable = {
  id: Generated<number>;
  fabric_id: number;
  kind: MovementKind;
  metres: Numeric;
  photo: WithDefault<string | null>;
  note: WithDefault<string>;
  order_id: WithDefault<number | null>;
  user_id: number;
  created_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    customer_fabrics: CustomerFabricsTable;
    fabric_movements: FabricMovementsTable;
  }
}
