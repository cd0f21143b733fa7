import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BODY_ITEM } from '../catalogue/constants';
import type { BodyTypeCode, CatalogueSnapshot } from '../catalogue/types';
import { MEASURE_LIMITS } from '../measuring/constants';
import { bodyTypeFromDrop } from './body-type';
import { FIXTURE } from './fixture-catalogue';
import { measurementWarnings, withConfirmations, type PlausibilityCode, type PlausibilityInput } from './plausibility';
import { chartFor, formatSize, nearestStep } from './standard-size';

const MALE_DROPS: Record<BodyTypeCode, [number, number]> = { Y: [17, 22], A: [12, 16], B: [7, 11], C: [2, 6] };
const FEMALE_DROPS: Record<BodyTypeCode, [number, number]> = { Y: [19, 24], A: [14, 18], B: [9, 13], C: [4, 8] };

type Body = { gender: 1 | 2; height: number; weight: number; v: Record<number, number> };

/**
 * A body as GB/T 1335 describes them: a height of the size range, a chest near the usual one for
 * that height, a waist by the body type's drop, hips and lengths in proportion, and a weight that
 * goes with the chest.
 */
const typicalBody: fc.Arbitrary<Body> = fc
  .record({
    gender: fc.constantFrom(1 as const, 2 as const),
    heightAt: fc.double({ min: 0, max: 1, noNaN: true }),
    chestOff: fc.double({ min: -10, max: 10, noNaN: true }),
    type: fc.constantFrom<BodyTypeCode>('Y', 'A', 'B', 'C'),
    dropAt: fc.double({ min: 0, max: 1, noNaN: true }),
    share: fc.record({ sleeve: fc.double({ min: 0.32, max: 0.37, noNaN: true }), length: fc.double({ min: 0.4, max: 0.46, noNaN: true }), trousers: fc.double({ min: 0.58, max: 0.64, noNaN: true }) }),
    weightOff: fc.double({ min: -4, max: 4, noNaN: true }),
    jitter: fc.double({ min: -1, max: 1, noNaN: true }),
  })
  .map(({ gender, heightAt, chestOff, type, dropAt, share, weightOff, jitter }) => {
    const male = gender === 1;
    const height = male ? 155 + 35 * heightAt : 145 + 30 * heightAt;
    const centre = male ? 88 + 0.8 * (height - 170) : 84 + 0.8 * (height - 160);
    // The smallest chests of the charts (76 and 72), a woman's raised to 74 so her waist stays in the men's garments' limits.
    const chest = Math.max(male ? 76 : 74, centre + chestOff);
    const [lo, hi] = (male ? MALE_DROPS : FEMALE_DROPS)[type];
    const waist = chest - (lo + (hi - lo) * dropAt);
    const hips = (male ? 90 + 0.8 * (chest - 88) : 90 + 0.9 * (chest - 84)) + { Y: 0, A: 0, B: 2, C: 4 }[type] + jitter;
    const weight = male ? 65 + (chest - 88 - 0.1 * (height - 170)) / 0.8 + weightOff : 55 + (chest - 84 - 0.1 * (height - 160)) / 0.8 + weightOff;
    const v: Record<number, number> = {
      [BODY_ITEM.chest]: chest,
      [BODY_ITEM.midWaist]: waist,
      [BODY_ITEM.waist]: waist + Math.abs(jitter),
      [BODY_ITEM.hips]: hips,
      [BODY_ITEM.shoulder]: (male ? 44 : 39) + 0.2 * (height - (male ? 170 : 160)) + jitter,
      [BODY_ITEM.sleeveLength]: height * share.sleeve,
      [BODY_ITEM.length]: height * share.length,
      [BODY_ITEM.trouserLength]: height * share.trousers,
    };
    // Read off a tape: to the millimetre.
    for (const id of Object.keys(v)) v[Number(id)] = Math.round(v[Number(id)]! * 10) / 10;
    return { gender, height, weight, v };
  });

