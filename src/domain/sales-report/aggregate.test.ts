import { describe, expect, it } from 'vitest';
import { aggregateReport, splitFen, weekOf, type PaidOrder } from './aggregate';

const item = (category_id: number, quantity: number, amount_fen: number, product = `P${category_id}`) => ({ category_id, category_name: `C${category_id}`, product, quantity, amount_fen });

describe('sales report figures', () => {
  it('splits a payment over its pieces to the fen', () => {
    expect(splitFen(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitFen(100001, [3, 0, 7]).reduce((a, b) => a + b, 0)).toBe(100001);
    expect(splitFen(500, [0, 0])).toEqual([250, 250]);
  });

  it('starts a week on Monday', () => {
    expect(weekOf('2026-11-25')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
  });

  it('adds every breakdown up to the revenue, and fills the days nothing sold with zeros', () => {
    const orders: PaidOrder[] = [
      { id: 1, order_type_id: 2, paid_fen: 100_001, paid_day: '2026-11-02', account_id: 7, items: [item(1, 1, 60_000), item(2, 2, 40_000)] },
      { id: 2, order_type_id: 4, paid_fen: 33_333, paid_day: '2026-11-04', account_id: 8, items: [item(2, 3, 0)] },
    ];
    const r = aggregateReport({ orders, refunds: [{ amount_fen: 5_000 }], cancellations: [{ amount_fen: 12_000 }], start: '2026-11-01', end: '2026-11-04', groupBy: 'day', orderTypeLabel: String, accountLabel: (a) => `A${a}` });
    expect(r.totals).toEqual({ revenue_fen: 133_334, orders: 2, pieces: 6, average_fen: 66_667, refunds_fen: 5_000, refund_count: 1, cancellations: 1, cancelled_fen: 12_000, net_fen: 128_334 });
    expect(r.series.map((s) => [s.period, s.revenue_fen])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 100_001],
      ['2026-11-03', 0],
      ['2026-11-04', 33_333],
    ]);
    for (const slices of [r.by_category, r.by_order_type, r.by_account]) expect(slices.reduce((s, x) => s + x.revenue_fen, 0)).toBe(133_334);
    expect(r.by_category.find((c) => c.key === '2')).toMatchObject({ orders: 2, pieces: 5 });
    const weekly = aggregateReport({ orders, refunds: [], cancellations: [], start: '2026-11-01', end: '2026-11-04', groupBy: 'week', orderTypeLabel: String, accountLabel: String });
    expect(weekly.series.map((s) => [s.period, s.revenue_fen, s.orders])).toEqual([
      ['2026-10-26', 0, 0],
      ['2026-11-02', 133_334, 2],
    ]);
  });
});
