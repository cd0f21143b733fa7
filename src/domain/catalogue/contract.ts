/**
 * The catalogue's calls: the fast order's lookups and rules (/fast_order/*, spec 2 §7 "Fast
 * order"), the deep customization's lookups (/deep_custom/*; the spec shows no paths, these follow
 * the fast order's style), and the snapshot the browser mirrors. Their paths, request schemas and
 * the shapes of the rows they answer live here, read by the server routes, the client calls and
 * the OpenAPI document. The measuring screens' own catalogue lookups are in measuring/contract.ts.
 */
import { z } from 'zod';
import { idList, int, num, requiredText, text } from '../shared/fields';
import type { GradeValue } from '../rules/grading';
import type { PriceBreakdown } from '../rules/price';
import type { SizeMatchResult, StandardSize } from '../rules/standard-size';
import type { TechChoice } from '../rules/technique';
import type { CatalogueSnapshot } from './types';

export { CATALOGUE_SNAPSHOT_PATH } from './paths';

// ---------------------------------------------------------------------------------------------
// Field helpers. Ranges are generous but physical: a height of -5 or 9999, or text where a number
// belongs, is refused naming the field.

export const positiveId = () => int(1);
export const height = () => num().pipe(z.number().min(50).max(250));
export const weight = () => num().pipe(z.number().min(10).max(300));
/** A body measurement in cm. */
export const measure = () => num().pipe(z.number().min(0).max(400));
export const genderId = () => int(1, 2);
/** 0 common, 1 male, 2 female. */
const categoryGender = () => int(0, 2);
export const wearingStyle = () => int(1, 4);
/** 0 or absent: not chosen yet (grading is then skipped). */
const optionalWearingStyle = () => int(0, 4).nullish();
/** Domestic (1) or imported (3): the catalogue holds no customer-supplied fabric. */
// 1 domestic, 3 imported (2, customer-supplied, has no catalogue fabric).
const catalogueFabricType = () => int(1, 3).refine((v) => v !== 2);
const fabricSize = () => int(1, 1000).default(1000);
const techIds = () => z.array(int()).max(200);

/** Accepts the list itself or `{list: [...]}`. */
const listBody = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (Array.isArray(v) ? { list: v } : v), z.object({ list: z.array(item).min(1).max(max) }));

// ---------------------------------------------------------------------------------------------
// Requests: the rules.

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

export const PriceBodySchema = z.object({ category_id: positiveId(), process_id: positiveId(), tech_ids: techIds() });

export const ChooseTechBodySchema = z.object({
  category_id: positiveId(),
  edition_id: positiveId().nullish(),
  tech_ids: techIds(),
  tech_id: positiveId(),
});

// ---------------------------------------------------------------------------------------------
// Requests: the fast order's lookups.

export const CategoryQuery = z.object({ category_id: positiveId() });
export const CategoriesQuery = z.object({ category_ids: idList(50) });
export const TechListQuery = z.object({ category_id: positiveId(), edition_id: positiveId().optional() });
/** Products, styles and common styles of a category, searched by code or name. */
export const CatalogueSearchQuery = z.object({ category_id: positiveId(), edition_id: positiveId().optional(), keyword: text(64).default('') });
export const TechByProductQuery = z.object({ category_id: positiveId(), product_code: requiredText(32) });
export const TechByStyleQuery = z.object({ category_id: positiveId(), style_number: requiredText(32) });
export const TechByCommonStyleQuery = z.object({ category_id: positiveId(), id: positiveId() });
export const FastFabricQuery = z.object({
  fabric_num: text(32).optional(),
  keyword: text(64).optional(),
  type_id: catalogueFabricType().optional(),
  series_id: positiveId().optional(),
  category_id: positiveId().optional(),
  size: fabricSize(),
});
export const AddCommonStyleSchema = z.object({
  name: text(64),
  tech_ids: techIds().default([]),
  category_id: int(0).nullish(),
  /** Spec 2 §7 names the edition edition_type_id; edition_id is accepted too (the screen's name). */
  edition_type_id: positiveId().nullish(),
  edition_id: positiveId().nullish(),
  series_id: positiveId().nullish(),
  style_number: text(32).default(''),
  is_common: int(1, 2).default(1),
});
export type NewCommonStyleBody = z.input<typeof AddCommonStyleSchema>;
export const DeleteCommonStyleSchema = z.object({ id: positiveId() });
export const FastSizeDataQuery = z.object({ category_id: positiveId(), edition_number: requiredText(32), gender_id: genderId().optional() });
export const FastProcessQuery = z.object({ category_ids: idList(50).optional(), style_number: text(32).optional(), product_code: text(32).optional() });
export const SpecialTechQuery = z.object({
  style_numbers: z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v), z.array(requiredText(32)).min(1).max(50)),
});

