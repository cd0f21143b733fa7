/**
 * The order objects the API returns (server/modules/orders/view.ts builds them): the spec's field
 * names, money as yuan text with two decimals, times as ISO text.
 */
import type { DetailLayout } from './cart';
import type { OrderAction } from './status';

export type DetailItemSummary = {
  id: number;
  category_id: number;
  category_name: string;
  sub_category_id: number;
  sub_category_name: string;
  quantity: number;
  unit_price: string;
  fabric_num: string;
  retail: string;
};

export type OrderSummary = {
  id: number;
  order_num: string;
  order_type_id: number;
  sub_fast_type_id: number | null;
  order_status_id: number;
  order_status_name: string;
  layout: DetailLayout;
  actions: OrderAction[];
  quantity_editable: boolean;
  payamount: string;
  paid: string;
  unit_price: string;
  quantity: number;
  categories: string;
  fabric_num: string;
  user_name: string;
  user_mobilephone: string;
  /** The individual customer's company (absent on rows placed offline and not yet sent). */
  user_company_name?: string;
  group_buy_company_name: string;
  group_buy_contacts: string;
  group_buy_prepay: string;
  large_goods_company_name: string;
  large_goods_contacts: string;
  large_goods_prepay: string;
  delivery_date: string | null;
  create_time: string;
  '3d_image': string;
  review_feedback: string;
  detail_info: DetailItemSummary[];
};

export type TechInfo = {
  type_name: string;
  tech_name: string;
  allow_content: number;
  content: string;
  price: string;
  items: { item_name: string; item_type: 1 | 2; content: string; photos: { name: string; url: string }[] }[];
};

export type SizeInfo = {
  size_info_type: 1 | 2 | 3;
  size_shape_name: string;
  size_value: string;
  size_data: {
    body_item_id: number;
    body_item_name: string;
    body_item_net_value: number | null;
    body_item_diff_value: number | null;
    body_base_value: number | null;
    body_correct_value: number | null;
    body_item_clothes_value: number | null;
  }[];
};

export type DetailItem = DetailItemSummary & {
  sort_id: number;
  sub_unit_consumption: number;
  unit_consumption: number;
  sub_edition_number: string;
  edition_number: string;
  style_number: string;
  product_code: string;
  wearing_style: string;
  fabric_info: { type_id: number; fabric_num: string };
  special_shape_info: { shape_name: string; shape_item: string }[];
  category_size_data: { size_name: string; count: number }[];
  tech_info: TechInfo[];
  /** One piece's process price: the processing grade's price for this category, or the order's. */
  process_price: string;
  tech_price: string;
  bom_info: { type_name: string; allow_content: number; content: string; code: string }[];
  size_info: SizeInfo[];
};

export type TimelineEntry = {
  from_status: number | null;
  to_status: number;
  to_status_name: string;
  action: string;
  note: string;
  actor: string;
  actor_user_type: number | null;
  time: string;
};

export type Logistics = {
  carrier: string;
  tracking_no: string;
  receiver: string;
  phone: string;
  address: string;
  shipped_at: string;
  events: { time: string; text: string }[];
};

export type OrderDetail = Omit<OrderSummary, 'detail_info'> & {
  detail_info: DetailItem[];
  user_sex: number;
  user_height: number | null;
  user_weight: number | null;
  user_company_name: string;
  user_ic: string;
  user_address: string;
  other_requirement: string;
  user_remark: string;
  remark: string;
  process_name: string;
  process_price: string;
  price: string;
  group_buy_receive_order: string;
  group_buy_contract_images: string;
  contract_images: string[];
  employee_count: number;
  paid_at: string | null;
  source_order_id: number | null;
  timeline: TimelineEntry[];
  logistics: Logistics | null;
};

export type OrderPage = { list: OrderSummary[]; total: number; page: number; size: number };
export type StatusCount = { order_status_id: number; cnt: number };

export type EmployeeRecord = {
  id: number;
  sort_id: number;
  user_info: { truename: string; gender_id: number; height: number | null; weight: number | null; department_name: string };
  measuring_info: {
    category_name: string;
    sub_category_id: number;
    quantity: number;
    sort_id: number;
    wearing_style: string;
    special_shape_info: { shape_name: string; shape_item: string }[];
    size_info: SizeInfo[];
  }[];
};

export type EmployeeMeasureInfo = {
  id: number;
  order_num: string;
  order_status_id: number;
  company_name: string;
  contacts: string;
  employee_count: number;
  editable: boolean;
};

export type BalanceLogRow = {
  id: number;
  date: string;
  type: number;
  type_name: string;
  orderId: string;
  order_id: number | null;
  category: string;
  name: string;
  company: string;
  money: string;
  oldNum: string;
  newNum: string;
};

export type BalanceLogPage = { balance: string; total: number; page: number; size: number; list: BalanceLogRow[] };

export type PayResult = { paid: string[]; amount: string; balance: string };

/** API paths of the queued cart writes (the outbox replays them). */
/** The configuration text of an employee row: "西服上衣×1, 西裤×2". */
export function configurationText(info: EmployeeRecord['measuring_info']): string {
  return info.map((m) => `${m.category_name}×${m.quantity}`).join(', ');
}
