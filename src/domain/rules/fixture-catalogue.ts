/**
 * A small hand-written catalogue for the rule unit tests: every id and clash is chosen so each
 * rule can be seen at work. (The demo catalogue is tested through the API.)
 */
import type { BodyTypeRange, CatalogueSnapshot, SizeChartItem, Technique, TechTypeId } from '../catalogue/types';

const t = (id: number, group_id: number, type_id: TechTypeId, tech_name: string, tech_name_en: string, price_yuan = 0, is_special: 0 | 1 = 0, category_id = 1): Technique => ({
  id,
  category_id,
  group_id,
  type_id,
  tech_code: `T${id}`,
  tech_name,
  tech_name_en,
  price_fen: price_yuan * 100,
  is_special,
  allow_content: 0,
  allow_more: 0,
  is_modifiable: 1,
  items: [],
  sort: id,
});

const MALE: BodyTypeRange[] = [
  { code: 'Y', drop_min: 17, drop_max: 22 },
  { code: 'A', drop_min: 12, drop_max: 16 },
  { code: 'B', drop_min: 7, drop_max: 11 },
  { code: 'C', drop_min: 2, drop_max: 6 },
];
const FEMALE: BodyTypeRange[] = [
  { code: 'Y', drop_min: 19, drop_max: 24 },
  { code: 'A', drop_min: 14, drop_max: 18 },
  { code: 'B', drop_min: 9, drop_max: 13 },
  { code: 'C', drop_min: 4, drop_max: 8 },
];
const row = (item_id: number, centre: number, per_height: number, per_girth: number, Y = 0, A = 0, B = 0, C = 0): SizeChartItem => ({
  item_id,
  centre,
  per_height,
  per_girth,
  per_type: { Y, A, B, C },
});

