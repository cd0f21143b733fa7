/**
 * The sales report's figures from paid orders, refunds and cancellations (issue 16), in fen. Pure,
 * so the server's totals and a unit test agree on every rule:
 * - revenue is what the orders paid (paid_fen), by the day they were paid in the viewer's zone;
 * - an order's payment is split over its categories and products in proportion to their
 *   pieces' prices (largest remainder), so every breakdown adds up to the revenue to the fen;
 * - refunds and cancellations are counted on the day they happened, whatever day the order was paid.
 */
import type { GroupBy } from './contract';

export type ReportItem = { category_id: number; category_name: string; product: string; quantity: number; amount_fen: number };
export type PaidOrder = { id: number; order_type_id: number; paid_fen: number; paid_day: string; account_id: number; items: ReportItem[] };
export type MoneyEvent = { amount_fen: number };

export type SliceFen = { key: string; label: string; revenue_fen: number; orders: number; pieces: number };

export type ReportFigures = {
  totals: { revenue_fen: number; orders: number; pieces: number; average_fen: number; refunds_fen: number; refund_count: number; cancellations: number; cancelled_fen: number; net_fen: number };
  series: { period: string; revenue_fen: number; orders: number }[];
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
    const s = this.map.get(key) ?? { key, label, revenue_fen: 0, orders: 0, pieces: 0, seen: new Set<number>() };
    s.revenue_fen += fen;
    s.pieces += pieces;
    if (!s.seen.has(orderId)) {
      s.seen.add(orderId);
      s.orders += 1;
    }
    this.map.set(key, s);
  }
  /** Largest revenue first. */
  list(limit = Infinity): SliceFen[] {
    return [...this.map.values()]
      .sort((a, b) => b.revenue_fen - a.revenue_fen || a.key.localeCompare(b.key))
      .slice(0, limit)
      .map(({ seen: _seen, ...s }) => s);
  }
}

export function aggregateReport(input: {
  orders: readonly PaidOrder[];
  refunds: readonly MoneyEvent[];
  cancellations: readonly MoneyEvent[];
  start: string;
  end: string;
  groupBy: GroupBy;
  orderTypeLabel: (type: number) => string;
  accountLabel: (accountId: number) => string;
}): ReportFigures {
  const { orders, groupBy } = input;
  const series = new Map(periods(input.start, input.end, groupBy).map((p) => [p, { period: p, revenue_fen: 0, orders: 0 }]));
  const categories = new Slices();
  const types = new Slices();
  const accounts = new Slices();
  const products = new Slices();
  let revenue = 0;
  let pieces = 0;
  for (const o of orders) {
    revenue += o.paid_fen;
    const orderPieces = o.items.reduce((s, i) => s + i.quantity, 0);
    pieces += orderPieces;
    const bucket = series.get(groupBy === 'week' ? weekOf(o.paid_day) : o.paid_day);
    if (bucket) {
      bucket.revenue_fen += o.paid_fen;
      bucket.orders += 1;
    }
    types.add(String(o.order_type_id), input.orderTypeLabel(o.order_type_id), o.id, o.paid_fen, orderPieces);
    accounts.add(String(o.account_id), input.accountLabel(o.account_id), o.id, o.paid_fen, orderPieces);
    const shares = splitFen(o.paid_fen, o.items.map((i) => i.amount_fen));
    o.items.forEach((item, i) => {
      categories.add(String(item.category_id), item.category_name, o.id, shares[i]!, item.quantity);
      products.add(item.product, item.product, o.id, shares[i]!, item.quantity);
    });
  }
  const refunds = input.refunds.reduce((s, r) => s + r.amount_fen, 0);
  return {
    totals: {
      revenue_fen: revenue,
      orders: orders.length,
      pieces,
      average_fen: orders.length ? Math.round(revenue / orders.length) : 0,
      refunds_fen: refunds,
      refund_count: input.refunds.length,
      cancellations: input.cancellations.length,
      cancelled_fen: input.cancellations.reduce((s, c) => s + c.amount_fen, 0),
      net_fen: revenue - refunds,
    },
    series: [...series.values()],
    by_category: categories.list(),
    by_order_type: types.list(),
    by_account: accounts.list(),
    top_products: products.list(TOP_PRODUCTS),
  };
}
