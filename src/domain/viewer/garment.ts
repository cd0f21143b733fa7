/**
 * What the 3D viewer draws (spec 2 §7 "3D viewer"), as plain data: which model each
 * chosen category has, the cut variants its visible techniques pick, and the body its measures
 * describe. Pure, so the viewer's scene code only turns this into geometry, and the rules are
 * tested without WebGL.
 */
import { BODY_ITEM } from '../catalogue/constants';
import type { CatalogueIndex } from '../catalogue/lookup';

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

/** Measures outside these are typing in progress, not a body: they fall back to the typical one. */
const PLAUSIBLE: Readonly<Record<keyof Body, [number, number]>> = {
  height: [120, 220],
  chest: [60, 160],
  waist: [50, 160],
  hip: [60, 170],
  shoulder: [30, 65],
  sleeve: [40, 80],
  trouserLength: [70, 125],
};

/** `net` is each body item's net value (any category that measured it); `height` the customer's. */
export function bodyOf(gender: 1 | 2, height: number | null, net: ReadonlyMap<number, number>): Body {
  const typical = TYPICAL_BODY[gender];
  const pick = (key: keyof Body, value: number | null | undefined): number => {
    const [min, max] = PLAUSIBLE[key];
    return value !== null && value !== undefined && value >= min && value <= max ? value : typical[key];
  };
  return {
    height: pick('height', height),
    chest: pick('chest', net.get(BODY_ITEM.chest)),
    waist: pick('waist', net.get(BODY_ITEM.waist) ?? net.get(BODY_ITEM.midWaist)),
    hip: pick('hip', net.get(BODY_ITEM.hips)),
    shoulder: pick('shoulder', net.get(BODY_ITEM.shoulder)),
    sleeve: pick('sleeve', net.get(BODY_ITEM.sleeveLength)),
    trouserLength: pick('trouserLength', net.get(BODY_ITEM.trouserLength)),
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
  /** The fabric's colour, shown while the texture loads and for customer-supplied cloth. */
  colour: string;
};

export type ViewerInput = {
  categories: readonly { category_id: number; tech_ids: readonly number[] }[];
  gender: 1 | 2;
  height: number | null;
  net: ReadonlyMap<number, number>;
  fabric_num: string;
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
  return { garments, missing, body: bodyOf(input.gender, input.height, input.net), gender: input.gender, texture: fabric?.texture ?? '', colour: fabric?.colour_hex ?? '#5b6470' };
}