// ---------------------------------------------------------------------------------------------
// Requests: the deep customization's lookups.

export const DeepCategoryQuery = z.object({ gender_id: categoryGender().optional(), series_id: positiveId().optional() });
export const DeepEditionQuery = z.object({ category_id: positiveId(), series_id: positiveId().optional() });
export const EditionNumberQuery = z.object({ edition_number: requiredText(32) });
export const DeepFabricSchema = z.object({
  category_id: positiveId().optional(),
  series_id: positiveId().optional(),
  type_id: catalogueFabricType().optional(),
  keyword: text(64).optional(),
  size: fabricSize(),
});
export const TechTreeQuery = z.object({ category_id: positiveId(), edition_ids: idList(20).optional(), tech_code: text(32).optional() });
/** Deep customization names the list category_id (several, comma-joined). */
export const DeepBodyItemsQuery = z.object({ category_id: idList(50) });
/** A category's size chart for one of its editions (and a gender, for unisex categories). */
export const SizeChartQuery = z.object({ category_id: positiveId(), edition_type_id: positiveId(), gender_id: genderId().optional() });
export const BomSchema = z.object({ fabric_code: requiredText(32), edition_number: requiredText(32), process_id: positiveId() });
export const FabricTechQuery = z.object({ fabric_num: requiredText(32), edition_number: requiredText(32), process_id: positiveId() });
export const DeepProductQuery = z.object({ category_id: positiveId(), keyword: text(32).default('') });
export const DeepTechByProductQuery = z.object({ product_code: requiredText(32) });

export const SnapshotQuery = z.object({ version: text(64).optional() });
/** With the version the browser holds: only `{version, unchanged: true}`. */
export const SnapshotAnswerSchema = z.object({
  version: z.string(),
  unchanged: z.boolean(),
  /** The whole catalogue (CatalogueSnapshot in ./types.ts), absent when unchanged. */
  snapshot: z.custom<CatalogueSnapshot>((v) => typeof v === 'object' && v !== null, { message: 'a catalogue snapshot' }).optional(),
});
export type SnapshotAnswer = z.output<typeof SnapshotAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Answers: the rows the lookups are made of, in the caller's language (`name` fields are picked
// from the bilingual catalogue). Money is a yuan amount with two decimals ("12.50"), as the
// spec's screens read it.

const yuan = z.string().regex(/^-?\d+\.\d{2}$/);

const flag = z.union([z.literal(0), z.literal(1)]);
const ids = z.array(z.number().int());

export const NamedRowSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRow = z.output<typeof NamedRowSchema>;

export const CategoryRowSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  cate_name: z.string(),
  category_name: z.string(),
  gender_id: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  series_ids: ids,
});
export type CategoryRow = z.output<typeof CategoryRowSchema>;

export const EditionRowSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  edition_number: z.string(),
  edition_name: z.string(),
  series_id: z.number().int(),
  default_tech_result: ids,
  clash_tech_ids: ids,
});
export type EditionRow = z.output<typeof EditionRowSchema>;

/** A technique entry as the technique panels read it (spec 2 §3 "Technique entry"). */
export const TechRowSchema = z.object({
  id: z.number().int(),
  tech_id: z.number().int(),
  type_id: z.number().int(),
  type_name: z.string(),
  group_id: z.number().int(),
  group_name: z.string(),
  tech_name: z.string(),
  tech_code: z.string(),
  cate_id: z.number().int(),
  category_id: z.number().int(),
  rank: z.number(),
  is_special: flag,
  checked: z.boolean(),
  defaultTechId: z.number().int().nullable(),
  crashTech: ids,
  allow_content: flag,
  allow_more: flag,
  is_modifiable: flag,
  price: yuan,
  tech_type: z.number().int(),
  items: z.array(
    z.object({
      item_name: z.string(),
      item_type: z.union([z.literal(1), z.literal(2)]),
      content: z.string(),
      photos: z.array(z.object({ name: z.string(), target: z.string() })),
    }),
  ),
});
export type TechRow = z.output<typeof TechRowSchema>;

/** A technique group of a category with its techniques, the edition's default marked. */
export const TechGroupRowSchema = z.object({
  group_id: z.number().int(),
  type_id: z.number().int(),
  name: z.string(),
  is_required: flag,
  is_special: flag,
  default_tech_id: z.number().int().nullable(),
  list: z.array(TechRowSchema),
});
export type TechGroupRow = z.output<typeof TechGroupRowSchema>;

