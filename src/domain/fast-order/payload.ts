/**
 * The add_order payloads of the fast order (spec 2 §3 "Payloads"), individual (order_type 1) and
 * team (order_type 2), as zod schemas shared by the screen (which builds them) and the server
 * (which parses them). Field names are the spec's.
 *
 * The schemas check shape and bounds only. A payload may still be incomplete (no fabric, an
 * empty edition_number, process_id 0, a wearing_style of null, a measuring way not chosen): that
 * is what `validateFastOrder` refuses, with the spec's messages and in the spec's order, so the
 * screen and the server give the same answer. Unknown keys (a client-sent price) are dropped.
 */
import { z } from 'zod';
import { INT4_MAX } from '../shared/ids';

const text = (max: number) => z.string().trim().max(max);
const id = () => z.number().int().positive().max(INT4_MAX);
/** A measurement in cm; null when not filled. */
const cm = () => z.number().finite().min(-500).max(500).nullable();

export const FastFabricInfoSchema = z.object({
  /** 1 domestic, 2 customer-supplied, 3 imported. */
  type_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  fabric_num: text(64),
  composition: text(255),
  /** Customer-supplied fabric taken from one of the account's parcels (paying uses its BOM metres). */
  parcel_id: id().nullable().optional(),
});

export const FastTechPhotoSchema = z.object({ name: text(64), target: text(255) });

export const FastTechItemSchema = z.object({
  item_name: text(64),
  /** 1 text content, 2 photo choice. */
  item_type: z.union([z.literal(1), z.literal(2)]),
  /** Text items: the text. Photo items: the target of the chosen photo. */
  content: text(500),
  photos: z.array(FastTechPhotoSchema).max(20),
});

export const FastTechInfoSchema = z.object({
  id: id(),
  content: text(500),
  items: z.array(FastTechItemSchema).max(20),
});

export const FastSizeRowSchema = z.object({
  body_item_id: id(),
  body_item_name: text(64),
  body_item_net_value: cm(),
  body_item_diff_value: cm(),
  body_base_value: cm(),
  body_correct_value: cm(),
  body_item_correct_value: cm(),
  body_item_clothes_value: cm(),
  cate_id: id(),
  size_value: text(32),
  size_name: text(32),
});

export const FastSizeInfoSchema = z.object({
  /** 1 net body, 2 finished garment, 3 standard size set. */
  size_info_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  size_shape_name: text(32),
  /** The chosen standard size (type 3), e.g. "170/88A"; empty when none. */
  size_value: text(32),
  size_name: text(32),
  size_data: z.array(FastSizeRowSchema).max(60),
});

/** A chosen body feature: the shape and the id of its chosen level. */
export const FastSpecialShapeSchema = z.object({ id: id(), shape_name: text(64), shape_item: id() });

/** Technique part of a category, the same for individual and team orders. */
const categoryBase = {
  category_id: id(),
  product_code: text(32).optional(),
  style_number: text(32).optional(),
  quantity: z.literal(1),
  /** Empty when no edition is chosen yet. */
  edition_number: text(32),
  tech_info: z.array(FastTechInfoSchema).max(80),
};

export const FastCategorySchema = z.object({
  ...categoryBase,
  /** 1..4; null while not chosen. */
  wearing_style: z.number().int().min(1).max(4).nullable(),
  size_info: FastSizeInfoSchema,
});

export const FastTeamCategorySchema = z.object(categoryBase);

/** Delivery date "YYYY-MM-DD hh:mm:ss" (a bare date is accepted); empty while not chosen. */
const deliveryDate = () => text(19);

export const FastUserInfoSchema = z.object({
  /** The seller's existing customer picked in the form; absent: the server finds or saves one by phone. */
  customer_id: id().nullish(),
  user_name: text(64),
  /** 1 male, 2 female */
  user_sex: z.union([z.literal(1), z.literal(2)]),
  user_height: z.number().finite().min(0).max(300).nullable(),
  user_weight: z.number().finite().min(0).max(500).nullable(),
  user_mobilephone: text(32),
  user_address: text(255),
  /** The measurer. */
  user_ic: text(64),
  user_company_name: text(128),
  user_remark: text(1000),
  delivery_date: deliveryDate(),
  company_name: text(128),
  contacts: text(64),
});

export const FastGroupInfoSchema = z.object({
  company_name: text(128),
  contacts: text(64),
  user_mobilephone: text(32),
  user_address: text(255),
  delivery_date: deliveryDate(),
});

export const FastStaffCategorySchema = z.object({
  category_id: id(),
  wearing_style: z.number().int().min(1).max(4).nullable(),
  /** null while no measuring way is chosen; its size_info_type is the measuring way. */
  size_info: FastSizeInfoSchema.nullable(),
});

