import { describe, expect, it } from 'vitest';
import { bodyTypeFromDrop } from './body-type';
import { FIXTURE } from './fixture-catalogue';
import { chartFor, chartSize, expandChart, formatSize, matchStandardSize, nearestStep, parseSize, standardSizeOf } from './standard-size';

const male = FIXTURE.size_charts[0]!.body_types;

describe('body type (GB/T 1335, chest minus waist)', () => {
  it.each([
    [22, 'Y'],
    [17, 'Y'],
    [16.5, 'A'],
    [12, 'A'],
    [11, 'B'],
    [7, 'B'],
    [6, 'C'],
    [-3, 'C'],
  ])('drop %d is type %s for men', (drop, code) => {
    expect(bodyTypeFromDrop(drop, male)).toBe(code);
  });

  it('uses the female ranges for women', () => {
    const female = FIXTURE.size_charts[3]!.body_types;
    expect(bodyTypeFromDrop(18, female)).toBe('A');
    expect(bodyTypeFromDrop(18, male)).toBe('Y');
  });
});

describe('sizes', () => {
  it('writes and reads sizes like 170/88A', () => {
    expect(formatSize(170, 88, 'A')).toBe('170/88A');
    expect(parseSize('165/72B')).toEqual({ height: 165, girth: 72, body_type: 'B' });
    expect(parseSize('170-88A')).toBeNull();
  });

  it('takes the nearest chart step, halves up, clamped to the chart', () => {
    const h = { min: 155, max: 190, step: 5, centre: 170 };
    expect([172.4, 172.5, 167.5, 140, 250].map((v) => nearestStep(v, h))).toEqual([170, 175, 170, 155, 190]);
  });

  it('expands a chart over heights (5 cm), girths (4 cm) and body types with edition offsets', () => {
    const chart = chartFor(FIXTURE, 1, 1)!;
    const sizes = expandChart(chart, FIXTURE.editions[1]);
    expect(sizes.length).toBe(8 * 11 * 4);
    const s = sizes.find((x) => x.size_value === '175/92B')!;
    // chest 106 + 4 (one girth step) + 2 (edition offset); sleeve 60 + 1.5 + 0.2
    expect(s.items).toEqual([
      { item_id: 2, value: 112 },
      { item_id: 3, value: 103 },
      { item_id: 5, value: 61.7 },
    ]);
  });

  it('picks the chart of the requested gender for a unisex category', () => {
    expect(chartFor(FIXTURE, 8, 2)!.gender_id).toBe(2);
    expect(chartFor(FIXTURE, 8, 1)!.gender_id).toBe(1);
    expect(chartFor(FIXTURE, 1, 2)!.gender_id).toBe(1);
  });
});

describe('standard size match', () => {
  it('gives the shape name, base values and corrections in 0.5 steps', () => {
    const r = matchStandardSize(FIXTURE, [
      {
        cate_id: 1,
        height: 172,
        item_array: [
          { item_id: 2, item_value: 108.3, item_net_value: 89 },
          { item_id: 3, item_value: 95, item_net_value: 75 },
          { item_id: 5, item_value: 61 },
        ],
      },
    ]);
    expect(r).toEqual({
      ok: true,
      value: [
        {
          cate_id: 1,
          shape_name: '170/88A',
          size_name: '工厂码',
          item_array: [
            { item_id: 2, base_value: 106, correct_value: 2.5 },
            { item_id: 3, base_value: 94, correct_value: 1 },
            { item_id: 5, base_value: 60, correct_value: 1 },
          ],
        },
      ],
    });
  });

  it('sizes bottoms by waist (5·2) and takes the body type from the tops measured for the same person', () => {
    const r = matchStandardSize(FIXTURE, [
      { cate_id: 1, height: 180, item_array: [{ item_id: 2, item_value: 110, item_net_value: 100 }, { item_id: 3, item_value: 100, item_net_value: 91 }] },
      { cate_id: 2, height: 180, item_array: [{ item_id: 8, item_value: 92, item_net_value: 91 }, { item_id: 9, item_value: 108 }] },
    ]);
    expect(r.ok && r.value.map((x) => x.shape_name)).toEqual(['180/100B', '180/92B']);
  });

  it('gives trousers matched alone the body type of the person’s chest and mid waist sent as body values', () => {
    const trousers = { cate_id: 2, height: 180, item_array: [{ item_id: 8, item_value: 92, item_net_value: 91 }] };
    const alone = matchStandardSize(FIXTURE, [trousers]);
    expect(alone.ok && alone.value[0]!.shape_name).toBe('180/92A');
    const withBody = matchStandardSize(FIXTURE, [
      {
        ...trousers,
        body_values: [
          { item_id: 2, item_net_value: 100 },
          { item_id: 3, item_net_value: 91 },
        ],
      },
    ]);
    expect(withBody.ok && withBody.value[0]!.shape_name).toBe('180/92B');
    // A category that measures chest and mid waist itself keeps its own values.
    const jacket = matchStandardSize(FIXTURE, [
      {
        cate_id: 1,
        height: 170,
        item_array: [
          { item_id: 2, item_value: 88, item_net_value: 88 },
          { item_id: 3, item_value: 86, item_net_value: 86 },
        ],
        body_values: [
          { item_id: 2, item_net_value: 100 },
          { item_id: 3, item_net_value: 70 },
        ],
      },
    ]);
    expect(jacket.ok && jacket.value[0]!.shape_name).toBe('170/88C');
  });

  it('refuses a missing key girth, unknown items and editions of other categories', () => {
    expect(matchStandardSize(FIXTURE, [{ cate_id: 1, height: 170, item_array: [{ item_id: 5, item_value: 60 }] }])).toMatchObject({
      ok: false,
      message: { key: 'rules:size_key_missing', params: { name: '胸围', name_en: 'Chest' } },
    });
    expect(matchStandardSize(FIXTURE, [{ cate_id: 1, height: 170, item_array: [{ item_id: 2, item_value: 100 }, { item_id: 9, item_value: 1 }] }])).toMatchObject({
      ok: false,
      message: { key: 'rules:unknown_item' },
    });
    expect(matchStandardSize(FIXTURE, [{ cate_id: 1, height: 170, edition_id: 3, item_array: [{ item_id: 2, item_value: 100 }] }])).toMatchObject({
      ok: false,
      message: { key: 'rules:unknown_edition' },
    });
  });
});

describe('a chosen standard size', () => {
  it('is one of the chart’s sizes, with the same data the picker lists for the edition', () => {
    const chart = chartFor(FIXTURE, 1, 1)!;
    const listed = expandChart(chart, FIXTURE.editions[1]).find((x) => x.size_value === '175/92B');
    expect(chartSize(chart, FIXTURE.editions[1], '175/92B')).toEqual(listed);
    expect(standardSizeOf(FIXTURE, 1, 1, 2, '175/92B')).toEqual(listed);
  });

  it('is not found off the chart’s steps, ranges or body types, nor when it is not a size at all', () => {
    const chart = chartFor(FIXTURE, 1, 1)!;
    for (const value of ['garbage', '', '172/88A', '170/90A', '150/88A', '170/88Z', '195/88A']) expect(chartSize(chart, undefined, value), value).toBeUndefined();
  });
});