export const FabricRowSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  label: z.string(),
  fabric_num: z.string(),
  type_id: z.number().int(),
  series_id: z.number().int(),
  name: z.string(),
  composition: z.string(),
  colour: z.string(),
  colour_hex: z.string(),
  pattern: z.string(),
  weight_gsm: z.number(),
  '3d_image': z.string(),
  items: z.array(z.object({ item_value: z.string() })),
});
export type FabricRow = z.output<typeof FabricRowSchema>;

export const ProcessRowSchema = z.object({
  id: z.number().int(),
  process_name: z.string(),
  prices: z.array(z.object({ category_id: z.number().int(), price: yuan })),
  price: yuan,
});
export type ProcessRow = z.output<typeof ProcessRowSchema>;

export const WearingStylesRowSchema = z.object({ cate_id: z.number().int(), cate_name: z.string(), items: z.array(NamedRowSchema) });
export type WearingStylesRow = z.output<typeof WearingStylesRowSchema>;

export const SpecialShapeRowSchema = z.object({
  id: z.number().int(),
  shape_name: z.string(),
  items: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.number() })),
});
export type SpecialShapeRow = z.output<typeof SpecialShapeRowSchema>;

export const BodyItemRowSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  cate_id: z.number().int(),
  is_required: flag,
  min_value: z.number(),
  max_value: z.number(),
});
export type BodyItemRow = z.output<typeof BodyItemRowSchema>;

export const CommonStyleRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  style_number: z.string(),
  tech_ids: ids,
  series_id: z.number().int().nullable(),
  edition_type_id: z.number().int().nullable(),
  is_common: z.number().int(),
});
export type CommonStyleRow = z.output<typeof CommonStyleRowSchema>;

/** The answer of add_common_style and delete_common_style. */
export const IdAnswerSchema = z.object({ id: z.number().int() });

export const ProductRowSchema = z.object({
  product_code: z.string(),
  fabric_num: z.string(),
  edition_id: z.number().int(),
  edition_number: z.string(),
  process_id: z.number().int(),
  items: z.array(z.object({ extra_value: z.string(), item_value: z.string() })),
});

export const StyleRowSchema = z.object({ id: z.number().int(), style_number: z.string(), edition_id: z.number().int(), edition_number: z.string() });

/** A product, style or common style with the techniques it chooses. */
export const TechByProductAnswerSchema = z.object({
  product_code: z.string(),
  edition_id: z.number().int(),
  edition_number: z.string(),
  fabric_num: z.string(),
  process_id: z.number().int(),
  tech_ids: ids,
  tech_list: z.array(TechRowSchema),
});
export const TechByStyleAnswerSchema = TechByProductAnswerSchema.pick({ edition_id: true, edition_number: true, tech_ids: true, tech_list: true }).extend({ style_number: z.string() });
export const TechByCommonStyleAnswerSchema = z.object({ id: z.number().int(), name: z.string(), edition_id: z.number().int().nullable(), tech_ids: ids, tech_list: z.array(TechRowSchema) });

export const ClashRowSchema = z.object({
  targetTechId: z.number().int(),
  tech_id: z.number().int(),
  tech_name: z.string(),
  clashTechIds: ids,
  clash_tech_ids: ids,
  relation_tech_ids: ids,
  relation_tech_data: z.array(z.object({ id: z.number().int(), tech_name: z.string(), type_id: z.number().int(), group_id: z.number().int() })),
  context: z.string(),
});