export const FastStaffSchema = z.object({
  /** The screen's id (generated for new staff); not stored. */
  id: z.union([z.number(), z.string().max(64)]).optional(),
  config_id: z.union([z.number(), z.string().max(64)]).optional(),
  truename: text(64),
  gender_id: z.union([z.literal(1), z.literal(2)]),
  department_name: text(64),
  height: z.number().finite().min(0).max(300).nullable(),
  weight: z.number().finite().min(0).max(500).nullable(),
  age: z.number().int().min(0).max(150).nullable(),
  special_shape: z.array(FastSpecialShapeSchema).max(30),
  category_array: z.array(FastStaffCategorySchema).max(20),
  other_requirement: text(1000),
  /** 1 measured, 2 waiting: recomputed from the measures on the server. */
  status_id: z.union([z.literal(1), z.literal(2)]),
  /** The configuration's title. */
  config: text(255).optional(),
});

export const FastConfigCategorySchema = z.object({
  category_id: id(),
  cate_name: text(64),
  quantity: z.number().int().min(0).max(99),
});

export const FastConfigureSchema = z.object({
  title: text(255),
  name: text(64),
  category_array: z.array(FastConfigCategorySchema).max(20),
  staffs: z.array(FastStaffSchema).max(2000),
});

const orderBase = {
  /** 0 quick order, 1 sample order. */
  demo_order: z.union([z.literal(0), z.literal(1)]),
  /** 0 while no processing grade is chosen. */
  process_id: z.number().int().min(0).max(INT4_MAX),
  fabric_info: FastFabricInfoSchema,
};

export const FastIndividualPayloadSchema = z.object({
  ...orderBase,
  order_type: z.literal(1),
  user_info: FastUserInfoSchema,
  special_shape: z.array(FastSpecialShapeSchema).max(30),
  category_array: z.array(FastCategorySchema).max(20),
});

export const FastTeamPayloadSchema = z.object({
  ...orderBase,
  order_type: z.literal(2),
  /** The product code the order started from, if any (read from local storage by the screen). */
  product_code: text(32),
  user_info: FastGroupInfoSchema,
  /** Editions and techniques of the order's categories, shared by every configuration. */
  category_array: z.array(FastTeamCategorySchema).max(20),
  configure: z.array(FastConfigureSchema).max(50),
  /** The uploaded template's stored name (import path). */
  size_template: text(255).optional(),
  uploadType: z.literal(1).optional(),
});

export const FastOrderPayloadSchema = z.discriminatedUnion('order_type', [FastIndividualPayloadSchema, FastTeamPayloadSchema]);

export type FastFabricInfo = z.output<typeof FastFabricInfoSchema>;
export type FastTechPhoto = z.output<typeof FastTechPhotoSchema>;
export type FastTechItem = z.output<typeof FastTechItemSchema>;
export type FastTechInfo = z.output<typeof FastTechInfoSchema>;
export type FastSizeRow = z.output<typeof FastSizeRowSchema>;
export type FastSizeInfo = z.output<typeof FastSizeInfoSchema>;
export type FastSpecialShape = z.output<typeof FastSpecialShapeSchema>;
export type FastCategory = z.output<typeof FastCategorySchema>;
export type FastTeamCategory = z.output<typeof FastTeamCategorySchema>;
export type FastUserInfo = z.output<typeof FastUserInfoSchema>;
export type FastGroupInfo = z.output<typeof FastGroupInfoSchema>;
export type FastStaffCategory = z.output<typeof FastStaffCategorySchema>;
export type FastStaff = z.output<typeof FastStaffSchema>;
export type FastConfigCategory = z.output<typeof FastConfigCategorySchema>;
export type FastConfigure = z.output<typeof FastConfigureSchema>;
export type FastIndividualPayload = z.output<typeof FastIndividualPayloadSchema>;
export type FastTeamPayload = z.output<typeof FastTeamPayloadSchema>;
export type FastOrderPayload = z.output<typeof FastOrderPayloadSchema>;

/**
 * The goods of an order: its categories with their editions and techniques, one fabric and one
 * processing grade. Both fast payloads carry them; the group purchase names the same goods.
 * order_type picks the wording of a missing processing grade (a team's or a customer's).
 */
export type FastGoods = Pick<FastOrderPayload, 'order_type' | 'process_id' | 'fabric_info'> & { category_array: readonly FastTeamCategory[] };

/** The answer of add_order. */
export const FastOrderResultSchema = z.object({
  id: z.number().int(),
  order_num: z.string(),
  /** Yuan, priced on the server. */
  payamount: z.string(),
  quantity: z.number().int(),
  /** One piece of every category, yuan. */
  unit_price: z.string(),
});
export type FastOrderResult = z.output<typeof FastOrderResultSchema>;


/** The import path's add_order body: a team payload with the template it was imported from. */
export const UploadOrderBody = FastTeamPayloadSchema.extend({ uploadType: z.literal(1), size_template: z.string().trim().max(255) });
/** Where the team template is downloaded. */
export const TemplateLinkAnswer = z.object({ url: z.string() });
/** The template's header language (default: the caller's). */
export const TemplateFileQuery = z.object({ lang: z.enum(['zh', 'en']).optional() });
