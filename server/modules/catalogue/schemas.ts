/**
 * Request schemas of the rule endpoints. Ranges are generous but physical: a height of -5 or 9999
 * or text where a number belongs is refused with a 4xx naming the field.
 */
import { z } from 'zod';
import { idList, int, num } from '@/domain/shared/fields';

export const positiveId = () => int().pipe(z.number().int().positive());
export const height = () => num().pipe(z.number().min(50).max(250));
export const weight = () => num().pipe(z.number().min(10).max(300));
/** A body measurement in cm. */
export const measure = () => num().pipe(z.number().min(0).max(400));
export const genderId = () => int().pipe(z.union([z.literal(1), z.literal(2)]));
export const wearingStyle = () => int().pipe(z.number().int().min(1).max(4));
/** 0 or absent: not chosen yet (grading is then skipped). */
const optionalWearingStyle = () => int().pipe(z.number().int().min(0).max(4)).nullish();

/** Accepts the list itself or `{list: [...]}`. */
const listBody = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (Array.isArray(v) ? { list: v } : v), z.object({ list: z.array(item).min(1).max(max) }));

export const GradingItemSchema = z.object({
  cate_id: positiveId(),
  item_id: positiveId(),
  wearing_style: optionalWearingStyle(),
  tech_id: positiveId().nullish(),
  item2_value: measure().nullish(),
  item3_value: measure().nullish(),
});
export const GradingBodySchema = listBody(GradingItemSchema, 500);

export const SizeMatchCategorySchema = z.object({
  cate_id: positiveId(),
  height: height(),
  edition_id: positiveId().nullish(),
  gender_id: genderId().nullish(),
  item_array: z
    .array(z.object({ item_id: positiveId(), item_value: measure(), item_net_value: measure().nullish() }))
    .min(1)
    .max(100),
  body_values: z
    .array(z.object({ item_id: positiveId(), item_net_value: measure() }))
    .max(100)
    .nullish(),
});
export const SizeMatchBodySchema = listBody(SizeMatchCategorySchema, 50);

export const RecommendSizeBodySchema = z.object({
  height: height(),
  weight: weight(),
  gender_id: genderId(),
  edition_ids: idList(50),
  wearing_style: wearingStyle(),
});

export const PriceBodySchema = z.object({
  category_id: positiveId(),
  process_id: positiveId(),
  tech_ids: z.array(int()).max(200),
});

export const ChooseTechBodySchema = z.object({
  category_id: positiveId(),
  edition_id: positiveId().nullish(),
  tech_ids: z.array(int()).max(200),
  tech_id: positiveId(),
});
