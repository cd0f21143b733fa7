/**
 * The sales report's figures, in fen. Pure, so the server's totals and a unit test agree
 * on every rule. Its three amounts are defined here, once, and add up:
 * - gross sales (销售总额): the payments made in the range, each on the day it was made in the
 *   viewer's zone, as the ledger recorded it. An order refunded since still counts, at what it
 *   paid: it was sold, and its refund is counted where the money went back;
 * - refunds (退款): the money given back in the range, on the day it went back, whatever day the
 *   order was paid;
 * - net sales (净销售额) = gross sales − refunds.
 * Orders and pieces are those the payments paid for, and every breakdown is of gross sales: a
 * payment is split over its order's categories and products in proportion to their pieces'
 * prices (largest remainder), so each breakdown adds up to the gross to the fen.
 */
import type { GroupBy } from './contract';

export type ReportItem = { category_id: number; category_name: string; product: string; quantity: number; amount_fen: number };
/** One payment of an order: what it paid (fen, positive), its day, and the account that placed the order. */
export type Payment = { order_id: number; order_type_id: number; amount_fen: number; day: string; account_id: number; items: ReportItem[] };
export type MoneyEvent = { amount_fen: number };

export type SliceFen = { key: string; label: string; gross_fen: number; orders: number; pieces: number };

export type ReportFigures = {
  totals: { gross_fen: number; orders: number; pieces: number; average_fen: number; refunds_fen: number; refund_count: number; cancellations: number; cancelled_fen: number; net_fen: number };
  series: { period: string; gross_fen: number; orders: number }[];
  by_category: SliceFen[];
  by_order_type: SliceFen[];
  by_account: SliceFen[];
  top_products: SliceFen[];
};

const TOP_PRODUCTS = 10;

/** `total` split over `weights` in proportion, whole fen, adding up to `total` exactly. */
export function splitFen(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const basis = sum > 0 ? weights : weights.map(() => 1);
  const basisSum = sum > 0 ? sum : basis.length;
  if (!basisSum) return [];
  const exact = basis.map((w) => (total * w) / basisSum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** The Monday of the week a day ("2026-11-25") falls in. */
export function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

function periods(start: string, end: string, groupBy: GroupBy): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const p = groupBy === 'week' ? weekOf(day) : day;
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

class Slices {
  private readonly map = new Map<string, SliceFen & { seen: Set<number> }>();
  add(key: string, label: string, orderId: number, fen: number, pieces: number) {
    const s = this.map.get(key) ?? { key, label, gross_fen: 0, orders: 0, pieces: 0, seen: new Set<number>() };
    s.gross_fen += fen;
    s.pieces += pieces;
    if (!s.seen.has(orderId)) {
      s.seen.add(orderId);
      s.orders += 1;
    }
    this.map.set(key, s);
  }
  /** Largest gross first. */
  list(limit = Infinity): SliceFen[] {
    return [...this.map.values()]
      .sort((a, b) => b.gross_fen - a.gross_fen || a.key.localeCompare(b.key))
      .slice(0, limit)
      .map(({ seen: _seen, ...s }) => s);
  }
}

export function aggregateReport(input: {
  payments: readonly Payment[];
  refunds: readonly MoneyEvent[];
  cancellations: readonly MoneyEvent[];
  start: string;
  end: string;
  groupBy: GroupBy;
  orderTypeLabel: (type: number) => string;
  accountLabel: (accountId: number) => string;
}): ReportFigures {
  const { payments, groupBy } = input;
  const series = new Map(periods(input.start, input.end, groupBy).map((p) => [p, { period: p, gross_fen: 0, orders: new Set<number>() }]));
  const categories = new Slices();
  const types = new Slices();
  const accounts = new Slices();
  const products = new Slices();
  const orders = new Set<number>();
  let gross = 0;
  let pieces = 0;
  for (const p of payments) {
    gross += p.amount_fen;
    // An order paid twice (reopened after a refund, paid again) is one order of its pieces: its
    // second payment adds money, not pieces.
    const first = !orders.has(p.order_id);
    const piecesOf = (quantity: number) => (first ? quantity : 0);
    const orderPieces = piecesOf(p.items.reduce((s, i) => s + i.quantity, 0));
    pieces += orderPieces;
    orders.add(p.order_id);
    const bucket = series.get(groupBy === 'week' ? weekOf(p.day) : p.day);
    if (bucket) {
      bucket.gross_fen += p.amount_fen;
      bucket.orders.add(p.order_id);
    }
    types.add(String(p.order_type_id), input.orderTypeLabel(p.order_type_id), p.order_id, p.amount_fen, orderPieces);
    accounts.add(String(p.account_id), input.accountLabel(p.account_id), p.order_id, p.amount_fen, orderPieces);
    const shares = splitFen(p.amount_fen, p.items.map((i) => i.amount_fen));
    p.items.forEach((item, i) => {
      categories.add(String(item.category_id), item.category_name, p.order_id, shares[i]!, piecesOf(item.quantity));
      products.add(item.product, item.product, p.order_id, shares[i]!, piecesOf(item.quantity));
    });
  }
  const refunds = input.refunds.reduce((s, r) => s + r.amount_fen, 0);
  return {
    totals: {
      gross_fen: gross,
      orders: orders.size,
      pieces,
      average_fen: orders.size ? Math.round(gross / orders.size) : 0,
      refunds_fen: refunds,
      refund_count: input.refunds.length,
      cancellations: input.cancellations.length,
      cancelled_fen: input.cancellations.reduce((s, c) => s + c.amount_fen, 0),
      net_fen: gross - refunds,
    },
    series: [...series.values()].map((b) => ({ period: b.period, gross_fen: b.gross_fen, orders: b.orders.size })),
    by_category: categories.list(),
    by_order_type: types.list(),
    by_account: accounts.list(),
    top_products: products.list(TOP_PRODUCTS),
  };
}
