/**
 * The order objects the API returns (server/modules/orders/view.ts builds them): the spec's field
 * names, money as yuan text with two decimals, times as ISO text.
 */
import { z } from 'zod';
import { DETAIL_LAYOUTS } from './cart';
import { ORDER_ACTIONS, type OrderAction } from './status';
import { OrderWarningSchema } from './order-input';

// Each answer is a zod schema, so the OpenAPI document describes it and, under test, every answer
// is checked against it; the type of each is read off its schema.

const id = z.number().int();
/** Yuan with two decimals ("12.50"). */
const yuan = z.string();
const actions = Object.keys(ORDER_ACTIONS) as [OrderAction, ...OrderAction[]];

export const DetailItemSummarySchema = z.object({
  id,
  category_id: id,
  category_name: z.string(),
  sub_category_id: id,
  sub_category_name: z.string(),
  quantity: z.number().int(),
  unit_price: yuan,
  fabric_num: z.string(),
  retail: z.string(),
});
export type DetailItemSummary = z.output<typeof DetailItemSummarySchema>;

export const OrderSummarySchema = z.object({
  id,
  order_num: z.string(),
  order_type_id: id,
  sub_fast_type_id: id.nullable(),
  order_status_id: id,
  order_status_name: z.string(),
  layout: z.enum(DETAIL_LAYOUTS),
  actions: z.array(z.enum(actions)),
  quantity_editable: z.boolean(),
  payamount: yuan,
  paid: yuan,
  unit_price: yuan,
  quantity: z.number().int(),
  categories: z.string(),
  fabric_num: z.string(),
  user_name: z.string(),
  user_mobilephone: z.string(),
  /** The individual customer's company (absent on rows placed offline and not yet sent). */
  user_company_name: z.string().optional(),
  group_buy_company_name: z.string(),
  group_buy_contacts: z.string(),
  group_buy_prepay: z.string(),
  large_goods_company_name: z.string(),
  large_goods_contacts: z.string(),
  large_goods_prepay: z.string(),
  delivery_date: z.string().nullable(),
  create_time: z.string(),
  '3d_image': z.string(),
  review_feedback: z.string(),
  detail_info: z.array(DetailItemSummarySchema),
});
export type OrderSummary = z.output<typeof OrderSummarySchema>;

const PhotoItemsSchema = z.array(
  z.object({ item_name: z.string(), item_type: z.union([z.literal(1), z.literal(2)]), content: z.string(), photos: z.array(z.object({ name: z.string(), url: z.string() })) }),
);

export const TechInfoSchema = z.object({
  type_name: z.string(),
  tech_name: z.string(),
  allow_content: z.number().int(),
  content: z.string(),
  price: yuan,
  items: PhotoItemsSchema,
});
export type TechInfo = z.output<typeof TechInfoSchema>;

const cm = z.number().nullable();
export const SizeInfoSchema = z.object({
  size_info_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  size_shape_name: z.string(),
  size_value: z.string(),
  size_data: z.array(
    z.object({
      body_item_id: id,
      body_item_name: z.string(),
      body_item_net_value: cm,
      body_item_diff_value: cm,
      body_base_value: cm,
      body_correct_value: cm,
      body_item_clothes_value: cm,
      /** The correction of a finished-garment value (absent on orders stored before it was kept). */
      body_item_correct_value: cm.optional(),
    }),
  ),
});
export type SizeInfo = z.output<typeof SizeInfoSchema>;

const SpecialShapeInfoSchema = z.array(z.object({ shape_name: z.string(), shape_item: z.string() }));

export const DetailItemSchema = DetailItemSummarySchema.extend({
  sort_id: z.number().int(),
  sub_unit_consumption: z.number(),
  unit_consumption: z.number(),
  sub_edition_number: z.string(),
  edition_number: z.string(),
  style_number: z.string(),
  product_code: z.string(),
  wearing_style: z.string(),
  fabric_info: z.object({ type_id: id, fabric_num: z.string() }),
  special_shape_info: SpecialShapeInfoSchema,
  category_size_data: z.array(z.object({ size_name: z.string(), count: z.number().int() })),
  tech_info: z.array(TechInfoSchema),
  /** One piece's process price: the processing grade's price for this category, or the order's. */
  process_price: yuan,
  tech_price: yuan,
  bom_info: z.array(z.object({ type_name: z.string(), allow_content: z.number().int(), content: z.string(), code: z.string() })),
  size_info: z.array(SizeInfoSchema),
  /** A foreign customization garment's button and lining; null on every other order. */
  trims: z.object({ button: z.string(), lining: z.string() }).nullable(),
});
export type DetailItem = z.output<typeof DetailItemSchema>;

