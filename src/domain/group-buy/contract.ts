/**
 * Group purchase (团购, spec 2 §2.5, §3 "Group order", §5 "Group purchase", §7): a
 * company's uniform order worked through five stages, each a state of the group order with who
 * moved it and when: 业务录入 (entry), 财务审核 (finance review), 分配量体师 (assign measurers: a
 * measuring task is made for it), 量体套号 (each measured person gets a size per garment) and
 * 业务核对 (the check, then the cart as order type 3). No stage can be skipped.
 */
import { z } from 'zod';
import { CODE_PATTERN } from '../bulk-goods/contract';
import { decimal, int, text } from '../shared/fields';


/** The five stages, and 6 once the order is in the cart. */
export const STAGE = { entry: 1, review: 2, assign: 3, sizing: 4, check: 5, placed: 6 } as const;
export type Stage = (typeof STAGE)[keyof typeof STAGE];
export const STAGES: readonly Stage[] = [1, 2, 3, 4, 5];

export const GROUP_FABRIC_TYPE = { factory: 1, customer: 2 } as const;
/** Stage 4 reads the task's measurements again this often while it is open. */
export const SIZING_REFRESH_MS = 10_000;

/** The most goods (product rows) one group order takes; the entry form refuses another as it is picked. */
export const MAX_GOODS = 30;

export const GroupGoodsSchema = z.object({
  product_code: z.string().trim().regex(CODE_PATTERN, { message: 'group_buy:product_required' }),
  category_id: int(1),
  /** Planned pieces (the measuring task's count); the order's pieces are the people sized. */
  quantity: int(1, 9999, 'group_buy:quantity_invalid'),
  style_number: text(32).default(''),
  edition_number: text(32),
  fabric_num: text(32),
  tech_info: z.array(int(1)).max(60),
});
export type GroupGoods = z.output<typeof GroupGoodsSchema>;

export const GroupEntrySchema = z.object({
  /** null: a new group order. */
  id: int(1).nullable().default(null),
  company_customer_id: int(1).nullable().default(null),
  company_name: text(128),
  contacts: text(64),
  user_mobilephone: text(11),
  user_address: text(255).default(''),
  delivery_date: text(19).default(''),
  other_requirement: text(1000).default(''),
  prepay: decimal(0, 100_000_000, 'group_buy:prepay_invalid').default(0),
  fabric_type_id: int(1, 2),
  /** With customer-supplied fabric, the parcel it comes from (paying the order uses its metres). */
  fabric_parcel_id: int(1).nullable().default(null),
  goods_info: z.array(GroupGoodsSchema).max(MAX_GOODS),
});
export type GroupEntryPayload = z.input<typeof GroupEntrySchema>;
export type GroupEntry = z.output<typeof GroupEntrySchema>;

/** The basic info a group order needs before review, in the form's order (请填写{field name}). */
export const REQUIRED_GROUP_BASICS = ['company_name', 'contacts', 'user_mobilephone', 'user_address', 'delivery_date'] as const;

export const IdBody = z.object({ id: int(1) });
export const IdQuery = IdBody;
export const ReviewBody = z.object({
  id: int(1),
  pass: z.boolean(),
  reason: text(500).default(''),
  /** The owner passes an order it entered itself, on record in the timeline. */
  override: z.boolean().default(false),
}).refine((b) => b.pass || b.reason.length > 0, { message: 'group_buy:reason_required', path: ['reason'] });
export const AssignBody = z.object({
  id: int(1),
  measurer_ids: z.array(int(1)).min(1, { message: 'group_buy:measurers_required' }).max(50),
  /** Pull the company customer's people into the task. */
  with_people: z.boolean().default(true),
});
export const SizeOverride = z.object({ person_id: int(1), category_id: int(1), size: text(16) });
export const SizesBody = z.object({ id: int(1), overrides: z.array(SizeOverride).max(20_000) });
export type SizeOverrideInput = z.output<typeof SizeOverride>;

export const ProductOptionSchema = z.object({
  product_code: z.string(),
  own: z.boolean(),
  category_id: z.number().int(),
  category_name: z.string(),
  style_number: z.string(),
  edition_number: z.string(),
  fabric_num: z.string(),
  tech_ids: z.array(z.number().int()),
  /** The price of a piece by the shared rule (process plus techniques), yuan. */
  price: z.string(),
});
export type ProductOption = z.output<typeof ProductOptionSchema>;

