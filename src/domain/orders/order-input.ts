/**
 * The shape of a new cart order as every ordering flow hands it to the server
 * (`createCartOrder(db, userId, input)` in server/modules/cart/service.ts). Money is integer fen
 * here; the API shows it as yuan. Field names are the spec's (spec 1 §3 "Cart order", "Order
 * detail additions", "Detail item", "Employee measurement record").
 */
import { z } from 'zod';
import { calendarDate } from '../shared/fields';

const name = (max = 64) => z.string().trim().max(max);
const fenAmount = () => z.number().int().min(0).max(100_000_000_00);

/**
 * The keys of the plausibility warnings a measurer confirmed (已复核) for these measurements, as the
 * measuring task keeps them (src/domain/rules/plausibility.ts): the production sheet marks those
 * warnings reviewed. Absent on orders whose measurements no measurer confirmed.
 */
const reviewedWarnings = () => z.array(z.string().max(120)).max(100).optional();

export const TechItemSchema = z.object({
  item_name: name(),
  /** 1 text, 2 photo choice */
  item_type: z.union([z.literal(1), z.literal(2)]),
  content: name(500).default(''),
  photos: z.array(z.object({ name: name(), url: name(255).default('') })).max(20).default([]),
});

export const TechInfoSchema = z.object({
  type_name: name(),
  tech_name: name(),
  allow_content: z.number().int().min(0).max(1).default(0),
  content: name(500).default(''),
  price_fen: fenAmount().default(0),
  items: z.array(TechItemSchema).max(20).default([]),
});

export const BomInfoSchema = z.object({
  type_name: name(),
  allow_content: z.number().int().min(0).max(1).default(0),
  content: name(500).default(''),
  code: name(),
});

export const SizeDataSchema = z.object({
  body_item_id: z.number().int(),
  body_item_name: name(),
  body_item_net_value: z.number().nullable().default(null),
  body_item_diff_value: z.number().nullable().default(null),
  body_base_value: z.number().nullable().default(null),
  body_correct_value: z.number().nullable().default(null),
  body_item_clothes_value: z.number().nullable().default(null),
});

export const SizeInfoSchema = z.object({
  /** 1 net body, 2 garment, 3 standard set */
  size_info_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  size_shape_name: name().default(''),
  size_value: name().default(''),
  size_data: z.array(SizeDataSchema).max(100).default([]),
});

export const DetailItemInputSchema = z.object({
  category_id: z.number().int().positive(),
  category_name: name(),
  sub_category_id: z.number().int().positive(),
  sub_category_name: name(),
  quantity: z.number().int().min(1).max(9999).default(1),
  sub_unit_consumption: z.number().min(0).max(1000).default(0),
  unit_consumption: z.number().min(0).max(1000).default(0),
  fabric_num: name().default(''),
  sub_edition_number: name().default(''),
  edition_number: name().default(''),
  style_number: name().default(''),
  product_code: name().default(''),
  wearing_style: name().default(''),
  /** Retail price per piece (bulk orders); 0 for made-to-measure, priced by process + techniques. */
  retail_fen: fenAmount().default(0),
  /**
   * This category's process price, when the processing grade is priced per category (fast orders);
   * null: the order's process_price_fen applies.
   */
  process_price_fen: fenAmount().nullable().default(null),
  /** 1 factory-supplied fabric, otherwise customer-supplied. */
  fabric_type_id: z.number().int().min(1).max(2).default(1),
  /** The customer-supplied parcel this item's fabric comes from; paying the order uses its BOM metres. */
  fabric_parcel_id: z.number().int().positive().max(2147483647).nullable().default(null),
  special_shape_info: z.array(z.object({ shape_name: name(), shape_item: name() })).max(30).default([]),
  category_size_data: z.array(z.object({ size_name: name(16), count: z.number().int().min(0).max(99999) })).max(60).default([]),
  tech_info: z.array(TechInfoSchema).max(60).default([]),
  bom_info: z.array(BomInfoSchema).max(60).default([]),
  size_info: z.array(SizeInfoSchema).max(3).default([]),
  /** A foreign customization garment's button and lining, as its customer named them; null on other orders. */
  trims: z.object({ button: name(), lining: name() }).nullable().default(null),
  reviewed_warnings: reviewedWarnings(),
});

