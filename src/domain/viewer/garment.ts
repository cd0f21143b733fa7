/**
 * What the 3D viewer draws (spec 2 §7 "3D viewer"), as plain data: which model each
 * chosen category has, the cut variants its visible techniques pick, and the body its measures
 * describe. Pure, so the viewer's scene code only turns this into geometry, and the rules are
 * tested without WebGL.
 */
import { BODY_ITEM } from '../catalogue/constants';
import type { CatalogueIndex } from '../catalogue/lookup';
import type { CategoryItem, FabricPattern } from '../catalogue/types';

export type ModelKind = 'jacket' | 'trousers' | 'waistcoat' | 'shirt' | 'overcoat' | 'skirt';

/** Seeded category id -> its model (spec 2 §3 maps categories 5, 4, 26, 23, 27 to scenes; every seeded one has one here). */
export const MODEL_OF_CATEGORY: Readonly<Record<number, ModelKind>> = {
  1: 'jacket',
  2: 'trousers',
  4: 'waistcoat',
  5: 'shirt',
  8: 'overcoat',
  23: 'jacket',
  26: 'skirt',
  27: 'trousers',
  28: 'shirt',
};

export type Lapel = 'notch' | 'peak' | 'shawl';
export type Pocket = 'flap' | 'jetted' | 'slanted' | 'patch';
export type Vent = 'none' | 'centre' | 'side';

export type CutVariants = {
  lapel: Lapel;
  buttons: number;
  doubleBreasted: boolean;
  pocket: Pocket;
  vent: Vent;
  pleats: 0 | 1 | 2;
  turnUps: boolean;
};

export const DEFAULT_CUT: CutVariants = { lapel: 'notch', buttons: 2, doubleBreasted: false, pocket: 'flap', vent: 'side', pleats: 0, turnUps: false };

/**
 * The catalogue's technique names that change what the garment looks like. Names, not ids: the
 * same choice exists in several categories under different ids (a jacket's and an overcoat's vent).
 */
const VARIANT_OF_TECHNIQUE: Readonly<Record<string, Partial<CutVariants>>> = {
  平驳头: { lapel: 'notch' },
  戗驳头: { lapel: 'peak' },
  青果领: { lapel: 'shawl' },
  单排一粒扣: { buttons: 1, doubleBreasted: false },
  单排两粒扣: { buttons: 2, doubleBreasted: false },
  单排三粒扣: { buttons: 3, doubleBreasted: false },
  双排六粒扣: { buttons: 6, doubleBreasted: true },
  有盖袋: { pocket: 'flap' },
  双嵌线袋: { pocket: 'jetted' },
  斜插有盖袋: { pocket: 'slanted' },
  贴袋: { pocket: 'patch' },
  双开衩: { vent: 'side' },
  单开衩: { vent: 'centre' },
  无开衩: { vent: 'none' },
  无褶: { pleats: 0 },
  单褶: { pleats: 1 },
  双褶: { pleats: 2 },
  平脚: { turnUps: false },
  翻脚: { turnUps: true },
};

export function cutOf(idx: CatalogueIndex, techIds: readonly number[]): CutVariants {
  let cut = { ...DEFAULT_CUT };
  for (const id of techIds) {
    const tech = idx.technique.get(id);
    const variant = tech ? VARIANT_OF_TECHNIQUE[tech.tech_name] : undefined;
    if (variant) cut = { ...cut, ...variant };
  }
  return cut;
}

/** The body the garments are cut for, in cm. */
export type Body = { height: number; chest: number; waist: number; hip: number; shoulder: number; sleeve: number; trouserLength: number };

/** A typical adult of each gender (GB/T 1335 centre sizes), for whatever is not measured yet. */
export const TYPICAL_BODY: Readonly<Record<1 | 2, Body>> = {
  1: { height: 170, chest: 88, waist: 76, hip: 92, shoulder: 44, sleeve: 60, trouserLength: 102 },
  2: { height: 160, chest: 84, waist: 68, hip: 90, shoulder: 39, sleeve: 56, trouserLength: 96 },
};

/** The body items each measure of the body is read from, first found first. */
const ITEMS_OF: Readonly<Record<Exclude<keyof Body, 'height'>, readonly number[]>> = {
  chest: [BODY_ITEM.chest],
  waist: [BODY_ITEM.waist, BODY_ITEM.midWaist],
  hip: [BODY_ITEM.hips],
  shoulder: [BODY_ITEM.shoulder],
  sleeve: [BODY_ITEM.sleeveLength],
  trouserLength: [BODY_ITEM.trouserLength],
};

export type BodyRanges = Readonly<Record<keyof Body, readonly [number, number]>>;

/**
 * Heights drawn as typed. Below, it is typing in progress (the typical height stands in); above,
 * up to the forms' 300 cm, the tallest drawn body stands in.
 */
export const DRAWN_HEIGHT: readonly [number, number] = [120, 220];

/** Without a catalogue (and for items no category measures): the widest limits the seeded catalogue gives. */
const DEFAULT_RANGES: BodyRanges = {
  height: DRAWN_HEIGHT,
  chest: [60, 170],
  waist: [45, 170],
  hip: [70, 180],
  shoulder: [28, 70],
  sleeve: [40, 85],
  trouserLength: [75, 125],
};