// The rules' answers: each schema is held to the rule's own type, so the two cannot drift apart.
export const GradeValuesSchema = z.array(z.object({ cate_id: z.number().int(), item_id: z.number().int(), grade_value: z.number() })) satisfies z.ZodType<GradeValue[]>;
export const SizeMatchAnswerSchema = z.array(
  z.object({
    cate_id: z.number().int(),
    shape_name: z.string(),
    size_name: z.string(),
    item_array: z.array(z.object({ item_id: z.number().int(), base_value: z.number(), correct_value: z.number() })),
  }),
) satisfies z.ZodType<SizeMatchResult[]>;
export const StandardSizeSchema = z.object({
  size_value: z.string(),
  size_name: z.string(),
  height: z.number(),
  girth: z.number(),
  body_type: z.enum(['Y', 'A', 'B', 'C']),
  items: z.array(z.object({ item_id: z.number().int(), value: z.number() })),
}) satisfies z.ZodType<StandardSize>;
/** A size group (工厂码) with its sizes. */
export const SizeGroupSchema = z.object({ size_name: z.string(), list: z.array(StandardSizeSchema) });
/** Recommended size per edition id: "170/88A". */
export const RecommendSizeAnswerSchema = z.record(z.string(), z.string()) satisfies z.ZodType<Record<string, string>>;
export const PriceAnswerSchema = z.object({
  process_price: yuan,
  tech_price: yuan,
  total_price: yuan,
  process_fen: z.number().int(),
  techniques_fen: z.number().int(),
  total_fen: z.number().int(),
}) satisfies z.ZodType<PriceBreakdown & { process_price: string; tech_price: string; total_price: string }>;
export const ChooseTechAnswerSchema = z.object({
  tech_ids: ids,
  choices: z.array(
    z.object({ group_id: z.number().int(), type_id: z.union([z.literal(1), z.literal(2), z.literal(3)]), tech_id: z.number().int(), default_tech_id: z.number().int().nullable(), has_changed: z.boolean() }) satisfies z.ZodType<TechChoice>,
  ),
  specials: ids,
});
export const SpecialTechAnswerSchema = z.array(z.object({ style_number: z.string(), category_id: z.number().int(), list: z.array(TechRowSchema) }));

export const FabricAttrsSchema = z.object({
  types: z.array(NamedRowSchema),
  series: z.array(NamedRowSchema),
  colours: z.array(z.string()),
  compositions: z.array(z.string()),
  patterns: z.array(z.string()),
});
/** The technology tree: per technique type (1 outer, 2 inner, 3 fabric) its groups. */
export const TechTreeSchema = z.array(z.object({ type_id: z.number().int(), type_name: z.string(), groups: z.array(TechGroupRowSchema) }));
export const SizeListSchema = z.object({ size_name: z.string(), list: z.array(z.string()) });
export const BomAnswerSchema = z.object({
  fabric_num: z.string(),
  edition_number: z.string(),
  process_id: z.number().int(),
  unit_consumption: z.number(),
  bom: z.array(TechRowSchema),
});
export const DeepProductRowSchema = ProductRowSchema.omit({ edition_id: true, items: true });
export const DeepTechByProductSchema = TechByProductAnswerSchema.omit({ tech_ids: true }).extend({ category_id: z.number().int() });
/** The measuring pages' body items and special shapes of some categories. */
export const ItemsByCategoriesSchema = z.object({
  body: z.array(z.object({ id: z.number().int(), item_name: z.string() })),
  special: z.array(SpecialShapeRowSchema),
});

/** The measuring pages' category and edition lookups answer lists of these rows. */
export const CategoryRowsSchema = z.array(CategoryRowSchema);
export const EditionRowsSchema = z.array(EditionRowSchema);

// ---------------------------------------------------------------------------------------------
// The answers of the lookups that list rows, named for their endpoints (./endpoints.ts).

export const DeepSeriesListAnswer = z.array(NamedRowSchema);
export const DeepCategoryListAnswer = z.array(CategoryRowSchema);
export const DeepEditionListAnswer = z.array(EditionRowSchema);
export const DeepProcessListAnswer = z.array(ProcessRowSchema);
export const DeepComplementaryProcessAnswer = z.array(ProcessRowSchema);
export const DeepFabricListAnswer = z.array(FabricRowSchema);
export const DeepBodyItemsAnswer = z.array(BodyItemRowSchema);
export const DeepStandardSizeDataAnswer = z.array(SizeGroupSchema);
export const DeepFabricTechListAnswer = z.array(TechRowSchema);
export const DeepProductListAnswer = z.array(DeepProductRowSchema);
export const FastCategoryListAnswer = z.object({ list: z.array(CategoryRowSchema), series: z.array(NamedRowSchema) });
export const FastEditionTypesAnswer = z.array(EditionRowSchema);
export const FastTechListAnswer = z.object({ groups: z.array(TechGroupRowSchema) });
export const FastProductListAnswer = z.array(ProductRowSchema);
export const FastStyleListAnswer = z.array(StyleRowSchema);
export const FastCommonStyleListAnswer = z.array(CommonStyleRowSchema);
export const FastFabricListAnswer = z.array(FabricRowSchema);
export const FastClashTableAnswer = z.array(ClashRowSchema);
export const FastWearingStylesAnswer = z.array(WearingStylesRowSchema);
export const FastBodyItemsAnswer = z.array(BodyItemRowSchema.extend({ cate_name: z.string() }));
export const FastSpecialShapesAnswer = z.array(SpecialShapeRowSchema);
export const FastStandardSizeDataAnswer = z.array(SizeGroupSchema);
export const FastProcessListAnswer = z.array(ProcessRowSchema);