/**
 * A plausibility warning as an order keeps it (a team order's people): its message as the rule
 * raised it, so each reader sees it in their own language, and whether a measurer confirmed it.
 */
export const OrderWarningSchema = z.object({
  item: z.union([z.literal('height'), z.literal('weight'), z.number().int()]),
  code: name(),
  message: z.object({ key: name(80), params: z.record(z.string(), z.union([z.string().max(64), z.number()])).default({}) }),
  confirmed: z.boolean(),
});
export type OrderWarning = z.input<typeof OrderWarningSchema>;

export const EmployeeMeasuringInfoSchema = z.object({
  category_name: name(),
  sub_category_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(99).default(1),
  sort_id: z.number().int().default(0),
  wearing_style: name().default(''),
  special_shape_info: z.array(z.object({ shape_name: name(), shape_item: name() })).max(30).default([]),
  size_info: z.array(SizeInfoSchema).max(3).default([]),
  warnings: z.array(OrderWarningSchema).max(30).default([]),
  /** The keys of the warnings the measurer confirmed, which the production sheet marks 已复核. */
  reviewed_warnings: reviewedWarnings(),
});
export type EmployeeMeasuringInfo = z.input<typeof EmployeeMeasuringInfoSchema>;

export const EmployeeInputSchema = z.object({
  truename: name(),
  gender_id: z.number().int().min(1).max(2),
  height: z.number().min(0).max(300).nullable().default(null),
  weight: z.number().min(0).max(500).nullable().default(null),
  department_name: name().default(''),
  measuring_info: z.array(EmployeeMeasuringInfoSchema).max(20).default([]),
});

export const CartOrderInputSchema = z.object({
  order_type_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  /** Fast orders only: 1 individual, 2 team (group suit). */
  sub_fast_type_id: z.union([z.literal(1), z.literal(2)]).nullable().default(null),
  user_name: name().default(''),
  user_mobilephone: name(11).default(''),
  user_sex: z.number().int().min(1).max(2).default(1),
  user_height: z.number().min(0).max(300).nullable().default(null),
  user_weight: z.number().min(0).max(500).nullable().default(null),
  user_company_name: name(128).default(''),
  /** The measurer. */
  user_ic: name().default(''),
  user_address: name(255).default(''),
  other_requirement: name(1000).default(''),
  user_remark: name(1000).default(''),
  group_buy_company_name: name(128).default(''),
  group_buy_contacts: name().default(''),
  group_buy_receive_order: name().default(''),
  group_buy_prepay_fen: fenAmount().default(0),
  /** URLs, stored comma-separated as the spec sends them. */
  group_buy_contract_images: z.array(name(255)).max(20).default([]),
  large_goods_company_name: name(128).default(''),
  large_goods_contacts: name().default(''),
  large_goods_prepay_fen: fenAmount().default(0),
  /** YYYY-MM-DD */
  delivery_date: calendarDate()
    .nullable()
    .default(null),
  process_name: name().default(''),
  /** Process (making) price per piece. */
  process_price_fen: fenAmount().default(0),
  image_3d: name(255).default(''),
  remark: name(1000).default(''),
  /** The seller's individual customer the order is for (customer management); the server checks it is theirs. */
  customer_id: z.number().int().positive().max(2147483647).nullable().default(null),
  items: z.array(DetailItemInputSchema).min(1).max(60),
  /** Team orders (sub_fast_type_id 2): the staff and what each of them gets. */
  employees: z.array(EmployeeInputSchema).max(2000).default([]),
});

export type CartOrderInput = z.input<typeof CartOrderInputSchema>;
export type CartOrderData = z.output<typeof CartOrderInputSchema>;
export type DetailItemData = z.output<typeof DetailItemInputSchema>;
export type EmployeeData = z.output<typeof EmployeeInputSchema>;
