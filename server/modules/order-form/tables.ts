/** Table types of migration 0012_order_requests, merged into the shared Database interface. */
import type { Generated } from 'kysely';
import type { Json, Timestamp, WithDefault } from '../../db/columns';
import type { OrderFormValues } from '@/domain/order-form/contract';

export type OrderRequestsTable = {
  id: Generated<number>;
  seller_id: number;
  status: WithDefault<number>;
  form: Json<OrderFormValues>;
  decline_reason: WithDefault<string>;
  order_id: WithDefault<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    order_requests: OrderRequestsTable;
  }
}
