/**
 * Body measurement items per category, wearing styles, special body shapes, grading ease and the
 * GB/T 1335 standard size charts of the demo catalogue.
 *
 * Size charts follow GB/T 1335.1/.2: a size is height/girth plus body type (170/88A), heights step
 * by 5 cm, chest by 4 cm for tops (5·4) and waist by 2 cm for bottoms (5·2), and the body type comes
 * from chest minus waist (male Y 17-22, A 12-16, B 7-11, C 2-6; female Y 19-24, A 14-18, B 9-13,
 * C 4-8). Base values are finished-garment measurements of the size, centre size plus steps.
 */
import type {
  BodyItem,
  BodyTypeCode,
  BodyTypeRange,
  CategoryItem,
  GradingRule,
  SizeChart,
  SizeChartItem,
  SpecialShape,
  WearingStyle,
} from '@/domain/catalogue/types';

export const BODY_ITEMS: BodyItem[] = [
  { id: 1, item_name: '领围', name_en: 'Collar' },
  { id: 2, item_name: '胸围', name_en: 'Chest' },
  { id: 3, item_name: '中腰', name_en: 'Mid waist' },
  { id: 4, item_name: '肩宽', name_en: 'Shoulder width' },
  { id: 5, item_name: '袖长', name_en: 'Sleeve length' },
  { id: 6, item_name: '袖肥', name_en: 'Sleeve width' },
  { id: 7, item_name: '衣长', name_en: 'Length' },
  { id: 8, item_name: '腰围', name_en: 'Waist' },
  { id: 9, item_name: '臀围', name_en: 'Hips' },
  { id: 10, item_name: '裤长', name_en: 'Trouser length' },
  { id: 11, item_name: '横裆', name_en: 'Thigh' },
  { id: 12, item_name: '直裆', name_en: 'Rise' },
  { id: 13, item_name: '中裆', name_en: 'Knee' },
  { id: 14, item_name: '脚口', name_en: 'Leg opening' },
  { id: 15, item_name: '裙长', name_en: 'Skirt length' },
  { id: 16, item_name: '腕围', name_en: 'Wrist' },
];

export const WEARING_STYLES: WearingStyle[] = [
  { id: 1, name: '标准', name_en: 'Standard' },
  { id: 2, name: '修身', name_en: 'Slim' },
  { id: 3, name: '宽松', name_en: 'Loose' },
  { id: 4, name: '特宽松', name_en: 'Very loose' },
];

const TOPS = [1, 4, 5, 8, 23, 28];
const BOTTOMS = [2, 26, 27];

const levels = (id: number, values: [number, number, number]) => [
  { id: id * 10, name: '无', name_en: 'None', value: 0 },
  { id: id * 10 + 1, name: '轻微', name_en: 'Slight', value: values[0] },
  { id: id * 10 + 2, name: '明显', name_en: 'Obvious', value: values[1] },
  { id: id * 10 + 3, name: '严重', name_en: 'Severe', value: values[2] },
];
const HALF: [number, number, number] = [0.5, 1.0, 1.5];
const THIRD: [number, number, number] = [0.3, 0.6, 0.9];

export const SPECIAL_SHAPES: SpecialShape[] = [
  { id: 1, shape_name: '驼背', name_en: 'Hunchback', category_ids: TOPS, items: levels(1, HALF) },
  { id: 2, shape_name: '挺胸', name_en: 'Chest out', category_ids: TOPS, items: levels(2, HALF) },
  { id: 3, shape_name: '耸肩', name_en: 'Raised shoulder', category_ids: TOPS, items: levels(3, THIRD) },
  { id: 4, shape_name: '溜肩', name_en: 'Sloped shoulder', category_ids: TOPS, items: levels(4, THIRD) },
  { id: 5, shape_name: '凸肚', name_en: 'Belly', category_ids: [...TOPS, ...BOTTOMS], items: levels(5, HALF) },
  { id: 6, shape_name: '翘臀', name_en: 'Prominent seat', category_ids: BOTTOMS, items: levels(6, HALF) },
];

type ItemSpec = { id: number; required: boolean; min: number; max: number };
const r = (id: number, min: number, max: number, required = true): ItemSpec => ({ id, required, min, max });