export const FIXTURE: CatalogueSnapshot = {
  version: 'fixture',
  series: [{ id: 1, name: '商务正装', name_en: 'Business formal' }],
  categories: [
    { id: 1, name: '西服上衣', name_en: 'Suit jacket', gender_id: 1, series_ids: [1], size_kind: 'top', unit_consumption: 1.8, sort: 1 },
    { id: 2, name: '西裤', name_en: 'Suit trousers', gender_id: 1, series_ids: [1], size_kind: 'bottom', unit_consumption: 1.3, sort: 2 },
    { id: 8, name: '大衣', name_en: 'Overcoat', gender_id: 0, series_ids: [1], size_kind: 'top', unit_consumption: 2.6, sort: 3 },
  ],
  editions: [
    { id: 1, category_id: 1, edition_number: 'XF0101', name: '经典', name_en: 'Classic', series_id: 1, default_tech_result: [101, 111, 121, 131, 141, 151, 81], clash_tech_ids: [], size_offsets: {} },
    { id: 2, category_id: 1, edition_number: 'XD0102', name: '双排扣', name_en: 'Double-breasted', series_id: 1, default_tech_result: [103, 112, 121, 131, 141, 151, 81], clash_tech_ids: [101, 102, 113], size_offsets: { '2': 2 } },
    { id: 3, category_id: 2, edition_number: 'KX0201', name: '直筒', name_en: 'Straight', series_id: 1, default_tech_result: [], clash_tech_ids: [], size_offsets: {} },
    { id: 4, category_id: 8, edition_number: 'DY0801', name: '大衣', name_en: 'Coat', series_id: 1, default_tech_result: [], clash_tech_ids: [], size_offsets: {} },
  ],
  tech_types: [
    { id: 1, name: '外观工艺', name_en: 'Outer' },
    { id: 2, name: '内部工艺', name_en: 'Inner' },
    { id: 3, name: '面料工艺', name_en: 'Fabric' },
  ],
  tech_groups: [
    { id: 1, category_id: 1, type_id: 1, name: '门襟', name_en: 'Front', is_required: 1, is_special: 0, sort: 1 },
    { id: 2, category_id: 1, type_id: 1, name: '驳头', name_en: 'Lapel', is_required: 1, is_special: 0, sort: 2 },
    { id: 3, category_id: 1, type_id: 2, name: '里料', name_en: 'Lining', is_required: 1, is_special: 0, sort: 3 },
    { id: 4, category_id: 1, type_id: 2, name: '内袋', name_en: 'Inside pockets', is_required: 0, is_special: 0, sort: 4 },
    { id: 5, category_id: 1, type_id: 3, name: '纽扣', name_en: 'Buttons', is_required: 1, is_special: 0, sort: 5 },
    { id: 6, category_id: 1, type_id: 3, name: '里布', name_en: 'Lining fabric', is_required: 0, is_special: 0, sort: 6 },
    { id: 7, category_id: 1, type_id: 1, name: '放码方式', name_en: 'Grading', is_required: 0, is_special: 0, sort: 7 },
    { id: 8, category_id: 1, type_id: 1, name: '特殊外观工艺', name_en: 'Special outer', is_required: 0, is_special: 1, sort: 8 },
    { id: 9, category_id: 1, type_id: 3, name: '特殊面料处理', name_en: 'Special fabric', is_required: 0, is_special: 1, sort: 9 },
  ],
  techniques: [
    t(101, 1, 1, '单排两粒扣', 'Single-breasted, 2 buttons'),
    t(102, 1, 1, '单排一粒扣', 'Single-breasted, 1 button'),
    t(103, 1, 1, '双排六粒扣', 'Double-breasted, 6 buttons', 80),
    t(111, 2, 1, '平驳头', 'Notch lapel'),
    t(112, 2, 1, '戗驳头', 'Peak lapel', 50),
    t(113, 2, 1, '青果领', 'Shawl collar', 80),
    t(121, 3, 2, '全里', 'Full lining'),
    t(122, 3, 2, '半里', 'Half lining'),
    t(123, 3, 2, '无里', 'Unlined', 50),
    t(131, 4, 2, '两个内袋', '2 inside pockets'),
    t(132, 4, 2, '四个内袋', '4 inside pockets', 20),
    t(141, 5, 3, '树脂扣', 'Resin buttons'),
    t(142, 5, 3, '牛角扣', 'Horn buttons', 120),
    t(151, 6, 3, '涤纶里布', 'Polyester lining'),
    t(152, 6, 3, '真丝里布', 'Silk lining', 300),
    t(80, 7, 1, '合体放码', 'Fitted grading'),
    t(81, 7, 1, '标准放码', 'Standard grading'),
    t(82, 7, 1, '舒适放码', 'Comfort grading'),
    {
      ...t(161, 8, 1, '手工锁眼', 'Hand-sewn buttonholes', 100, 1),
      allow_content: 1,
      items: [
        { item_name: '绣字内容', item_name_en: 'Monogram text', item_type: 1, content: '', photos: [] },
        {
          item_name: '字体',
          item_name_en: 'Font',
          item_type: 2,
          content: '',
          photos: [
            { name: '楷体', name_en: 'Regular script', target: 'font-kai' },
            { name: '英文花体', name_en: 'Script letters', target: 'font-script' },
          ],
        },
      ],
    },
    t(162, 8, 1, '明线', 'Pick stitching', 60, 1),
    t(171, 9, 3, '防水处理', 'Water-repellent finish', 120, 1),
  ],
  clashes: [
    { tech_id: 103, clash_tech_ids: [113], relation_tech_ids: [112], context: '双排扣配戗驳头', context_en: 'Double-breasted takes peak lapels' },
    { tech_id: 123, clash_tech_ids: [132, 152], relation_tech_ids: [131], context: '无里', context_en: 'Unlined' },
    { tech_id: 171, clash_tech_ids: [152], relation_tech_ids: [], context: '防水', context_en: 'Water-repellent' },
    { tech_id: 162, clash_tech_ids: [123], relation_tech_ids: [], context: '明线', context_en: 'Pick stitching' },
    { tech_id: 122, clash_tech_ids: [171], relation_tech_ids: [], context: '半里', context_en: 'Half lining' },
  ],
  processes: [
    { id: 1, process_name: '精品手工', name_en: 'Handmade', prices: [{ category_id: 1, price_fen: 380000 }, { category_id: 2, price_fen: 120000 }], sort: 1 },
    { id: 2, process_name: '标准定制', name_en: 'Standard', prices: [{ category_id: 1, price_fen: 180000 }], sort: 2 },
  ],
  fabrics: [
    { id: 1, fabric_num: 'NS1101', type_id: 1, series_id: 1, category_ids: [1, 2], name: '南山藏青', name_en: 'Nanshan navy', composition: '100%羊毛', composition_en: '100% wool', colour: '藏青', colour_en: 'Navy', colour_hex: '#1f2a44', pattern: 'plain', weight_gsm: 260, texture: '/textures/fabric/ns1101.svg' },
    { id: 2, fabric_num: 'VBC3101', type_id: 3, series_id: 1, category_ids: [1, 2], name: 'VBC炭灰', name_en: 'VBC charcoal', composition: '90%羊毛 10%羊绒', composition_en: '90% wool 10% cashmere', colour: '炭灰', colour_en: 'Charcoal', colour_hex: '#36454f', pattern: 'twill', weight_gsm: 290, texture: '/textures/fabric/vbc3101.svg' },
  ],
  body_items: [
    { id: 2, item_name: '胸围', name_en: 'Chest' },
    { id: 3, item_name: '中腰', name_en: 'Mid waist' },
    { id: 5, item_name: '袖长', name_en: 'Sleeve length' },
    { id: 8, item_name: '腰围', name_en: 'Waist' },
    { id: 9, item_name: '臀围', name_en: 'Hips' },
  ],
  category_items: [
    { category_id: 1, item_id: 2, is_required: 1, min_value: 60, max_value: 160, sort: 1 },
    { category_id: 1, item_id: 3, is_required: 1, min_value: 50, max_value: 160, sort: 2 },
    { category_id: 1, item_id: 5, is_required: 0, min_value: 40, max_value: 80, sort: 3 },
    { category_id: 2, item_id: 8, is_required: 1, min_value: 50, max_value: 160, sort: 1 },
    { category_id: 2, item_id: 9, is_required: 1, min_value: 70, max_value: 170, sort: 2 },
    { category_id: 8, item_id: 2, is_required: 1, min_value: 60, max_value: 170, sort: 1 },
  ],
  wearing_styles: [
    { id: 1, name: '标准', name_en: 'Standard' },
    { id: 2, name: '修身', name_en: 'Slim' },
    { id: 3, name: '宽松', name_en: 'Loose' },
    { id: 4, name: '特宽松', name_en: 'Very loose' },
  ],
  special_shapes: [
    { id: 1, shape_name: '驼背', name_en: 'Hunchback', category_ids: [1], items: [{ id: 10, name: '无', name_en: 'None', value: 0 }, { id: 11, name: '轻微', name_en: 'Slight', value: 0.5 }] },
  ],
  size_charts: [
    {
      id: 1, category_id: 1, gender_id: 1, size_name: '工厂码', series: '5·4', key_item_id: 2,
      height: { min: 155, max: 190, step: 5, centre: 170 }, girth: { min: 76, max: 116, step: 4, centre: 88 }, body_types: MALE,
      items: [row(2, 106, 0, 4), row(3, 94, 0, 4, -5, 0, 5, 10), row(5, 60, 1.5, 0.2)],
    },
    {
      id: 2, category_id: 2, gender_id: 1, size_name: '工厂码', series: '5·2', key_item_id: 8,
      height: { min: 155, max: 190, step: 5, centre: 170 }, girth: { min: 56, max: 106, step: 2, centre: 74 }, body_types: MALE,
      items: [row(8, 76, 0, 2), row(9, 102, 0.4, 1.6, 4, 0, -2, -4)],
    },
    {
      id: 3, category_id: 8, gender_id: 1, size_name: '工厂码', series: '5·4', key_item_id: 2,
      height: { min: 155, max: 190, step: 5, centre: 170 }, girth: { min: 76, max: 116, step: 4, centre: 88 }, body_types: MALE,
      items: [row(2, 114, 0, 4)],
    },
    {
      id: 4, category_id: 8, gender_id: 2, size_name: '工厂码', series: '5·4', key_item_id: 2,
      height: { min: 145, max: 180, step: 5, centre: 160 }, girth: { min: 72, max: 108, step: 4, centre: 84 }, body_types: FEMALE,
      items: [row(2, 104, 0, 4)],
    },
  ],
  grading_rules: [
    { category_id: 1, item_id: 2, ease: [14, 10, 18, 22] },
    { category_id: 1, item_id: 3, ease: [12.5, 8.5, 16.5, 20.5] },
    { category_id: 1, item_id: 5, ease: [0, 0, 0, 0] },
    { category_id: 2, item_id: 8, ease: [2, 1, 3, 4] },
    { category_id: 2, item_id: 9, ease: [8, 6, 10, 12] },
    { category_id: 8, item_id: 2, ease: [20, 16, 24, 28] },
  ],
  products: [{ product_code: 'P01001', category_id: 1, edition_id: 2, fabric_num: 'VBC3101', process_id: 1, tech_ids: [103, 112, 122, 131, 142, 151, 81, 161] }],
  styles: [{ id: 1, style_number: 'S01001', category_id: 1, edition_id: 1, tech_ids: [102, 111, 123, 131, 141, 151, 82] }],
};
