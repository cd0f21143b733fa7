/**
 * Plausibility of a person's measurements: warnings, never refusals. A tape read wrong (150 for
 * 105), a value typed in the wrong field or a size chosen for someone else gives numbers that a
 * body does not have; each check names what looks wrong and why, and the measurer either corrects
 * it or confirms it as measured ("已复核"). The same function runs in the rules worker while the
 * measurer types (offline) and on the server for what it stored, so both say the same.
 *
 * Ranges are adults' from the spread of GB/T 1335 (5·4 and 5·2 series, Y to C, heights 145 to 190)
 * widened to its tails, narrowed by the catalogue's own limits for the item where it has them.
 */
import { BODY_ITEM } from '../catalogue/constants';
import { indexCatalogue } from '../catalogue/lookup';
import type { BodyTypeCode, CatalogueSnapshot } from '../catalogue/types';
import type { RuleMessage } from './messages';
import { estimateGirths } from './recommend-size';
import { chartFor, parseSize } from './standard-size';

export type PlausibilityCode =
  | 'height_range'
  | 'bmi_range'
  | 'item_range'
  | 'waist_over_chest'
  | 'drop_too_large'
  | 'drop_vs_body_type'
  | 'hips_below_waist'
  | 'hips_far_over_waist'
  | 'length_vs_height'
  | 'girth_vs_bmi'
  | 'left_right';

/** What a warning is about: height, weight, or a body item by id. */
export type WarningItem = 'height' | 'weight' | number;

export type PlausibilityWarning = {
  item: WarningItem;
  code: PlausibilityCode;
  /**
   * The warning with the values it was raised on: a confirmation is stored by key, so once a
   * value it names changes the warning asks again.
   */
  key: string;
  message: RuleMessage;
};

export type PlausibilityGarment = { category_id: number; size: string; item: readonly { id: number; value: number | null }[] };
export type PlausibilityInput = { gender_id: number; height: number; weight: number; garments: readonly PlausibilityGarment[] };

type Range = readonly [number, number];
const FEMALE = 2;

/** Adult ranges by body item, male then female (cm). */
export const POPULATION_RANGES: Readonly<Record<number, { male: Range; female: Range }>> = {
  [BODY_ITEM.collar]: { male: [33, 50], female: [29, 44] },
  [BODY_ITEM.chest]: { male: [74, 130], female: [70, 126] },
  [BODY_ITEM.midWaist]: { male: [54, 126], female: [48, 122] },
  [BODY_ITEM.shoulder]: { male: [36, 54], female: [32, 48] },
  [BODY_ITEM.sleeveLength]: { male: [48, 72], female: [46, 68] },
  [BODY_ITEM.sleeveWidth]: { male: [24, 50], female: [22, 46] },
  [BODY_ITEM.length]: { male: [45, 130], female: [42, 125] },
  [BODY_ITEM.waist]: { male: [54, 126], female: [48, 122] },
  [BODY_ITEM.hips]: { male: [78, 132], female: [78, 138] },
  [BODY_ITEM.trouserLength]: { male: [86, 122], female: [78, 116] },
  [BODY_ITEM.thigh]: { male: [44, 82], female: [44, 84] },
  [BODY_ITEM.rise]: { male: [22, 36], female: [20, 35] },
  [BODY_ITEM.knee]: { male: [32, 58], female: [30, 56] },
  [BODY_ITEM.hem]: { male: [30, 58], female: [28, 56] },
  [BODY_ITEM.skirtLength]: { male: [35, 110], female: [35, 110] },
  [BODY_ITEM.wrist]: { male: [14, 22], female: [13, 20] },
};
export const HEIGHT_RANGE = { male: [145, 205], female: [135, 195] } as const satisfies Record<string, Range>;
export const BMI_RANGE: Range = [15, 40];

/** Lengths against height: the share of the height each usually is (a vest's length to a long coat's). */
export const HEIGHT_SHARES: Readonly<Record<number, Range>> = {
  [BODY_ITEM.sleeveLength]: [0.29, 0.42],
  [BODY_ITEM.length]: [0.24, 0.78],
  [BODY_ITEM.trouserLength]: [0.5, 0.7],
};

/** How far (cm) the waist may pass the chest, and the chest the waist, before a warning. */
export const WAIST_OVER_CHEST_MAX = 10;
export const DROP_MAX = 28;
/** How far (cm) the hips may fall below the waist, or pass it. */
export const HIPS_BELOW_WAIST_MAX = 8;
export const HIPS_OVER_WAIST_MAX = 40;
/** Slack (cm) around a body type's drop range: a size is chosen to the nearest step. */
export const BODY_TYPE_SLACK = 4;
/** How far (cm) chest and waist may be from what height and weight suggest. */
export const GIRTH_FROM_BMI_MAX = { chest: 20, waist: 24 } as const;
export const LEFT_RIGHT_MAX = 3;

