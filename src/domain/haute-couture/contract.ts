/**
 * Haute couture (spec 3 §2 "Haute-couture detail", §3 "Haute-couture task"): one
 * person's bespoke measuring. A measurer creates and fills a task on the tablet, offline too, so a
 * task is named by a uuid the device gives it (`uid`) and every save sends the whole task: the
 * server keeps the latest (an upsert by uid), which makes a replayed save harmless.
 */
import { z } from 'zod';
import { calendarDateOrEmpty, decimal, int, page, phone, size, text } from '../shared/fields';


/** spec 3 §3: the net dimensions a task records, in this order (height in cm, weight in kg). */
export const CLEAR_DIMENSION_KEYS = [
  'height',
  'weight',
  'neck',
  'shoulder2sleeve',
  'clothes_length',
  'shoulder',
  'left_sleeve',
  'right_sleeve',
  'bust',
  'abdomen',
  'waist',
  'hip',
  'crotch_depth',
  'trousers_length',
  'arm',
  'armhole',
  'thigh',
  'calf',
  'leg_opening',
  'total_crotch',
] as const;
export type ClearDimensionKey = (typeof CLEAR_DIMENSION_KEYS)[number];
/** spec 3 §2: the detail shows the net dimensions in rows of seven. */
export const DIMENSIONS_PER_ROW = 7;

/**
 * spec 3 §3: four special shapes, each none, slight, obvious or severe; the level's number is the
 * correction the pattern maker applies (cm): the back and chest by 0.5 steps, the shoulders by 0.3.
 */
export const SPECIAL_SHAPES = {
  hunchback: [0, 0.5, 1.0, 1.5],
  chest_out: [0, 0.5, 1.0, 1.5],
  raised_shoulder: [0, 0.3, 0.6, 0.9],
  sloped_shoulder: [0, 0.3, 0.6, 0.9],
} as const;
export type SpecialShape = keyof typeof SPECIAL_SHAPES;
export const SPECIAL_SHAPE_NAMES = Object.keys(SPECIAL_SHAPES) as SpecialShape[];
export const SHAPE_LEVELS = ['none', 'slight', 'obvious', 'severe'] as const;

export const GENDERS = [0, 1, 2] as const;

/** A dimension left blank is null: "not measured" is not 0 cm. */
const dimension = (key: ClearDimensionKey) => decimal(key === 'weight' ? 10 : 1, key === 'height' ? 250 : key === 'weight' ? 300 : 200, 'haute_couture:dimension_range').nullable().default(null);

export const ClearDimensionSchema = z.object(Object.fromEntries(CLEAR_DIMENSION_KEYS.map((k) => [k, dimension(k)])) as Record<ClearDimensionKey, ReturnType<typeof dimension>>);
export type ClearDimension = z.output<typeof ClearDimensionSchema>;

export const SpecialItemSchema = z.object({ name: z.enum(SPECIAL_SHAPE_NAMES as [SpecialShape, ...SpecialShape[]]), value: int(0, SHAPE_LEVELS.length - 1) });

/** One category's garment: its pattern (modeling = edition), size, and the body items altered (cm). */
export const SizeAlterationSchema = z.object({
  category_id: int(1),
  modeling_id: int(1, undefined, 'haute_couture:modeling_required'),
  size: text(16),
  body_items: z.array(z.object({ body_item_id: int(1), value: decimal(-30, 30, 'haute_couture:alteration_range') })).max(40),
});

export const CoutureTaskInput = z
  .object({
    uid: z.uuid({ message: 'haute_couture:uid_invalid' }),
    cust_name: text(32).refine((s) => s.length > 0, { message: 'haute_couture:name_required' }),
    gender_id: int(0, 2, 'haute_couture:gender_required'),
    company: text(64).default(''),
    /** Optional, but a phone given must be one (1 + 10 digits). */
    phone: z.union([z.literal(''), phone()]).default(''),
    delivery_date: calendarDateOrEmpty().default(''),
    store: text(64).default(''),
    measurer: text(32).default(''),
    remark: text(500).default(''),
    clear_dimension: ClearDimensionSchema.default(() => ClearDimensionSchema.parse({})),
    special_items: z.array(SpecialItemSchema).max(SPECIAL_SHAPE_NAMES.length).default([]),
    size_alterations: z.array(SizeAlterationSchema).max(10).default([]),
  })
  .refine((t) => new Set(t.special_items.map((s) => s.name)).size === t.special_items.length, { message: 'haute_couture:shape_twice', path: ['special_items'] })
  .refine((t) => new Set(t.size_alterations.map((s) => s.category_id)).size === t.size_alterations.length, { message: 'haute_couture:category_twice', path: ['size_alterations'] });
export type CoutureTaskFields = z.input<typeof CoutureTaskInput>;
export type CoutureTaskValues = z.output<typeof CoutureTaskInput>;

export const CoutureTaskSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  cust_name: z.string(),
  gender_id: z.number().int(),
  company: z.string(),
  phone: z.string(),
  delivery_date: z.string(),
  store: z.string(),
  measurer: z.string(),
  remark: z.string(),
  clear_dimension: z.record(z.string(), z.number().nullable()),
  special_items: z.array(z.object({ name: z.string(), value: z.number().int() })),
  size_alterations: z.array(
    z.object({ category_id: z.number().int(), modeling_id: z.number().int(), size: z.string(), body_items: z.array(z.object({ body_item_id: z.number().int(), value: z.number() })) }),
  ),
  /** Who saved it last (the account's name), and when (ISO 8601 with offset). */
  updated_by: z.string(),
  /** Whether the caller may correct or delete it: its business's own; a measurer's task its seller only reads. */
  editable: z.boolean(),
  create_time: z.string(),
  update_time: z.string(),
});
export type CoutureTask = z.output<typeof CoutureTaskSchema>;

export const ListQuery = z.object({ keyword: text(64).default(''), page: page(), size: size(500, 20) });
export const TaskPageSchema = z.object({ count: z.number().int(), list: z.array(CoutureTaskSchema) });
export const DetailQuery = z.object({ id: int(1) });
export const DeleteBody = z.object({ uid: z.uuid({ message: 'haute_couture:uid_invalid' }) });
export const SaveAnswer = z.object({ id: z.number().int(), uid: z.string() });

/** A task's measured count for the list: how many net dimensions are filled. */
export function measuredCount(d: Record<string, number | null | undefined>): number {
  return CLEAR_DIMENSION_KEYS.filter((k) => typeof d[k] === 'number').length;
}