export const StyleSearchQuery = z.object({ style_number: text(32).default(''), category_id: int(1) });
export const StyleSchema = z.object({ style_number: z.string(), category_id: z.number().int(), edition_number: z.string(), tech_ids: z.array(z.number().int()), own: z.boolean() });
export const StyleTechsQuery = z.object({ category_id: int(1), style_number: text(32), edition_number: text(32).default('') });
export const AddStyleBody = z.object({
  style_number: z.string().trim().regex(CODE_PATTERN, { message: 'group_buy:style_format' }),
  category_id: int(1),
  edition_number: text(32),
  tech_ids: z.array(int(1)).min(1).max(60),
});

export const MoveSchema = z.object({ from_stage: z.number().int().nullable(), to_stage: z.number().int(), action: z.string(), note: z.string(), by: z.string(), create_time: z.string() });
export type Move = z.output<typeof MoveSchema>;

export const GroupOrderSchema = z.object({
  id: z.number().int(),
  stage: z.number().int(),
  company_customer_id: z.number().int().nullable(),
  company_name: z.string(),
  contacts: z.string(),
  user_mobilephone: z.string(),
  user_address: z.string(),
  delivery_date: z.string(),
  other_requirement: z.string(),
  prepay: z.string(),
  fabric_type_id: z.number().int(),
  fabric_parcel_id: z.number().int().nullable(),
  goods_info: z.array(GroupGoodsSchema.extend({ style_number: z.string() })),
  /** Per piece of each goods row, by the shared rule; and the planned total. */
  prices: z.array(z.string()),
  amount: z.string(),
  measuring_task_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  order_num: z.string().nullable(),
  overrides: z.array(z.object({ person_id: z.number().int(), category_id: z.number().int(), size: z.string() })),
  moves: z.array(MoveSchema),
  /** The caller's login entered the order, so its finance review needs another login or the owner's override. */
  entered_by_caller: z.boolean(),
  update_time: z.string(),
});
export type GroupOrder = z.output<typeof GroupOrderSchema>;

export const GroupRowSchema = z.object({ id: z.number().int(), stage: z.number().int(), company_name: z.string(), contacts: z.string(), pieces: z.number().int(), update_time: z.string() });
export const GroupPageSchema = z.object({ count: z.number().int(), list: z.array(GroupRowSchema) });
export const ListQuery = z.object({ stage: int(0, 6).default(0), page: int(1).default(1), size: int(1, 100).default(10) });

/** A person of the order's measuring task with what was measured (stage 4). */
export const GroupPersonSchema = z.object({
  id: z.number().int(),
  truename: z.string(),
  gender_id: z.number().int(),
  department_name: z.string(),
  height: z.number(),
  weight: z.number(),
  measured: z.boolean(),
  measurements: z.array(z.object({ category_id: z.number().int(), edition_type_id: z.number().int(), size: z.string(), items: z.array(z.object({ id: z.number().int(), value: z.number() })) })),
});
export type GroupPerson = z.output<typeof GroupPersonSchema>;
export const GroupPeopleSchema = z.object({ list: z.array(GroupPersonSchema) });

export const PlacedSchema = z.object({ id: z.number().int(), order_num: z.string(), payamount: z.string(), quantity: z.number().int() });

export const ByOrderQuery = z.object({ order_id: int(1) });
export const ByOrderSchema = z.object({ id: z.number().int(), measuring_task_id: z.number().int().nullable(), moves: z.array(MoveSchema) }).nullable();
export type ByOrder = z.output<typeof ByOrderSchema>;

export const ErrorReportBody = z.object({
  /** Which call failed, e.g. "group_buy.save". */
  label: z.string().trim().regex(/^[a-z_.]{3,48}$/, { message: 'field.invalid' }),
  /** network: no answer; rejected: an answer refusing it; server: a server failure. */
  kind: z.enum(['network', 'rejected', 'unauthorized', 'server']),
  message: text(300).default(''),
  /** When the screen met it (sent later when the network was down). */
  at: text(40).default(''),
});
export type ErrorReport = z.input<typeof ErrorReportBody>;

/** A stage change answers the group order's id and stage (with whatever else the step reports). */
export const StageAnswerSchema = z.object({ id: z.number().int(), stage: z.number().int() }).passthrough();
export const ProductOptionsSchema = z.object({ list: z.array(ProductOptionSchema) });
export const StyleListSchema = z.object({ list: z.array(StyleSchema) });
export const OverridesAnswerSchema = z.object({ id: z.number().int(), overrides: z.number().int() });