const r1 = (v: number) => Math.round(v * 10) / 10;
const r0 = (v: number) => Math.round(v);
const isGiven = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Names of a body item in both languages, as rule messages carry them. */
function itemNames(snapshot: CatalogueSnapshot | null, id: number): { name: string; name_en: string } {
  const item = snapshot ? indexCatalogue(snapshot).bodyItemName.get(id) : undefined;
  return item ? { name: item.zh, name_en: item.en } : { name: String(id), name_en: String(id) };
}

/** One value per body item over the person's garments: the first given (every card measures the same body). */
function bodyValues(garments: readonly PlausibilityGarment[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const g of garments) for (const i of g.item) if (isGiven(i.value) && !out.has(i.id)) out.set(i.id, i.value);
  return out;
}

/** The population range of an item narrowed by the catalogue's limits for it in the person's garments. */
function rangeOf(snapshot: CatalogueSnapshot | null, itemId: number, genderId: number, categoryIds: readonly number[]): Range | null {
  const pop = POPULATION_RANGES[itemId]?.[genderId === FEMALE ? 'female' : 'male'];
  let [min, max] = pop ?? [-Infinity, Infinity];
  if (snapshot) {
    const idx = indexCatalogue(snapshot);
    for (const c of categoryIds) {
      const limit = idx.itemsOfCategory.get(c)?.find((i) => i.item_id === itemId);
      if (!limit) continue;
      min = Math.max(min, limit.min_value);
      max = Math.min(max, limit.max_value);
    }
  }
  return Number.isFinite(min) || Number.isFinite(max) ? [min, max] : null;
}

/** Items named 左… and 右… (Left …, Right …) of the catalogue, as pairs. */
function leftRightPairs(snapshot: CatalogueSnapshot | null): [number, number][] {
  if (!snapshot) return [];
  const rights = new Map(snapshot.body_items.filter((b) => b.item_name.startsWith('右')).map((b) => [b.item_name.slice(1), b.id]));
  return snapshot.body_items.flatMap((b) => {
    const right = b.item_name.startsWith('左') ? rights.get(b.item_name.slice(1)) : undefined;
    return right === undefined ? [] : [[b.id, right] as [number, number]];
  });
}

