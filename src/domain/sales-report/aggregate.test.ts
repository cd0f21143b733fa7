import { describe, expect, it } from 'vitest';
import { aggregateReport, splitFen, weekOf, type Payment } from './aggregate';

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

  it('adds every breakdown up to the gross, and fills the days nothing sold with zeros', () => {
    const payments: Payment[] = [
      { order_id: 1, order_type_id: 2, amount_fen: 100_001, day: '2026-11-02', account_id: 7, items: [item(1, 1, 60_000), item(2, 2, 40_000)] },
      { order_id: 2, order_type_id: 4, amount_fen: 33_333, day: '2026-11-04', account_id: 8, items: [item(2, 3, 0)] },
    ];
    const r = aggregateReport({ payments, refunds: [{ amount_fen: 5_000 }], cancellations: [{ amount_fen: 12_000 }], start: '2026-11-01', end: '2026-11-04', groupBy: 'day', orderTypeLabel: String, accountLabel: (a) => `A${a}` });
    expect(r.totals).toEqual({ gross_fen: 133_334, orders: 2, pieces: 6, average_fen: 66_667, refunds_fen: 5_000, refund_count: 1, cancellations: 1, cancelled_fen: 12_000, net_fen: 128_334 });
    expect(r.series.map((s) => [s.period, s.gross_fen])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 100_001],
      ['2026-11-03', 0],
      ['2026-11-04', 33_333],
    ]);
    for (const slices of [r.by_category, r.by_order_type, r.by_account]) expect(slices.reduce((s, x) => s + x.gross_fen, 0)).toBe(133_334);
    expect(r.by_category.find((c) => c.key === '2')).toMatchObject({ orders: 2, pieces: 5 });
    const weekly = aggregateReport({ payments, refunds: [], cancellations: [], start: '2026-11-01', end: '2026-11-04', groupBy: 'week', orderTypeLabel: String, accountLabel: String });
    expect(weekly.series.map((s) => [s.period, s.gross_fen, s.orders])).toEqual([
      ['2026-10-26', 0, 0],
      ['2026-11-02', 133_334, 2],
    ]);
  });

  it('counts an order paid twice (reopened after its refund) once, its pieces once, and both payments in the gross', () => {
    const paid = (amount_fen: number, day: string): Payment => ({ order_id: 5, order_type_id: 2, amount_fen, day, account_id: 1, items: [item(5, 2, 27_000)] });
    const r = aggregateReport({ payments: [paid(27_000, '2026-11-02'), paid(27_000, '2026-11-03')], refunds: [{ amount_fen: 27_000 }], cancellations: [], start: '2026-11-02', end: '2026-11-03', groupBy: 'day', orderTypeLabel: String, accountLabel: String });
    expect(r.totals).toMatchObject({ gross_fen: 54_000, refunds_fen: 27_000, net_fen: 27_000, orders: 1, pieces: 2 });
    expect(r.by_category).toEqual([{ key: '5', label: 'C5', gross_fen: 54_000, orders: 1, pieces: 2 }]);
  });
});
