import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE } from './fixture-catalogue';
import { recommendSize } from './recommend-size';
import { parseSize } from './standard-size';

const sizes = (height: number, weight: number, gender_id = 1, wearing_style = 1) => {
  const r = recommendSize(FIXTURE, { height, weight, gender_id, edition_ids: [1, 3, 4], wearing_style });
  if (!r.ok) throw new Error(r.message.key);
  return r.value;
};

describe('size recommendation', () => {
  it('recommends the centre sizes for the centre bodies', () => {
    expect(sizes(170, 65)).toEqual({ '1': '170/88A', '3': '170/74A', '4': '170/88A' });
    expect(sizes(160, 55, 2)['4']).toBe('160/84A');
  });

  it('moves loose styles up by girth steps', () => {
    expect(sizes(170, 65, 1, 3)['1']).toBe('170/92A');
    expect(sizes(170, 65, 1, 4)['1']).toBe('170/96A');
    expect(sizes(170, 65, 1, 4)['3']).toBe('170/78A');
    expect(sizes(170, 65, 1, 2)['1']).toBe('170/88A');
  });

  it('refuses unknown editions and wearing styles', () => {
    expect(recommendSize(FIXTURE, { height: 170, weight: 65, gender_id: 1, edition_ids: [99], wearing_style: 1 })).toMatchObject({ ok: false, message: { key: 'rules:unknown_edition', params: { index: 0, id: 99 } } });
    expect(recommendSize(FIXTURE, { height: 170, weight: 65, gender_id: 1, edition_ids: [1], wearing_style: 7 })).toMatchObject({ ok: false, message: { key: 'rules:unknown_wearing_style' } });
  });

  it('never gives a taller or heavier person a smaller height or girth, over a grid', () => {
    for (const gender of [1, 2]) {
      for (const style of [1, 2, 3, 4]) {
        for (let h = 140; h <= 200; h += 2.5) {
          for (let w = 35; w <= 130; w += 2.5) {
            const here = sizes(h, w, gender, style);
            const taller = sizes(h + 2.5, w, gender, style);
            const heavier = sizes(h, w + 2.5, gender, style);
            for (const id of Object.keys(here)) {
              const a = parseSize(here[id]!)!;
              for (const b of [parseSize(taller[id]!)!, parseSize(heavier[id]!)!]) {
                expect(b.height).toBeGreaterThanOrEqual(a.height);
                expect(b.girth).toBeGreaterThanOrEqual(a.girth);
              }
            }
          }
        }
      }
    }
    // 23,400 recommendations: a few seconds alone, longer beside the browser tests on two cores.
  }, 30_000);

  it('is monotonic for any pair of bodies (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 120, max: 220, noNaN: true }),
        fc.double({ min: 30, max: 150, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constantFrom(1, 2),
        fc.constantFrom(1, 2, 3, 4),
        (h, w, dh, dw, gender, style) => {
          const a = sizes(h, w, gender, style);
          const b = sizes(h + dh, w + dw, gender, style);
          for (const id of Object.keys(a)) {
            const x = parseSize(a[id]!)!;
            const y = parseSize(b[id]!)!;
            expect(y.height >= x.height && y.girth >= x.girth).toBe(true);
          }
        },
      ),
    );
  });
});
