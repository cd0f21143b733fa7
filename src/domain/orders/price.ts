/**
 * Order prices (spec 1 §5: the price shown is the process price plus the sum of the technique
 * prices). Every amount is integer fen. A piece of a category costs the process price, its
 * retail price (bulk goods) and its techniques; an order costs each piece times its quantity.
 */
export type PricedItem = {
  retail_fen: number;
  quantity: number;
  tech_info: readonly { price_fen: number }[];
  /** A category's own process price (a grade priced per category); absent or null: the order's. */
  process_price_fen?: number | null;
};

export function techniqueTotal(item: Pick<PricedItem, 'tech_info'>): number {
  return item.tech_info.reduce((sum, t) => sum + t.price_fen, 0);
}

export function itemUnitPrice(processPriceFen: number, item: PricedItem): number {
  return (item.process_price_fen ?? processPriceFen) + item.retail_fen + techniqueTotal(item);
}

export function orderAmount(processPriceFen: number, items: readonly PricedItem[]): number {
  return items.reduce((sum, i) => sum + itemUnitPrice(processPriceFen, i) * i.quantity, 0);
}

export function orderQuantity(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/**
 * A team order's quantity per category is the number of pieces its employees get; a bulk
 * order's is the sum of its size allocation. Other orders keep the quantity given.
 */
export function teamQuantities(employees: readonly { measuring_info: readonly { sub_category_id: number; quantity: number }[] }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of employees) for (const m of e.measuring_info) out.set(m.sub_category_id, (out.get(m.sub_category_id) ?? 0) + m.quantity);
  return out;
}

export function sizeAllocationTotal(sizes: readonly { count: number }[]): number {
  return sizes.reduce((sum, s) => sum + s.count, 0);
}
