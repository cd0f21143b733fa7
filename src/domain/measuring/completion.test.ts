import { describe, expect, it } from 'vitest';
import { garmentCompletion, isComplete, isPartial, requiredGarments, statusAfter } from './completion';

// A task of a jacket (1) and trousers (2) asking for chest (10) and trouser length (20).
const task = { order_config: [{ category_id: 1 }, { category_id: 2 }], body_item_ids: [10, 20] };
const garments = requiredGarments(task);
const row = (category_id: number, values: Record<number, number | null>, size = '') => ({
  category_id,
  size,
  item: Object.entries(values).map(([id, value]) => ({ id: Number(id), value })),
});

describe('garmentCompletion', () => {
  it('counts nothing measured for a person saved with blank garment cards (height and weight are not a garment)', () => {
    const c = garmentCompletion(garments, [row(1, { 10: null, 20: null }), row(2, { 10: null, 20: null })]);
    expect(c).toEqual({ done: 0, total: 2, missing: [{ category_id: 1, items: [10, 20] }, { category_id: 2, items: [10, 20] }] });
    expect(isComplete(c)).toBe(false);
    expect(isPartial(c)).toBe(false);
  });

  it('is partial with one garment filled and names the items the other lacks', () => {
    const c = garmentCompletion(garments, [row(1, { 10: 96, 20: 102 }), row(2, { 10: 96, 20: null })]);
    expect(c).toEqual({ done: 1, total: 2, missing: [{ category_id: 2, items: [20] }] });
    expect(isPartial(c)).toBe(true);
  });

  it('counts a garment with a size chosen as measured, whatever its items', () => {
    const c = garmentCompletion(garments, [row(1, { 10: 96, 20: 102 }), row(2, {}, '170/74A')]);
    expect(isComplete(c)).toBe(true);
    expect(c.missing).toEqual([]);
  });

  it('counts a garment with no measurement at all as missing every item', () => {
    expect(garmentCompletion(garments, [row(1, { 10: 96, 20: 102 })]).missing).toEqual([{ category_id: 2, items: [10, 20] }]);
  });

  it('takes the repair round of a garment as well as the normal one', () => {
    const c = garmentCompletion(garments, [row(1, { 10: 96, 20: 102 }), row(2, { 10: null, 20: null }), row(2, { 10: 97, 20: 103 })]);
    expect(isComplete(c)).toBe(true);
  });

  it('asks for a size where the task requires no body item', () => {
    const none = requiredGarments({ order_config: [{ category_id: 2 }], body_item_ids: [] });
    expect(garmentCompletion(none, [row(2, {})])).toEqual({ done: 0, total: 1, missing: [{ category_id: 2, items: [] }] });
    expect(isComplete(garmentCompletion(none, [row(2, {}, 'M')]))).toBe(true);
  });

  it("takes the person's own order configuration over the task's", () => {
    expect(requiredGarments(task, [{ category_id: 2 }, { category_id: 2 }]).map((g) => g.category_id)).toEqual([2]);
  });
});

describe('statusAfter', () => {
  it('stores not measured until complete, then measured or repaired', () => {
    expect(statusAfter(1, 0, false)).toBe(1);
    expect(statusAfter(2, 0, false)).toBe(1);
    expect(statusAfter(1, 0, true)).toBe(2);
    expect(statusAfter(1, 1, true)).toBe(4);
    expect(statusAfter(4, 0, true)).toBe(4);
  });
});
