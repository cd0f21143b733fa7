/**
 * The 3D viewer's figure over every body the order forms accept: heights from the forms' 0-300 cm,
 * each body item anywhere in the seeded catalogue's limits (or not measured), any cut. Whatever
 * is typed, the garments' profiles climb and never fold, inner layers stay inside outer ones, the
 * waist sits between chest and hips, legs grow with height, and the buttons, pockets and vents
 * stand on the cloth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCategoryItems } from '../../server/seed/catalogue-sizes';
import { BODY_ITEM } from '../../src/domain/catalogue/constants';
import { acceptedRanges, bodyOf, DEFAULT_CUT, DRAWN_HEIGHT, type Body, type CutVariants, type ModelKind } from '../../src/domain/viewer/garment';
import {
  buttonsOf,
  EASE,
  hemOf,
  lapelsOf,
  legsOf,
  levels,
  pocketsOf,
  radiusAt,
  SECTION,
  skirtProfile,
  sleevesOf,
  torsoProfile,
  trousersOf,
  ventsOf,
  type Point3,
  type ProfilePoint,
} from '../../src/domain/viewer/geometry';

const RANGES = acceptedRanges(buildCategoryItems());
const ITEM_OF: Record<Exclude<keyof Body, 'height'>, number> = {
  chest: BODY_ITEM.chest,
  waist: BODY_ITEM.waist,
  hip: BODY_ITEM.hips,
  shoulder: BODY_ITEM.shoulder,
  sleeve: BODY_ITEM.sleeveLength,
  trouserLength: BODY_ITEM.trouserLength,
};

const within = ([min, max]: readonly [number, number]) => fc.option(fc.double({ min, max, noNaN: true }), { nil: undefined });

/** A body as typed into an order: any accepted value of each item, or none yet. */
const typed = fc.record({
  gender: fc.constantFrom(1 as const, 2 as const),
  height: fc.option(fc.double({ min: 0.1, max: 300, noNaN: true }), { nil: null }),
  chest: within(RANGES.chest),
  waist: within(RANGES.waist),
  midWaist: within(RANGES.waist),
  hip: within(RANGES.hip),
  shoulder: within(RANGES.shoulder),
  sleeve: within(RANGES.sleeve),
  trouserLength: within(RANGES.trouserLength),
});
type Typed = typeof typed extends fc.Arbitrary<infer T> ? T : never;

function toBody(t: Typed): Body {
  const net = new Map<number, number>();
  for (const key of Object.keys(ITEM_OF) as (keyof typeof ITEM_OF)[]) if (t[key] !== undefined) net.set(ITEM_OF[key], t[key]);
  if (t.midWaist !== undefined) net.set(BODY_ITEM.midWaist, t.midWaist);
  return bodyOf(t.gender, t.height, net, RANGES);
}

const cuts: fc.Arbitrary<CutVariants> = fc.record({
  lapel: fc.constantFrom('notch' as const, 'peak' as const, 'shawl' as const),
  buttons: fc.constantFrom(1, 2, 3, 6),
  doubleBreasted: fc.boolean(),
  pocket: fc.constantFrom('flap' as const, 'jetted' as const, 'slanted' as const, 'patch' as const),
  vent: fc.constantFrom('none' as const, 'centre' as const, 'side' as const),
  pleats: fc.constantFrom(0 as const, 1 as const, 2 as const),
  turnUps: fc.boolean(),
}).map((c) => ({ ...c, doubleBreasted: c.buttons === 6 }));

/** A lathe profile that turns into closed, unfolded rings: every radius positive, every point higher than the last. */
function expectWellFormed(profile: readonly ProfilePoint[]) {
  expect(profile.length).toBeGreaterThanOrEqual(2);
  for (const [i, p] of profile.entries()) {
    expect(Number.isFinite(p.r) && Number.isFinite(p.y)).toBe(true);
    expect(p.r).toBeGreaterThan(0.01);
    expect(p.y).toBeGreaterThanOrEqual(0);
    if (i > 0) expect(p.y).toBeGreaterThan(profile[i - 1]!.y);
  }
}

