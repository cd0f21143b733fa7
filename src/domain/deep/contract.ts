/**
 * The deep customization order (spec 2 §3 "Payloads: Deep order", §7 "Deep add to cart"): one
 * customer's garment set from gender, series and categories through fabric, design and measures.
 * The spec shows no path; it sits beside the deep lookups under /deep_custom/.
 *
 * The payload keeps the spec's flat customer fields. Its garments are the fast order's (the same
 * category entry, techniques and size tables), so the server checks and prices them with the same
 * rules (`prepareDeepOrder`). As with every payload, the schema checks shape and bounds only;
 * what is missing is refused by the rules with the spec's messages.
 */
import { z } from 'zod';
import { INT4_MAX } from '../shared/ids';
import { FastCategorySchema, FastOrderResultSchema, FastSpecialShapeSchema, FastTechInfoSchema, FastUserInfoSchema, type FastOrderResult } from '../fast-order/payload';

const text = (max: number) => z.string().trim().max(max);
const id = () => z.number().int().positive().max(INT4_MAX);


/** fabric_type_id of the deep payload: who supplies the fabric (spec 2 §3). */
export const DEEP_FABRIC_SUPPLY = { factory: 1, customer: 2 } as const;

/** The customer's own fabric (spec 2 §3 "Deep session"): which parcel, how much, how it travels. */
export const DeepCustomerFabricSchema = z.object({
  fabric_num: text(64),
  composition: text(255).default(''),
  /** The account's parcel it comes from (customer fabric management). */
  parcel_id: id().nullable().optional(),
  /** Metres the customer sends; empty when not said. */
  quantity: text(16).default(''),
  logistics_num: text(64).default(''),
  logistics_company: text(64).default(''),
  /** The chosen image of the fabric (a URL of the parcel's photos). */
  images: z.array(text(255)).max(5).default([]),
});

/** A garment: the fast order's category entry, with its fabric-dependent (type 3) techniques apart, as the spec sends them. */
export const DeepCategorySchema = FastCategorySchema.extend({
  bom_info: z.array(FastTechInfoSchema).max(40).default([]),
});

export const DeepOrderPayloadSchema = z.object({
  series_id: id(),
  /** The set's main category (the first chosen); every garment is in category_array. */
  category_id: id(),
  /** 0 while no processing grade is chosen. */
  process_id: z.number().int().min(0).max(INT4_MAX),
  /** 1 the factory's fabric (fabric_id names it), 2 the customer's (fabric_info describes it). */
  fabric_type_id: z.union([z.literal(1), z.literal(2)]),
  fabric_id: id().optional(),
  fabric_info: DeepCustomerFabricSchema.optional(),
  /**
   * The customer, flat, with the fast order's fields (customer_id: the seller's customer picked in
   * the measure step; absent: found or saved by phone). user_sex is the selection step's gender;
   * user_remark the measurement page's remark.
   */
  ...FastUserInfoSchema.pick({
    customer_id: true,
    user_name: true,
    user_sex: true,
    user_height: true,
    user_weight: true,
    user_mobilephone: true,
    user_address: true,
    user_ic: true,
    user_company_name: true,
    user_remark: true,
    delivery_date: true,
  }).shape,
  /** 其他要求 on the customer form. */
  other_requirement: text(1000),
  special_shape: z.array(FastSpecialShapeSchema).max(30),
  /** The client never prices an order: always 0, and ignored. */
  payamount: z.literal(0).default(0),
  '3d_image': text(255).default(''),
  category_array: z.array(DeepCategorySchema).max(10),
});

export type DeepCustomerFabric = z.output<typeof DeepCustomerFabricSchema>;
export type DeepOrderPayload = z.output<typeof DeepOrderPayloadSchema>;

/** The answer of add_order: the same as the fast order's. */
export const DeepOrderResultSchema = FastOrderResultSchema;
export type DeepOrderResult = FastOrderResult;