const ITEMS_BY_CATEGORY: Record<number, ItemSpec[]> = {
  1: [r(2, 60, 160), r(3, 50, 160), r(4, 30, 65), r(5, 40, 80), r(6, 20, 60), r(7, 55, 95), r(9, 70, 170, false), r(1, 30, 55, false)],
  23: [r(2, 60, 150), r(3, 45, 150), r(4, 28, 60), r(5, 40, 75), r(6, 20, 55), r(7, 50, 90), r(9, 70, 160, false)],
  8: [r(2, 60, 170), r(3, 50, 170), r(4, 30, 70), r(5, 45, 85), r(6, 22, 65), r(7, 80, 130), r(9, 70, 180, false)],
  4: [r(2, 60, 160), r(3, 50, 160), r(7, 45, 75), r(4, 28, 60, false)],
  5: [r(1, 30, 55), r(2, 60, 160), r(3, 50, 160), r(4, 30, 65), r(5, 40, 80), r(6, 20, 60), r(7, 60, 95), r(16, 12, 30, false)],
  28: [r(1, 28, 50), r(2, 60, 150), r(3, 45, 150), r(4, 28, 60), r(5, 40, 75), r(6, 20, 55), r(7, 50, 90), r(16, 12, 28, false)],
  2: [r(8, 50, 160), r(9, 70, 170), r(10, 80, 125), r(11, 40, 90), r(12, 20, 40), r(13, 30, 70, false), r(14, 30, 60, false)],
  27: [r(8, 45, 150), r(9, 70, 160), r(10, 75, 120), r(11, 38, 85), r(12, 18, 38), r(13, 28, 65, false), r(14, 28, 55, false)],
  26: [r(8, 45, 150), r(9, 70, 160), r(15, 40, 110)],
};

export function buildCategoryItems(): CategoryItem[] {
  return Object.entries(ITEMS_BY_CATEGORY).flatMap(([cat, specs]) =>
    specs.map((s, i) => ({
      category_id: Number(cat),
      item_id: s.id,
      is_required: s.required ? (1 as const) : (0 as const),
      min_value: s.min,
      max_value: s.max,
      sort: i + 1,
    })),
  );
}

/** Ease per wearing style (standard, slim, loose, very loose) for the garment kinds. */
const EASE: Record<number, [number, number, number, number]> = {
  1: [2, 1.5, 2.5, 3],
  2: [14, 10, 18, 22],
  3: [14, 10, 18, 22],
  4: [1, 0.5, 1.5, 2],
  5: [0, 0, 0, 0],
  6: [10, 8, 12, 14],
  7: [0, 0, 0, 0],
  8: [2, 1, 3, 4],
  9: [8, 6, 10, 12],
  10: [0, 0, 0, 0],
  11: [10, 8, 12, 14],
  12: [1.5, 1, 2, 2.5],
  13: [10, 8, 12, 14],
  14: [0, 0, 0, 0],
  15: [0, 0, 0, 0],
  16: [6, 5, 7, 8],
};
/** Girth ease differs by garment: an overcoat goes over a jacket, a vest and a shirt sit closer. */
const GIRTH_EASE_SHIFT: Record<number, number> = { 1: 0, 23: -1, 8: 6, 4: -4, 5: -3, 28: -4, 2: 0, 27: -0.5, 26: -1.5 };
const GIRTH_ITEMS = new Set([2, 3, 6, 9, 11, 13]);

export function buildGradingRules(): GradingRule[] {
  return Object.entries(ITEMS_BY_CATEGORY).flatMap(([cat, specs]) =>
    specs.map((s) => {
      const shift = GIRTH_ITEMS.has(s.id) ? (GIRTH_EASE_SHIFT[Number(cat)] ?? 0) : 0;
      const base = EASE[s.id]!;
      return {
        category_id: Number(cat),
        item_id: s.id,
        ease: base.map((e) => (e === 0 ? 0 : Math.max(0, e + shift))) as [number, number, number, number],
      };
    }),
  );
}

const MALE_TYPES: BodyTypeRange[] = [
  { code: 'Y', drop_min: 17, drop_max: 22 },
  { code: 'A', drop_min: 12, drop_max: 16 },
  { code: 'B', drop_min: 7, drop_max: 11 },
  { code: 'C', drop_min: 2, drop_max: 6 },
];
const FEMALE_TYPES: BodyTypeRange[] = [
  { code: 'Y', drop_min: 19, drop_max: 24 },
  { code: 'A', drop_min: 14, drop_max: 18 },
  { code: 'B', drop_min: 9, drop_max: 13 },
  { code: 'C', drop_min: 4, drop_max: 8 },
];

type ChartRow = [item: number, centre: number, perHeight: number, perGirth: number, type?: [number, number, number, number]];
const types = (t: [number, number, number, number] = [0, 0, 0, 0]): Record<BodyTypeCode, number> => ({ Y: t[0], A: t[1], B: t[2], C: t[3] });
const rows = (list: ChartRow[]): SizeChartItem[] =>
  list.map(([item_id, centre, per_height, per_girth, t]) => ({ item_id, centre, per_height, per_girth, per_type: types(t) }));

/** Waist follows body type at a fixed chest: a C body has a fuller waist than a Y body. */
const WAIST_BY_TYPE: [number, number, number, number] = [-5, 0, 5, 10];

