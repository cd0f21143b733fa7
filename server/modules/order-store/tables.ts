/** Table types of migration 0003_orders, merged into the shared Database interface. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OrdersTable = {
  id: Generated<number>;
  order_num: string;
  user_id: number;
  order_type_id: number;
  sub_fast_type_id: number | null;
  order_status_id: Defaulted<number>;
  payamount_fen: Defaulted<number>;
  /** What the owner actually paid and has not had refunded. */
  paid_fen: Defaulted<number>;
  quantity: Defaulted<number>;
  user_name: Defaulted<string>;
  user_mobilephone: Defaulted<string>;
  user_sex: Defaulted<number>;
  user_height: number | null;
  user_weight: number | null;
  user_company_name: Defaulted<string>;
  user_ic: Defaulted<string>;
  user_address: Defaulted<string>;
  other_requirement: Defaulted<string>;
  user_remark: Defaulted<string>;
  group_buy_company_name: Defaulted<string>;
  group_buy_contacts: Defaulted<string>;
  group_buy_receive_order: Defaulted<string>;
  group_buy_prepay_fen: Defaulted<number>;
  group_buy_contract_images: Defaulted<string>;
  large_goods_company_name: Defaulted<string>;
  large_goods_contacts: Defaulted<string>;
  large_goods_prepay_fen: Defaulted<number>;
  delivery_date: ColumnType<string | null, string | null | undefined, string | null>;
  process_name: Defaulted<string>;
  process_price_fen: Defaulted<number>;
  image_3d: Defaulted<string>;
  remark: Defaulted<string>;
  review_feedback: Defaulted<string>;
  source_order_id: number | null;
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
  note: Defaulted<string>;
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
  category: string;
  customer_name: string;
  company_name: string;
  amount_fen: number;
  balance_before_fen: number;
  balance_after_fen: number;
  created_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    orders: OrdersTable;
    order_items: OrderItemsTable;
    order_employees: OrderEmployeesTable;
    order_status_history: OrderStatusHistoryTable;
    order_logistics: OrderLogisticsTable;
    balance_log: BalanceLogTable;
  }
}