const items = (v: Record<number, number>, ids: number[]) => ids.map((id) => ({ id, value: v[id] ?? null }));

/** The body type of the jacket's chart for the body's drop. */
const chartType = (b: Body) => bodyTypeFromDrop(b.v[BODY_ITEM.chest]! - b.v[BODY_ITEM.midWaist]!, chartFor(FIXTURE, 1, b.gender)!.body_types);

/** The body in a jacket (with the size its height, chest and drop give) and trousers. */
function inputOf(b: Body, sizeType?: BodyTypeCode): PlausibilityInput {
  const chart = chartFor(FIXTURE, 1, b.gender)!;
  const type = sizeType ?? chartType(b);
  const size = formatSize(nearestStep(b.height, chart.height), nearestStep(b.v[BODY_ITEM.chest]!, chart.girth), type);
  return {
    gender_id: b.gender,
    height: b.height,
    weight: b.weight,
    garments: [
      { category_id: 1, size, item: items(b.v, [BODY_ITEM.chest, BODY_ITEM.midWaist, BODY_ITEM.shoulder, BODY_ITEM.sleeveLength, BODY_ITEM.length]) },
      { category_id: 2, size: '', item: items(b.v, [BODY_ITEM.waist, BODY_ITEM.hips, BODY_ITEM.trouserLength]) },
    ],
  };
}

const codes = (snapshot: CatalogueSnapshot | null, input: PlausibilityInput) => measurementWarnings(snapshot, input).map((w) => w.code);
const set = (b: Body, patch: Partial<Omit<Body, 'v'>> & { v?: Record<number, number> }): Body => ({ ...b, ...patch, v: { ...b.v, ...patch.v } });

const OPPOSITE: Record<BodyTypeCode, BodyTypeCode> = { Y: 'C', A: 'C', B: 'Y', C: 'Y' };

/** Each implausibility seeded into a typical body, and the warning it must give. */
const SEEDED: [PlausibilityCode, (b: Body) => Body | PlausibilityInput][] = [
  ['height_range', (b) => set(b, { height: b.gender === 1 ? 215 : 130 })],
  ['bmi_range', (b) => set(b, { weight: 48 * (b.height / 100) ** 2 })],
  ['item_range', (b) => set(b, { v: { [BODY_ITEM.chest]: 150 } })],
  ['waist_over_chest', (b) => set(b, { v: { [BODY_ITEM.midWaist]: b.v[BODY_ITEM.chest]! + 31 } })],
  ['drop_too_large', (b) => set(b, { v: { [BODY_ITEM.midWaist]: b.v[BODY_ITEM.chest]! - 35 } })],
  ['drop_vs_body_type', (b) => inputOf(b, OPPOSITE[chartType(b)])],
  ['hips_below_waist', (b) => set(b, { v: { [BODY_ITEM.hips]: b.v[BODY_ITEM.waist]! - 12 } })],
  ['hips_far_over_waist', (b) => set(b, { v: { [BODY_ITEM.hips]: b.v[BODY_ITEM.waist]! + 45 } })],
  ['length_vs_height', (b) => set(b, { v: { [BODY_ITEM.sleeveLength]: b.height * 0.5 } })],
  ['length_vs_height', (b) => set(b, { v: { [BODY_ITEM.trouserLength]: b.height * 0.4 } })],
  ['girth_vs_bmi', (b) => set(b, { weight: b.weight + 40 })],
];

