/**
 * Ordering conferences (spec 3's address table names ordering_conference): an event
 * where buyers order from a line of samples. A seller builds the line (catalogue products with a
 * price and the sizes offered) and invites buyers (shop and company accounts, by their sign-in
 * phone); each sample's printed tag carries a QR code of /sample-tag/:product_no?tag=<key naming its
 * conference>, where an invited
 * buyer enters size counts; closing the conference turns each buyer's counts into bulk orders in
 * that buyer's cart.
 */
import { z } from 'zod';
import { calendarDate, int, page, phone, size, text } from '../shared/fields';


export const CONFERENCE_STATUS = { open: 1, closed: 2 } as const;
/** The sizes one sample may offer, and the most of one size a buyer may order. */
export const MAX_SAMPLE_SIZES = 30;
export const MAX_LINE_QUANTITY = 9999;

const day = calendarDate('ordering_conference:date_required');
const id = () => int(1);
/** A price in yuan with at most two decimals, as every amount on the wire. */
const price = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: 'ordering_conference:price_invalid' })
  .refine((p) => Number(p) > 0, { message: 'ordering_conference:price_invalid' });

export const SaveConferenceBody = z
  .object({
    id: id().optional(),
    name: text(64).refine((s) => s.length > 0, { message: 'ordering_conference:name_required' }),
    start_date: day,
    end_date: day,
  })
  .refine((c) => c.end_date >= c.start_date, { message: 'ordering_conference:end_before_start', path: ['end_date'] });
export type SaveConferenceFields = z.input<typeof SaveConferenceBody>;

export const AddSampleBody = z.object({
  conference_id: id(),
  product_no: text(32).refine((s) => s.length > 0, { message: 'ordering_conference:product_required' }),
  price,
  sizes: z
    .array(text(16).refine((s) => s.length > 0, { message: 'ordering_conference:size_required' }))
    .min(1, { message: 'ordering_conference:size_required' })
    .max(MAX_SAMPLE_SIZES)
    .refine((s) => new Set(s).size === s.length, { message: 'ordering_conference:size_twice' }),
});
export type AddSampleFields = z.input<typeof AddSampleBody>;

export const RemoveSampleBody = z.object({ conference_id: id(), sample_id: id() });
export const InviteBody = z.object({ conference_id: id(), mobilephone: phone() });
export const UninviteBody = z.object({ conference_id: id(), buyer_id: id() });
export const ConferenceIdBody = z.object({ id: id() });
/** `tag`: the key the printed QR code carries, naming the conference (the sample's `tag`). */
export const TagQuery = z.object({ product_no: text(32), tag: text(40).optional() });

export const OrderBody = z.object({
  sample_id: id(),
  lines: z
    .array(z.object({ size: text(16), quantity: int(0, MAX_LINE_QUANTITY, 'ordering_conference:quantity_invalid') }))
    .max(MAX_SAMPLE_SIZES)
    .refine((l) => new Set(l.map((x) => x.size)).size === l.length, { message: 'ordering_conference:size_twice' }),
});
export type OrderFields = z.input<typeof OrderBody>;

export const ConferenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.number().int(),
  /** owner: the seller who runs it; buyer: an invited account. */
  role: z.enum(['owner', 'buyer']),
  owner_name: z.string(),
  sample_count: z.number().int(),
  buyer_count: z.number().int(),
  pieces: z.number().int(),
  closed_at: z.string().nullable(),
});
export type Conference = z.output<typeof ConferenceSchema>;

export const SampleSchema = z.object({
  id: z.number().int(),
  product_no: z.string(),
  category_id: z.number().int(),
  edition_id: z.number().int(),
  fabric_num: z.string(),
  /** Yuan per piece. */
  price: z.string(),
  sizes: z.array(z.string()),
  /** What its printed tag's QR code carries besides the product number: the conference, signed. */
  tag: z.string(),
});
export type Sample = z.output<typeof SampleSchema>;

export const LineSchema = z.object({ sample_id: z.number().int(), buyer_id: z.number().int(), size: z.string(), quantity: z.number().int() });
export type Line = z.output<typeof LineSchema>;

export const BuyerSchema = z.object({ id: z.number().int(), name: z.string(), mobilephone: z.string() });
export type Buyer = z.output<typeof BuyerSchema>;

export const DetailSchema = z.object({
  conference: ConferenceSchema,
  samples: z.array(SampleSchema),
  /** The owner sees every buyer and line; a buyer sees only itself and its own lines. */
  buyers: z.array(BuyerSchema),
  lines: z.array(LineSchema),
  /** After closing: the bulk orders it made, per buyer. */
  orders: z.array(z.object({ buyer_id: z.number().int(), order_id: z.number().int(), order_num: z.string() })),
});
export type ConferenceDetail = z.output<typeof DetailSchema>;

export const TagSchema = z.object({
  product_no: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_name_en: z.string(),
  edition_number: z.string(),
  fabric_num: z.string(),
  fabric_name: z.string(),
  fabric_name_en: z.string(),
  composition: z.string(),
  composition_en: z.string(),
  colour_hex: z.string(),
  texture: z.string().nullable(),
  /** The conference the tag names, while it is open (one); `mine` is the signed-in buyer's counts where invited, else null. */
  offers: z.array(
    z.object({
      conference_id: z.number().int(),
      conference_name: z.string(),
      end_date: z.string(),
      sample_id: z.number().int(),
      price: z.string(),
      sizes: z.array(z.string()),
      mine: z.array(z.object({ size: z.string(), quantity: z.number().int() })).nullable(),
    }),
  ),
});
export type SampleTag = z.output<typeof TagSchema>;

export const ListQuery = z.object({ page: page(), size: size(100, 20) });
export const ListSchema = z.object({ count: z.number().int(), list: z.array(ConferenceSchema) });
export const CloseAnswer = z.object({ id: z.number().int(), orders: DetailSchema.shape.orders });

export const OrderAnswerSchema = z.object({ sample_id: z.number().int(), pieces: z.number().int() });
