/** Catalogue codes shared by the rules, the server and the screens (spec 2 §3, §9). */

export const TECH_TYPE = { outer: 1, inner: 2, fabric: 3 } as const;

/** Search/replace range of a picked product or style (spec 2 §2.2). */
export const TECH_RANGE = { all: 0, outer: 1, inner: 2, fabric: 3 } as const;
export type TechRange = (typeof TECH_RANGE)[keyof typeof TECH_RANGE];

export const WEARING_STYLE = { standard: 1, slim: 2, loose: 3, veryLoose: 4 } as const;

export const FABRIC_TYPE = { domestic: 1, customer: 2, imported: 3 } as const;

/** Grading techniques (spec 2 §9) and the share of the ease each applies, in percent. */
export const GRADING_TECH_PERCENT: Readonly<Record<number, number>> = { 80: 80, 81: 100, 82: 120 };
export const GRADING_TECH_IDS = [80, 81, 82] as const;

/** 3D cut variants: 63 and 64 switch between two models, 62 forces the single default model. */
export const CUT_TECH = { singleDefault: 62, variantA: 63, variantB: 64 } as const;

/** Category ids of the spec (3D scenes and fast mode). */
export const CATEGORY = {
  suitJacket: 1,
  suitTrousers: 2,
  vest: 4,
  shirt: 5,
  overcoat: 8,
  womenJacket: 23,
  skirt: 26,
  womenTrousers: 27,
  womenShirt: 28,
} as const;
export const FAST_MODE_CATEGORIES = [1, 2, 8, 28] as const;

/** Body items the grading rules name: item 2 (chest) depends on items 2 and 3 (mid waist). */
export const BODY_ITEM = {
  collar: 1,
  chest: 2,
  midWaist: 3,
  shoulder: 4,
  sleeveLength: 5,
  sleeveWidth: 6,
  length: 7,
  waist: 8,
  hips: 9,
  trouserLength: 10,
  thigh: 11,
  rise: 12,
  knee: 13,
  hem: 14,
  skirtLength: 15,
  wrist: 16,
} as const;

export const DEFAULT_SIZE_NAME = '工厂码';

/** Correction inputs move in 0.5 cm steps; grading results are rounded to 0.1 cm (spec 2 §9). */
export const CORRECTION_STEP = 0.5;
export const GRADING_ROUNDING = 0.1;
export const MEASUREMENT_INPUT_MAX_LENGTH = 7;