describe('plausibility checks', () => {
  it('give no warning for typical bodies across the size range', () => {
    fc.assert(
      fc.property(typicalBody, (b) => {
        expect(measurementWarnings(FIXTURE, inputOf(b))).toEqual([]);
        expect(measurementWarnings(null, inputOf(b))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it.each(SEEDED.map(([code, seed], i) => [code, i, seed] as const))('warn %s for its seeded implausibility (#%i)', (code, _i, seed) => {
    fc.assert(
      fc.property(typicalBody, (b) => {
        const seeded = seed(b);
        const input = 'v' in seeded ? inputOf(seeded) : seeded;
        expect(codes(FIXTURE, input)).toContain(code);
      }),
      { numRuns: 200 },
    );
  });

  it('says by how much the waist passes the chest, naming both items', () => {
    const input: PlausibilityInput = { gender_id: 1, height: 175, weight: 80, garments: [{ category_id: 1, size: '', item: [{ id: 2, value: 100 }, { id: 3, value: 131 }] }] };
    const w = measurementWarnings(FIXTURE, input).find((x) => x.code === 'waist_over_chest');
    expect(w).toMatchObject({ item: 3, message: { key: 'rules:plausibility.waist_over_chest', params: { waist: '中腰', waist_en: 'Mid waist', chest: '胸围', chest_en: 'Chest', diff: 31 } } });
  });

  it('compares left and right where the catalogue measures both', () => {
    const withSides: CatalogueSnapshot = {
      ...FIXTURE,
      body_items: [...FIXTURE.body_items, { id: 17, item_name: '左袖长', name_en: 'Left sleeve length' }, { id: 18, item_name: '右袖长', name_en: 'Right sleeve length' }],
    };
    const input = (left: number, right: number): PlausibilityInput => ({ gender_id: 1, height: 175, weight: 70, garments: [{ category_id: 1, size: '', item: [{ id: 17, value: left }, { id: 18, value: right }] }] });
    expect(measurementWarnings(withSides, input(60, 61))).toEqual([]);
    expect(measurementWarnings(withSides, input(60, 65))).toEqual([
      expect.objectContaining({ item: 18, code: 'left_right', message: { key: 'rules:plausibility.left_right', params: { name: '袖长', name_en: 'sleeve length', diff: 5 } } }),
    ]);
  });

  it('keys a warning by its values, so a confirmation lapses once a value it names changes', () => {
    const input = (waist: number): PlausibilityInput => ({ gender_id: 1, height: 175, weight: 80, garments: [{ category_id: 1, size: '', item: [{ id: 2, value: 100 }, { id: 3, value: waist }] }] });
    const [first] = measurementWarnings(FIXTURE, input(131)).filter((w) => w.code === 'waist_over_chest');
    const confirmed = withConfirmations(measurementWarnings(FIXTURE, input(131)), [first!.key]);
    expect(confirmed.find((w) => w.code === 'waist_over_chest')?.confirmed).toBe(true);
    expect(withConfirmations(measurementWarnings(FIXTURE, input(135)), [first!.key]).find((w) => w.code === 'waist_over_chest')?.confirmed).toBe(false);
  });

  it('never throws on any number the forms accept', () => {
    const value = fc.option(fc.double({ min: 0, max: MEASURE_LIMITS.bodyItem, noNaN: true }), { nil: null });
    const garment = fc.record({
      category_id: fc.constantFrom(1, 2, 8, 99),
      size: fc.oneof(fc.constant(''), fc.constantFrom('170/88A', '155/60C', '190/116Y', '999/99Q'), fc.string({ maxLength: 32 })),
      item: fc.array(fc.record({ id: fc.integer({ min: 1, max: 20 }), value }), { maxLength: 20 }),
    });
    const input = fc.record({
      gender_id: fc.integer({ min: 0, max: 2 }),
      height: fc.double({ min: 0, max: MEASURE_LIMITS.height, noNaN: true }),
      weight: fc.double({ min: 0, max: MEASURE_LIMITS.weight, noNaN: true }),
      garments: fc.array(garment, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(input, fc.boolean(), (i, withCatalogue) => {
        const warnings = measurementWarnings(withCatalogue ? FIXTURE : null, i);
        for (const w of warnings) expect(w.key.startsWith(`${w.code}:`)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