export const TimelineEntrySchema = z.object({
  from_status: id.nullable(),
  to_status: id,
  to_status_name: z.string(),
  action: z.string(),
  note: z.string(),
  actor: z.string(),
  actor_user_type: id.nullable(),
  time: z.string(),
});
export type TimelineEntry = z.output<typeof TimelineEntrySchema>;

export const LogisticsSchema = z.object({
  carrier: z.string(),
  tracking_no: z.string(),
  receiver: z.string(),
  phone: z.string(),
  address: z.string(),
  shipped_at: z.string(),
  events: z.array(z.object({ time: z.string(), text: z.string() })),
});
export type Logistics = z.output<typeof LogisticsSchema>;

export const OrderDetailSchema = OrderSummarySchema.omit({ detail_info: true, user_company_name: true }).extend({
  detail_info: z.array(DetailItemSchema),
  user_sex: z.number().int(),
  user_height: z.number().nullable(),
  user_weight: z.number().nullable(),
  user_company_name: z.string(),
  user_ic: z.string(),
  user_address: z.string(),
  other_requirement: z.string(),
  user_remark: z.string(),
  remark: z.string(),
  process_name: z.string(),
  process_price: yuan,
  price: yuan,
  group_buy_receive_order: z.string(),
  group_buy_contract_images: z.string(),
  contract_images: z.array(z.string()),
  employee_count: z.number().int(),
  paid_at: z.string().nullable(),
  source_order_id: id.nullable(),
  timeline: z.array(TimelineEntrySchema),
  logistics: LogisticsSchema.nullable(),
});
export type OrderDetail = z.output<typeof OrderDetailSchema>;

export const OrderPageSchema = z.object({ list: z.array(OrderSummarySchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type OrderPage = z.output<typeof OrderPageSchema>;
export const StatusCountSchema = z.object({ order_status_id: id, cnt: z.number().int() });
export type StatusCount = z.output<typeof StatusCountSchema>;

export const EmployeeRecordSchema = z.object({
  id,
  sort_id: z.number().int(),
  user_info: z.object({ truename: z.string(), gender_id: z.number().int(), height: z.number().nullable(), weight: z.number().nullable(), department_name: z.string() }),
  measuring_info: z.array(
    z.object({
      category_name: z.string(),
      sub_category_id: id,
      quantity: z.number().int(),
      sort_id: z.number().int(),
      wearing_style: z.string(),
      special_shape_info: SpecialShapeInfoSchema,
      size_info: z.array(SizeInfoSchema),
      /** A group order's plausibility warnings of this garment's measurements; none on other orders. */
      warnings: z.array(OrderWarningSchema).default([]),
    }),
  ),
});
export type EmployeeRecord = z.output<typeof EmployeeRecordSchema>;

export const EmployeeMeasureInfoSchema = z.object({
  id,
  order_num: z.string(),
  order_status_id: id,
  company_name: z.string(),
  contacts: z.string(),
  employee_count: z.number().int(),
  editable: z.boolean(),
});
export type EmployeeMeasureInfo = z.output<typeof EmployeeMeasureInfoSchema>;

export const BalanceLogRowSchema = z.object({
  id,
  date: z.string(),
  type: z.number().int(),
  type_name: z.string(),
  orderId: z.string(),
  order_id: id.nullable(),
  category: z.string(),
  name: z.string(),
  company: z.string(),
  money: yuan,
  oldNum: yuan,
  newNum: yuan,
});
export type BalanceLogRow = z.output<typeof BalanceLogRowSchema>;

export const BalanceLogPageSchema = z.object({ balance: yuan, total: z.number().int(), page: z.number().int(), size: z.number().int(), list: z.array(BalanceLogRowSchema) });
export type BalanceLogPage = z.output<typeof BalanceLogPageSchema>;

export const PayResultSchema = z.object({ paid: z.array(z.string()), amount: yuan, balance: yuan });
export type PayResult = z.output<typeof PayResultSchema>;

/** API paths of the queued cart writes (the outbox replays them). */
/** The configuration text of an employee row: "西服上衣×1, 西裤×2". */
export function configurationText(info: EmployeeRecord['measuring_info']): string {
  return info.map((m) => `${m.category_name}×${m.quantity}`).join(', ');
}