/** What the measurement forms accept for each measure of the body: the widest of the categories' limits. */
export function acceptedRanges(items: readonly CategoryItem[]): BodyRanges {
  const out = { ...DEFAULT_RANGES } as Record<keyof Body, readonly [number, number]>;
  for (const key of Object.keys(ITEMS_OF) as (keyof typeof ITEMS_OF)[]) {
    const limits = items.filter((i) => ITEMS_OF[key].includes(i.item_id));
    if (limits.length) out[key] = [Math.min(...limits.map((i) => i.min_value)), Math.max(...limits.map((i) => i.max_value))];
  }
  return out;
}

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

/**
 * `net` is each body item's net value (any category that measured it); `height` the customer's.
 * A measure outside what the forms accept is typing in progress. What is not measured (yet)
 * follows what is: a waist and hips from the chest by the typical drops, a shoulder from the
 * chest, a sleeve and a trouser length from the height, so a tall or a broad customer is not
 * drawn with a typical person's parts.
 */
export function bodyOf(gender: 1 | 2, height: number | null, net: ReadonlyMap<number, number>, ranges: BodyRanges = DEFAULT_RANGES): Body {
  const typical = TYPICAL_BODY[gender];
  const measured = (key: keyof typeof ITEMS_OF): number | null => {
    const [min, max] = ranges[key];
    for (const item of ITEMS_OF[key]) {
      const value = net.get(item);
      if (value !== undefined && Number.isFinite(value) && value >= min && value <= max) return value;
    }
    return null;
  };
  const h = height !== null && Number.isFinite(height) && height >= DRAWN_HEIGHT[0] ? Math.min(height, DRAWN_HEIGHT[1]) : typical.height;
  const chest = measured('chest') ?? typical.chest;
  return {
    height: h,
    chest,
    waist: measured('waist') ?? clamp(chest - (typical.chest - typical.waist), ranges.waist),
    hip: measured('hip') ?? clamp(chest + (typical.hip - typical.chest), ranges.hip),
    shoulder: measured('shoulder') ?? clamp(typical.shoulder + (chest - typical.chest) * 0.25, ranges.shoulder),
    // Lengths follow the height, past the forms' limits too: nobody typed them.
    sleeve: measured('sleeve') ?? (typical.sleeve * h) / typical.height,
    trouserLength: measured('trouserLength') ?? (typical.trouserLength * h) / typical.height,
  };
}

export type GarmentSpec = { category_id: number; kind: ModelKind; cut: CutVariants };

export type ViewerScene = {
  /** The garments that have a model, in the order chosen. */
  garments: GarmentSpec[];
  /** Chosen categories without a model: the viewer says 暂无此模型 for them. */
  missing: number[];
  body: Body;
  gender: 1 | 2;
  /** The fabric's texture URL (this app's /textures/fabric), or '' for plain cloth. */
  texture: string;
  /** How wide one repeat of the texture is on the cloth, in cm. */
  textureRepeatCm: number;
  /** The fabric's colour, shown while the texture loads and for customer-supplied cloth. */
  colour: string;
};

export type ViewerInput = {
  /** Each chosen category, its visible techniques and the net body values typed for it. */
  categories: readonly { category_id: number; tech_ids: readonly number[]; net: ReadonlyMap<number, number> }[];
  gender: 1 | 2;
  height: number | null;
  fabric_num: string;
};

/**
 * Each body item's net value, from the first category whose measurement table has the item. A
 * value typed for one category is also copied, while still empty, into the other categories'
 * forms (so the person is measured once); a copy made at the first keystroke ("1" of "149") stays
 * there, hidden, when the item is not in that category's table. Read, it drew a 149 cm waist as
 * none at all.
 */
export function netOfCategories(idx: CatalogueIndex, categories: ViewerInput['categories']): Map<number, number> {
  const net = new Map<number, number>();
  for (const c of categories) {
    for (const item of idx.itemsOfCategory.get(c.category_id) ?? []) {
      const value = c.net.get(item.item_id);
      if (value !== undefined && !net.has(item.item_id)) net.set(item.item_id, value);
    }
  }
  return net;
}

/**
 * How wide one tile of a fabric's texture is on the cloth, in cm: each generated texture
 * (scripts/generate-fabric-textures.ts) is one repeat of its weave or pattern, so a pinstripe's
 * tile is the stripes' spacing and a check's tile one check. Drawn at this size, stripes and checks
 * have the spacing a customer sees on the bolt, the same on a jacket for a small or a large body.
 */
export const TEXTURE_REPEAT_CM: Readonly<Record<FabricPattern, number>> = {
  plain: 0.6,
  twill: 0.8,
  herringbone: 1.5,
  birdseye: 0.6,
  oxford: 0.5,
  poplin: 0.4,
  pinstripe: 1.5,
  chalkstripe: 2.5,
  check: 6,
};

export function viewerScene(idx: CatalogueIndex, input: ViewerInput): ViewerScene {
  const garments: GarmentSpec[] = [];
  const missing: number[] = [];
  for (const c of input.categories) {
    const kind = MODEL_OF_CATEGORY[c.category_id];
    if (kind) garments.push({ category_id: c.category_id, kind, cut: cutOf(idx, c.tech_ids) });
    else missing.push(c.category_id);
  }
  const fabric = idx.fabric.get(input.fabric_num);
  return { garments, missing, body: bodyOf(input.gender, input.height, netOfCategories(idx, input.categories), acceptedRanges(idx.snapshot.category_items)), gender: input.gender, texture: fabric?.texture ?? '', textureRepeatCm: TEXTURE_REPEAT_CM[fabric?.pattern ?? 'plain'], colour: fabric?.colour_hex ?? '#5b6470' };
}
