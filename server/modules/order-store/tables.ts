/** Table types of migration 0003_orders, merged into the shared Database interface. */
import type { Generated, GeneratedAlways } from 'kysely';
import type { Json, JsonWithDefault, Timestamp, WithDefault } from '../../db/columns';


export type OrdersTable = {
  id: Generated<number>;
  order_num: string;
  user_id: number;
  order_type_id: number;
  sub_fast_type_id: number | null;
  order_status_id: WithDefault<number>;
  payamount_fen: WithDefault<number>;
  /** What the owner actually paid and has not had refunded. */
  paid_fen: WithDefault<number>;
  quantity: WithDefault<number>;
  user_name: WithDefault<string>;
  user_mobilephone: WithDefault<string>;
  user_sex: WithDefault<number>;
  user_height: number | null;
  user_weight: number | null;
  user_company_name: WithDefault<string>;
  user_ic: WithDefault<string>;
  user_address: WithDefault<string>;
  other_requirement: WithDefault<string>;
  user_remark: WithDefault<string>;
  group_buy_company_name: WithDefault<string>;
  group_buy_contacts: WithDefault<string>;
  group_buy_receive_order: WithDefault<string>;
  group_buy_prepay_fen: WithDefault<number>;
  group_buy_contract_images: WithDefault<string>;
  large_goods_company_name: WithDefault<string>;
  large_goods_contacts: WithDefault<string>;
  large_goods_prepay_fen: WithDefault<number>;
  delivery_date: WithDefault<string | null>;
  process_name: WithDefault<string>;
  process_price_fen: WithDefault<number>;
  image_3d: WithDefault<string>;
  remark: WithDefault<string>;
  review_feedback: WithDefault<string>;
  source_order_id: number | null;
  /** The individual customer the order was placed for (migration 0010). */
  customer_id: WithDefault<number | null>;
  paid_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Date | null;
};

export type OrderItemsTable = {
  id: Generated<number>;
  order_id: number;
  sort_id: number;
  category_id: number;
  category_name: string;
  sub_category_id: number;
  sub_category_name: string;
  quantity: number;
  unit_price_fen: number;
  detail: Json<unknown>;
  /** `detail` as lists show it, computed by PostgreSQL (migration 0022): without the keys ListLeavesOut names (view.ts). */
  list_detail: GeneratedAlways<unknown>;
  /** The customer-supplied parcel the item's fabric comes from (migration 0020). */
  fabric_parcel_id: WithDefault<number | null>;
};

export type OrderEmployeesTable = {
  id: Generated<number>;
  order_id: number;
  sort_id: number;
  truename: string;
  gender_id: number;
  height: number | null;
  weight: number | null;
  department_name: string;
  measuring_info: Json<unknown>;
};

export type OrderStatusHistoryTable = {
  id: Generated<number>;
  order_id: number;
  from_status: number | null;
  to_status: number;
  actor_user_id: number | null;
  action: string;
  note: WithDefault<string>;
  created_at: Timestamp;
};

export type OrderLogisticsTable = {
  id: Generated<number>;
  order_id: number;
  carrier: string;
  tracking_no: string;
  receiver: string;
  phone: string;
  address: string;
  events: Json<{ time: string; text_zh: string; text_en: string }[]>;
  created_at: Timestamp;
};

export type BalanceLogTable = {
  id: Generated<number>;
  user_id: number;
  type: number;
  order_id: number | null;
  order_num: string;
  /** The order's category names in Chinese, as they were when the money moved (searchable). */
  category: string;
  /** Their catalogue ids, named in the reader's language at display. */
  category_ids: JsonWithDefault<number[]>;
  customer_name: string;
  company_name: string;
  amount_fen: number;
  balance_before_fen: number;
  balance_after_fen: number;
  created_at: Timestamp;
};

/** The version of what a reader's order lists show, changed by triggers (migration 0030). */
export type OrderListVersionsTable = {
  reader_id: number;
  version: string;
};

declare module '../../db/schema' {
  interface Database {
    orders: OrdersTable;
    order_items: OrderItemsTable;
    order_employees: OrderEmployeesTable;
    order_status_history: OrderStatusHistoryTable;
    order_logistics: OrderLogisticsTable;
    balance_log: BalanceLogTable;
    order_list_versions: OrderListVersionsTable;
  }
}