export function measurementWarnings(snapshot: CatalogueSnapshot | null, input: PlausibilityInput): PlausibilityWarning[] {
  const out: PlausibilityWarning[] = [];
  const warn = (item: WarningItem, code: PlausibilityCode, values: readonly number[], params: Record<string, string | number>) => {
    const key = `${code}:${item}:${values.map(r1).join('/')}`;
    if (!out.some((w) => w.key === key)) out.push({ item, code, key, message: { key: `rules:plausibility.${code}`, params } });
  };
  const female = input.gender_id === FEMALE;
  const gender = female ? 'female' : 'male';
  // Height and weight left empty are saved as 0: not measured, nothing to check.
  const height = input.height > 0 ? input.height : null;
  const weight = input.weight > 0 ? input.weight : null;
  const values = bodyValues(input.garments);
  const categoryIds = input.garments.map((g) => g.category_id);
  const named = (id: number) => itemNames(snapshot, id);

  if (height !== null) {
    const [min, max] = HEIGHT_RANGE[gender];
    if (height < min || height > max) warn('height', 'height_range', [height], { value: r1(height), min, max });
  }
  if (height !== null && weight !== null) {
    const bmi = weight / (height / 100) ** 2;
    if (bmi < BMI_RANGE[0] || bmi > BMI_RANGE[1]) warn('weight', 'bmi_range', [height, weight], { bmi: r1(bmi), height: r1(height), weight: r1(weight) });
  }

  for (const [id, value] of values) {
    const range = rangeOf(snapshot, id, input.gender_id, categoryIds);
    if (range && (value < range[0] || value > range[1])) {
      warn(id, 'item_range', [value], { ...named(id), value: r1(value), min: range[0], max: range[1] });
    }
  }

  const chest = values.get(BODY_ITEM.chest);
  // The drop of GB/T 1335 is chest minus waist; the jacket's mid waist is taken at the waist too.
  const waistId = values.has(BODY_ITEM.midWaist) ? BODY_ITEM.midWaist : BODY_ITEM.waist;
  const waist = values.get(waistId);
  if (isGiven(chest) && isGiven(waist)) {
    const drop = chest - waist;
    const waistNames = named(waistId);
    const chestNames = named(BODY_ITEM.chest);
    if (-drop > WAIST_OVER_CHEST_MAX) {
      warn(waistId, 'waist_over_chest', [chest, waist], { waist: waistNames.name, waist_en: waistNames.name_en, chest: chestNames.name, chest_en: chestNames.name_en, diff: r1(-drop) });
    } else if (drop > DROP_MAX) {
      warn(BODY_ITEM.chest, 'drop_too_large', [chest, waist], { waist: waistNames.name, waist_en: waistNames.name_en, chest: chestNames.name, chest_en: chestNames.name_en, diff: r1(drop) });
    }
    if (snapshot) {
      for (const g of input.garments) {
        const size = parseSize(g.size);
        const range = size ? chartFor(snapshot, g.category_id, input.gender_id || 1)?.body_types.find((b) => b.code === size.body_type) : undefined;
        if (!size || !range) continue;
        if (drop < range.drop_min - BODY_TYPE_SLACK || drop > range.drop_max + BODY_TYPE_SLACK) {
          warn(BODY_ITEM.chest, 'drop_vs_body_type', [chest, waist, ...typeCode(size.body_type)], {
            drop: r1(drop),
            size: g.size,
            type: size.body_type,
            min: range.drop_min,
            max: range.drop_max,
          });
        }
      }
    }
  }

  const hips = values.get(BODY_ITEM.hips);
  const hipWaistId = values.has(BODY_ITEM.waist) ? BODY_ITEM.waist : BODY_ITEM.midWaist;
  const hipWaist = values.get(hipWaistId);
  if (isGiven(hips) && isGiven(hipWaist)) {
    const w = named(hipWaistId);
    if (hipWaist - hips > HIPS_BELOW_WAIST_MAX) warn(BODY_ITEM.hips, 'hips_below_waist', [hips, hipWaist], { waist: w.name, waist_en: w.name_en, diff: r1(hipWaist - hips) });
    else if (hips - hipWaist > HIPS_OVER_WAIST_MAX) warn(BODY_ITEM.hips, 'hips_far_over_waist', [hips, hipWaist], { waist: w.name, waist_en: w.name_en, diff: r1(hips - hipWaist) });
  }

  if (height !== null) {
    for (const [id, [low, high]] of Object.entries(HEIGHT_SHARES).map(([k, v]) => [Number(k), v] as const)) {
      const value = values.get(id);
      if (!isGiven(value)) continue;
      const min = r0(height * low);
      const max = r0(height * high);
      if (value < min || value > max) warn(id, 'length_vs_height', [value, height], { ...named(id), value: r1(value), height: r1(height), min, max });
    }
  }

  if (height !== null && weight !== null) {
    const estimate = estimateGirths(height, weight, input.gender_id);
    const bmi = r1(weight / (height / 100) ** 2);
    const girths = [
      [BODY_ITEM.chest, chest, estimate.chest, GIRTH_FROM_BMI_MAX.chest],
      [waistId, waist, estimate.waist, GIRTH_FROM_BMI_MAX.waist],
    ] as const;
    for (const [id, value, expected, max] of girths) {
      if (!isGiven(value) || Math.abs(value - expected) <= max) continue;
      warn(id, 'girth_vs_bmi', [value, height, weight], { ...named(id), value: r1(value), expected: r0(expected), bmi, diff: r0(Math.abs(value - expected)) });
    }
  }

  for (const [left, right] of leftRightPairs(snapshot)) {
    const l = values.get(left);
    const rv = values.get(right);
    if (!isGiven(l) || !isGiven(rv) || Math.abs(l - rv) <= LEFT_RIGHT_MAX) continue;
    const n = named(left);
    warn(right, 'left_right', [l, rv], { name: n.name.slice(1), name_en: n.name_en.replace(/^left\s+/i, ''), diff: r1(Math.abs(l - rv)) });
  }
  return out;
}

/** A body type as a number for a warning's key (the key is made of numbers). */
const typeCode = (t: BodyTypeCode): number[] => [['Y', 'A', 'B', 'C'].indexOf(t)];

/** Each warning marked confirmed when its key is among those the measurer confirmed. */
export function withConfirmations<W extends { key: string }>(warnings: readonly W[], confirmed: readonly string[]): (W & { confirmed: boolean })[] {
  const set = new Set(confirmed);
  return warnings.map((w) => ({ ...w, confirmed: set.has(w.key) }));
}
