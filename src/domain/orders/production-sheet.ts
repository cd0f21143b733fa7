/**
 * The production sheet of an order: what the factory cuts and sews one garment, or one person of a
 * team, from. It is the order's detail (the same view and the same readers) with what the detail
 * leaves to the catalogue: the fabric's swatch, each design choice's code, and the measurements'
 * plausibility warnings with whether a measurer confirmed them (已复核).
 */
import { z } from 'zod';
import { MeasurementWarningSchema } from '../measuring/wire';
import type { PlausibilityGarment } from '../rules/plausibility';
import { OrderDetailSchema, SizeInfoSchema, type SizeInfo } from './wire';

const id = z.number().int();

/** A garment of a page: the order's item it is made as, and the sizes, style and shapes of the person it is for. */
export const SheetGarmentSchema = z.object({
  item_id: id,
  quantity: z.number().int(),
  wearing_style: z.string(),
  special_shape_info: z.array(z.object({ shape_name: z.string(), shape_item: z.string() })),
  size_info: z.array(SizeInfoSchema),
});

export const SheetPageSchema = z.object({
  /** The team member the page is for; null: the order's own customer. */
  person: z.object({ truename: z.string(), gender_id: id, height: z.number().nullable(), weight: z.number().nullable(), department_name: z.string() }).nullable(),
  garments: z.array(SheetGarmentSchema),
  warnings: z.array(MeasurementWarningSchema),
});
export type SheetPage = z.output<typeof SheetPageSchema>;

/** What the catalogue adds to an order item: its fabric's swatch (null for a customer's own cloth) and its techniques' codes, in tech_info's order. */
export const SheetItemSchema = z.object({
  item_id: id,
  fabric: z.object({ fabric_num: z.string(), name: z.string(), composition: z.string(), colour_hex: z.string(), texture: z.string() }).nullable(),
  tech_codes: z.array(z.string()),
});
export type SheetItem = z.output<typeof SheetItemSchema>;

export const ProductionSheetSchema = z.object({
  order: OrderDetailSchema,
  items: z.array(SheetItemSchema),
  pages: z.array(SheetPageSchema),
});
export type ProductionSheet = z.output<typeof ProductionSheetSchema>;

/**
 * A garment's measurements as the plausibility rules read them: the net body values (a finished
 * garment's or a chart size's are not the body's) and its chart size, if one was chosen.
 */
export function plausibilityGarment(categoryId: number, sizes: readonly Pick<SizeInfo, 'size_info_type' | 'size_value' | 'size_data'>[]): PlausibilityGarment {
  const net = sizes.find((s) => s.size_info_type === 1);
  const standard = sizes.find((s) => s.size_info_type === 3);
  return {
    category_id: categoryId,
    size: standard?.size_value ?? '',
    item: (net?.size_data ?? []).map((r) => ({ id: r.body_item_id, value: r.body_item_net_value })),
  };
}
