/**
 * What a conference adds up to, run by the conference screen for its live totals and
 * by the server when it closes the conference into bulk orders, so both count the same way.
 */
import type { Line, Sample } from './contract';

/** Pieces per sample and size, and per sample, over every buyer's lines. */
export function totals(lines: readonly Pick<Line, 'sample_id' | 'size' | 'quantity'>[]) {
  const bySize = new Map<string, number>();
  const bySample = new Map<number, number>();
  let pieces = 0;
  for (const l of lines) {
    if (l.quantity <= 0) continue;
    const key = `${l.sample_id}|${l.size}`;
    bySize.set(key, (bySize.get(key) ?? 0) + l.quantity);
    bySample.set(l.sample_id, (bySample.get(l.sample_id) ?? 0) + l.quantity);
    pieces += l.quantity;
  }
  return { pieces, bySample, size: (sampleId: number, size: string) => bySize.get(`${sampleId}|${size}`) ?? 0 };
}

export type SampleOrderGoods = { sample: Sample; sizes: { size_name: string; count: number }[]; quantity: number };

/**
 * One buyer's counts as the goods of bulk orders: a sample with pieces becomes one item, its sizes
 * in the sample's order. An order holds each category once, so two samples of one category (the
 * same jacket in two fabrics) go to separate orders; the fewest orders that allows.
 */
export function buyerOrders(samples: readonly Sample[], lines: readonly Pick<Line, 'sample_id' | 'size' | 'quantity'>[]): SampleOrderGoods[][] {
  const goods: SampleOrderGoods[] = [];
  for (const sample of samples) {
    const mine = lines.filter((l) => l.sample_id === sample.id && l.quantity > 0);
    const sizes = sample.sizes.map((s) => ({ size_name: s, count: mine.filter((l) => l.size === s).reduce((n, l) => n + l.quantity, 0) })).filter((s) => s.count > 0);
    const quantity = sizes.reduce((n, s) => n + s.count, 0);
    if (quantity > 0) goods.push({ sample, sizes, quantity });
  }
  const orders: SampleOrderGoods[][] = [];
  for (const g of goods) {
    const room = orders.find((o) => !o.some((x) => x.sample.category_id === g.sample.category_id));
    if (room) room.push(g);
    else orders.push([g]);
  }
  return orders;
}