/** On the cloth: on or just outside the section's ellipse at its height, not sunk in it nor floating off it. */
function expectOnSurface(p: Point3, profile: readonly ProfilePoint[]) {
  const r = radiusAt(profile, p.y);
  const inside = (p.x / (r * SECTION.width)) ** 2 + (p.z / (r * SECTION.depth)) ** 2;
  expect(inside).toBeGreaterThanOrEqual(1);
  expect(Math.hypot(p.x, p.z)).toBeLessThan(r * SECTION.width + 0.03);
  expect(p.y).toBeGreaterThanOrEqual(profile[0]!.y);
  expect(p.y).toBeLessThanOrEqual(profile[profile.length - 1]!.y);
}

const TOPS: ModelKind[] = ['shirt', 'waistcoat', 'jacket', 'overcoat'];

describe('the 3D figure over every body the forms accept', () => {
  it('draws each typed measure as typed, and reads the forms limits from the catalogue', () => {
    expect(RANGES.chest).toEqual([60, 170]);
    expect(RANGES.hip).toEqual([70, 180]);
    fc.assert(
      fc.property(typed, (t) => {
        const body = toBody(t);
        expect(body.height).toBeGreaterThanOrEqual(DRAWN_HEIGHT[0]);
        expect(body.height).toBeLessThanOrEqual(DRAWN_HEIGHT[1]);
        if (t.height !== null && t.height >= DRAWN_HEIGHT[0] && t.height <= DRAWN_HEIGHT[1]) expect(body.height).toBe(t.height);
        for (const key of Object.keys(ITEM_OF) as (keyof typeof ITEM_OF)[]) {
          const typedValue = key === 'waist' ? (t.waist ?? t.midWaist) : t[key];
          if (typedValue !== undefined) expect(body[key]).toBe(typedValue);
          expect(body[key]).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('turns every garment from a profile that climbs and never folds, inner layers inside outer ones', () => {
    fc.assert(
      fc.property(typed, (t) => {
        const body = toBody(t);
        const l = levels(body);
        expect(l.crotch).toBeLessThan(l.hip);
        expect(l.hip).toBeLessThan(l.waist);
        expect(l.waist).toBeLessThan(l.chest);
        expect(l.chest).toBeLessThan(l.shoulder);
        const tops = TOPS.map((kind) => torsoProfile(body, EASE[kind], hemOf(body, kind), kind !== 'waistcoat'));
        tops.forEach(expectWellFormed);
        const trousers = trousersOf(body);
        expectWellFormed(trousers.seat);
        expectWellFormed(skirtProfile(body));
        // Shirt under waistcoat under jacket under overcoat, wherever two of them overlap.
        for (let k = 1; k < tops.length; k++) {
          const [inner, outer] = [tops[k - 1]!, tops[k]!];
          const from = Math.max(inner[0]!.y, outer[0]!.y);
          for (let y = from; y <= l.shoulder - 0.03 * l.h; y += 0.02) expect(radiusAt(outer, y)).toBeGreaterThanOrEqual(radiusAt(inner, y));
        }
        // Trousers (their waistband too) under a jacket.
        const jacket = tops[2]!;
        for (let y = jacket[0]!.y; y <= l.waist; y += 0.02) expect(radiusAt(jacket, y)).toBeGreaterThanOrEqual(radiusAt(trousers.seat, y));
        expect(trousers.waistband.r + trousers.waistband.tube).toBeLessThanOrEqual(radiusAt(jacket, l.waist));
      }),
      { numRuns: 500 },
    );
  });

  it('stands the legs on the floor, side by side, longer for a taller body', () => {
    fc.assert(
      fc.property(typed, fc.double({ min: 1, max: 60, noNaN: true }), (t, taller) => {
        const body = toBody(t);
        for (const legs of [legsOf(body), trousersOf(body)]) {
          const x = 'legX' in legs ? legs.legX : legs.x;
          const top = 'legTop' in legs ? legs.legTop : legs.top;
          // Two legs at ±x of radius `top` touch at most.
          expect(x).toBeGreaterThanOrEqual(top - 1e-9);
        }
        const trousers = trousersOf(body);
        expect(trousers.hemY).toBeGreaterThan(0);
        expect(trousers.legLength).toBeGreaterThan(0);
        const high = Math.min(DRAWN_HEIGHT[1], body.height + taller);
        fc.pre(high > body.height + 0.5);
        const tallerBody = toBody({ ...t, height: high });
        expect(legsOf(tallerBody).length).toBeGreaterThan(legsOf(body).length);
        // Trousers of an untyped length follow the height; a typed length stays the customer's.
        if (t.trouserLength === undefined) expect(trousersOf(tallerBody).legLength).toBeGreaterThan(trousersOf(body).legLength);
      }),
      { numRuns: 500 },
    );
  });

  it('puts every button, pocket and vent of the chosen cut on the cloth, and the sleeves outside the body', () => {
    fc.assert(
      fc.property(typed, cuts, fc.constantFrom<ModelKind>('jacket', 'overcoat'), (t, cut, kind) => {
        const body = toBody(t);
        const l = levels(body);
        const hem = hemOf(body, kind);
        const torso = torsoProfile(body, EASE[kind], hem);
        const lapels = lapelsOf(body, torso, cut);
        const buttons = buttonsOf(body, torso, cut, lapels);
        expect(buttons).toHaveLength(cut.buttons);
        for (const b of buttons) {
          // On the cloth, or on a lapel lying over it.
          if (b.y >= lapels.bottom && b.y <= lapels.top) expect(b.z).toBeGreaterThan(lapels.z);
          else expectOnSurface(b, torso);
        }
        for (const p of pocketsOf(torso, l.hip + 0.02 * l.h)) expectOnSurface(p, torso);
        const vents = ventsOf(torso, cut, hem);
        expect(vents).toHaveLength(cut.vent === 'side' ? 2 : cut.vent === 'centre' ? 1 : 0);
        for (const v of vents) expectOnSurface(v, torso);
        const sleeves = sleevesOf(body, EASE[kind], torso);
        expect(sleeves.x).toBeGreaterThanOrEqual(radiusAt(torso, l.chest) * SECTION.width);
        expect(sleeves.centre.y - (sleeves.length / 2) * Math.cos(sleeves.tilt)).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('draws a tall broad customer (chest 150, waist 149, hips 160, height 195) broad, long-legged and buttoned', () => {
    const net = (height: number) =>
      bodyOf(
        1,
        height,
        new Map([
          [BODY_ITEM.chest, 150],
          [BODY_ITEM.midWaist, 149],
          [BODY_ITEM.hips, 160],
        ]),
        RANGES,
      );
    const [tall, short] = [net(195), net(160)];
    expect(trousersOf(tall).legLength).toBeGreaterThan(trousersOf(short).legLength);
    expect(legsOf(tall).length).toBeGreaterThan(legsOf(short).length);
    // No pinch: the waist is not drawn narrower than the chest and hips it lies between by more than the body says.
    const torso = torsoProfile(tall, EASE.jacket, hemOf(tall, 'jacket'));
    const l = levels(tall);
    expect(radiusAt(torso, l.waist)).toBeGreaterThan(0.9 * radiusAt(torso, l.chest));
    // The shoulders carry the broad chest: the sleeves hang outside it.
    expect(sleevesOf(tall, EASE.jacket, torso).x).toBeGreaterThan(radiusAt(torso, l.chest) * SECTION.width);
    const doubleBreasted = { ...DEFAULT_CUT, buttons: 6, doubleBreasted: true };
    const buttons = buttonsOf(tall, torso, doubleBreasted, lapelsOf(tall, torso, doubleBreasted));
    expect(buttons).toHaveLength(6);
    for (const b of buttons) expect(b.z).toBeGreaterThan(radiusAt(torso, b.y) * SECTION.depth * Math.cos(0.35));
  });
});
