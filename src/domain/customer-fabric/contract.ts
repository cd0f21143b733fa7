/**
 * Customer-supplied fabric (spec 3 §2, §3, §5): a parcel of fabric a customer sends the
 * maker, with its photos, declared quantity and logistics; in transit until the seller's warehouse
 * receives it with the metres it measured; then a metres ledger (received, returned) and its
 * balance. Field names are the spec's (fabric_num, flower, color, stock, sub_type_id, …).
 */
import { z } from 'zod';
import { decimal, int, page, size, text } from '../shared/fields';


export const SUB_TYPE = { withOrder: 1, deposited: 2 } as const;
export const STOCK_STATUS = { inTransit: 1, inStock: 2 } as const;
/** spec 3 §5: up to 5 images per uploader, png/jpg/jpeg of at most 2 MB. */
export const MAX_IMAGES = 5;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side an image is scaled down to in the browser before it is sent. */
export const IMAGE_MAX_SIDE = 1600;

const required = (max: number, key: string) => text(max).refine((s) => s.length > 0, { message: `customer_fabric:${key}` });
const imageUrl = text(255).refine((s) => /^\/uploads\/[a-f0-9]{32}\.(png|jpg)(\?.*)?$/.test(s), { message: 'customer_fabric:image_invalid' });

export const AddParcelBody = z
  .object({
    fabric_num: required(64, 'fabric_num_required'),
    flower: required(32, 'flower_required'),
    color: required(32, 'color_required'),
    stock: decimal(0.01, 100000, 'customer_fabric:stock_required'),
    specs: text(64).default(''),
    grammage: text(32).default(''),
    composition: text(128).default(''),
    width: text(32).default(''),
    unit: text(8).default('米'),
    remark: text(500).default(''),
    sub_type_id: int(1, 2),
    assoc_order_num: text(32).optional(),
    logistics_num: required(64, 'logistics_num_required'),
    logistics_company: required(64, 'logistics_company_required'),
    images: z.array(imageUrl).min(1, { message: 'customer_fabric:images_required' }).max(MAX_IMAGES),
    brand_images: z.array(imageUrl).max(MAX_IMAGES).default([]),
  })
  .refine((p) => p.sub_type_id !== SUB_TYPE.withOrder || Boolean(p.assoc_order_num), { message: 'customer_fabric:order_required', path: ['assoc_order_num'] });
export type AddParcelFields = z.input<typeof AddParcelBody>;

export const ListQuery = z.object({ keyword: text(64).default(''), page: page(), size: size(100, 10) });
export const IdQuery = z.object({ id: int(1) });
export const CodeQuery = z.object({ code: text(64) });

export const ReceiveBody = z.object({
  id: int(1),
  /** The metres the warehouse measured, which may differ from the declared stock. */
  metres: decimal(0.01, 100000, 'customer_fabric:metres_invalid'),
  photo: imageUrl.optional(),
  note: text(255).default(''),
});
export const ReturnBody = z.object({ id: int(1), metres: decimal(0.01, 100000, 'customer_fabric:metres_invalid'), note: text(255).default('') });

/**
 * receive: in, as the warehouse measured it; return: out, back to the customer; use: out to a
 * paid order, by its BOM; release: back in from that order's refund.
 */
export const MOVEMENT_KINDS = ['receive', 'return', 'use', 'release'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** The kinds that add to a parcel's balance; the others take from it. */
export const INCOMING_KINDS: readonly MovementKind[] = ['receive', 'release'];

export const MovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  metres: z.string(),
  photo: z.string().nullable(),
  note: z.string(),
  order_num: z.string().nullable(),
  by: z.string(),
  create_time: z.string(),
});
export type Movement = z.output<typeof MovementSchema>;

export const ParcelSchema = z.object({
  id: z.number().int(),
  fabric_num: z.string(),
  specs: z.string(),
  flower: z.string(),
  color: z.string(),
  stock: z.string(),
  grammage: z.string(),
  composition: z.string(),
  width: z.string(),
  unit: z.string(),
  remark: z.string(),
  sub_type_id: z.number().int(),
  stock_status_id: z.number().int(),
  assoc_order_num: z.string().nullable(),
  logistics_num: z.string(),
  logistics_company: z.string(),
  /** Signed for the next hour. */
  images: z.array(z.string()),
  brand_images: z.array(z.string()),
  /** What the parcel's QR code holds: the code the warehouse scans. */
  qrcode: z.string(),
  /** Received minus returned and used, in the parcel's unit. */
  balance: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type Parcel = z.output<typeof ParcelSchema>;
export const ParcelPageSchema = z.object({ count: z.number().int(), list: z.array(ParcelSchema) });
export const ParcelDetailSchema = ParcelSchema.extend({ movements: z.array(MovementSchema) });
export type ParcelDetail = z.output<typeof ParcelDetailSchema>;

/** materialSearch: the catalogue's fabrics and the customers' parcels, found together. */
export const MATERIAL_SOURCES = ['all', 'catalogue', 'customer'] as const;
export const MaterialQuery = z.object({
  /** Part of the code, colour or composition. */
  keyword: text(64).default(''),
  source: z.enum(MATERIAL_SOURCES).default('all'),
  series_id: int(1).optional(),
  /** Only what can be cut now: catalogue fabrics, and parcels in stock with metres left. */
  in_stock: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).default(false),
  page: page(),
  size: size(100, 20),
});
export const MaterialSchema = z.object({
  source: z.enum(['catalogue', 'customer']),
  fabric_num: z.string(),
  name: z.string(),
  name_en: z.string(),
  colour: z.string(),
  colour_en: z.string(),
  composition: z.string(),
  composition_en: z.string(),
  series_id: z.number().int().nullable(),
  colour_hex: z.string().nullable(),
  /** A catalogue texture, or the parcel's first photo (signed). */
  image: z.string().nullable(),
  /** Parcels only: their metres left and stock status. */
  balance: z.string().nullable(),
  stock_status_id: z.number().int().nullable(),
  parcel_id: z.number().int().nullable(),
});
export type Material = z.output<typeof MaterialSchema>;
export const MaterialPageSchema = z.object({ count: z.number().int(), list: z.array(MaterialSchema), series: z.array(z.object({ id: z.number().int(), name: z.string(), name_en: z.string() })) });

/** Parcels an order may take its fabric from: the business's, in stock, with metres left. */
export const UsableQuery = z.object({ keyword: text(64).default('') });
export const UsableParcelSchema = z.object({
  id: z.number().int(),
  fabric_num: z.string(),
  flower: z.string(),
  color: z.string(),
  composition: z.string(),
  unit: z.string(),
  balance: z.string(),
  /** The parcel's photos: a deep order picks one as its fabric image. */
  images: z.array(z.string()),
});
export type UsableParcel = z.output<typeof UsableParcelSchema>;
export const UsableParcelsSchema = z.object({ list: z.array(UsableParcelSchema) });