const MALE_JACKET = rows([[2, 106, 0, 4], [3, 94, 0, 4, WAIST_BY_TYPE], [4, 45.6, 0.4, 1.2], [5, 60, 1.5, 0.2], [6, 37, 0, 1.2], [7, 75, 2, 0], [9, 104, 0.4, 3.2, [-2, 0, 2, 4]], [1, 41, 0, 1]]);
const FEMALE_JACKET = rows([[2, 96, 0, 4], [3, 82, 0, 4, WAIST_BY_TYPE], [4, 39.4, 0.4, 1], [5, 57, 1.5, 0.2], [6, 32, 0, 1.2], [7, 64, 2, 0], [9, 98, 0.4, 3.6, [-2, 0, 2, 4]]]);
const MALE_SHIRT = rows([[1, 40, 0, 1], [2, 104, 0, 4], [3, 96, 0, 4, WAIST_BY_TYPE], [4, 46, 0.4, 1.2], [5, 61, 1.5, 0.2], [6, 40, 0, 1.4], [7, 76, 2, 0], [16, 24, 0, 0.5]]);
const FEMALE_SHIRT = rows([[1, 36, 0, 1], [2, 94, 0, 4], [3, 80, 0, 4, WAIST_BY_TYPE], [4, 38.6, 0.4, 1], [5, 57, 1.5, 0.2], [6, 33, 0, 1.2], [7, 64, 2, 0], [16, 21, 0, 0.5]]);
const MALE_VEST = rows([[2, 100, 0, 4], [3, 90, 0, 4, WAIST_BY_TYPE], [7, 60, 1.5, 0], [4, 36, 0.4, 1]]);
const MALE_COAT = rows([[2, 114, 0, 4], [3, 104, 0, 4, WAIST_BY_TYPE], [4, 47.5, 0.4, 1.2], [5, 62.5, 1.5, 0.2], [6, 41, 0, 1.2], [7, 105, 3, 0], [9, 114, 0.4, 3.2, [-2, 0, 2, 4]]]);
const FEMALE_COAT = rows([[2, 104, 0, 4], [3, 92, 0, 4, WAIST_BY_TYPE], [4, 41, 0.4, 1], [5, 58.5, 1.5, 0.2], [6, 35, 0, 1.2], [7, 98, 3, 0], [9, 106, 0.4, 3.6, [-2, 0, 2, 4]]]);
/** Bottoms are sized by waist; at a fixed waist a Y body has fuller hips than a C body. */
const MALE_TROUSERS = rows([[8, 76, 0, 2], [9, 102, 0.4, 1.6, [4, 0, -2, -4]], [10, 103, 3, 0], [11, 64, 0, 1.2], [12, 27, 0.5, 0.4], [13, 50, 0, 0.8], [14, 44, 0, 0.5]]);
const FEMALE_TROUSERS = rows([[8, 70, 0, 2], [9, 98, 0.4, 1.8, [4, 0, -2, -4]], [10, 98, 3, 0], [11, 60, 0, 1.2], [12, 25.5, 0.5, 0.4], [13, 46, 0, 0.8], [14, 40, 0, 0.5]]);
const FEMALE_SKIRT = rows([[8, 69, 0, 2], [9, 96, 0.4, 1.8, [4, 0, -2, -4]], [15, 58, 1.5, 0]]);

const MALE_TOP = { height: { min: 155, max: 190, step: 5 as const, centre: 170 }, girth: { min: 76, max: 116, step: 4 as const, centre: 88 } };
const FEMALE_TOP = { height: { min: 145, max: 180, step: 5 as const, centre: 160 }, girth: { min: 72, max: 108, step: 4 as const, centre: 84 } };
const MALE_BOTTOM = { height: { min: 155, max: 190, step: 5 as const, centre: 170 }, girth: { min: 56, max: 106, step: 2 as const, centre: 74 } };
const FEMALE_BOTTOM = { height: { min: 145, max: 180, step: 5 as const, centre: 160 }, girth: { min: 54, max: 96, step: 2 as const, centre: 68 } };

export function buildSizeCharts(sizeName: string): SizeChart[] {
  const charts: SizeChart[] = [];
  const top = (category_id: number, gender_id: 1 | 2, items: SizeChartItem[]) =>
    charts.push({
      id: charts.length + 1,
      category_id,
      gender_id,
      size_name: sizeName,
      series: '5·4',
      key_item_id: 2,
      ...(gender_id === 1 ? MALE_TOP : FEMALE_TOP),
      body_types: gender_id === 1 ? MALE_TYPES : FEMALE_TYPES,
      items,
    });
  const bottom = (category_id: number, gender_id: 1 | 2, items: SizeChartItem[]) =>
    charts.push({
      id: charts.length + 1,
      category_id,
      gender_id,
      size_name: sizeName,
      series: '5·2',
      key_item_id: 8,
      ...(gender_id === 1 ? MALE_BOTTOM : FEMALE_BOTTOM),
      body_types: gender_id === 1 ? MALE_TYPES : FEMALE_TYPES,
      items,
    });
  top(1, 1, MALE_JACKET);
  bottom(2, 1, MALE_TROUSERS);
  top(4, 1, MALE_VEST);
  top(5, 1, MALE_SHIRT);
  top(8, 1, MALE_COAT);
  top(8, 2, FEMALE_COAT);
  top(23, 2, FEMALE_JACKET);
  bottom(26, 2, FEMALE_SKIRT);
  bottom(27, 2, FEMALE_TROUSERS);
  top(28, 2, FEMALE_SHIRT);
  return charts;
}

