import { describe, expect, it } from 'vitest';
import type { Sample } from './contract';
import { buyerOrders, totals } from './orders';

const sample = (id: number, category_id: number, sizes = ['S', 'M', 'L']): Sample => ({ id, product_no: `P${id}`, category_id, edition_id: 1, fabric_num: 'F', price: '100.00', sizes, tag: `${id}.tag` });

describe('conference totals', () => {
  it('adds every buyer per sample and size, leaving out zeros', () => {
    const t = totals([
      { sample_id: 1, size: 'M', quantity: 3 },
      { sample_id: 1, size: 'M', quantity: 2 },
      { sample_id: 1, size: 'L', quantity: 0 },
      { sample_id: 2, size: 'S', quantity: 4 },
    ]);
    expect(t.pieces).toBe(9);
    expect(t.size(1, 'M')).toBe(5);
    expect(t.size(1, 'L')).toBe(0);
    expect(t.bySample.get(2)).toBe(4);
  });
});

describe("a buyer's bulk orders", () => {
  it("keeps each sample's sizes in the sample's order and drops samples with nothing ordered", () => {
    const orders = buyerOrders([sample(1, 10), sample(2, 11)], [
      { sample_id: 1, size: 'L', quantity: 2 },
      { sample_id: 1, size: 'S', quantity: 1 },
      { sample_id: 2, size: 'M', quantity: 0 },
    ]);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.map((g) => [g.sample.id, g.quantity, g.sizes])).toEqual([[1, 3, [{ size_name: 'S', count: 1 }, { size_name: 'L', count: 2 }]]]);
  });

  it('puts two samples of one category in separate orders, and others where there is room', () => {
    const orders = buyerOrders([sample(1, 10), sample(2, 10), sample(3, 11)], [
      { sample_id: 1, size: 'M', quantity: 1 },
      { sample_id: 2, size: 'M', quantity: 1 },
      { sample_id: 3, size: 'M', quantity: 1 },
    ]);
    expect(orders.map((o) => o.map((g) => g.sample.id))).toEqual([[1, 3], [2]]);
  });
});
